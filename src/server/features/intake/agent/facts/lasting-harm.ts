import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import lastingHarmFile from './lexicons/lasting-harm.json' with { type: 'json' };

/**
 * Lasting harm and who foresaw it (decision 0251), from ./lexicons/lasting-harm.json, compiled
 * once into one pattern per language: phrases, and sequences of slots said in order.
 */
const phrases = z.array(z.string().min(1));
const languageSchema = z.object({
  phrases: phrases.min(1),
  sequences: z
    .array(z.object({ slots: z.array(phrases.min(1)).min(2), gaps: z.array(z.number().int().min(0)) }))
    .superRefine((sequences, context) => {
      for (const sequence of sequences)
        if (sequence.gaps.length !== sequence.slots.length - 1)
          context.addIssue({ code: 'custom', message: 'a sequence needs one gap between each two slots' });
    }),
  carers: phrases.min(1),
  carerSaid: phrases.min(1),
  attributions: phrases.min(1),
  doubts: phrases.min(1),
  /** Carers who spoke, not named ("they said", "dicen que"): read only with the permanence question asked. */
  saidWhenAsked: phrases.min(1),
  /** "the doctor did not say so", "nadie me dijo": asked the permanence question, nobody said it (decision 0442). */
  notSaid: phrases.min(1),
});
const lastingHarmWords = z
  .object({ $comment: z.string(), en: languageSchema, es: languageSchema })
  .parse(lastingHarmFile);

const wordChars = "[\\p{L}\\d'-]";
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** Up to `count` words, each with the space before it. */
const wordsGap = (count: number) => (count === 0 ? '' : `(?:\\s+${wordChars}+){0,${count}}`);

/** A phrase as a pattern: '*' any one word, 'word*' a word it begins, '...' up to three words. */
function phraseSource(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((word, index) => {
      if (word === '...') return wordsGap(3);
      const lead = index === 0 ? '' : '\\s+';
      if (word === '*') return `${lead}${wordChars}+`;
      if (word.endsWith('*')) return `${lead}${escape(word.slice(0, -1))}${wordChars}*`;
      return `${lead}${escape(word)}`;
    })
    .join('');
}

const anyOf = (list: readonly string[]) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map(phraseSource)
    .join('|')})`;

const bounded = (source: string) => new RegExp(`(?<![\\p{L}\\d'])(?:${source})(?![\\p{L}\\d'])`, 'u');

function lastingHarmSource(language: Language): string {
  const words = lastingHarmWords[language];
  const sequences = words.sequences.map(({ slots, gaps }) =>
    slots
      .map((slot, index) => (index === 0 ? '' : `${wordsGap(gaps[index - 1]!)}\\s+`) + anyOf(slot))
      .join(''),
  );
  return [anyOf(words.phrases), ...sequences].join('|');
}

/** Per language, the words that tell harm that lasts ("never fully heal", "va a quedar cicatriz"). */
export const lastingHarmCue: Record<Language, RegExp> = {
  en: bounded(lastingHarmSource('en')),
  es: bounded(lastingHarmSource('es')),
};

/** How many words may stand between a carer and the verb that tells what they said. */
const saidGap = 3;

/** Per language, a carer who gave a prognosis: "the surgeon said", "per my doctor", "según el médico". */
export const carerForesaw: Record<Language, RegExp> = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const words = lastingHarmWords[language];
    const carers = anyOf(words.carers);
    return [
      language,
      bounded(
        `${carers}${wordsGap(saidGap)}\\s+${anyOf(words.carerSaid)}|${anyOf(words.attributions)}${wordsGap(2)}\\s+${carers}`,
      ),
    ];
  }),
) as Record<Language, RegExp>;

/** Per language, the visitor's own doubt ("maybe", "if", "a lo mejor"). */
export const doubtCue: Record<Language, RegExp> = {
  en: bounded(anyOf(lastingHarmWords.en.doubts)),
  es: bounded(anyOf(lastingHarmWords.es.doubts)),
};

/** Per language, "they think", "he told", "dicen que": the carers' words, to the permanence question (decision 0376). */
export const saidWhenAsked: Record<Language, RegExp> = {
  en: bounded(anyOf(lastingHarmWords.en.saidWhenAsked)),
  es: bounded(anyOf(lastingHarmWords.es.saidWhenAsked)),
};

/** Per language, "did not say so", "nadie me dijo": nobody said any of it may last (decision 0442). */
export const notSaidCue: Record<Language, RegExp> = {
  en: bounded(anyOf(lastingHarmWords.en.notSaid)),
  es: bounded(anyOf(lastingHarmWords.es.notSaid)),
};
