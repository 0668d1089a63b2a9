import type { Language } from '../../../../../contracts/case-record';
import { usStates } from '../../../../case-record/us-places';
import { findInsurers } from '../reading/insurers';
import {
  findStates,
  isStateNamedAsAPlace,
  namesCareFacility,
  readPlace,
  type PlaceReading,
  titleCase,
} from '../reading/places';

import { anyCase, type FactModule, type ReadContext } from './fact-module';

const stateNames = Object.fromEntries(Object.entries(usStates).map(([name, code]) => [code, name]));
/** Spanish names where they differ, with their accents, for what the agent says back. */
const spanishNames: Record<string, string> = {
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NJ: 'Nueva Jersey',
  NH: 'Nuevo Hampshire',
  NC: 'Carolina del Norte',
  SC: 'Carolina del Sur',
  ND: 'Dakota del Norte',
  SD: 'Dakota del Sur',
  PA: 'Pensilvania',
  LA: 'Luisiana',
  MS: 'Misisipi',
  MO: 'Misuri',
  HI: 'Hawái',
  WV: 'Virginia Occidental',
  DC: 'Distrito de Columbia',
};

const insuranceQuestions = new Set([
  'healthInsurance',
  'ownCoverage',
  'otherPartyInsurer',
  'hasUmUim',
  'policyLimit',
]);
const isInsuranceAnswer = (context: ReadContext) =>
  context.origin === 'answer' && context.pending !== null && insuranceQuestions.has(context.pending);

const isPlaceQuestion = (context: ReadContext) => context.pending === 'state' || context.pending === 'city';

/** Where the message places it, with the record's state to settle a town many states have. */
const placeOf = (context: ReadContext): PlaceReading =>
  readPlace(context.original, {
    isAnswer: isPlaceQuestion(context),
    knownState: context.record.state,
    isDescription: context.origin === 'description',
  });

/**
 * A place that replaces the one we have: the answer to the place question, a correction
 * ("actually…"), or a "no" followed by a place ("no, Portland Maine").
 */
function isPlaceCorrection(context: ReadContext): boolean {
  if (isPlaceQuestion(context) || context.pack.reading.correction.test(context.plain)) return true;
  const first = context.clauses[0];
  if (context.leading !== 'no' || !first) return false;
  const place = readPlace(first.text, { isAnswer: false });
  return place.city !== undefined || place.state !== undefined;
}

export const stateFact: FactModule<'state'> = {
  key: 'state',
  appliesTo: anyCase,
  alsoAsks: ['city'],
  question: {
    en: () => 'Which city and state did it happen in?',
    es: () => '¿En qué ciudad y estado pasó?',
  },
  rephrase: {
    en: () => 'Which US state was it in? The nearest city or town helps too.',
    es: () => '¿En qué estado de Estados Unidos fue? La ciudad o pueblo más cercano también ayuda.',
  },
  read: (context) => {
    const place = placeOf(context);
    // "BCBS of Texas", "Florida Blue", "el Medicaid de Texas", said of a policy: the plan's
    // state, not where it happened (decision 0199).
    if (
      place.state &&
      isInsuranceAnswer(context) &&
      findInsurers(context.original, { isInsuranceAnswer: true }).length > 0 &&
      !isStateNamedAsAPlace(context.original)
    )
      return undefined;
    // "a car wash in Mesquite": the state is the town's, worked out rather than said, so it
    // is kept as derived (shown as unsure on the review) and a state said later replaces it.
    if (place.state)
      return {
        value: place.state,
        quote: context.original.slice(0, 120),
        replaces: isPlaceCorrection(context),
        ...(place.isStateFromTown ? { derivedFrom: 'city' as const } : {}),
      };
    if (isPlaceQuestion(context) && context.leading === 'unknown') return { isUnknown: true };
    return undefined;
  },
  describe: (value, language) => {
    if (language === 'es' && spanishNames[value]) return spanishNames[value];
    const name = stateNames[value];
    return name ? name.replace(/\b\w/g, (letter) => letter.toUpperCase()) : value;
  },
};

/** Words no town name is made of: "no lawyer yet" answers something else. */
const notAPlace: Record<Language, RegExp> = {
  en: /\b(i|i'?m|my|me|no|not|yet|yes|yeah|is|are|was|that|this|it|lawyer|attorney|know|don'?t|idk|sure|maybe|think|why|what|how|because|hurt|pain|doctor|hospital|insurance)\b/,
  es: /\b(yo|mi|me|no|si|todavia|es|era|eso|abogado|se|creo|porque|que|como|dolor|doctor|hospital|seguro)\b/,
};

export const cityFact: FactModule<'city'> = {
  key: 'city',
  appliesTo: anyCase,
  question: {
    en: () => 'Which city or town was it in?',
    es: () => '¿En qué ciudad o pueblo fue?',
  },
  rephrase: {
    en: () => 'What is the nearest city or town to where it happened?',
    es: () => '¿Cuál es la ciudad o el pueblo más cercano a donde pasó?',
  },
  read: (context) => {
    if (context.pending === 'city' && context.leading === 'unknown') return { isUnknown: true };
    const first = context.clauses[0];
    // A town the gazetteer does not hold, given as the answer: "Smallville", "en Villa Chica".
    const plainAnswer =
      context.pending === 'city' &&
      first &&
      !/\d/.test(first.plain) &&
      first.plain.split(/\s+/).length <= 4 &&
      !notAPlace[context.language].test(first.plain) &&
      !namesCareFacility(first.text) &&
      findStates(first.text).length === 0
        ? titleCase(first.text.replace(/^(in|en|it was in|fue en)\s+/i, ''))
        : undefined;
    const city = placeOf(context).city ?? plainAnswer;
    if (city)
      return { value: city, quote: context.original.slice(0, 120), replaces: isPlaceCorrection(context) };
    return undefined;
  },
  describe: (value) => value,
};
