import { eld } from 'eld/small';

import type { Language } from '../../../../contracts/case-record';
import {
  findCityBeforeState,
  findPlaceMentions,
  findStates,
  withoutStreetNames,
} from '../agent/reading/places';
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
  // Names are no language ("Los Angeles, California", "Luisiana"): a switch is judged on the
  // other words only, so a short answer full of Spanish place names keeps an English chat English.
  const unnamed = withoutPlaces(
    text
      .split(/\s+/)
      .filter((word) => word && !/^\p{Lu}/u.test(word))
      .join(' '),
  );
  const other = unnamed === text ? result : eld.detect(unnamed);
  const otherScores = other.getScores();
  const otherGuess: Language = (otherScores.es ?? 0) > (otherScores.en ?? 0) ? 'es' : 'en';
  const otherWords = normalize(unnamed)
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
  const margin = Math.abs((otherScores.es ?? 0) - (otherScores.en ?? 0));
  return otherGuess === guess && otherWords >= 6 && other.isReliable() && margin > 0.05 ? guess : current;
}

/**
 * The words left once states, towns and streets are taken out, typed in any case ("aurora colorado,
 * colfax and peoria"): place names are no language either (decision 0391).
 */
function withoutPlaces(text: string): string {
  const plain = normalize(text);
  const spans = findStates(plain).map(({ start, end }) => ({ start, end }));
  for (const mention of findPlaceMentions(plain, { isAnswer: true }))
    spans.push({ start: mention.start, end: mention.start + normalize(mention.place.city).length });
  // "las vegas nevada": a town right before its state, with no lead word.
  const town = findCityBeforeState(plain)?.city;
  const at = town ? plain.indexOf(normalize(town).toLowerCase()) : -1;
  if (town && at >= 0) spans.push({ start: at, end: at + normalize(town).length });
  let kept = plain;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start))
    kept = `${kept.slice(0, start)} ${kept.slice(end)}`;
  return withoutStreetNames(kept.replace(/\s+/g, ' ').trim());
}
