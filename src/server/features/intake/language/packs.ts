import type { Language } from '../../../../contracts/case-record';

import { english } from './english';
import type { LanguagePack } from './language-pack';
import { spanish } from './spanish';

export const packs: Record<Language, LanguagePack> = { en: english, es: spanish };

export function packFor(language: Language | undefined): LanguagePack {
  return packs[language ?? 'en'];
}
