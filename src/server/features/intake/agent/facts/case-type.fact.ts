import type { CaseType, Language } from '../../../../../contracts/case-record';

import { animalWords, phrasePattern, secondSideWords, workConsequenceWords } from './fact-lexicons';
import { tellsProductFailure } from './product.facts';
import {
  type CaseTypeGuess,
  type CaseTypeModelReader,
  caseTypeScores,
  guessCaseType,
} from '../reading/case-type-model';
import { tellsVehicleHitVisitor } from '../reading/parties';
import { clausesOfText, sentencesOf } from '../reading/text';

import { anyCase, type FactModule, type ReadContext } from './fact-module';
import { compNamed, namesWorkOnlyAsTimeOff, tellsTimeOff, withoutTimeOff } from './work-words';

/**
 * What happened to the injured person decides the case type: the mechanism (bitten, a
 * crash, a fall, a product that failed, a mistake in care), then where and with whom. Not
 * a count of keywords: a fall repaired by a surgeon is a fall, a pedestrian hit on the way
 * home from work is a crash, a device implanted years ago is a product. A work injury
 * caused by an outsider keeps both sides (workplace, with auto or product as the second).
 */
type Mechanism = Exclude<CaseType, 'other'>;

const mechanisms: Record<Mechanism, Record<Language, RegExp>> = {
  dog_bite: {
    en: /\b(dog|dogs|pit ?bulls?|pitbulls?|german shepherd|puppy|rottweiler|doberman|husky|labrador|chihuahua)\b[^.]{0,60}\b(bit|bite|bites|bitten|attacked|mauled|nipped|jumped on)\b|\b(bit|bitten|attacked|mauled)\b[^.]{0,30}\bby\b[^.]{0,30}\b(dog|pit ?bull|pitbull|german shepherd|rottweiler|doberman|husky)\b|\bdog bite\b/,
    es: /\bperro\b[^.]{0,80}\b(mordio|mordida|mordidas|ataco|me mordio|mordieron)\b|\bmordida de perro\b|\bme mordio (un|el) perro\b/,
  },
  medical_malpractice: {
    en: /\b(wrong (knee|leg|arm|hand|foot|eye|side|site|patient|pills?|medication|medicine|drug|dose|prescription)|misdiagnos\w*|(missed|overlooked) (the|a|my|his|her) (fracture|break|diagnosis|cancer|tumor|infection|heart attack|stroke|appendicitis|bleed)|(said|told me|told him|told her) (it|my \w+|his \w+|her \w+|the x-?ray|the scan) (was|looked) (fine|normal|nothing)|x-?ray (was|looked) fine|showed the (fracture|break|tumor|problem) the whole time|never (diagnosed|caught)|failed to (diagnose|treat|monitor|notice|catch)|delayed diagnosis|left (a |the )?(sponge|instrument|gauze|clamp)|surgical (error|mistake)|botched|medication error|gave me the wrong|(pharmacy|pharmacist) (gave|filled|dispensed|mixed)|malpractice|negligent (doctor|surgeon|nurse)|birth injury|anesthesia (error|awareness)|woke up with my (right|left))\b/,
    es: /\b(error medico|negligencia medica|mala praxis|diagnostic\w* (equivocad\w*|erroneo|tarde)|(rodilla|pierna|brazo|lado) equivocad\w*|(medicina|pastillas|medicamento) equivocad\w*|no (me )?diagnosticaron|la farmacia me dio)\b/,
  },
  product_liability: {
    en: /\b(exploded|explosion|blew up|(lid|cap|top|blade|wheel|door|handle|seat|latch) (blew|flew|popped|shot|came) off|caught (on )?fire|burst into flames|overheat\w*|malfunction\w*|defect\w*|recall\w*|folded (up|flat)|collapsed (under|on)|gave way|gave out|snapped|came apart|shattered|faulty|design flaw|implant\w*|medical device|hernia mesh|(hinge|battery|brake|strap|blade|wheel) (broke|failed|gave|snapped))\b/,
    es: /\b(exploto|explosion|se incendio|agarro fuego|se prendio|defectuos\w*|fallo (el|la)|se rompio (el|la) (bisagra|bateria)|retirad\w* del mercado|implante)\b/,
  },
  workplace: {
    en: /\b(at work|on the job|while (i was |he was |she was )?working|during (my|his|her) shift|on (my|his|her|the) shift|(hurt|injured|broke|cut|crushed|burned) (my|his|her) \w+ at work|at (the|my|his|her) (plant|warehouse|job ?site|factory|workplace)|my (boss|employer|supervisor|foreman)|co-?workers?|workers'? ?comp\w*|\bcomp is\b|\bcomp (claim|pays|paid)\b|job ?site|construction site|loading dock|forklift|scaffold\w*|conveyor|assembly line|where (i|he|she|we|they) (work|works|worked)|at (my|his|her) job|on (my|his|her) (route|rounds|delivery route|mail route)|(my|a) (client|patient|customer)'?s (house|home|dog|yard|porch))\b/,
    // "compensación" alone is any compensation: workers' comp is named (compNamed; decision 0273).
    es: /\b(en el trabajo|en mi trabajo|trabajando|mi (supervisor|jefe|patron)|companer\w+ de trabajo|seguro del trabajo|trabajo en (la|el) (linea|planta|fabrica|bodega|almacen)|la banda transportadora|montacargas|donde (trabajo|trabaja|trabajaba|trabajamos)|en (mi|la) chamba|en mi ruta|(casa|perro|patio) de (mi|una|un) (cliente|clienta|paciente))\b/,
  },
  auto: {
    en: /\b(rear[- ]?ended|t[- ]?boned|side[- ]?swiped|head-?on|car (accident|crash|wreck)|crash(ed)?|collided|collision|wreck(ed)?|(hit|struck|ran into|smashed into|slammed into|crashed into) (me|my (car|truck|van|bike|motorcycle|vehicle|drivers? side)|the back of)|ran (a|the) (red light|stop sign)|blew (through )?(a|the) (stop sign|red light)|(bus|truck|car|driver|uber|lyft|suv|van) (hit|ran|smashed|struck|pulled out)|(hit|struck) by (a|an|the) (car|truck|bus|van|driver|suv|vehicle)|pedestrian|crosswalk|drivers? side|rideshare|fender bender|(in|back of|riding in) (an?|the|my) (uber|lyft|taxi|cab)|(merged|swerved|veered|cut|pulled) (right |straight )?(over )?(into|in front of) (us|me|our|my)|(hit|struck|ran into|smashed into|slammed into|crashed into|rammed) (us|our (car|truck|van|suv)))\b/,
    es: /\b(choque|chocaron|me choco|me chocaron|accidente de (carro|auto|coche|transito)|atropell\w+|me pego (un|el) (carro|camion))\b/,
  },
  slip_fall: {
    en: /\b(slipped|slip|tripped|trip(ped)? (over|on)|fell (down|on|off|from|in|through)|i fell|he fell|she fell|wet floor|spill\w*|puddle|icy|uneven|pothole|broken (step|stair|tile|sidewalk)|stairs?|staircase|handrail|torn (up )?mat|curb)\b/,
    es: /\b(resbal\w+|me resbale|tropec\w+|me cai|se cayo|caida|piso mojado|escaleras?|banqueta rota)\b/,
  },
};

/** The animal words a chat is read with: a Spanish chat says "pitbull" and "German shepherd" too. */
const animalPatterns = (['en', 'es'] as const).reduce(
  (all, language) => {
    const lists = language === 'es' ? [animalWords.es, animalWords.en] : [animalWords.en];
    const pattern = (pick: (words: (typeof lists)[number]) => string[]) => phrasePattern(lists.flatMap(pick));
    all[language] = {
      animals: pattern((words) => words.animals),
      ambiguous: pattern((words) => words.ambiguous),
      attacks: pattern((words) => words.attacks),
      otherSenses: pattern((words) => words.otherSenses),
    };
    return all;
  },
  {} as Record<Language, Record<'animals' | 'ambiguous' | 'attacks' | 'otherSenses', RegExp>>,
);

/**
 * A sentence that names an animal and its attack ("me mordió un pitbull", "a horse kicked me",
 * "el toro me embistió"): an animal attack, whatever the breed is called. A word that also names
 * a car, a person or a tool ("boxer", "ram") counts only with no word of its other sense beside
 * it ("a boxer punched me in the ring"). Cars named for animals are in no list (decision 0307).
 */
export function tellsAnimalAttack(plain: string, language: Language): boolean {
  const words = animalPatterns[language];
  return sentencesOf(plain).some(
    (sentence) =>
      words.attacks.test(sentence) &&
      (words.animals.test(sentence) || (words.ambiguous.test(sentence) && !words.otherSenses.test(sentence))),
  );
}

/** "un gato", "el caballo", "a pit bull": answering what happened, the animal is the answer. */
const namesAnimal = (plain: string, language: Language) => animalPatterns[language].animals.test(plain);

/** "on my way home from work" is a commute, not work. */
const commute: Record<Language, RegExp> = {
  en: /\b(on (my|his|her|the) way (home )?(from|to) work|(driving|walking|going|heading|coming|riding) (home )?(from|to) work|after work|before work|home from work)\b/,
  es: /\b(camino (a|al|del) trabajo|regresando del trabajo|saliendo del trabajo)\b/,
};

export interface CaseTypeReading {
  caseType: CaseType;
  secondary?: CaseType;
  /** Two mechanisms that do not combine: ask the visitor once. */
  candidates?: [CaseType, CaseType];
}

/** The mechanisms a description names (a commute is not work). */
export function mechanismsIn(plain: string, language: Language): Set<Mechanism> {
  const found = new Set<Mechanism>();
  // "falté dos semanas en el trabajo": a clause of time off names the job missed, not a work
  // injury (decision 0273).
  const workPlain = tellsTimeOff(plain, language)
    ? withoutTimeOff(clausesOfText(plain, language), language)
        .map((clause) => clause.plain)
        .join('. ')
    : plain;
  for (const [type, cues] of Object.entries(mechanisms) as [Mechanism, Record<Language, RegExp>][]) {
    const text = type === 'workplace' ? workPlain : plain;
    if (cues[language].test(text) || (language === 'es' && cues.en.test(text))) found.add(type);
  }
  // An animal on the job ("a cow pinned me at the dairy") leaves the work side to the lexicon's
  // own cues and the model, as before (decision 0307).
  if (!found.has('workplace') && tellsAnimalAttack(plain, language)) found.add('dog_bite');
  if (compNamed[language].test(workPlain)) found.add('workplace');
  // A product from the products lexicon told failing ("the step stool folded shut").
  if (tellsProductFailure(plain)) found.add('product_liability');
  const isCommute = commute[language].test(plain);
  if (isCommute && found.has('workplace')) {
    const withoutCommute = plain.replace(commute[language], ' ');
    if (!mechanisms.workplace[language].test(withoutCommute)) found.delete('workplace');
  }
  return found;
}

/**
 * What kind of case a description tells: the model's reading of all its words (with the
 * mechanisms found as inputs) when it is sure enough, else the mechanisms by precedence. A
 * work injury keeps the outsider's side as its second type either way.
 */
export function readCaseType(
  original: string,
  plain: string,
  language: Language,
  model?: CaseTypeModelReader,
): CaseTypeReading | undefined {
  const reading = readCaseTypeOnce(original, plain, language, model);
  // A vehicle that ran into the visitor makes it a crash rather than a fall or an unknown,
  // however the rest of the story reads (walking to the car with shopping, knocked down on the
  // pavement of a store's lot). A work injury stays one, with the crash as its second side.
  if (reading && reading.caseType !== 'slip_fall' && reading.caseType !== 'other') return reading;
  return tellsVehicleHitVisitor(clausesOfText(original, language), language) ? { caseType: 'auto' } : reading;
}

function readCaseTypeOnce(
  original: string,
  plain: string,
  language: Language,
  model?: CaseTypeModelReader,
): CaseTypeReading | undefined {
  const found = mechanismsIn(plain, language);
  const lexical = classifyMechanisms(found, plain);
  const guess = withoutWorkOnlyMissed(
    guessCaseType(withoutWorkWorries(original, plain, language), found, model),
    found,
    plain,
    language,
  );
  // Hit by a car on the job (a courier, a flagger, a trucker): the labels, like comp, put the
  // work first and the crash second. Read on the split the model did not learn from, a crash
  // whose work score reaches this bar was a work injury six times in six; a rideshare
  // passenger who "can't miss work" scores below it.
  if (guess?.caseType === 'auto' && guess.scores.workplace >= WORK_FIRST)
    return { caseType: 'workplace', secondary: 'auto' };
  if (!guess || guess.caseType === lexical?.caseType) return lexical;
  // An animal's attack told, and no other mechanism: a guess of another kind rests on the place's
  // words ("scratched by a stray cat at the bus stop"), not on what happened (decision 0307). A
  // bite on the job stays a work injury.
  if (lexical?.caseType === 'dog_bite' && found.size === 1 && guess.caseType !== 'workplace') return lexical;
  // A fall the story explains by a product that failed (a step stool that folded, a ladder that
  // buckled) is the product's case: the words of falling are how it ended, not why. A step or a
  // porch that gave way names no product, and stays the model's fall.
  if (
    guess.caseType === 'slip_fall' &&
    lexical?.caseType === 'product_liability' &&
    tellsProductFailure(plain)
  )
    return lexical;
  // Hurt at work by an outsider's car or product: the lexicon keeps both sides.
  if (found.has('workplace') && found.has(guess.caseType as Mechanism)) return lexical;
  return guess.caseType === 'workplace' ? atWork(found) : { caseType: guess.caseType };
}

const WORK_FIRST = 0.5;

const workWorries: Record<Language, RegExp> = {
  en: phrasePattern(workConsequenceWords.en, 'g'),
  es: phrasePattern([...workConsequenceWords.es, ...workConsequenceWords.en], 'g'),
};

/**
 * The story the model reads: a worry about work ("scared about missing work", "no puedo
 * trabajar") tells what the injury costs, not where it happened, so it is taken out; a story
 * without one is read as written (decision 0286).
 */
function withoutWorkWorries(original: string, plain: string, language: Language): string {
  const pattern = workWorries[language];
  pattern.lastIndex = 0;
  if (!pattern.test(plain)) return original;
  return plain.replace(pattern, ' ');
}

/**
 * The model's guess, with no work side when work is named only as time off ("falté dos
 * semanas en el trabajo"; decision 0273) beside another mechanism told: the job missed is no
 * injury at work, and a guess of one gives way to the mechanisms.
 */
function withoutWorkOnlyMissed(
  guess: CaseTypeGuess | null,
  found: Set<Mechanism>,
  plain: string,
  language: Language,
): CaseTypeGuess | null {
  // With no other side told, no mechanism nor a vehicle that hit the visitor ("me lastimé
  // cargando cajas, no he podido volver a trabajar"), the model's reading of the story stands.
  if (!guess || found.has('workplace') || !isWorkOnlyMissed(plain, language)) return guess;
  if (found.size === 0 && !tellsVehicleHitVisitor(clausesOfText(plain, language), language)) return guess;
  return guess.caseType === 'workplace' ? null : { ...guess, scores: { ...guess.scores, workplace: 0 } };
}

const isWorkOnlyMissed = (plain: string, language: Language): boolean =>
  tellsTimeOff(plain, language) && namesWorkOnlyAsTimeOff(clausesOfText(plain, language), language);

/** A work injury, with the outsider's side as its second type when one was named. */
function atWork(found: Set<Mechanism>): CaseTypeReading {
  const secondary = found.has('product_liability')
    ? 'product_liability'
    : found.has('auto')
      ? 'auto'
      : undefined;
  return secondary ? { caseType: 'workplace', secondary } : { caseType: 'workplace' };
}

/** Classifies a description by its mechanism (the clause-level cues above), with precedence. */
function classifyMechanisms(found: Set<Mechanism>, plain: string): CaseTypeReading | undefined {
  if (found.size === 0) return undefined;
  if (found.has('dog_bite')) return { caseType: 'dog_bite' };
  if (found.has('medical_malpractice')) {
    // A medical device is a product, whoever implanted it.
    if (/\b(implant\w*|medical device|hernia mesh|ivc filter|pacemaker|implante)\b/.test(plain))
      return { caseType: 'product_liability' };
    return { caseType: 'medical_malpractice' };
  }
  if (found.has('workplace')) return atWork(found);
  if (found.has('product_liability')) return { caseType: 'product_liability' };
  if (found.has('auto') && found.has('slip_fall'))
    return { caseType: 'auto', candidates: ['auto', 'slip_fall'] };
  if (found.has('auto')) return { caseType: 'auto' };
  return { caseType: 'slip_fall' };
}

const answerChoices: Record<Language, [RegExp, CaseType][]> = {
  en: [
    [/\b(crash|car|vehicle|truck|bus|driver|collision|accident on the road|hit by)\b/, 'auto'],
    [/\b(fall|fell|slip|slipped|trip|tripped)\b/, 'slip_fall'],
    [/\b(work|job|employer|shift)\b/, 'workplace'],
    [
      /\b(doctor|medical|hospital|surgery|surgeon|nurse|pharmacy|mistake in (my )?care)\b/,
      'medical_malpractice',
    ],
    [/\b(product|device|defect|broke|exploded|fire)\b/, 'product_liability'],
    [/\b(dog|bite|bitten)\b/, 'dog_bite'],
  ],
  es: [
    [/\b(choque|carro|vehiculo|camion|autobus)\b/, 'auto'],
    [/\b(caida|cai|resbale|tropece)\b/, 'slip_fall'],
    [/\b(trabajo|empleo|patron)\b/, 'workplace'],
    [/\b(medic\w*|hospital|cirugia|farmacia|error)\b/, 'medical_malpractice'],
    [/\b(producto|aparato|defect\w*|exploto)\b/, 'product_liability'],
    [/\b(perro|mordida|mordio)\b/, 'dog_bite'],
  ],
};

function read(context: ReadContext) {
  const isAsked = context.pending === 'caseType';
  // Only the description, or the answer to "what happened", says what kind of case it is.
  if (context.origin === 'answer' && !isAsked) return undefined;
  const quote = context.original.slice(0, 200);
  const reading = readCaseType(context.original, context.plain, context.language);
  if (reading) return { value: reading.caseType, quote, replaces: isAsked };
  if (!isAsked) return undefined;
  const chosen =
    answerChoices[context.language].find(([pattern]) => pattern.test(context.plain))?.[1] ??
    (namesAnimal(context.plain, context.language) ? 'dog_bite' : undefined);
  return chosen ? { value: chosen, quote, replaces: true } : undefined;
}

export const caseTypeFact: FactModule<'caseType'> = {
  key: 'caseType',
  appliesTo: anyCase,
  question: {
    en: () =>
      'In a sentence or two, what happened? For example a car crash, a fall, an injury at work, a medical mistake or a faulty product.',
    es: () =>
      'En una o dos frases, ¿qué pasó? Por ejemplo un choque, una caída, una lesión en el trabajo, un error médico o un producto defectuoso.',
  },
  rephrase: {
    en: () =>
      'Which of these is closest to what happened: a vehicle crash, a fall, an injury at work, a medical mistake, a faulty product, or something else?',
    es: () =>
      '¿Cómo se lastimó: en un choque, una caída, en el trabajo, por un error médico, por un producto o de otra forma?',
  },
  read,
  describe: (value, language) =>
    language === 'es'
      ? (
          {
            auto: 'choque de vehículo',
            slip_fall: 'caída',
            workplace: 'lesión en el trabajo',
            medical_malpractice: 'error médico',
            product_liability: 'producto defectuoso',
            dog_bite: 'mordida de perro',
            other: 'otra lesión',
          } as const
        )[value]
      : (
          {
            auto: 'vehicle crash',
            slip_fall: 'slip, trip or fall',
            workplace: 'injury at work',
            medical_malpractice: 'medical mistake',
            product_liability: 'faulty product',
            dog_bite: 'dog bite',
            other: 'other injury',
          } as const
        )[value],
};

/**
 * The second side a case can have, by its first: hurt at work by an outsider's car, dog or
 * machine (the claim against the outsider runs beside comp), a vehicle's part that failed in a
 * crash, a dog bite on the job. A pair holds when the model's own score of the second type (its
 * one-against-the-rest sigmoid, not its share) reaches `model`, or when the mechanism lexicon
 * names the second type and the model's score is at least `withLexicon` (the lexicon's cues
 * alone are loose: "hit me" is said of a falling box, "gave way" of a porch step). The bars
 * come from training on one readable split and reading the other (two folds): below them more
 * second types were made up than found. A fall at work, and a crash on the way to or from a
 * job, are left out: the labels give them a second side once in five, so a hint there is more
 * often an invented second side than a missed one.
 */
interface SecondSide {
  model: number;
  withLexicon?: number;
}
const secondSides: Partial<Record<CaseType, Partial<Record<CaseType, SecondSide>>>> = {
  workplace: {
    auto: { model: 0.3, withLexicon: 0.1 },
    dog_bite: { model: 0.3, withLexicon: 0.1 },
    product_liability: { model: 0.5 },
  },
  product_liability: { auto: { model: 0.6, withLexicon: 0.1 } },
  dog_bite: { workplace: { model: 0.3, withLexicon: 0.05 } },
};

/** The second type of a description whose first type is known, or undefined. */
export function readSecondaryCaseType(
  original: string,
  plain: string,
  language: Language,
  primary: CaseType,
  model?: CaseTypeModelReader,
): CaseType | undefined {
  const sides = secondSides[primary];
  if (!sides) return undefined;
  const found = mechanismsIn(plain, language);
  const read = caseTypeScores(original, found, model);
  const scores =
    read && !found.has('workplace') && isWorkOnlyMissed(plain, language) ? { ...read, workplace: 0 } : read;
  let best: { type: CaseType; score: number } | undefined;
  for (const [type, side] of Object.entries(sides) as [CaseType, SecondSide][]) {
    const score = scores?.[type] ?? 0;
    const isNamed =
      side.withLexicon !== undefined && found.has(type as Mechanism) && score >= side.withLexicon;
    if (!isNamed && score < side.model) continue;
    if (!best || score > best.score) best = { type, score };
  }
  return best?.type;
}

const secondSideCues = {
  en: {
    vehiclePart: phrasePattern(secondSideWords.en.vehicleParts),
    vehicle: phrasePattern(secondSideWords.en.vehicles),
    notVehicle: phrasePattern(secondSideWords.en.notVehicles),
  },
  es: {
    vehiclePart: phrasePattern(secondSideWords.es.vehicleParts),
    vehicle: phrasePattern(secondSideWords.es.vehicles),
    notVehicle: phrasePattern(secondSideWords.es.notVehicles),
  },
};

/**
 * A second side told by precise cues (decision 0212; lexicons/second-sides.json): a faulty
 * product that is a vehicle's part, in a story with a vehicle, is a crash too (a tire whose tread
 * came apart on the highway, an airbag that never opened), unless the product is a vehicle of
 * another kind (a scooter's brakes).
 */
function secondSideByCue(context: ReadContext, primary: CaseType): CaseType | undefined {
  if (primary !== 'product_liability') return undefined;
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
  const says = (cue: keyof (typeof secondSideCues)['en']) =>
    languages.some((language) => secondSideCues[language][cue].test(context.plain));
  return says('vehiclePart') && says('vehicle') && !says('notVehicle') ? 'auto' : undefined;
}

export const secondaryCaseTypeFact: FactModule<'secondaryCaseType'> = {
  key: 'secondaryCaseType',
  // Any first type may have a second side; the reader says which pairs combine.
  appliesTo: anyCase,
  read: (context) => {
    // The description, or its retelling when asked what happened. An answer about who else was
    // involved ("a customer backed into me") names the outsider, which thirdParty keeps; the
    // labels read it as a second side less than half the time.
    if (context.origin !== 'description' && context.pending !== 'caseType') return undefined;
    const primary =
      context.record.caseType ?? readCaseType(context.original, context.plain, context.language)?.caseType;
    if (!primary) return undefined;
    const secondary =
      readSecondaryCaseType(context.original, context.plain, context.language, primary) ??
      secondSideByCue(context, primary);
    return secondary && secondary !== primary
      ? { value: secondary, quote: context.original.slice(0, 200) }
      : undefined;
  },
  describe: (value, language) => caseTypeFact.describe(value, language),
};
