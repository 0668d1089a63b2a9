import { z } from 'zod';

import correctionsFile from '../../language/lexicons/corrections.json' with { type: 'json' };

import { normalize } from './text';

/**
 * A reply that only points back at an earlier answer (decision 0255): "ya se lo había
 * mencionado", "lo puse arriba", "I told u already". The class is a telling verb with only the
 * class's other words around it (the corrections lexicon's 'backReference'), in either language:
 * Spanish chats say it in English too, and English ones in Spanish. Such a reply names no one and
 * no place; it asks the agent to look at what was said before.
 */
const classSchema = z.object({
  verbs: z.array(z.string().min(1)).min(1),
  words: z.array(z.string().min(1)),
  opens: z.array(z.string().min(1)),
  opensInside: z.array(z.string().min(1)),
  addressees: z.array(z.string().min(1)),
  elsewhere: z.array(z.string().min(1)),
  toSomeone: z.array(z.string().min(1)),
  handing: z.array(z.string().min(1)),
});
const lexicon = z
  .object({ backReference: z.object({ en: classSchema, es: classSchema }) })
  .parse(correctionsFile).backReference;

const verbs = new Set([...lexicon.en.verbs, ...lexicon.es.verbs].map(normalize));
const others = new Set([...lexicon.en.words, ...lexicon.es.words].map(normalize));
const bothLanguages = (pick: (words: z.infer<typeof classSchema>) => string[]) =>
  new Set([...pick(lexicon.en), ...pick(lexicon.es)].map(normalize));
const opens = bothLanguages((words) => words.opens);
const opensInside = bothLanguages((words) => words.opensInside);
const addressees = bothLanguages((words) => words.addressees);
const elsewhere = bothLanguages((words) => words.elsewhere);
const toSomeone = bothLanguages((words) => words.toSomeone);
const handingByLanguage = [lexicon.en, lexicon.es].map((words) => ({
  verbs: new Set(words.handing.map(normalize)),
  addressees: new Set(words.addressees.map(normalize)),
}));

/**
 * "I gave you that already", "ya le di eso": a handing verb points back only when it speaks to
 * us in its own language ("ya" is "you" only in English). "yes I gave them a statement", "ya les
 * di la declaración" tell of giving (decision 0369).
 */
const isHandingNotToUs = (plains: readonly string[]): boolean =>
  handingByLanguage.some(
    (words) =>
      plains.some((word) => words.verbs.has(word)) && !plains.some((word) => words.addressees.has(word)),
  );

/** Whether every word of the text is of the class, and one of them says it was told. */
export function isOnlyBackReference(text: string): boolean {
  const words = normalize(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  return words.some((word) => verbs.has(word)) && words.every((word) => verbs.has(word) || others.has(word));
}

/** Words that may close a back-reference lead after its verb: "I told you already that …". */
const leadClosers = new Set(
  [
    'you',
    'u',
    'ya',
    'already',
    'before',
    'earlier',
    'above',
    'that',
    'le',
    'te',
    'lo',
    'les',
    'antes',
    'que',
    'arriba',
  ].map(normalize),
);
/** Never part of a lead: a negation belongs to what follows ("ya le dije que no tengo seguro"). */
const negations = new Set(['no', 'not', 'never', 'nunca', 'nada', 'ni']);

/**
 * An answer with a back-reference lead ("like I said, Target warehouse", "I told you, Home Depot",
 * "como le dije, en Houston"): the answer after the lead, as written; the text unchanged when it
 * opens with no such lead or holds nothing after it (decision 0291).
 */
export function withoutBackReferenceLead(text: string): string {
  const words = [...text.matchAll(/[\p{L}\p{N}']+/gu)];
  let cut = -1;
  for (let index = 0; index < words.length; index += 1) {
    const word = normalize(words[index]![0]);
    if (negations.has(word)) break;
    if (verbs.has(word)) {
      cut = index;
      while (cut + 1 < words.length && leadClosers.has(normalize(words[cut + 1]![0]))) cut += 1;
      break;
    }
    if (!others.has(word)) return text;
  }
  if (cut < 0 || cut + 1 >= words.length) return text;
  if (isHandingNotToUs(words.slice(0, cut + 1).map((word) => normalize(word[0])))) return text;
  // "le dije a mi jefe", "I said to my boss": telling someone else, not us (decision 0305).
  if (toSomeone.has(normalize(words[cut + 1]![0]))) return text;
  // "ya le respondí eso hace rato": only more of the class after the verb, nothing to read.
  const rest = words.slice(cut + 1).map((word) => normalize(word[0]));
  if (rest.every((word) => others.has(word) || verbs.has(word) || leadClosers.has(word))) return text;
  return text.slice(words[cut + 1]!.index);
}

interface Word {
  plain: string;
  start: number;
  end: number;
}

const isOfClass = (plain: string) => verbs.has(plain) || others.has(plain) || leadClosers.has(plain);

/**
 * The parts of a message's words that only point back, closing a part of it or between its
 * commas ("neck and back. already said", "sí, ya le dije", "Walmart like I told you", "the ER,
 * like I said, then my doctor"): runs of the class with a telling verb, from an opener, or from
 * the verb itself after a comma or when it speaks to us ("told u"). One that names someone
 * else ("I told them") is about telling them, and stays (decision 0305).
 */
function backReferenceRuns(text: string): Word[][] {
  const words = [...text.matchAll(/[\p{L}\p{N}']+/gu)].map((match) => ({
    plain: normalize(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  // Parts between punctuation: a run may close a part, or fill one.
  const parts: Word[][] = [];
  for (const [index, word] of words.entries()) {
    const gap = index === 0 ? '' : text.slice(words[index - 1]!.end, word.start);
    if (index === 0 || /[^\s]/u.test(gap)) parts.push([word]);
    else parts.at(-1)!.push(word);
  }
  const runs: Word[][] = [];
  for (const [partIndex, part] of parts.entries()) {
    let end = part.length;
    while (end > 0) {
      let start = end;
      while (start > 0 && isOfClass(part[start - 1]!.plain)) start -= 1;
      const run = part.slice(start, end);
      const isClosing = end === part.length;
      const from = run.findIndex((word, index) => {
        const rest = run.slice(index);
        if (!rest.some((each) => verbs.has(each.plain))) return false;
        if (rest.some((each) => elsewhere.has(each.plain))) return false;
        // Inside a part, with the answer going on after it: only "like I said", "como le dije",
        // ending on its verb or a word that closes it.
        if (!isClosing)
          return (
            opensInside.has(word.plain) &&
            (verbs.has(rest.at(-1)!.plain) || leadClosers.has(rest.at(-1)!.plain))
          );
        if (opens.has(word.plain)) return true;
        if (!verbs.has(word.plain)) return false;
        const isAfterComma = partIndex > 0 && start + index === 0;
        return isAfterComma || rest.some((each) => addressees.has(each.plain));
      });
      if (from >= 0 && !isHandingNotToUs(run.slice(from).map((word) => word.plain)))
        runs.push(run.slice(from));
      end = start - 1;
    }
  }
  return runs;
}

/**
 * An answer with its back-references set aside, wherever they stand (decisions 0291, 0305):
 * "like I said, Target" and "Target like I told you" are both "Target". The text unchanged when
 * nothing would be left: a reply that only points back is looked up in the transcript (0255).
 */
export function withoutBackReference(text: string): string {
  const led = withoutBackReferenceLead(text);
  const runs = backReferenceRuns(led);
  if (runs.length === 0) return led;
  let kept = '';
  let from = 0;
  for (const run of [...runs].sort((one, other) => one[0]!.start - other[0]!.start)) {
    kept += led.slice(from, run[0]!.start);
    from = run.at(-1)!.end;
  }
  kept += led.slice(from);
  // The punctuation a run leaves behind ("neck and back. " → "neck and back").
  const tidied = kept
    .replace(/\s*([,;:])(?:\s*[,;:.!])+/gu, '$1')
    .replace(/^[\s,;:.!\-–—]+|[\s,;:.!\-–—]+$/gu, '')
    .replace(/\s{2,}/gu, ' ');
  return /[\p{L}\p{N}]/u.test(tidied) ? tidied : text;
}

/** Whether the message points back at an earlier answer anywhere in it (decision 0305). */
export function holdsBackReference(text: string): boolean {
  return (
    isOnlyBackReference(text) ||
    backReferenceRuns(withoutBackReferenceLead(text)).length > 0 ||
    withoutBackReferenceLead(text) !== text
  );
}
