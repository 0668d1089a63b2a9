import type { Language } from '../../../../contracts/case-record';

import { english } from './english';
import type { ReportWords } from './report-words';
import { spanish } from './spanish';

export type { ReportOutcome, ReportWords } from './report-words';

const packs: Record<Language, ReportWords> = { en: english, es: spanish };

/** The report's words in the case's language: the language the visitor wrote in, English when unknown. */
export function reportWords(language: Language | undefined): ReportWords {
  return packs[language ?? 'en'];
}
