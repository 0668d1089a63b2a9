import type { Language } from '../../../../../contracts/case-record';
import { usStates } from '../../../../case-record/us-places';
import { findCityBeforeState, findKnownCity, findStates, titleCase } from '../reading/places';

import { anyCase, type FactModule } from './fact-module';

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

export const stateFact: FactModule<'state'> = {
  key: 'state',
  label: { en: 'State', es: 'Estado' },
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
    const isAsked = context.pending === 'state' || context.pending === 'city';
    const states = findStates(context.original);
    const known = findKnownCity(context.original);
    const code = states[0]?.code ?? known?.state;
    if (code) return { value: code, quote: context.original.slice(0, 120), replaces: isAsked };
    if (isAsked && context.leading === 'unknown') return { isUnknown: true };
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
  label: { en: 'City', es: 'Ciudad' },
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
    const isAsked = context.pending === 'state' || context.pending === 'city';
    if (context.pending === 'city' && context.leading === 'unknown') return { isUnknown: true };
    const first = context.clauses[0];
    const plainAnswer =
      context.pending === 'city' &&
      first &&
      !/\d/.test(first.plain) &&
      first.plain.split(/\s+/).length <= 4 &&
      !notAPlace[context.language].test(first.plain)
        ? titleCase(first.text.replace(/^(in|en|it was in|fue en)\s+/i, ''))
        : undefined;
    const city =
      plainAnswer ?? findCityBeforeState(context.original) ?? findKnownCity(context.original)?.city;
    if (city) return { value: city, quote: context.original.slice(0, 120), replaces: isAsked };
    return undefined;
  },
  describe: (value) => value,
};
