import { z } from 'zod';

import { normalize } from '../reading/text';

import glossFile from './lexicons/injury-glosses.json' with { type: 'json' };

/**
 * English glosses of Spanish injuries (decision 0221, lexicons/injury-glosses.json): case managers
 * read English, so a Spanish item that is only a body part, one injury word and words around
 * them ("me fracturé la clavícula izquierda") is stored as "broken left collarbone"; the visitor's
 * words stay in the fact's source quote, and a Spanish chat hears the item back in Spanish
 * ("fractura de la clavícula izquierda"). An item with anything more is kept as typed.
 */

const said = z.object({ en: z.string().min(2), es: z.string().min(1) });
const glossSchema = z.object({
  $comment: z.string(),
  parts: z.record(z.string().min(2), said),
  injuries: z.array(
    z.object({
      words: z.array(z.string().min(2)).min(1),
      en: z.string().includes('{part}'),
      es: z.string().includes('{part}'),
      /** The English words of the same injury, for an English item in a Spanish chat (decision 0279). */
      english: z.array(z.string().min(2)).min(1),
    }),
  ),
  conditions: z.record(z.string().min(2), said),
  numbers: z.record(z.string().min(1), said),
  sides: z.record(z.string().min(2), said),
  /** Which height of a part ("espalda baja": lower back), after it in Spanish, before it in English. */
  levels: z.record(z.string().min(2), said),
  glue: z.array(z.string().min(1)),
  englishGlue: z.array(z.string().min(1)),
  modifiers: z.record(z.string().min(2), said),
});

const gloss = glossSchema.parse(glossFile);
const glue = new Set(gloss.glue);
/** Longest part first, so "dedos del pie" wins over "dedos". */
const partKeys = Object.keys(gloss.parts).sort((a, b) => b.split(' ').length - a.split(' ').length);

export interface Gloss {
  en: string;
  es: string;
}

function injuryAt(word: string): (typeof gloss.injuries)[number] | undefined {
  return gloss.injuries.find((entry) =>
    entry.words.some((each) => (each.endsWith('*') ? word.startsWith(each.slice(0, -1)) : word === each)),
  );
}

/** The item said as a condition alone ("infección grave"), with a grading word or none. */
function conditionOf(words: string[]): Gloss | undefined {
  const modifiers = words.filter((word) => gloss.modifiers[word]);
  const rest = words.filter((word) => !gloss.modifiers[word] && !glue.has(word));
  if (modifiers.length > 1) return undefined;
  const condition =
    gloss.conditions[rest.join(' ')] ?? gloss.conditions[words.filter((w) => !gloss.modifiers[w]).join(' ')];
  if (!condition) return undefined;
  const modifier = modifiers[0] ? gloss.modifiers[modifiers[0]] : undefined;
  return modifier
    ? { en: `${modifier.en} ${condition.en}`, es: `${condition.es} ${modifier.es}` }
    : condition;
}

/** The English and Spanish of a Spanish injury item, or undefined when it says more than the lexicon knows. */
export function glossOf(item: string): Gloss | undefined {
  const words = normalize(item)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const condition = conditionOf(words);
  if (condition) return condition;
  let part: Gloss | undefined;
  let injury: (typeof gloss.injuries)[number] | undefined;
  let count: Gloss | undefined;
  let side: Gloss | undefined;
  let level: Gloss | undefined;
  for (let index = 0; index < words.length;) {
    const key = partKeys.find((candidate) => {
      const length = candidate.split(' ').length;
      return words.slice(index, index + length).join(' ') === candidate;
    });
    if (key) {
      if (part) return undefined;
      part = gloss.parts[key];
      index += key.split(' ').length;
      continue;
    }
    const word = words[index]!;
    index += 1;
    // An English part in a Spanish item ("me lastimé el knee"): the lexicon's part (decision 0379).
    const english = partsByEnglish.get(word);
    if (english && !part && !glue.has(word) && !injuryAt(word)) {
      part = english;
      continue;
    }
    if (gloss.numbers[word] && !count) count = gloss.numbers[word];
    else if (gloss.sides[word] && !side) side = gloss.sides[word];
    else if (gloss.levels[word] && !level && part) level = gloss.levels[word];
    else if (glue.has(word)) continue;
    else {
      const found = injuryAt(word);
      if (!found || injury) return undefined;
      injury = found;
    }
  }
  if (!part || !injury) return undefined;
  const bareEs = part.es.replace(/^(el|la|los|las) /, '');
  const partEn = [side?.en, level?.en, part.en].filter(Boolean).join(' ');
  const partEs = count
    ? [count.es, bareEs, level?.es, side?.es].filter(Boolean).join(' ')
    : [part.es, level?.es, side?.es].filter(Boolean).join(' ');
  // A count leads the English item ("three broken fingers").
  const en = [count?.en, injury.en.replace('{part}', partEn)].filter(Boolean).join(' ');
  return { en, es: contracted(injury.es.replace('{part}', partEs)) };
}

/** "de el" and "a el" are said "del" and "al". */
const contracted = (text: string): string => text.replace(/\bde el\b/g, 'del').replace(/\ba el\b/g, 'al');

/** The item to store for a Spanish item: its English gloss, or the item as typed. */
export function storedInjury(item: string): string {
  return glossOf(item)?.en ?? item;
}

/**
 * A stored item in the chat's language: an English gloss said back in Spanish, rebuilt from the
 * lexicon's words ("broken left collarbone" → "fractura de la clavícula izquierda").
 */
export function injuryInSpanish(item: string): string {
  for (const condition of Object.values(gloss.conditions)) {
    if (condition.en === item) return condition.es;
    for (const modifier of Object.values(gloss.modifiers))
      if (`${modifier.en} ${condition.en}` === item) return `${condition.es} ${modifier.es}`;
  }
  const words = item.split(' ');
  const count = Object.values(gloss.numbers).find((number) => number.en === words[0]);
  const rest = count ? words.slice(1).join(' ') : item;
  for (const entry of gloss.injuries) {
    const [before, after] = entry.en.split('{part}') as [string, string];
    if (!rest.startsWith(before) || !rest.endsWith(after)) continue;
    const middle = rest.slice(before.length, rest.length - after.length);
    for (const part of Object.values(gloss.parts)) {
      if (!middle.endsWith(part.en)) continue;
      const lead = middle
        .slice(0, middle.length - part.en.length)
        .trim()
        .split(' ')
        .filter(Boolean);
      const sideWord = lead.find((word) => word === 'left' || word === 'right');
      const levelWord = lead.find((word) => word === 'lower' || word === 'upper');
      if (lead.length !== Number(Boolean(sideWord)) + Number(Boolean(levelWord))) continue;
      const isFeminine = /^las? /.test(part.es);
      const plural = /^l(os|as) /.test(part.es) ? 's' : '';
      const side = sideWord
        ? `${sideWord === 'left' ? 'izquierd' : 'derech'}${isFeminine ? 'a' : 'o'}${plural}`
        : undefined;
      const level = levelWord
        ? `${levelWord === 'lower' ? 'baj' : 'alt'}${isFeminine ? 'a' : 'o'}${plural}`
        : undefined;
      const bare = part.es.replace(/^(el|la|los|las) /, '');
      const partEs = count
        ? [count.es, bare, level, side].filter(Boolean).join(' ')
        : [part.es, level, side].filter(Boolean).join(' ');
      return contracted(entry.es.replace('{part}', partEs));
    }
  }
  return item;
}

/** English part names, plural too ("knees"), to the lexicon's part (its Spanish said back). */
const partsByEnglish = new Map(
  Object.values(gloss.parts).flatMap((part) => [
    [part.en, part],
    [`${part.en}s`, part],
  ]),
);
/**
 * A part said in the other language inside an item (decision 0379): a Spanish part in an English
 * item ("caderas", "rodilla"), its plural too, and an English part in a Spanish one ("knee").
 */
const spanishPart = (word: string): Gloss | undefined =>
  gloss.parts[word] ??
  (word.endsWith('s')
    ? (gloss.parts[word.replace(/(es|s)$/, '')] ?? gloss.parts[word.slice(0, -1)])
    : undefined);
const partOfEnglishItem = (word: string): Gloss | undefined => partsByEnglish.get(word) ?? spanishPart(word);
const englishGlue = new Set(gloss.englishGlue);
/** A plural part's English singular, from the lexicon's Spanish pairs ("costillas"/"costilla": ribs → rib, feet → foot). */
const singularPart = new Map(
  Object.entries(gloss.parts).flatMap(([key, part]) => {
    const single = key.endsWith('s')
      ? (gloss.parts[key.replace(/(es|s)$/, '')] ?? gloss.parts[key.slice(0, -1)])
      : undefined;
    return single && single.en !== part.en ? [[part.en, single.en] as const] : [];
  }),
);
const englishNumbers = new Map(Object.values(gloss.numbers).map((number) => [number.en, number]));

/** The lexicon's English injury phrases ("messed up", "screwed up"), read as one word (decision 0337). */
const englishPhrases = [
  ...new Set(gloss.injuries.flatMap((entry) => entry.english.filter((word) => word.includes(' ')))),
].sort((a, b) => b.split(' ').length - a.split(' ').length);

/**
 * An English item's words, an injury phrase of the lexicon as one ("all messed up" → "all",
 * "messed up"), a part with "'s" as the part ("knee's been screwed up": "knee", "been").
 */
function englishWords(plain: string): string[] {
  const words = plain
    .split(/[^\p{L}\d']+/u)
    .filter(Boolean)
    .flatMap((word) => {
      const stem = word.replace(/'s$/, '');
      return stem !== word && partsByEnglish.has(stem) ? [stem, 'is'] : [word];
    });
  const joined: string[] = [];
  for (let index = 0; index < words.length;) {
    const phrase = englishPhrases.find((candidate) => {
      const length = candidate.split(' ').length;
      return words.slice(index, index + length).join(' ') === candidate;
    });
    joined.push(phrase ?? words[index]!);
    index += phrase ? phrase.split(' ').length : 1;
  }
  return joined;
}

/**
 * An English item read on the lexicon's entries: a condition alone, or one body part with one
 * injury word, a side, a level and a count, and only words that add nothing besides ("my wrist
 * is broken", "hip is just bruised they said"). `english` is the item in the lexicon's words
 * ("broken wrist", "bruised hip"); `parts` alone are body parts named without an injury ("my back
 * and my neck"). Undefined when the item says more than the lexicon knows.
 */
function readEnglishItem(
  item: string,
):
  | { english: string; condition?: Gloss; form?: string; said?: string; others?: string[] }
  | { parts: Gloss[] }
  | undefined {
  const plain = normalize(item);
  for (const condition of Object.values(gloss.conditions))
    if (condition.en === plain) return { english: condition.en, condition };
  const words = englishWords(plain);
  let part: Gloss | undefined;
  let injury: (typeof gloss.injuries)[number] | undefined;
  let side: string | undefined;
  let level: string | undefined;
  let count: Gloss | undefined;
  let said: string | undefined;
  const parts: Gloss[] = [];
  for (const word of words) {
    const named = partOfEnglishItem(word);
    const found = gloss.injuries.find((entry) => entry.english.includes(word));
    if (named && !part) part = named;
    else if (named && part) parts.push(named);
    else if (found && !injury) {
      injury = found;
      said = word;
    } else if ((word === 'left' || word === 'right') && !side) side = word;
    else if ((word === 'lower' || word === 'upper') && !level) level = word;
    else if (englishNumbers.has(word) && !count) count = englishNumbers.get(word);
    else if (!englishGlue.has(word)) return undefined;
  }
  if (!part) return undefined;
  if (!injury) return side || level || count ? undefined : { parts: [part, ...parts] };
  // "my neck and shoulder are killing me": several parts with one injury word are one injury each
  // (decision 0378), when no side, level or count says which of them it is said of.
  if (parts.length > 0 && (side || level || count)) return undefined;
  const found = injury;
  // A part before its injury word is said in the singular, as a noun before a noun ("rib injury").
  const englishOf = (each: Gloss) => {
    const partEn = found.en.startsWith('{part}') && !count ? (singularPart.get(each.en) ?? each.en) : each.en;
    return [count?.en, found.en.replace('{part}', [side, level, partEn].filter(Boolean).join(' '))]
      .filter(Boolean)
      .join(' ');
  };
  const others = parts.filter((each) => each.en !== part.en).map(englishOf);
  return {
    english: englishOf(part),
    form: injury.en,
    ...(said ? { said } : {}),
    ...(others.length > 0 ? { others: [...new Set(others)] } : {}),
  };
}

/**
 * An item the visitor said in English in a Spanish chat ("broke my left wrist", "my lower back
 * hurts", "whiplash"), said in Spanish from the lexicon's entries (decision 0279). Undefined when
 * it says more than the lexicon knows.
 */
export function englishInSpanish(item: string): string | undefined {
  const read = readEnglishItem(item);
  if (!read) return undefined;
  if ('parts' in read) return joinedParts(read.parts);
  if (read.condition) return read.condition.es;
  const all = [read.english, ...(read.others ?? [])].map((each) => injuryInSpanish(each));
  if (all.some((said, index) => said === [read.english, ...(read.others ?? [])][index])) return undefined;
  return all.join('; ');
}

/**
 * An English item as the case manager reads it (decision 0318): "my wrist is broken" is stored
 * "broken wrist", "hip is just bruised they said" "bruised hip", when the item is only a body
 * part, one injury word and words that add nothing. Anything more is kept as the visitor typed it.
 */
export function englishStoredInjury(item: string): string {
  const stored = englishStoredInjuries(item);
  return stored.length === 1 ? stored[0]! : item;
}

/**
 * An English item as stored, one item per body part when several share its injury word ("my neck
 * and shoulder are killing me" → "neck pain", "shoulder pain"; decision 0378). A Spanish part in
 * it is said in English ("hurt my caderas and knee" → "hip injury", "knee injury"; decision 0379).
 * Anything more than the lexicon knows is kept as typed, one item.
 */
export function englishStoredInjuries(item: string): string[] {
  if (
    normalize(item)
      .split(/[^\p{L}\d']+/u)
      .some((word) => keptPrepositions.has(word))
  )
    return [item];
  const read = readEnglishItem(item);
  if (!read || !('english' in read)) return [item];
  // "cut {part}", "bite to {part}" read worse than the visitor's own words.
  if (read.form && !/^(\{part\} \w+|\w+ \{part\})$/.test(read.form)) return [item];
  if (read.form?.startsWith('cut ')) return [item];
  const all = [read.english, ...(read.others ?? [])];
  // The visitor's own participle keeps what they said ("cracked ribs", "twisted ankle").
  if (read.said && read.form?.endsWith(' {part}') && isParticiple(read.said)) {
    const form = read.form.replace(' {part}', '');
    return all.map((each) => each.replace(form, read.said!));
  }
  return all;
}

/** A word that already says the state of a part ("cracked", "swollen", "torn"). */
const isParticiple = (word: string): boolean => /(ed|en|rn)$/.test(word);

/** An item with one of these already reads as a noun phrase ("cut on my forehead", "pain in my back"). */
const keptPrepositions = new Set(['on', 'to', 'in', 'of', 'from', 'across', 'under', 'above', 'near']);

/** "la espalda y el cuello": parts named alone, joined as Spanish joins a list. */
const joinedParts = (parts: readonly Gloss[]): string =>
  parts.length === 1
    ? parts[0]!.es
    : `${parts
        .slice(0, -1)
        .map((part) => part.es)
        .join(', ')} y ${parts.at(-1)!.es}`;

/**
 * An injury item as a Spanish chat hears it back (decision 0279): a gloss said back in Spanish,
 * an English item said in Spanish from the lexicon, else the visitor's own words as typed.
 */
export function injuryForSpanishChat(item: string): string {
  const said = injuryInSpanish(item);
  if (said !== item) return said;
  return englishInSpanish(item) ?? item;
}

/** A Spanish body part's English name ("rodilla" → "knee"), so parts compare across the two languages. */
export function partInEnglish(part: string): string {
  const found = gloss.parts[part] ?? gloss.parts[`${part}s`];
  if (!found) return part;
  return gloss.parts[part] ? found.en : found.en.replace(/s$/, '');
}

/** A Spanish side word's English ("derecha" → "right"). */
export function sideInEnglish(side: string): string | undefined {
  return gloss.sides[side]?.en;
}
