import placeWordsFile from './lexicons/place-words.json' with { type: 'json' };
import stateCodeWordsFile from './lexicons/state-code-words.json' with { type: 'json' };
import { copyList, rememberRecent } from './recent-results';
import { escapeRegExp, normalize, tidyPhrase } from './text';
import {
  longestPlaceName,
  lookUpPlace,
  type Place,
  stateOfPlace,
} from '../../../../case-record/us-gazetteer';
import {
  placeAbbreviations,
  placeKey,
  stateCodes,
  usStates,
  usStatesSpanish,
} from '../../../../case-record/us-places';

/**
 * Where it happened: the state (by name in English or Spanish, or by its code next to a
 * city: "Austin, TX", "in DC") and the town, from the gazetteer (decision 0093). A town is read
 * only where the sentence puts a place ("in Boise", "cerca de McAllen", "Salem, OR"); a name
 * the gazetteer does not know only in capitals before a state, so "in traffic" never becomes a
 * town.
 */

const stateNames = Object.entries({ ...usStates, ...usStatesSpanish }).sort(
  (a, b) => b[0].length - a[0].length,
);
const statePattern = new RegExp(
  `(?<![\\p{L}])(${stateNames.map(([name]) => escapeRegExp(name)).join('|')})(?![\\p{L}])`,
  'gu',
);
export interface StateMention {
  code: string;
  start: number;
  end: number;
}

const placeLeads = new RegExp(
  `(?:^|[^\\p{L}])(?:${placeWordsFile.placeLeads
    .map((lead) => lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\s+(?:the\\s+)?$`,
  'u',
);

/**
 * Whether a state is named as where something is ("in Texas", "cerca de Florida") rather than
 * as part of another name ("BCBS of Texas", "Florida Blue", "el Medicaid de Texas"; decision
 * 0199): some lead word of the lexicon right before it, or a town right before it ("Plano Texas").
 */
export function isStateNamedAsAPlace(original: string): boolean {
  const plain = normalize(original);
  if (findCityBeforeState(original)) return true;
  return findStates(original).some((mention) =>
    placeLeads.test(plain.slice(Math.max(0, mention.start - 16), mention.start)),
  );
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
    else if (startsLongerPlace(plain, match.index, name)) continue;
    if (namesStreet(plain, match.index, match.index + name.length)) continue;
    found.push({ code, start: match.index, end: match.index + name.length });
  }
  // Codes: only in capitals next to a place ("Austin, TX", "Washington, DC", "in DC").
  for (const match of original.matchAll(/(?:,\s*|\bin\s+|\ben\s+)([A-Z]{2}|D\.C\.)(?![A-Za-z])/g)) {
    const code = match[1]!.replace(/\./g, '');
    if (!stateCodes.has(code) && code !== 'DC') continue;
    // "in LA" is Los Angeles; Louisiana's code follows a city ("Baton Rouge, LA").
    if (code === 'LA' && !match[0].startsWith(',')) continue;
    const start = match.index + match[0].length - match[1]!.length;
    // "5 stitches, CT scan was clear", "the nurse, PA said": capitals that begin a phrase of their
    // own after a word that is no town of that state are an acronym, not the state.
    if (
      match[0].startsWith(',') &&
      isAcronymAfterNonTown(original, match.index, start + match[1]!.length, code)
    )
      continue;
    if (!found.some((mention) => mention.start <= start && mention.end > start))
      found.push({ code, start, end: start + match[1]!.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The code goes on as a phrase ("CT scan") and the words before the comma are no town of its state. */
function isAcronymAfterNonTown(original: string, comma: number, end: number, code: string): boolean {
  const next = /^\s+([a-z]+)/.exec(original.slice(end))?.[1];
  if (!next || wordsAfterCode.has(next)) return false;
  const before = normalize(original.slice(0, comma)).split(/\s+/).filter(Boolean);
  for (let size = 1; size <= Math.min(longestPlaceName, before.length); size += 1) {
    const place = lookUpPlace(placeKey(before.slice(-size).join(' ')));
    if (place?.states.some((state) => state.code === code)) return false;
  }
  return true;
}

const streetWords = new Set(placeWordsFile.streetWords);
const streetWordsBefore = new Set(placeWordsFile.streetWordsBefore);

/** A state's name that names a street ("Montana Ave", "avenida Vermont") is no state: decision 0180. */
function namesStreet(plain: string, start: number, end: number): boolean {
  const next = /^[\s,]*([\p{L}]+)/u.exec(plain.slice(end))?.[1];
  const previous = /([\p{L}]+)\.?\s+$/u.exec(plain.slice(Math.max(0, start - 20), start))?.[1];
  return (
    (next !== undefined && /^\s/.test(plain.slice(end)) && streetWords.has(next)) ||
    (previous !== undefined && streetWordsBefore.has(previous))
  );
}

const streetNameStops = new Set(placeWordsFile.streetNameStops);

/**
 * The text with each street's name left out: a street word ("pkwy", "ave", "road") and the words
 * before it back to a word that ends a name ("on", "at", "and"), at most three. A street named in
 * Spanish words ("la cantera pkwy") is a name, not the language of the sentence (decision 0428).
 */
export function withoutStreetNames(plain: string): string {
  const words = plain.split(/\s+/).filter(Boolean);
  const keep = words.map(() => true);
  words.forEach((word, index) => {
    if (!streetWords.has(word.replace(/[.,;:!?]+$/u, ''))) return;
    let first = index;
    while (
      first > 0 &&
      index - first < 3 &&
      !streetNameStops.has(words[first - 1]!.replace(/[.,;:!?]+$/u, ''))
    )
      first -= 1;
    if (first === index) return;
    for (let at = first; at <= index; at += 1) keep[at] = false;
  });
  return words.filter((_, index) => keep[index]).join(' ');
}

/** Words that join two streets into a corner ("Maple and 5th", "Tampa y Flagler", "Oak & Pine"). */
const cornerJoiners = /^(?:and|y|e|&|at|con)$/iu;
/** Words before a corner's first street ("at", "on", "corner of", "en la", "esquina de"). */
const cornerLeads = /^(?:at|on|of|la|de|corner|intersection|esquina|cruce)$/iu;
/** Names many towns give a street ("Elm", "Main", "Broadway"): beside "and" a corner, whatever comes before (decision 0387). */
const commonStreetNames = new Set(placeWordsFile.commonStreetNames);
const isNumberedStreet = (word: string) => /^\d+(?:st|nd|rd|th|a|o|ª|º)[.,]?$/iu.test(word);
const isCapitalisedOtherName = (word: string) => {
  const core = word.replace(/[.,;:!?]+$/u, '');
  return /^\p{Lu}/u.test(core) && !lookUpPlace(placeKey(core));
};

/** A common street's name standing alone, not the first word of a longer name ("Oak Cliff", "Pine Bluff"). */
function isCommonStreet(word: string, next: string | undefined): boolean {
  const core = normalize(word).replace(/[^\p{L}\p{N}]+/gu, '');
  if (!commonStreetNames.has(core)) return false;
  return next === undefined || /[,;.!?]$/.test(word) || !/^\p{Lu}/u.test(next);
}

/**
 * Whether the place named from `start` to `end` is a street: followed by a street word ("Dallas
 * Parkway"), or one of two streets joined into a corner ("at Maple and 5th", "near Phoenix and
 * Elm", "en la Tampa y Flagler"): the other street is numbered, has a street word, or is a
 * capitalised name that is no town after a word that puts a corner ("at", "on", "corner of",
 * "la"). Two towns ("in Dallas and Houston") are no corner. Decision 0361.
 */
export function isStreetName(original: string, start: number, end: number): boolean {
  const after = original.slice(end).trim().split(/\s+/).filter(Boolean);
  const before = original.slice(0, start).trim().split(/\s+/).filter(Boolean);
  const key = (word: string | undefined) => (word ? normalize(word).replace(/[^\p{L}\p{N}]+/gu, '') : '');
  if (/^\s/.test(original.slice(end)) && streetWords.has(key(after[0]))) return true;
  const lead = key(before[before.length - 1]);
  if (
    cornerJoiners.test(after[0] ?? '') &&
    after[1] !== undefined &&
    !/[,;.!?]$/.test(original.slice(end).trimEnd().split(/\s+/)[0] ?? '')
  ) {
    const other = after[1];
    // "in Tucson at 5th" is the town, then where in it; "on Elm at 5th" is a corner.
    const isTownThenStreet = /^at$/iu.test(after[0]!) && !cornerLeads.test(lead);
    if (!isTownThenStreet && (isNumberedStreet(other) || streetWords.has(key(after[2])))) return true;
    // "near Phoenix and Elm": a common street's name, not the first word of a longer name ("Oak Cliff").
    if (!isTownThenStreet && isCommonStreet(other, after[2])) return true;
    if (cornerLeads.test(lead) && isCapitalisedOtherName(other)) return true;
  }
  const joiner = before[before.length - 1];
  const other = before[before.length - 2];
  if (joiner !== undefined && cornerJoiners.test(joiner) && other !== undefined && !/[,;.!?]$/.test(other)) {
    if (isNumberedStreet(other) || streetWords.has(key(other).replace(/\.$/, ''))) return true;
    if (commonStreetNames.has(key(other)) && !/^\p{Lu}/u.test(before[before.length - 3] ?? '')) return true;
    if (cornerLeads.test(key(before[before.length - 3])) && isCapitalisedOtherName(other)) return true;
  }
  return false;
}

/** A state's name that begins a longer place name ("Kansas City", "Virginia Beach") is not the state. */
function startsLongerPlace(plain: string, start: number, name: string): boolean {
  const words = plain
    .slice(start)
    .split(/[^\p{L}.'-]+/u)
    .filter(Boolean);
  const nameLength = name.split(' ').length;
  for (let length = Math.min(words.length, longestPlaceName); length > nameLength; length -= 1)
    if (lookUpPlace(placeKey(words.slice(0, length).join(' ')))) return true;
  return false;
}

interface Token {
  readonly text: string;
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

/** "U.S.", "D.C.": made once (the loader turns a unicode pattern into a constructor call where it stands). */
const lettersWithPeriods = /^(\p{L}\.)+$/iu;

/**
 * Words as typed, with their offsets; a sentence's last period is not part of its last word.
 * The place readers each cut the same message into words (four or five times a message): a
 * pure function of its text, kept for the texts read lately; the tokens are never changed.
 */
function tokensOf(original: string): Token[] {
  return recentTokens(original);
}

function readTokens(original: string): Token[] {
  return [...original.matchAll(/\p{L}[\p{L}\p{M}'\u2019.-]*/gu)].map((match) => {
    const keepsPeriod =
      lettersWithPeriods.test(match[0]) ||
      placeAbbreviations[match[0].toLowerCase().replace(/\.$/, '')] !== undefined;
    const text = keepsPeriod ? match[0] : match[0].replace(/[.'\u2019-]+$/, '');
    return { text, key: placeKey(text), start: match.index, end: match.index + text.length };
  });
}

const recentTokens = rememberRecent(readTokens, copyList);

/**
 * Words that put a place after them: "in", "near", "outside of", "en", "cerca de". Not "at":
 * it names venues, and hospitals carry town names ("at Mount Sinai", "at Emory", "at Beaumont").
 */
const placeWords = new Set(['in', 'near', 'outside', 'through', 'thru', 'around', 'en', 'across']);
const placePhrases = new Set([
  'outside of',
  'cerca de',
  'afuera de',
  'fuera de',
  'afueras de',
  'cerca a',
  ...placeWordsFile.civicWordsBefore,
]);
const countries = new Set(placeWordsFile.countries);
const countyWords = new Set(placeWordsFile.countyWords);
/** A town's own body after its name ("Tacoma Police Department"), which names the town. */
const civicWords = placeWordsFile.civicWords;
/** Capitalised words that may follow a town's name without making it a longer name ("in Tulsa Saturday"). */
const goesOnAfterTown = [...placeWordsFile.timeWords, ...civicWords];
const venueWordsBeforeDe = new Set(placeWordsFile.venueWordsBeforeDe);
/** Words after a town's name that make it a hospital's or a clinic's ("Riverside General"; decision 0271). */
const careNameWords = placeWordsFile.careNameWords;
const originBeforeDe = new Set(placeWordsFile.originBeforeDe);
const notBeforeLoneTown = new Set(placeWordsFile.notBeforeLoneTown);

/** Whether the words from token `index` begin with one of `phrases` (normalised, space-separated). */
function startsWithAny(tokens: Token[], index: number, phrases: readonly string[]): boolean {
  const keys = `${tokens
    .slice(index, index + 3)
    .map((token) => token.key)
    .join(' ')} `;
  return phrases.some((phrase) => keys.startsWith(`${phrase} `));
}

/** Words between the place word and the name: "in downtown Boise", "en el centro de Houston". */
const placeModifiers = new RegExp(
  `^(?:(?:${placeWordsFile.districtWords.map(escapeRegExp).join('|')})|(?:the )?(?:city|town) of|(?:la )?ciudad de|(?:el )?(?:centro|pueblo) de) `,
);
/** Answers to the place question open with these before the name ("it was in", "fue en"). */
const answerLead =
  /^(?:(?:um|uh|oh|ok|okay|well|so|pues|bueno|yeah|si|yes)\s+)?(?:(?:it was|it happened|its|it's|this was|we were|i was|i live|i'm|im|fue|paso|era|es|vivo|estaba|estabamos)\s+)?(?:(?:out|up|down|over|back|right)\s+)?(?:(?:here|there|aqui|alla)\s+)?/;
const months =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)$/;

export interface PlaceMention {
  place: Place;
  /** The state named right after the name ("Portland, Maine", "Salem OR"), if any. */
  stateAfter?: string;
  start: number;
}

const hasCapital = (text: string) => /\p{Lu}/u.test(text);
const hasLowerCase = (text: string) => /\p{Ll}/u.test(text);
const onlySpaces = (text: string) => /^\s*$/.test(text);

const codesNeedingEnd = new Set(stateCodeWordsFile.needsEnd);
const wordsAfterCode = new Set(stateCodeWordsFile.goesOnWith);

/**
 * A code typed in lower case ("dayton oh", "portland or", "gary in") is the state only right
 * after a town of that state, and a code that is a word taking something after it ("in", "or")
 * only where the clause ends or goes on with a word no object of it begins with (decision 0147).
 */
function isLowerCaseCodeOf(original: string, tokens: Token[], index: number, town: TownBefore): boolean {
  const token = tokens[index]!;
  const code = token.text.toUpperCase();
  const namesake = town.place.states.find((state) => state.code === code);
  if (!namesake) return false;
  // "i hope me…": a small town that is an everyday word needs its capital ("Hope ME"), a city does not ("toledo oh").
  if (town.place.isEverydayWord && !hasCapital(town.typed) && namesake.population < 100_000) return false;
  const next = tokens[index + 1];
  if (!next || !onlySpaces(original.slice(token.end, next.start))) return true;
  if (lookUpPlace(next.key) || usStates[next.key] || usStatesSpanish[next.key]) return false;
  return !codesNeedingEnd.has(token.key) || wordsAfterCode.has(next.key);
}

/** The town right before a state code, as typed. */
interface TownBefore {
  place: Place;
  typed: string;
}

/** The state named at token `index` ("maine", "nuevo mexico", ", ME"), if any. */
function stateAt(
  original: string,
  tokens: Token[],
  index: number,
  townBefore?: TownBefore,
): string | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  for (let length = 3; length >= 1; length -= 1) {
    const key = tokens
      .slice(index, index + length)
      .map((word) => word.key)
      .join(' ');
    const code = usStates[key] ?? usStatesSpanish[key];
    if (!code || tokens.slice(index, index + length).length !== length) continue;
    // A state's name that begins a longer proper name is no state: "Washington Hospital Center".
    const last = tokens[index + length - 1]!;
    const next = tokens[index + length];
    const isNameGoingOn =
      next !== undefined && onlySpaces(original.slice(last.end, next.start)) && hasCapital(next.text[0]!);
    // "Northwest Texas ER": a word in capitals that is no state code goes on with the name too.
    const isAcronym = next !== undefined && /^\p{Lu}{2,}$/u.test(next.text) && !stateCodes.has(next.text);
    return isNameGoingOn && (hasLowerCase(next.text) || isAcronym) ? undefined : code;
  }
  const code = token.text.replace(/\./g, '');
  if (/^[A-Z]{2}$/.test(code) && (stateCodes.has(code) || code === 'DC')) {
    const gap = original.slice(tokens[index - 1]?.end ?? 0, token.start);
    if (/^\s*,\s*$/.test(gap) || /^\s+$/.test(gap)) return code;
  }
  if (townBefore && /^\p{L}{2}$/u.test(token.text) && stateCodes.has(token.text.toUpperCase())) {
    const gap = original.slice(tokens[index - 1]?.end ?? 0, token.start);
    if (/^\s*,?\s*$/.test(gap) && isLowerCaseCodeOf(original, tokens, index, townBefore))
      return token.text.toUpperCase();
  }
  return undefined;
}

/**
 * The place named from token `index`, longest name first, or undefined when the words there
 * only look like one: a month ("in May"), a nickname not in capitals ("en la casa"), the
 * first words of a longer proper name ("at Providence Hospital"), a Spanish noun phrase ("en el
 * paso de peatones"), or an everyday word in lower case ("in traffic", "at home") unless a
 * state follows it or it is the whole answer to the place question.
 */
function placeAt(
  original: string,
  tokens: Token[],
  index: number,
  isWholeAnswer: (end: number) => boolean,
): PlaceMention | undefined {
  for (let length = Math.min(longestPlaceName, tokens.length - index); length >= 1; length -= 1) {
    const words = tokens.slice(index, index + length);
    if (
      words.some(
        (word, offset) => offset > 0 && !onlySpaces(original.slice(words[offset - 1]!.end, word.start)),
      )
    )
      continue;
    const key = placeKey(words.map((word) => word.text).join(' '));
    const place = lookUpPlace(key);
    if (!place) continue;
    const last = words[words.length - 1]!;
    const typed = original.slice(words[0]!.start, last.end);
    if (months.test(key)) return undefined;
    if (place.needsCapitals && hasLowerCase(typed)) return undefined;
    const next = tokens[index + length];
    const stateAfter = stateAt(original, tokens, index + length, { place, typed });
    const isJoined = next !== undefined && onlySpaces(original.slice(last.end, next.start));
    // "in riverside general", "in Mercy hospital": a provider's name that holds a town's, not the
    // town (decision 0271), in capitals or not.
    if (isJoined && startsWithAny(tokens, index + length, careNameWords)) return undefined;
    // "back in Mexico", "Fresno County": a country or a county, not the town of that name.
    if (!stateAfter && (countries.has(key) || (isJoined && countyWords.has(next.key)))) return undefined;
    if (
      isJoined &&
      !stateAfter &&
      hasCapital(next.text[0]!) &&
      !startsWithAny(tokens, index + length, goesOnAfterTown)
    )
      return undefined;
    const isLowerCase = !hasCapital(typed);
    if (isLowerCase && isJoined && /^(de|del|of)$/.test(next.key)) return undefined;
    // "el semáforo estaba en amarillo": a Spanish word after Spanish "en", not the town (decision 0387).
    if (
      isLowerCase &&
      tokens[index - 1]?.key === 'en' &&
      spanishWordTowns.has(key) &&
      !stateAfter &&
      !isWholeAnswer(last.end)
    )
      return undefined;
    if (place.isEverydayWord && isLowerCase && !stateAfter && !isWholeAnswer(last.end)) {
      const largest = place.states[0]?.population ?? 0;
      if (largest < (length > 1 ? 100_000 : 200_000)) return undefined;
    }
    // "at Maple and 5th", "Dallas Parkway": a street, no town (decision 0361).
    if (!stateAfter && isStreetName(original, words[0]!.start, last.end)) return undefined;
    return { place, start: words[0]!.start, ...(stateAfter ? { stateAfter } : {}) };
  }
  return undefined;
}

/** Token indexes where a sentence puts a place: after "in", "near", "outside of", "en", "cerca de"… */
function placeStarts(original: string, tokens: Token[]): number[] {
  const starts: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (!previous || !onlySpaces(original.slice(previous.end, token.start))) return;
    const pair = `${tokens[index - 2]?.key ?? ''} ${previous.key}`;
    if (!placeWords.has(previous.key) && !placePhrases.has(pair)) return;
    starts.push(index);
    const rest = tokens
      .slice(index, index + 4)
      .map((word) => word.key)
      .join(' ');
    const modifier = placeModifiers.exec(`${rest} `);
    if (modifier) starts.push(index + modifier[0].trim().split(' ').length);
  });
  return starts;
}

/**
 * Token indexes where Spanish "de" puts a town: after a venue noun or a business's name ("el
 * hospital de Laredo", "el Costco de Doral"), not after a person or where someone is from ("la
 * hija de Victoria", "soy de Guatemala"). Decision 0180.
 */
function startsAfterDe(original: string, tokens: Token[]): number[] {
  const starts: number[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const before = tokens[index - 2];
    if (previous?.key !== 'de' || !before) return;
    if (!onlySpaces(original.slice(previous.end, token.start))) return;
    if (!onlySpaces(original.slice(before.end, previous.start))) return;
    const pair = `${tokens[index - 3]?.key ?? ''} ${before.key}`;
    const isVenue = venueWordsBeforeDe.has(before.key) || venueWordsBeforeDe.has(pair);
    // A business's name: capitalised, not opening the sentence, not a word saying where someone is from.
    const isBusiness =
      hasCapital(before.text[0]!) &&
      !originBeforeDe.has(before.key) &&
      !/[.!?]\s*$/.test(original.slice(0, before.start)) &&
      before.start > 0;
    if (isVenue || isBusiness) starts.push(index);
  });
  return starts;
}

/** A town after "de" is read only as a proper name: in capitals, or a city that is no everyday word. */
const isTownAfterDe = (original: string, mention: PlaceMention) =>
  hasCapital(original[mention.start]!) ||
  (!mention.place.isEverydayWord && (mention.place.states[0]?.population ?? 0) >= 40_000);

/**
 * Places named where a sentence puts a place ("in Boise", "near Kalamazoo", "cerca de McAllen",
 * "Salem, OR"), in the order they come. When the message answers the place question, its
 * opening words are a place too ("Portland", "it was in Mobile"). Never a capitalised word
 * anywhere: "Grace" is a name, "in traffic" is not a town.
 */
export function findPlaceMentions(original: string, options: { isAnswer: boolean }): PlaceMention[] {
  const tokens = tokensOf(original);
  const firstClauseEnd = /[.!?;\n]/.exec(original)?.index ?? original.length;
  const isWholeAnswer = (end: number) => {
    if (!options.isAnswer) return false;
    const rest = original.slice(end, firstClauseEnd);
    const restTokens = tokensOf(rest);
    return restTokens.every(
      (token, index) =>
        stateAt(rest, restTokens, index) !== undefined || /^(i think|maybe|creo|lol)$/.test(token.key),
    );
  };
  const starts = placeStarts(original, tokens);
  if (options.isAnswer) {
    const lead = answerLead.exec(tokens.map((token) => token.key).join(' '))?.[0] ?? '';
    const skipped = lead.trim() ? lead.trim().split(' ').length : 0;
    starts.unshift(skipped, 0);
  }
  const afterDe = new Set(startsAfterDe(original, tokens).filter((start) => !starts.includes(start)));
  const mentions: PlaceMention[] = [];
  for (const start of [...new Set([...starts, ...afterDe])].sort((a, b) => a - b)) {
    const mention = placeAt(original, tokens, start, isWholeAnswer);
    if (!mention || mentions.some((known) => known.start === mention.start)) continue;
    if (afterDe.has(start) && !isTownAfterDe(original, mention)) continue;
    mentions.push(mention);
  }
  // "in midtown atlanta": a part of town that the gazetteer also holds as a town of its own is
  // only the part, when the town it is part of follows.
  return mentions.filter((mention) => {
    const at = tokens.findIndex((token) => token.start === mention.start);
    const next = tokens[at + 1];
    // "West Memphis" is a town of its own: only a place named by the part's word alone yields.
    return !(
      districtWords.has(placeKey(mention.place.city)) &&
      next &&
      mentions.some((other) => other.start === next.start)
    );
  });
}

const districtWords = new Set(placeWordsFile.districtWords);
/** Towns whose name is an everyday Spanish word or colour ("amarillo", "mesa"): decision 0387. */
const spanishWordTowns = new Set(placeWordsFile.spanishWordTowns);

const notTownWords =
  /^(i|the|my|our|his|her|their|we|it|this|that|and|but|street|st|ave|avenue|road|rd|blvd|highway|hwy|drive|dr|interstate|route|calle|mi|la|el|los|las|un|una)$/;

/**
 * "Reno, Nevada", "Salem OR", "en el paso texas", "Smallville, Kansas": the town right before a
 * state. A name of the gazetteer with a place in that state is taken as typed; a name it does
 * not know only in capitals ("Smallville Kansas", never "out here in ohio").
 */
export function findCityBeforeState(original: string): { city?: string; state: string } | null {
  const tokens = tokensOf(original);
  for (let index = 1; index < tokens.length; index += 1) {
    const state = stateAt(original, tokens, index);
    const gap = original.slice(tokens[index - 1]!.end, tokens[index]!.start);
    if (!/^\s*,?\s*$/.test(gap)) continue;
    if (state === 'DC' && tokens[index - 1]!.key === 'washington') return { city: 'Washington', state };
    for (let length = Math.min(longestPlaceName, index); length >= 1; length -= 1) {
      const words = tokens.slice(index - length, index);
      if (
        words.some(
          (word, offset) => offset > 0 && !onlySpaces(original.slice(words[offset - 1]!.end, word.start)),
        )
      )
        continue;
      const place = lookUpPlace(placeKey(words.map((word) => word.text).join(' ')));
      if (!place) continue;
      // A code in lower case is a state only after a town of it ("dayton oh"): decision 0147.
      const typed = original.slice(words[0]!.start, words[words.length - 1]!.end);
      const said = state ?? stateAt(original, tokens, index, { place, typed });
      if (said && (place.isNickname || place.states.some((candidate) => candidate.code === said)))
        return { city: place.city, state: said };
    }
    if (!state) continue;
    const run: Token[] = [];
    for (let back = index - 1; back >= 0 && run.length < 3; back -= 1) {
      const word = tokens[back]!;
      const after = run[0] ?? tokens[index]!;
      if (run.length > 0 && !onlySpaces(original.slice(word.end, after.start))) break;
      if (!hasCapital(word.text[0]!) || notTownWords.test(word.key) || months.test(word.key)) break;
      if (stateAt(original, tokens, back)) break;
      run.unshift(word);
    }
    // "Lancaster County, Pennsylvania": a county, and the state alone.
    if (run.length > 0 && countyWords.has(run[run.length - 1]!.key)) return { state };
    if (run.length > 0) return { city: tidyPhrase(run.map((word) => word.text).join(' ')), state };
  }
  return null;
}

/** Words that put a person's name after them: "my friend Austin", "told Charlotte". */
const personBefore =
  /\b(friend|brother|sister|cousin|son|daughter|husband|wife|boyfriend|girlfriend|partner|named|called|mr|mrs|ms|dr|coworker|boss|neighbor|with|and|told|asked|hermano|hermana|amigo|amiga|hijo|hija|esposo|esposa|llamado|llamada|se llama)\.?,?\s*$/;

/** A city so large and so clearly one place that it names its state wherever it is written ("Houston traffic"). */
function findLargeCity(original: string): PlaceMention | undefined {
  const tokens = tokensOf(original);
  for (let index = 0; index < tokens.length; index += 1) {
    const mention = placeAt(original, tokens, index, () => false);
    if (!mention || mention.place.isNickname || mention.place.isEverydayWord) continue;
    const [first, second] = mention.place.states;
    if (!first || first.population < 300_000 || (second && first.population < 10 * second.population))
      continue;
    if (personBefore.test(normalize(original.slice(0, mention.start)))) continue;
    return mention;
  }
  return undefined;
}

/** A town named by its own body, in capitals: "Tacoma Police Department", "Tulsa Public Schools". */
function findCivicTown(original: string): PlaceMention | undefined {
  const tokens = tokensOf(original);
  for (let index = 0; index < tokens.length; index += 1) {
    if (!hasCapital(tokens[index]!.text[0]!)) continue;
    for (let length = Math.min(longestPlaceName, tokens.length - index); length >= 1; length -= 1) {
      const words = tokens.slice(index, index + length);
      const place = lookUpPlace(placeKey(words.map((word) => word.text).join(' ')));
      if (!place || place.needsCapitals || countries.has(words.map((word) => word.key).join(' '))) continue;
      const next = tokens[index + length];
      if (!next || !onlySpaces(original.slice(words[length - 1]!.end, next.start))) continue;
      if (!hasCapital(next.text[0]!) || !startsWithAny(tokens, index + length, civicWords)) continue;
      return { place, start: words[0]!.start };
    }
  }
  return undefined;
}

/** "Dr.", "Mrs.", or a short word opening a place name ("St.", "Ste."; decision 0226). */
const isTitleOrPlaceWord = (word: string) =>
  /^(dr|mr|mrs|ms)$/i.test(word) || placeAbbreviations[word.toLowerCase().replace(/\.$/, '')] !== undefined;

/** Characters that end a clause a lone town's name may stand in ("Boise.", "Dr. Lee, Tempe."). */
const clauseBreak = /[.!?;,()\n]\s*$/;

/**
 * A clause that is only a town's name, with its state or not: "Tempe.", "fractured wrist. Toledo
 * Ohio", "Retired welder, 58, Knoxville." Not after a greeting or a sign-off ("Thanks, Tyler"),
 * nor where a person is meant ("my friend, Austin."). Decision 0180.
 */
function findLoneTown(original: string): PlaceMention | undefined {
  const tokens = tokensOf(original);
  for (let index = 0; index < tokens.length; index += 1) {
    const previous = tokens[index - 1];
    const gapBefore = original.slice(previous?.end ?? 0, tokens[index]!.start);
    if (previous && !clauseBreak.test(gapBefore)) continue;
    // A period that belongs to "Dr." or "St." opens no clause.
    if (previous && isTitleOrPlaceWord(previous.text) && /^\.\s*$/.test(gapBefore)) continue;
    if (
      previous &&
      (notBeforeLoneTown.has(previous.key) || personBefore.test(normalize(original.slice(0, previous.end))))
    )
      continue;
    const mention = placeAt(original, tokens, index, () => false);
    if (!mention || countries.has(mention.place.city.toLowerCase())) continue;
    // A message's opening word is a greeting or an interjection more often than a town ("Vale,"):
    // only a city of some size, and no everyday word, opens one.
    const isOpening = previous === undefined;
    if (isOpening && (mention.place.isEverydayWord || (mention.place.states[0]?.population ?? 0) < 50_000))
      continue;
    // The clause ends with the name, or with a state after it.
    const clauseEnd = original.slice(mention.start).search(/[.!?;,()\n]|$/);
    const clause = original.slice(mention.start, mention.start + clauseEnd);
    if (/\d/.test(clause)) continue;
    const clauseTokens = tokensOf(clause);
    const nameLength = findNameLength(clause, clauseTokens);
    if (nameLength === 0) continue;
    const rest = clauseTokens.slice(nameLength);
    if (rest.every((_, offset) => stateAt(clause, clauseTokens, nameLength + offset) !== undefined))
      return mention;
  }
  return undefined;
}

/** How many words of `tokens` make the longest place name they open. */
function findNameLength(text: string, tokens: Token[]): number {
  for (let length = Math.min(longestPlaceName, tokens.length); length >= 1; length -= 1) {
    const words = tokens.slice(0, length);
    if (
      words.some((word, offset) => offset > 0 && !onlySpaces(text.slice(words[offset - 1]!.end, word.start)))
    )
      continue;
    if (lookUpPlace(placeKey(words.map((word) => word.text).join(' ')))) return length;
  }
  return 0;
}

export interface PlaceReading {
  city?: string;
  state?: string;
  /** The state follows from the town alone (the gazetteer's one or far largest namesake): nobody said it. */
  isStateFromTown?: true;
}

/**
 * Where it happened, as far as the message tells: a state by name or code, a town before a
 * state, a town where the sentence puts a place. A town's state is the one state that has it,
 * the state the message or the record names, or a far larger namesake; otherwise it is left
 * for the question (decision 0093).
 */
export function readPlace(
  original: string,
  options: {
    isAnswer: boolean;
    knownState?: string | undefined;
    /**
     * A first message, where a clause that is only a town's name tells the place ("Tempe.");
     * in an answer to another question such a word names an insurer or a brand ("Erie.").
     */
    isDescription?: boolean;
  },
): PlaceReading {
  const named = findStates(original)[0]?.code;
  const before = findCityBeforeState(original);
  if (before) return before;
  const mention =
    findPlaceMentions(original, options)[0] ??
    findCivicTown(original) ??
    findLargeCity(original) ??
    (options.isDescription ? findLoneTown(original) : undefined);
  if (!mention) return named ? { state: named } : {};
  const hints = [mention.stateAfter, named, options.knownState].filter((hint): hint is string => !!hint);
  const state = named ?? stateOfPlace(mention.place, hints);
  const isStateFromTown = state !== undefined && hints.length === 0;
  return {
    city: mention.place.city,
    ...(state ? { state } : {}),
    ...(isStateFromTown ? { isStateFromTown } : {}),
  };
}

/**
 * Whether a word after the first makes the words a hospital's or a clinic's name ("Riverside
 * General", "mercy hospital"): a provider, not a town (decision 0271).
 */
export function namesCareFacility(original: string): boolean {
  const tokens = tokensOf(original);
  return tokens.some((_, index) => index > 0 && startsWithAny(tokens, index, careNameWords));
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
