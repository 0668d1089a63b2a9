import { z } from 'zod';

import { normalize } from '../reading/text';

import gendersFile from './lexicons/spanish-genders.json' with { type: 'json' };

/**
 * Spanish words said back beside an article or a side word agree with the word's own gender and
 * number, read from a lexicon (lexicons/spanish-genders.json; decision 0275), never guessed from
 * its last letter: "la mano", "el pie", "del tobillo", "la rodilla derecha".
 */

const form = z.enum(['m', 'f', 'mp', 'fp']);
type Form = z.infer<typeof form>;

const genders = z
  .object({
    $comment: z.string(),
    words: z.record(z.string().min(2), form),
    articles: z.record(form, z.array(z.string().min(2)).length(6)),
    sides: z.record(form, z.array(z.string().min(2)).length(2)),
  })
  .parse(gendersFile);

const forms: Form[] = ['m', 'f', 'mp', 'fp'];

/** The gender and number of a Spanish word or phrase ("tobillo" → m), when the lexicon knows it. */
export function spanishFormOf(word: string): Form | undefined {
  const plain = normalize(word).trim().replace(/\s+/g, ' ');
  return genders.words[plain];
}

/** Each article form, longest first ("de la" before "la"), with where it stands in its row. */
const articleForms = forms
  .flatMap((each) => genders.articles[each]!.map((article, index) => ({ article, index, form: each })))
  .sort((a, b) => b.article.length - a.article.length);

/**
 * Text that ends just before a Spanish word, with its last article made to agree with the word
 * ("me torcí la " before "tobillo" → "me torcí el "; "fractura de la " before "hombro" →
 * "fractura del "). Unchanged when the word or the article is not known, or they agree already.
 */
export function withArticleFor(before: string, word: string): string {
  const target = spanishFormOf(word);
  if (!target) return before;
  for (const { article, index, form: was } of articleForms) {
    const found = new RegExp(`(^|[^\\p{L}])(${article.replace(/ /g, '\\s+')})(\\s+)$`, 'iu').exec(before);
    if (!found) continue;
    if (was === target || genders.articles[target]![index] === article) return before;
    const typed = found[2]!;
    const next = genders.articles[target]![index]!;
    const cased = typed[0] === typed[0]!.toUpperCase() ? next[0]!.toUpperCase() + next.slice(1) : next;
    return `${before.slice(0, found.index + found[1]!.length)}${cased}${found[3]}`;
  }
  return before;
}

/** A side word made to agree with the body part it follows ("derecha" after "tobillo" → "derecho"). */
export function sideFor(side: string, part: string): string {
  const target = spanishFormOf(part);
  if (!target) return side;
  const plain = normalize(side);
  for (const each of forms) {
    const at = genders.sides[each]!.indexOf(plain);
    if (at >= 0) return genders.sides[target]![at]!;
  }
  return side;
}
