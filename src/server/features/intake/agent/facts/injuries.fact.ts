import type { Language } from '../../../../../contracts/case-record';
import { type Clause, isPrecededBy, normalize, tidyPhrase } from '../reading/text';
import { isHedged, isOutcomeUnknown } from '../reading/modality';
import { sideWords } from '../reading/side-words';

import { earlierTimeWords, phrasePattern, relativeWords } from './fact-lexicons';
import { anyCase, type FactModule, isPending, type ReadContext, type Reading } from './fact-module';
import {
  englishStoredInjuries,
  glossOf,
  injuryForSpanishChat,
  partInEnglish,
  storedInjury,
} from './injury-gloss';
import { carerForesaw, doubtCue, lastingHarmCue, notSaidCue, saidWhenAsked } from './lasting-harm';
import { tellsLivingOnDisability } from './pay-loss-words';
import {
  circumstanceAfter,
  type ClauseWord,
  clauseWords,
  findInjuryWords,
  type InjuryHit,
  saysWhatInjury,
  spelledAsLexicon,
  supplyAfter,
  wherePrepositions,
} from './injury-lexicon';

/** Body parts as one pattern: which parts an injury item names, so a later answer adds only new ones (person.facts.ts reads it too). */
export const bodyParts: Record<Language, RegExp> = {
  en: /\b(head|face|chin|jaw|nose|eye|eyes|ear|teeth|tooth|neck|shoulders?|collar ?bone|clavicle|arms?|elbows?|forearms?|wrists?|hands?|fingers?|thumb|back|spine|ribs?|chest|stomach|abdomen|hips?|pelvis|tailbone|legs?|thighs?|knees?|meniscus|shins?|ankles?|feet|foot|heels?|toes?|skin|brain|scaphoid|disc|disk|l\d-s\d|tibia|fibula|femur|humerus|radius|ulna|vertebra[e]?|skull|orbital|acl|mcl|rotator cuff|achilles|lungs?|spleen|liver|kidneys?|sternum|coccyx)\b/,
  es: /\b(cabeza|cara|barbilla|mandibula|nariz|ojos?|dientes?|cuello|hombros?|clavicula|brazos?|codos?|antebrazos?|munecas?|manos?|dedos?|espalda|columna|costillas?|pecho|estomago|cadera|pelvis|piernas?|muslos?|rodillas?|tobillos?|pies?|talon|piel|cerebro)\b/,
};

/** "i dont think i passed out", "nothing broken": an injury word the visitor rules out. */
const ruledOut: Record<Language, RegExp> = {
  en: /\b(don'?t think|do not think|didn'?t|did not|wasn'?t|was not|not|no|nothing|never)\b[^,.;]{0,20}\b(broke|broken|fractur\w*|passed out|hurt|injur\w*|bleed\w*|concussion)\b/,
  es: /\b(no creo|no (me )?(rompi|quebre|desmaye)|nada (roto|quebrado))\b/,
};

/** Words a list of body parts is joined with ("neck and low back", "la espalda y el cuello"). */
const listGlue = new Set([
  'and',
  'y',
  'e',
  'my',
  'mi',
  'mis',
  'the',
  'el',
  'la',
  'los',
  'las',
  'both',
  'low',
  'also',
  'plus',
  'tambien',
]);

/** The body parts a text names: a later answer adds only injuries to parts not yet listed. */
/** The body parts an item names, in the chat's language first, then the other ("me rompí my wrist"). */
export function partsOf(text: string, language: Language): string[] {
  const plain = text.toLowerCase().normalize('NFD').replace(combiningMarks, '');
  return [language, language === 'en' ? 'es' : 'en'].flatMap((each) =>
    // A Spanish part is compared by its English name, as a glossed item names it (decision 0221).
    everyMatch(bodyPartsEverywhere[each as Language], plain).map((match) =>
      each === 'es' ? partInEnglish(match.replace(/s$/, '')) : match.replace(/s$/, ''),
    ),
  );
}

/**
 * The patterns partsOf runs, made once: a pattern built at each call (and this file's unicode
 * patterns, which the TypeScript loader turns into a constructor call) was compiled again on
 * every item of every turn.
 */
const combiningMarks = /\p{M}/gu;
const bodyPartsEverywhere: Record<Language, RegExp> = {
  en: new RegExp(bodyParts.en.source, 'g'),
  es: new RegExp(bodyParts.es.source, 'g'),
};

/** Every match of a global pattern in the text, as String#matchAll finds them (the pattern's own position is reset). */
function everyMatch(pattern: RegExp, text: string): string[] {
  const found: string[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match[0]);
    if (match[0] === '') pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return found;
}

interface ClauseReading {
  clause: Clause;
  words: ClauseWord[];
  hits: InjuryHit[];
  hasPart: boolean;
  hasInjury: boolean;
  /** An injury word near a body part: "fractured my left ankle", not "the chair broke and I fell on my back". */
  isPaired: boolean;
  hasCondition: boolean;
}

/** How many words apart an injury word and its body part may stand. */
const pairDistance = 5;
/**
 * A part told after the injury word as where it landed may stand further off, past who did it:
 * "me mordió el perro del vecino en la pierna", "hit me with a bottle in the face".
 */
const landedDistance = 9;

function isWhereItLanded(words: ClauseWord[], part: InjuryHit, injury: InjuryHit): boolean {
  if (part.first < injury.last) return false;
  const lead = words[part.first - 1]?.plain ?? '';
  const preposition = ['the', 'el', 'la', 'my', 'his', 'her', 'mi', 'su'].includes(lead)
    ? (words[part.first - 2]?.plain ?? '')
    : lead;
  return wherePrepositions.has(preposition);
}

/**
 * What a clause says of injuries, on the lexicon's words: an injury or condition word the
 * visitor negates within a few words before it ("no me rompí nada", "wasn't broken") is dropped.
 */
function readClause(clause: Clause, context: ReadContext): ClauseReading {
  const words = clauseWords(clause.text);
  const negation = context.pack.reading.negation;
  // A no before a comma answers something else ("no, 2 broken bones in my foot"): it negates
  // only the words after the last comma, colon or semicolon before the injury word.
  const hits = withPartsNamedAlone(clause, words, findInjuryWords(words)).filter((hit) => {
    if (hit.kind === 'part') return true;
    const before = words.slice(Math.max(0, hit.first - 3), hit.first);
    const lastBreak = before.findLastIndex((word, offset) => {
      const next = before[offset + 1] ?? words[hit.first]!;
      return /[,;:]/.test(clause.text.slice(word.end, next.start));
    });
    return !negation.test(
      before
        .slice(lastBreak + 1)
        .map((word) => word.plain)
        .join(' '),
    );
  });
  return {
    clause,
    words,
    hits,
    hasPart: hits.some((hit) => hit.kind === 'part'),
    hasInjury: hits.some((hit) => hit.kind === 'injury'),
    isPaired: hits.some(
      (injury) =>
        injury.kind === 'injury' &&
        hits.some(
          (part) =>
            part.kind === 'part' &&
            Math.min(Math.abs(part.first - injury.last), Math.abs(injury.first - part.last)) <=
              (isWhereItLanded(words, part, injury) ? landedDistance : pairDistance),
        ),
    ),
    hasCondition: hits.some((hit) => hit.kind === 'condition'),
  };
}

/**
 * "Face and arms.", "Hand, 8 stitches.": a body part that may be another word ("back", "hand",
 * "face") counts when the clause is only body parts, or when it opens the clause before a comma.
 */
function withPartsNamedAlone(clause: Clause, words: ClauseWord[], hits: InjuryHit[]): InjuryHit[] {
  const loose = findInjuryWords(words, { keepsAmbiguous: true });
  if (loose.length === hits.length) return hits;
  const covered = new Set(loose.flatMap((hit) => range(hit.first, hit.last)));
  const isList =
    loose.every((hit) => hit.kind === 'part') &&
    words.every((word, index) => covered.has(index) || listGlue.has(word.plain));
  if (isList) return loose;
  const opening = loose[0];
  if (
    opening?.kind === 'part' &&
    opening.first === 0 &&
    !hits.some((hit) => hit.first === 0) &&
    /^\s*,/.test(clause.text.slice(words[opening.last]!.end))
  )
    return [opening, ...hits];
  return hits;
}

const range = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

/** "Neck and low back.": a clause that is only body parts names where it hurts. */
function isBodyPartList(reading: ClauseReading): boolean {
  if (!reading.hasPart || reading.hasInjury) return false;
  const covered = new Set(reading.hits.flatMap((hit) => range(hit.first, hit.last)));
  return reading.words.every((word, index) => covered.has(index) || listGlue.has(word.plain));
}

/** Words that open a short clause telling where on the body ("on his forearm", "en la pierna"). */
const whereLeads = new Set(['on', 'in', 'to', 'across', 'en', 'a', 'al', 'my', 'his', 'her', 'mi', 'su']);

/** "…, on his forearm": a short clause of a body part alone, completing the clause before. */
function isWhereItHurt(reading: ClauseReading): boolean {
  const lead = reading.words[0]?.plain;
  return (
    reading.hasPart &&
    !reading.hasInjury &&
    !reading.hasCondition &&
    reading.words.length <= 6 &&
    lead !== undefined &&
    whereLeads.has(lead)
  );
}

/** Words before an injury that belong to it ("my right shoulder", "nearly drowned", "la muñeca"). */
const phraseLeads = new Set([
  'my',
  'his',
  'her',
  'their',
  'our',
  'left',
  'right',
  'both',
  'lower',
  'upper',
  'nearly',
  'almost',
  'severe',
  'chronic',
  // Its degree too: a "mild concussion" is valued as soft tissue, a concussion is not (0253).
  'mild',
  'minor',
  'moderate',
  'slight',
  'small',
  'bad',
  'serious',
  'major',
  'leve',
  'grave',
  // A burn's degree and a fracture's kind are part of the injury ("second degree burns",
  // "a hairline fracture", "quemaduras de segundo grado" keeps its degree after the word).
  'first',
  'second',
  'third',
  'fourth',
  '1st',
  '2nd',
  '3rd',
  '4th',
  'degree',
  'hairline',
  'compound',
  'deep',
  'mi',
  'su',
  'sus',
  'mis',
  'la',
  'el',
  'las',
  'los',
  'casi',
]);
/**
 * "my chest hurts when I breathe deep", "me duele el cuello cuando giro la cabeza" (decision 0254):
 * once a body part and what is wrong with it are said, a circumstance word ends the item; the
 * words after it tell when the symptom comes, not another injury. Read as the clause up to it.
 */
function withoutCircumstance(reading: ClauseReading): ClauseReading {
  const told = reading.hits.filter((hit) => hit.kind !== 'part');
  const part = reading.hits.find((hit) => hit.kind === 'part');
  if (told.length === 0 || !part) return reading;
  const from = Math.max(part.last, Math.min(...told.map((hit) => hit.last)));
  const cut = circumstanceAfter(reading.words, from);
  if (cut === undefined) return reading;
  const words = reading.words.slice(0, cut);
  const end = words[words.length - 1]!.end;
  return {
    ...reading,
    clause: { text: reading.clause.text.slice(0, end), plain: normalize(reading.clause.text.slice(0, end)) },
    words,
    hits: reading.hits.filter((hit) => hit.last < cut),
  };
}

/** A tail this short stays with the injury ("broken in two places", "on the road"). */
const shortTail = 4;

/**
 * The visitor's words for the injury: from the first to the last lexicon word of a clause,
 * with the possessive or side word before it and a short tail after it ("my wrist is sprained").
 */
function phraseOf(whole: ClauseReading): string {
  const reading = withoutCircumstance(whole);
  let first = Math.min(...reading.hits.map((hit) => hit.first));
  let last = Math.max(...reading.hits.map((hit) => hit.last));
  while (first > 0 && phraseLeads.has(reading.words[first - 1]!.plain)) first -= 1;
  if (reading.words.length - 1 - last <= shortTail && supplyAfter(reading.words, last) === undefined)
    last = reading.words.length - 1;
  const start = reading.words[first]?.start ?? 0;
  const end = reading.words[last]?.end ?? reading.clause.text.length;
  // A compound typed in two words is written as one ("knee cap", "collar bone").
  return tidyPhrase(reading.clause.text.slice(start, end), 200).replace(
    /\b(?:(collar|tail|cheek|breast|jaw) (bone)|(knee) (cap))\b/gi,
    (_, first?: string, second?: string, knee?: string, cap?: string) => `${first ?? knee}${second ?? cap}`,
  );
}

const longAgo: Record<Language, RegExp> = {
  en: phrasePattern(earlierTimeWords.en.longAgo),
  es: phrasePattern(earlierTimeWords.es.longAgo),
};
const dayMs = 86_400_000;
/** How far back before a date already told a clause's own date must go to be another time. */
const earlierGapDays = 365;

/**
 * The clauses of a message that tell an earlier injury, not this case's (decision 0197): placed
 * long ago in words ("years ago", "de niño"), or dated over a year before a date the story told
 * first ("a truck hit me last week … I had a herniated disc in 2019"). A story that opens with
 * an old date tells its own incident then, and keeps it.
 */
function earlierClauses(context: ReadContext): Set<Clause> {
  const earlier = new Set<Clause>();
  let from = 0;
  for (const clause of context.clauses) {
    const start = context.plain.indexOf(clause.plain, from);
    const end = start + clause.plain.length;
    if (start >= 0) from = end;
    if (longAgo[context.language].test(clause.plain)) {
      earlier.add(clause);
      continue;
    }
    if (start < 0) continue;
    const toldBefore = context.dates.filter((mention) => mention.end <= start);
    if (toldBefore.length === 0) continue;
    const firstTold = Math.min(...toldBefore.map((mention) => Date.parse(mention.value.from)));
    const isLongBefore = context.dates.some(
      (mention) =>
        mention.start >= start &&
        mention.end <= end &&
        Date.parse(mention.value.to) < firstTold - earlierGapDays * dayMs,
    );
    if (isLongBefore) earlier.add(clause);
  }
  return earlier;
}

/** The item says which side ("left ankle", "la rodilla derecha", "both knees"). */
const namesSide = (item: string) =>
  normalize(item)
    .split(/[^\p{L}]+/u)
    .some((word) => sideWords.has(word));

/** A piece of a coordination that tells an injury by itself: an injury word with its part, or a condition. */
const isInjuryPiece = (reading: ClauseReading) => reading.isPaired || reading.hasCondition;

/** A piece that tells care done on a body part ("had a hip replacement"): no injury of its own. */
const isCarePiece = (reading: ClauseReading) =>
  !reading.hasInjury &&
  !reading.hasCondition &&
  findInjuryWords(reading.words, { withCare: true }).some((hit) => hit.kind === 'care');

/**
 * The clause's injuries apart when it joins two or more (decision 0253): each an injury word with
 * its body part or a condition ("broken ribs and a concussion"); a piece that only tells the care
 * done ("and had a hip replacement") is left to the care question.
 */
function pairedPieces(clause: Clause, context: ReadContext): string[] | undefined {
  const texts = clause.text.split(/\s+(?:and|plus|y|e)\s+/i).filter((text) => text.trim());
  if (texts.length < 2) return undefined;
  const readings = texts.map((text) => readClause({ text, plain: normalize(text) }, context));
  const injuries = readings.filter(isInjuryPiece);
  if (injuries.length === 0) return undefined;
  if (!readings.every((reading) => isInjuryPiece(reading) || isCarePiece(reading))) return undefined;
  return injuries.map(phraseOf).filter((piece) => piece.length >= 3);
}

/**
 * "me lastimé la espalda y la muñeca", "tengo la rodilla y el hombro lastimados" (decision 0235):
 * one Spanish injury word said of two or more body parts is one injury per part, each the injury
 * word with its part, when every one of them has an English gloss (decision 0221); otherwise the
 * clause stays one item as typed.
 */
function sharedInjuryPieces(clause: Clause, context: ReadContext): string[] | undefined {
  if (context.language !== 'es') return undefined;
  const texts = clause.text.split(/\s+(?:y|e)\s+/i).filter((text) => text.trim());
  if (texts.length < 2) return undefined;
  const readings = texts.map((text) => readClause({ text, plain: normalize(text) }, context));
  const isPartOnly = (reading: ClauseReading) =>
    reading.hasPart && !reading.hasInjury && !reading.hasCondition;
  // Pieces before or after the list that name nothing of the body are other things told
  // ("tuve un accidente y …", "… y me operaron").
  let start = 0;
  while (start < readings.length && readings[start]!.hits.length === 0) start += 1;
  let end = readings.length;
  while (end > start && readings[end - 1]!.hits.length === 0) end -= 1;
  const listed = readings.slice(start, end);
  // "me duele el cuello y la espalda y ando mareada": a condition told beside the parts is its own item (0337).
  const isConditionOnly = (reading: ClauseReading) =>
    reading.hasCondition && !reading.hasPart && !reading.hasInjury;
  const paired = listed.filter((reading) => reading.isPaired);
  if (paired.length !== 1 || listed.length < 2) return undefined;
  if (!listed.every((reading) => reading.isPaired || isPartOnly(reading) || isConditionOnly(reading)))
    return undefined;
  const source = paired[0]!;
  const injuries = source.hits.filter((hit) => hit.kind === 'injury');
  const parts = source.hits.filter((hit) => hit.kind === 'part');
  if (injuries.length !== 1 || parts.length !== 1) return undefined;
  const injury = injuries[0]!;
  const injuryText = source.clause.text.slice(
    source.words[injury.first]!.start,
    source.words[injury.last]!.end,
  );
  // The injury word said before its part ("me quebré la pierna y la cadera") goes before each part;
  // said after ("la rodilla y el hombro lastimados"), after each.
  const isBefore = injury.last < parts[0]!.first;
  const pieces = listed.map((reading) => {
    if (reading === source || isConditionOnly(reading)) return phraseOf(reading);
    const part = phraseOf(reading);
    return isBefore ? `${injuryText} ${part}` : `${part} ${injuryText}`;
  });
  return pieces.every((piece) => glossOf(piece) !== undefined) ? pieces : undefined;
}

/** Injury items of a message: short phrases in the visitor's words, a body part with what happened to it. */
export function injuryItems(context: ReadContext): string[] {
  return readInjuryItems(context).items;
}

/**
 * The items, and whether they only name a part care was done on ("knee surgery"): such a part is
 * worked out from the care, and the injuries are still asked (decision 0177).
 */
function readInjuryItems(context: ReadContext): { items: string[]; isFromCare: boolean } {
  // An answer about earlier injuries names those, not the injuries of this case.
  if (context.pending === 'priorInjuries') return { items: [], isFromCare: false };
  const earlier = earlierClauses(context);
  const found = readItemsApart(context, earlier);
  // "I broke my wrist years ago when a drunk driver hit me": a story whose only injury is told
  // long ago tells its own incident then.
  return found.items.length === 0 && earlier.size > 0 ? readItemsApart(context, new Set()) : found;
}

function readItemsApart(
  context: ReadContext,
  earlier: ReadonlySet<Clause>,
): { items: string[]; isFromCare: boolean } {
  const isAsked = context.pending === 'injuries';
  const readings = context.clauses
    .filter((clause) => !context.pack.reading.unknown.test(clause.plain) && !earlier.has(clause))
    .map((clause) => readClause(clause, context));
  // "back.", "hand": a message of one word that is a body part only in some senses ("I'm back")
  // names an injury only as the answer to the injuries question (decision 0254).
  const only = readings.length === 1 ? readings[0]! : undefined;
  if (!isAsked && only?.words.length === 1 && findInjuryWords(only.words).length === 0)
    return { items: [], isFromCare: false };
  const items: string[] = [];
  for (const [index, reading] of readings.entries()) {
    const { clause, hasPart, hasInjury, hasCondition } = reading;
    // "bitten by the neighbor's dog, on his forearm": the body part may come in the next clause.
    const next = readings[index + 1];
    const joined = hasInjury && !hasPart && !hasCondition && next && isWhereItHurt(next) ? next : undefined;
    const isInjury =
      reading.isPaired ||
      hasCondition ||
      joined !== undefined ||
      isBodyPartList(reading) ||
      (isAsked && (hasPart || hasInjury));
    if (!isInjury) continue;
    if (ruledOut[context.language].test(clause.plain) && !(hasPart && hasInjury)) continue;
    // Treatment and money clauses are not injuries ("surgery on the meniscus", "bills for my knee").
    if (/\b(bills?|paid|\$|insurance|cuentas|seguro)\b/.test(clause.plain)) continue;
    // "broken left ankle and 2 cracked ribs": two injuries, each with its part, are two items,
    // so a correction of one ("not the left ankle, the right one") leaves the other.
    const pieces = joined
      ? undefined
      : (pairedPieces(clause, context) ?? sharedInjuryPieces(clause, context));
    if (pieces) {
      for (const piece of pieces) if (!items.includes(piece)) items.push(piece);
      continue;
    }
    const item = joined ? tidyPhrase(`${phraseOf(reading)}, ${phraseOf(joined)}`, 200) : phraseOf(reading);
    if (item.length < 3) continue;
    // "my right shoulder, it pops and hurts to lift": a clause about "it" describes the injury before.
    const previous = items.length - 1;
    // "…, y ando mareada": a condition of its own is its own item (decision 0337).
    if (previous >= 0 && !hasPart && !hasCondition && /^(and )?(it|which|that|y)\b/.test(clause.plain))
      items[previous] = tidyPhrase(`${items[previous]}, ${clause.text.replace(/^and\s+/i, '')}`, 200);
    else if (!items.includes(item)) items.push(item);
    if (joined) readings[index + 1] = { ...joined, hits: [], hasPart: false };
  }
  let isFromCare = false;
  // Only the story itself: an answer about costs or care names the care to come ("a hip
  // replacement, about 40 thousand"), not the injury.
  if (
    items.length === 0 &&
    context.origin === 'description' &&
    context.record.injuries === undefined &&
    context.record.caseType !== 'medical_malpractice'
  )
    for (const reading of readings) {
      const item = operatedPart(reading, context);
      if (item && !items.includes(item)) items.push(item);
      if (item) isFromCare = true;
    }
  return { items, isFromCare };
}

/** How many words apart a body part and the care done on it may stand ("surgery on my left knee"). */
const careDistance = 4;

/**
 * "Knee surgery last week", "surgery on his forearm", "me operaron el pie" (decision 0177): a
 * message that tells no injury but care on a body part tells the part that was hurt. In a
 * medical-mistake case the care is the event, not the harm.
 */
function operatedPart(reading: ClauseReading, context: ReadContext): string | undefined {
  const hits = withPartsNamedAlone(
    reading.clause,
    reading.words,
    findInjuryWords(reading.words, { withCare: true }),
  );
  const care = hits.find((hit) => hit.kind === 'care');
  if (!care) return undefined;
  const part = hits.find(
    (hit) =>
      hit.kind === 'part' &&
      Math.min(Math.abs(hit.first - care.last), Math.abs(care.first - hit.last)) <= careDistance,
  );
  if (!part) return undefined;
  const before = reading.words
    .slice(Math.max(0, Math.min(part.first, care.first) - 3), Math.min(part.first, care.first))
    .map((word) => word.plain)
    .join(' ');
  if (context.pack.reading.negation.test(before)) return undefined;
  const item = phraseOf({ ...reading, hits: [part, care] });
  return item.length < 3 ? undefined : item;
}

export const injuriesFact: FactModule<'injuries'> = {
  key: 'injuries',
  appliesTo: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'What harm did the mistake cause you? For example another surgery, a worse injury, or a lasting problem.'
        : 'What injuries did you have, and which parts of your body were hurt?',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿Cómo lo lastimó el error, por ejemplo otra cirugía o un problema que no se quita?'
        : '¿Qué lesiones tuvo y qué partes del cuerpo se lastimó?',
  },
  rephrase: {
    en: () =>
      'Which part of your body was hurt, and what did the doctors call it, for example a fracture or a sprain?',
    es: () =>
      '¿Qué parte del cuerpo se lastimó, y qué le dijeron que tenía, por ejemplo fractura o esguince?',
  },
  // "Nobody was hurt" settles it too: "just to be sure" asks about that, not "what injuries?".
  // A part only worked out from the care done on it ("knee surgery") still leaves the question.
  isSettled: (record) =>
    (record.injuries !== undefined && record.sources.injuries?.derivedFrom === undefined) ||
    record.unknowns.includes('injuries') ||
    record.uninjured === true,
  read: (context) => {
    const { items: typed, isFromCare } = readInjuryItems(context);
    // A Spanish injury the lexicon can gloss is stored in English; the quote keeps the visitor's words.
    // A word typed one slip from the lexicon's is stored as the lexicon spells it (decision 0236);
    // a Spanish item so mended is kept only as its gloss, else as typed.
    // Several parts sharing one English injury word are one item each (decision 0378).
    const pairs = typed.flatMap((item) => {
      const spelled = spelledAsLexicon(item);
      const stored =
        context.language !== 'es'
          ? englishStoredInjuries(spelled)
          : [glossOf(spelled)?.en ?? storedInjury(item)];
      return stored.map((each) => ({ typed: item, stored: each }));
    });
    const items = [...new Set(pairs.map((pair) => pair.stored))];
    const isAsked = context.pending === 'injuries';
    if (items.length === 0) return isAsked && context.leading === 'unknown' ? { isUnknown: true } : undefined;
    const known = context.record.injuries ?? [];
    const language = context.language;
    // An answer to the injuries question is the visitor's list now; injuries named elsewhere
    // add to what we have, never repeating a body part already listed ("like i said my leg").
    const keptFromBefore = isAsked
      ? known.filter((item) => {
          const parts = partsOf(item, language);
          return (
            parts.length > 0 &&
            !items.some((next) => partsOf(next, language).some((part) => parts.includes(part)))
          );
        })
      : known;
    // "a box hit my foot", then "2 broken bones in my left foot": an item that says what the injury
    // is replaces one for the same part that only said something happened to it.
    const sharpened = new Map<string, string>();
    if (!isAsked)
      for (const item of items) {
        if (known.includes(item) || !saysWhatInjury(item)) continue;
        const parts = partsOf(item, language);
        const vague = keptFromBefore.find(
          (old) =>
            !sharpened.has(old) &&
            // …or one that said it, when the new item also tells the side ("broke my ankle", then
            // "broken left ankle").
            (!saysWhatInjury(old) || (namesSide(item) && !namesSide(old))) &&
            partsOf(old, language).some((part) => parts.includes(part)),
        );
        if (vague) sharpened.set(vague, item);
      }
    const kept = keptFromBefore.map((item) => sharpened.get(item) ?? item);
    const listed = new Set(kept.flatMap((item) => partsOf(item, language)));
    const added = items.filter((item) => {
      const parts = partsOf(item, language);
      return (
        !known.includes(item) &&
        !kept.includes(item) &&
        (isAsked || parts.length === 0 || parts.some((part) => !listed.has(part)))
      );
    });
    if (added.length === 0 && sharpened.size === 0 && !isAsked) return undefined;
    const merged = [...kept, ...(isAsked ? items : added)];
    return {
      value: merged.slice(0, 20),
      quote: (isAsked
        ? typed
        : [...new Set(pairs.filter((pair) => added.includes(pair.stored)).map((pair) => pair.typed))]
      ).join('; '),
      replaces: true,
      ...(isFromCare && known.length === 0 ? { derivedFrom: 'treatment' as const } : {}),
    };
  },
  describe: (value, language) => (language === 'es' ? value.map(injuryForSpanishChat) : value).join('; '),
};

export const permanentInjuryFact: FactModule<'permanentInjury'> = {
  key: 'permanentInjury',
  // Asked in the extension, to someone hurt (decision 0109): lasting harm weighs on the value.
  appliesTo: (record) => record.uninjured !== true && record.deceased !== true,
  question: {
    en: () =>
      'Has a doctor said any of this may be lasting, like a scar, pain that stays, or movement you may not get back?',
    es: () =>
      '¿Algún médico le dijo que algo de esto puede ser duradero, como una cicatriz, un dolor que no se va o movimiento que quizá no recupere?',
  },
  rephrase: {
    en: () => 'Do you expect any of your injuries to stay with you for good?',
    es: () => '¿Cree que alguna de sus lesiones le va a quedar para siempre?',
  },
  read: (context) => {
    const found = readPermanent(context);
    if (found || !isPending(context, 'permanentInjury')) return found;
    // "yes possibly", "could be, too early to tell": what may last is not known yet (decision 0148).
    if (isHedged(context.clauses[0]?.plain ?? '') || isOutcomeUnknown(context.plain))
      return { isUnknown: true };
    if (context.leading === 'yes') return { value: true, quote: context.clauses[0]?.text };
    if (context.leading === 'no') return { value: false, quote: context.clauses[0]?.text };
    // "Dr. Lee did not say so, he hopes therapy helps": nobody said any of it may last (decision 0442).
    const notSaid = context.clauses.find((clause) => notSaidCue[context.language].test(clause.plain));
    if (notSaid && context.leading !== 'unknown') return { value: false, quote: notSaid.text };
    return context.leading === 'unknown' ? { isUnknown: true } : undefined;
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};

/** Lasting harm named in the story or an answer ("left a scar", "nunca va a sanar"); denied, it is a no only to its own question. */
function readPermanent(context: ReadContext): Reading<boolean> | undefined {
  const pattern = permanentCues[context.language];
  // "on disability, not working": life before the injury, not harm that lasts (decision 0229).
  const isLivingOnDisability = tellsLivingOnDisability(context.plain, context.language);
  const withCue = context.clauses.filter((candidate) => {
    const cue = pattern.exec(candidate.plain)?.[0];
    return cue !== undefined && !(isLivingOnDisability && /^(disabled|disability|discapacidad)$/.test(cue));
  });
  // "he did not say it was permanent, but I may never get full motion back": harm told as lasting
  // in one clause outweighs its word denied in another (decision 0442).
  const clause =
    withCue.find((candidate) => {
      const cue = pattern.exec(candidate.plain)!;
      return !context.pack.reading.negation.test(candidate.plain.slice(0, cue.index));
    }) ?? withCue[0];
  if (!clause) return undefined;
  const cue = pattern.exec(clause.plain)!;
  const before = clause.plain.slice(0, cue.index);
  const negated = context.pack.reading.negation.test(before);
  const isAsked = isPending(context, 'permanentInjury');
  // "it could be permanent", "a lo mejor me queda cicatriz": a possibility, no yes (decision 0148);
  // but a carer's prognosis ("the surgeon said I may not get full motion back", "it may be
  // permanent, per the surgeon") or a "probably" is the answer the question asks for (decisions
  // 0224, 0251). So is "may" or "might" alone in answer to that question, which asks what a doctor
  // said may last ("I may always need a cane"), unless the visitor doubts it ("maybe", "if").
  const isPossible = isHedged(clause.plain.slice(0, cue.index + cue[0].length));
  if (
    !negated &&
    (isOutcomeUnknown(context.plain) ||
      (isPossible &&
        !isPrognosis(before, context) &&
        !(isAsked && !doubtCue[context.language].test(context.plain))))
  )
    return isAsked ? { isUnknown: true } : undefined;
  if (!negated) return { value: true, quote: clause.text };
  return isPending(context, 'permanentInjury') ? { value: false, quote: clause.text } : undefined;
}

/** A hedge that leans to yes ("probably", "most likely"), not a mere possibility. */
const leaningHedge: Record<Language, RegExp> = {
  en: /\b(probably|likely|most likely|almost certainly)\b/,
  es: /\b(probablemente|seguramente|lo mas seguro|lo mas probable)\b/,
};
/**
 * "they said…", "they think…", "dicen que…" answering "has a doctor said any of this may be
 * lasting?": the doctors (lexicons/lasting-harm.json, decisions 0251, 0376).
 */
const theySaid = saidWhenAsked;
/** The message, not only the clause: "the surgeon said" may stand in a clause of its own. */
function isPrognosis(before: string, context: ReadContext): boolean {
  const { language, plain } = context;
  return (
    leaningHedge[language].test(before) ||
    carerForesaw[language].test(plain) ||
    (isPending(context, 'permanentInjury') && theySaid[language].test(plain))
  );
}

/** The words of lasting harm are the lexicon's (lexicons/lasting-harm.json, decision 0251). */
const permanentCues = lastingHarmCue;

/** The clause tells harm that lasts ("may not get full motion back", "va a quedar cicatriz"). */
export const tellsLastingHarm = (plain: string, language: Language): boolean =>
  permanentCues[language].test(plain);

/** "my grandmother died", "he passed in October", "was struck and killed": the injured person died. */
const diedCue: Record<Language, RegExp> = {
  en: /\b((my|his|her|our|their) (husband|wife|son|daughter|father|mother|dad|mom|brother|sister|partner|child|baby|grandmother|grandfather|grandma|grandpa|uncle|aunt|nephew|niece|fiance|fiancee|boyfriend|girlfriend|cousin|friend)|he|she|they) (died|passed away|passed on|was killed|were killed|did not survive|didn'?t survive|didn'?t make it|did not make it)\b|\b(he|she) passed( (in|on|at|last|that|the same)\b|,|$)|\b(struck|hit|run over) and killed\b|\band died\b|\bwrongful death\b/,
  es: /\b(fallecio|murio|perdio la vida|lo mataron|la mataron)\b/,
};

/** "he almost died", "casi se muere": a death feared or escaped. */
const nearly: Record<Language, RegExp> = {
  en: /\b(almost|nearly|could have|could've|might have|would have|thought)\b/,
  es: /\b(casi|pudo haber|podria haber)\b/,
};

/**
 * "my son Daniel, 24, who was killed", "mi hermano Luis, de 30 años, murió" (decision 0210): a
 * relative named with a name or an age before the death word. The relatives are the lexicon's
 * (lexicons/relatives.json); the words between are at most three, none a word of `notNamed`.
 */
const deathAfterName: Record<Language, RegExp> = {
  en: /(?:died|passed away|passed on|was killed|were killed|did not survive|didn'?t survive|did not make it|didn'?t make it)\b/,
  es: /(?:murio|fallecio|perdio la vida|lo mataron|la mataron)\b/,
};
const possessives: Record<Language, string> = { en: 'my|his|her|our|their', es: 'mi|su|nuestro|nuestra' };
const namedRelative: Record<Language, RegExp> = Object.fromEntries(
  (['en', 'es'] as const).map((language) => [
    language,
    new RegExp(
      `\\b(?:${possessives[language]})\\s+(?:${phrasePattern(relativeWords[language].injured.flatMap((relative) => relative.words)).source})((?:[\\s,]+[\\p{L}\\d'.-]+){1,3}?)[\\s,]+(?:who\\s+|que\\s+)?${deathAfterName[language].source}`,
      'u',
    ),
  ]),
) as Record<Language, RegExp>;
/** Words between a relative and a death word that make the death another's ("my son said the man died"). */
const notNamed =
  /(?:^|[\s,])(?:s|the|a|an|that|said|says|told|thinks|thought|heard|saw|knows|dog|cat|pet|el|la|un|una|dijo|dice|perro|gato)(?=$|[\s,])/u;

/** "la piel se murió", "se me murió el celular": a body part or a thing that died, not a person. */
function isPartThatDied(plainClause: string, index: number): boolean {
  const before = plainClause.slice(0, index).trim().split(/\s+/).slice(-4).join(' ');
  return findInjuryWords(clauseWords(before), { keepsAmbiguous: true }).some((hit) => hit.kind === 'part');
}

const spanishRelatives = new Set(relativeWords.es.injured.flatMap((relative) => relative.words));
/** "se me murió el celular": what died is named after, with an article, and is no relative. */
function isThingThatDied(after: string): boolean {
  const named = /^\s*(?:el|la|los|las)\s+([\p{L}]+)/u.exec(after);
  return named !== null && !spanishRelatives.has(named[1]!);
}

/** The clause's death cue in either language (Spanglish: "He died a week later, tenía 73"). */
function deathIn(plainClause: string, language: Language): boolean {
  for (const each of [language, language === 'en' ? 'es' : 'en'] as const) {
    const cue = diedCue[each].exec(plainClause);
    if (cue && !isPrecededBy(plainClause, cue.index + cue[0].length, nearly[each], 6)) {
      if (
        each === 'es' &&
        (isPartThatDied(plainClause, cue.index) ||
          isThingThatDied(plainClause.slice(cue.index + cue[0].length)))
      )
        continue;
      return true;
    }
  }
  return false;
}

/** A relative named with a name or an age, then the death word, in the message's words. */
function namedRelativeDied(plain: string, language: Language): string | undefined {
  for (const each of [language, language === 'en' ? 'es' : 'en'] as const) {
    const named = namedRelative[each].exec(plain);
    if (
      named &&
      !notNamed.test(named[1] ?? '') &&
      !isPrecededBy(plain, named.index + named[0].length, nearly[each], 6)
    )
      return named[0];
  }
  return undefined;
}

export const deceasedFact: FactModule<'deceased'> = {
  key: 'deceased',
  appliesTo: anyCase,
  read: (context) => {
    const clause = context.clauses.find((candidate) => deathIn(candidate.plain, context.language));
    const named = clause ? undefined : namedRelativeDied(context.plain, context.language);
    if (named) return { value: true, quote: named };
    return clause ? { value: true, quote: clause.text } : undefined;
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};

/**
 * "Nobody was hurt": a turn-away fact (decision 0091), read only when the message names no
 * injury, and confirmed with the visitor before a conclusion uses it.
 */
const nobodyHurt: Record<Language, RegExp> = {
  en: /\b((i|we|he|she|they) (was|were)(n'?t| not) (hurt|injured)|(i|we|he|she|they) did(n'?t| not) get (hurt|injured)|(nobody|no one|no-one) (was |got |were )?(hurt|injured)|no (one|body) (was |got )?(hurt|injured)|no injur(y|ies)|not (hurt|injured) at all|without (a|any) (scratch|injur(y|ies))|(walked|got) away (fine|unhurt|without a scratch)|uninjured|unhurt)\b/,
  es: /\b(no me (lastime|lesione|paso nada|hice nada)|no (sali|salimos|salio|resulte|resultamos|resulto) (herid[oa]s?|lastimad[oa]s?|lesionad[oa]s?)|nadie (salio|resulto) (herid[oa]|lastimad[oa]|lesionad[oa])|nadie se lastimo|sin (lesiones|heridas|un rasguno|ningun rasguno)|no (tuve|tengo|hubo) (ninguna )?(lesion|lesiones|heridas|heridos))\b/,
};

export const uninjuredFact: FactModule<'uninjured'> = {
  key: 'uninjured',
  appliesTo: anyCase,
  read: (context) => {
    if (injuryItems(context).length > 0)
      return context.record.uninjured ? { value: false, replaces: true } : undefined;
    const cue = nobodyHurt[context.language].exec(context.plain);
    if (cue) return { value: true, quote: cue[0], replaces: true };
    // "Were you hurt?" "No.": the direct answer to the injuries question.
    if (context.pending === 'injuries' && context.leading === 'no')
      return { value: true, quote: context.clauses[0]?.text, replaces: true };
    return undefined;
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};
