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
