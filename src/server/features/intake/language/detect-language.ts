import { eld } from 'eld/small';

import type { Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';

import { packs } from './packs';

/**
 * The language a visitor writes in (decision 0060: eld, measured best of three on the
 * personas' 323 messages). A chat keeps its language unless a message is long enough to be
 * sure and clearly in the other one: "No." or "ok" never switch it.
 */
export function detectLanguage(text: string, current: Language | undefined): Language {
  const plain = normalize(text);
  if (/[¿¡ñ]/.test(text.toLowerCase()) && plain.split(/\s+/).length >= 2) return 'es';
  const words = plain.split(/\s+/).filter(Boolean).length;
  const result = eld.detect(text);
  const scores = result.getScores();
  const spanishScore = scores.es ?? 0;
  const englishScore = scores.en ?? 0;
  const guess: Language = spanishScore > englishScore ? 'es' : 'en';
  if (!current) {
    if (words >= 3 || result.isReliable()) return guess;
    return packs.es.reading.shortCues.test(plain) && !packs.en.reading.shortCues.test(plain) ? 'es' : 'en';
  }
  if (guess === current) return current;
  const margin = Math.abs(spanishScore - englishScore);
  return words >= 6 && result.isReliable() && margin > 0.05 ? guess : current;
}
