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
const classSchema = z.object({ verbs: z.array(z.string().min(1)).min(1), words: z.array(z.string().min(1)) });
const lexicon = z
  .object({ backReference: z.object({ en: classSchema, es: classSchema }) })
  .parse(correctionsFile).backReference;

const verbs = new Set([...lexicon.en.verbs, ...lexicon.es.verbs].map(normalize));
const others = new Set([...lexicon.en.words, ...lexicon.es.words].map(normalize));

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
  // "ya le respondí eso hace rato": only more of the class after the verb, nothing to read.
  const rest = words.slice(cut + 1).map((word) => normalize(word[0]));
  if (rest.every((word) => others.has(word) || verbs.has(word) || leadClosers.has(word))) return text;
  return text.slice(words[cut + 1]!.index);
}
