import type { Language } from '../../../../../contracts/case-record';
import { findCue } from '../reading/text';

import { belongingWords, phraseAlternation } from './fact-lexicons';
import type { ReadContext } from './fact-module';
import { namesBodyPart } from './injury-lexicon';

/**
 * The visitor's own things damaged besides a vehicle (decision 0347): "my glasses snapped",
 * "cracked my phone screen", "se me rompieron los lentes". A thing and a word of damage in one
 * clause, close, with nothing between that parts them ("fine", "but"); a damage word said of a
 * body part ("I broke my wrist") is the body's unless the thing follows it in the same list
 * ("I broke my wrist and my glasses").
 */
const pattern = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d'])(?:${phraseAlternation(list)})(?:s|es)?(?![\\p{L}\\d'])`, 'gu');

const words = {
  en: {
    items: pattern(belongingWords.en.items),
    damaged: pattern(belongingWords.en.damaged),
    fine: pattern(belongingWords.en.fine),
  },
  es: {
    items: pattern(belongingWords.es.items),
    damaged: pattern(belongingWords.es.damaged),
    fine: pattern(belongingWords.es.fine),
  },
};

const languagesOf = (language: Language): Language[] => (language === 'es' ? ['es', 'en'] : ['en']);

/** Whether words name one of the visitor's things ("my hearing aids", "la mochila"). */
export function namesBelonging(text: string, language: Language): boolean {
  return languagesOf(language).some((each) => new RegExp(words[each].items.source, 'u').test(text));
}

const WITHIN = 40;

export function damagedBelongings(context: ReadContext): { items: string[]; quote: string } | undefined {
  const items: string[] = [];
  let quote: string | undefined;
  let isDamageBefore = false;
  for (const clause of context.clauses) {
    const wasDamageBefore = isDamageBefore;
    isDamageBefore = false;
    for (const language of languagesOf(context.language)) {
      const set = words[language];
      const damage = findCue(clause, new RegExp(set.damaged.source, 'u'), context.pack.reading.negation);
      // "… shredded my jacket, and my jeans": a short clause of things only goes on the list before it.
      if (!damage && wasDamageBefore && clause.plain.split(/\s+/).length <= 4) {
        for (const match of clause.plain.matchAll(set.items))
          if (!items.includes(match[0])) {
            items.push(match[0]);
            isDamageBefore = true;
          }
        continue;
      }
      if (!damage || damage.isNegated) continue;
      const damageEnd = damage.index + damage.match.length;
      for (const match of clause.plain.matchAll(set.items)) {
        const start = match.index;
        const end = start + match[0].length;
        // "my ring finger", "la bolsa de hielo" aside: a thing right before a body part is part of its name.
        const next = clause.plain.slice(end).trim().split(/\s+/)[0] ?? '';
        if (next && namesBodyPart(next)) continue;
        const isBefore = end <= damage.index;
        const between = isBefore
          ? clause.plain.slice(end, damage.index)
          : clause.plain.slice(damageEnd, start);
        if (between.length > WITHIN || new RegExp(set.fine.source, 'u').test(between)) continue;
        // "my bag, and broke my arm": the damage word said of a body part right after it is the body's.
        if (isBefore && namesBodyPart(clause.plain.slice(damageEnd, damageEnd + 16))) continue;
        const item = match[0];
        if (!items.includes(item)) items.push(item);
        quote ??= clause.text;
        isDamageBefore = true;
      }
    }
  }
  return items.length > 0 && quote ? { items, quote } : undefined;
}
