import { escapeRegExp, normalize, tidyPhrase } from './text';
import { stateCodes, usCities, usStates, usStatesSpanish } from '../../../../case-record/us-places';

/**
 * Where it happened: the state (by name in English or Spanish, or by its code next to a
 * city: "Austin, TX", "in DC") and the city ("Reno, Nevada", or a large city whose state
 * is unambiguous). A city name we do not know is read only in the "City, State" shape,
 * so "in traffic" never becomes a city.
 */

const stateNames = Object.entries({ ...usStates, ...usStatesSpanish }).sort(
  (a, b) => b[0].length - a[0].length,
);
const statePattern = new RegExp(
  `(?<![\\p{L}])(${stateNames.map(([name]) => escapeRegExp(name)).join('|')})(?![\\p{L}])`,
  'gu',
);
const cityNames = Object.keys(usCities).sort((a, b) => b.length - a.length);
const cityPattern = new RegExp(`(?<![\\p{L}])(${cityNames.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'u');

export interface StateMention {
  code: string;
  start: number;
  end: number;
}

/** States named in the text ("washington" alone is the state; "washington, dc" is DC). */
export function findStates(original: string): StateMention[] {
  const plain = normalize(original);
  const found: StateMention[] = [];
  for (const match of plain.matchAll(statePattern)) {
    const name = match[1]!;
    const after = plain.slice(match.index + name.length, match.index + name.length + 8);
    let code = usStates[name] ?? usStatesSpanish[name]!;
    if (name === 'washington' && /^,?\s*d\.?c\b/.test(after)) code = 'DC';
    found.push({ code, start: match.index, end: match.index + name.length });
  }
  // Codes: only in capitals next to a place ("Austin, TX", "Washington, DC", "in DC").
  for (const match of original.matchAll(/(?:,\s*|\bin\s+|\ben\s+)([A-Z]{2}|D\.C\.)(?![A-Za-z])/g)) {
    const code = match[1]!.replace(/\./g, '');
    if (!stateCodes.has(code) && code !== 'DC') continue;
    const start = match.index + match[0].length - match[1]!.length;
    if (!found.some((mention) => mention.start <= start && mention.end > start))
      found.push({ code, start, end: start + match[1]!.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A large city named anywhere, with its state. */
export function findKnownCity(original: string): { city: string; state: string } | null {
  const match = cityPattern.exec(normalize(original));
  if (!match) return null;
  const city = match[1]!.replace(/,?\s*d\.?c\.?$/, '');
  return { city: titleCase(city), state: usCities[match[1]!]! };
}

/** "Reno, Nevada" / "boise idaho" / "En Albuquerque, Nuevo México": the words before a state name. */
export function findCityBeforeState(original: string): string | null {
  const plain = normalize(original);
  for (const state of findStates(original)) {
    const before = plain.slice(0, state.start).replace(/[,\s]+$/, '');
    const clause = before.split(/[.;:!?]|\b(?:in|en|at|near|from|de)\s+(?=[^,]*$)/).pop() ?? '';
    const words = clause
      .replace(/^(it was |it happened |fue |paso |ocurrio |this was |i was |we were )/, '')
      .replace(/^(in|en|at|near|the city of|la ciudad de)\s+/, '')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 0 || words.length > 4) continue;
    if (words.some((word) => /\d/.test(word))) continue;
    if (
      /\b(street|st|ave|avenue|road|rd|blvd|highway|hwy|drive|dr|calle|my|mi|the|la|el)\b/.test(
        words.join(' '),
      )
    )
      continue;
    return titleCase(words.join(' '));
  }
  return null;
}

export function titleCase(text: string): string {
  return tidyPhrase(text)
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && word.length <= 2 && /^(of|de|la|el)$/.test(word)
        ? word
        : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' ');
}
