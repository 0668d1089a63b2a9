import { z } from 'zod';

import { normalize } from '../agent/reading/text';
import type { FactKey } from '../../../../contracts/case-record';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import checkFactNounsFile from '../language/lexicons/check-fact-nouns.json' with { type: 'json' };
import checksFile from '../language/lexicons/check-questions.json' with { type: 'json' };

/**
 * "Did you write down my left knee?", "¿anotó lo de la rodilla?": the visitor checks that we took
 * something down (decision 0159). Such a sentence asks nothing of the attorney and nothing about
 * their health: its answer is what the record holds for the facts it names, after any correction
 * it carries ("did you get that she's 9, not 8?"). The words are data (check-questions.json).
 */
const phrases = z.array(z.string().min(1));
const listsSchema = z.object({ fillers: phrases, asking: phrases, marked: phrases, connectors: phrases });
const lists = z.object({ $comment: z.string(), en: listsSchema, es: listsSchema }).parse(checksFile);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replace(/ /g, '\\s+'))
    .join('|');
const both = (pick: (language: z.infer<typeof listsSchema>) => string[]) => [
  ...pick(lists.en),
  ...pick(lists.es),
];
const separators = '[\\s,;:.!¡¿…\'"-]';
const startOf = (words: readonly string[]) =>
  words.length ? new RegExp(`^(?:${alternatives(words)})(?![\\p{L}\\d'])${separators}*`, 'u') : null;

const fillers = startOf(both((words) => words.fillers))!;
const asking = startOf(both((words) => words.asking))!;
const marked = startOf(both((words) => words.marked))!;
const connectors = startOf(both((words) => words.connectors))!;

export interface CheckQuestion {
  /** The sentence as typed. */
  text: string;
  /** What it checks, as typed, without the lead, its connectors and the question mark ("she's 9, not 8"). */
  checked: string;
}

/** The words of a typed sentence after its first `count` words (normalizing keeps words one for one). */
function typedAfter(typed: string, plainConsumed: string): string {
  const count = plainConsumed.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const words = typed.split(/\s+/);
  let seen = 0;
  let index = 0;
  while (index < words.length && seen < count) {
    if (/[\p{L}\p{N}]/u.test(words[index]!)) seen += 1;
    index += 1;
  }
  return words.slice(index).join(' ');
}

/** The sentence as a check of what we took down, or null. */
export function readCheckQuestion(sentence: string): CheckQuestion | null {
  const typed = sentence.trim();
  const isMarked = /[?¿]/.test(typed);
  let plain = normalize(typed).replace(new RegExp(`^${separators}+`, 'u'), '');
  let consumed = '';
  for (let guard = 0; guard < 3; guard += 1) {
    const filler = fillers.exec(plain);
    if (!filler) break;
    consumed += filler[0];
    plain = plain.slice(filler[0].length);
  }
  const lead = asking.exec(plain) ?? (isMarked ? marked.exec(plain) : null);
  if (!lead) return null;
  consumed += lead[0];
  plain = plain.slice(lead[0].length);
  const connector = connectors.exec(plain);
  if (connector) consumed += connector[0];
  const checked = typedAfter(typed.replace(/^[\s¿¡]+/u, ''), consumed)
    .replace(/[?¿!.\s]+$/u, '')
    .trim();
  return { text: typed, checked };
}

const isFact = (key: string): key is FactKey => key in factCatalogue;
/** A value of its own type (a date, an age, an amount), not free text, a party, a choice or a list. */
export const hasTypedValue = (key: FactKey) =>
  !['text', 'party', 'choice', 'list'].includes(factCatalogue[key].valueType);

const nounLists = z.record(z.string(), z.array(z.string().min(1)));
const factNouns = z.object({ $comment: z.string(), en: nounLists, es: nounLists }).parse(checkFactNounsFile);
/** Each fact's nouns, both languages (visitors mix them), as one whole-word pattern per fact. */
const nounPatterns: ReadonlyMap<FactKey, RegExp> = (() => {
  const nouns = new Map<FactKey, string[]>();
  for (const lists of [factNouns.en, factNouns.es])
    for (const [key, words] of Object.entries(lists)) {
      if (!isFact(key)) throw new Error(`check-fact-nouns.json names no fact: ${key}`);
      nouns.set(key, [...(nouns.get(key) ?? []), ...words]);
    }
  return new Map(
    [...nouns].map(([key, words]) => [
      key,
      new RegExp(`(?<![\\p{L}\\d])(?:${words.map(escape).join('|')})(?![\\p{L}\\d])`, 'u'),
    ]),
  );
})();

/** The facts a check names by their nouns ("the date", "mi edad"), decision 0351. */
export function factsNamedByNoun(checked: string): FactKey[] {
  const plain = normalize(checked);
  return [...nounPatterns].filter(([, pattern]) => pattern.test(plain)).map(([key]) => key);
}

/** The check with a fact's nouns blanked, word for word (normalizing keeps words one for one). */
export function withoutNoun(checked: string, key: FactKey): string {
  const pattern = nounPatterns.get(key);
  if (!pattern) return checked;
  const global = new RegExp(pattern.source, 'gu');
  return normalize(checked).replace(global, ' ');
}
