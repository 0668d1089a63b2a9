import type { Language } from '../../../../../contracts/case-record';

import modalityFile from './lexicons/modality.json' with { type: 'json' };
import { escapeRegExp } from './text';

/**
 * A possibility is not a fact (decision 0148): "i might need surgery", "a lo mejor me operan",
 * "it could be permanent, too early to know" tell what may come, so no reader stores a yes for
 * them. The words are data (lexicons/modality.json); texts are normal forms (normalize()).
 */
interface ModalityWords {
  hedges: string[];
  conditions: string[];
  stillUnknown: string[];
  notMonthBefore: string[];
  joins: string[];
  hypotheses: string[];
  counterfactuals: string[];
}

const words = { en: modalityFile.en, es: modalityFile.es } as Record<Language, ModalityWords>;
const anyOf = (phrases: readonly string[]) =>
  phrases.map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+')).join('|');
const hedgePatterns = Object.fromEntries(
  (Object.keys(words) as Language[]).map((language) => {
    const { hedges, conditions, notMonthBefore } = words[language];
    // "in may", "since may 3": the month, not the modal.
    const notMonth = notMonthBefore.length ? `(?<!\\b(?:${anyOf(notMonthBefore)})\\s)` : '';
    const phrases = anyOf([...hedges, ...conditions].filter((phrase) => phrase !== 'may'));
    const may = hedges.includes('may') ? `|${notMonth}may(?!\\s+\\d)` : '';
    return [language, new RegExp(`(?<![\\p{L}'])(?:${phrases}${may})(?![\\p{L}])`, 'u')];
  }),
) as Record<Language, RegExp>;
const counterfactualPatterns = (Object.keys(words) as Language[]).map(
  (language) =>
    new RegExp(`(?<![\\p{L}'])(?:${anyOf(words[language].counterfactuals)})(?![\\p{L}])`, 'u'),
);
const stillUnknownPatterns = Object.fromEntries(
  (Object.keys(words) as Language[]).map((language) => [
    language,
    new RegExp(`(?<![\\p{L}])(?:${anyOf(words[language].stillUnknown)})(?![\\p{L}])`, 'u'),
  ]),
) as Record<Language, RegExp>;

const joinPatterns = Object.fromEntries(
  (Object.keys(words) as Language[]).map((language) => [
    language,
    new RegExp(`(?<![\\p{L}])(?:${anyOf(words[language].joins)})(?![\\p{L}])`, 'gu'),
  ]),
) as Record<Language, RegExp>;

/** The words a hedge reaches: after the clause's last joining word, and a few words back at most. */
function hedgeScope(plainBefore: string): string {
  let start = 0;
  for (const pattern of Object.values(joinPatterns))
    for (const match of plainBefore.matchAll(pattern)) start = Math.max(start, match.index + match[0].length);
  return plainBefore.slice(start).trim().split(/\s+/).slice(-modalityFile.scopeWords).join(' ');
}

/**
 * The words of a clause up to a fact's cue (normal form) say it only may be: a hedge or a
 * condition, in either language ("i might need surgery", "si no sana me van a operar").
 */
export function isHedged(plainBefore: string): boolean {
  const scope = hedgeScope(plainBefore);
  return hedgePatterns.en.test(scope) || hedgePatterns.es.test(scope) || isCounterfactual(plainBefore);
}

/**
 * The words of a clause up to a fact's cue (normal form) say it did not happen as told: "i
 * should have taken pictures", "i wish i had called the cops", "debí llamar a la policía"
 * (decision 0316). Neither a yes nor a no is read from that clause.
 */
export function isCounterfactual(plainBefore: string): boolean {
  const scope = hedgeScope(plainBefore);
  return counterfactualPatterns.some((pattern) => pattern.test(scope));
}

/** The message says the outcome is not known yet ("too early to tell", "todavía no saben"). */
export function isOutcomeUnknown(plain: string): boolean {
  return stillUnknownPatterns.en.test(plain) || stillUnknownPatterns.es.test(plain);
}

const hypothesisPatterns = (Object.keys(words) as Language[]).map(
  (language) => new RegExp(`^[\\s¿"'-]*(?:${anyOf(words[language].hypotheses)})(?![\\p{L}])`, 'u'),
);

/**
 * A sentence (normal form) that supposes a case to ask about it ("what if i was driving my own
 * car for work?", "¿y si fue en el estacionamiento?"): it tells nothing (decision 0199).
 */
export function opensAHypothesis(plainSentence: string): boolean {
  return hypothesisPatterns.some((pattern) => pattern.test(plainSentence));
}
