import type { Language } from '../../../../contracts/case-record';

import { englishPack } from './english';
import type { LanguagePack } from './language-pack';
import { reportWordsFrom, type ReportWords } from './report-words';
import { spanishPack } from './spanish';

export type { ReportOutcome, ReportWords } from './report-words';

const packs: Record<Language, LanguagePack> = { en: englishPack, es: spanishPack };
const built = new Map<Language, ReportWords>();

/** The report's words in the case's language: the language the visitor wrote in, English when unknown. */
export function reportWords(language: Language | undefined): ReportWords {
  const chosen = language ?? 'en';
  const words = built.get(chosen) ?? reportWordsFrom(packs[chosen]);
  built.set(chosen, words);
  return words;
}
