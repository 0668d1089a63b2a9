import abbreviationFile from './place-abbreviations.json' with { type: 'json' };

/** US states, for reading "where it happened" out of plain text; towns are in us-gazetteer.ts. */
export const usStates: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

export const stateCodes = new Set(Object.values(usStates));

/** Spanish names of states where they differ from the English ones. */
export const usStatesSpanish: Record<string, string> = {
  'carolina del norte': 'NC',
  'carolina del sur': 'SC',
  'dakota del norte': 'ND',
  'dakota del sur': 'SD',
  'nuevo mexico': 'NM',
  'nueva york': 'NY',
  'nueva jersey': 'NJ',
  'nuevo hampshire': 'NH',
  'virginia occidental': 'WV',
  'distrito de columbia': 'DC',
  pensilvania: 'PA',
  luisiana: 'LA',
  misisipi: 'MS',
  misuri: 'MO',
  tejas: 'TX',
  hawai: 'HI',
  oregon: 'OR',
  florida: 'FL',
  california: 'CA',
  arizona: 'AZ',
  nevada: 'NV',
  colorado: 'CO',
  georgia: 'GA',
  nebraska: 'NE',
  'washington dc': 'DC',
  'washington d.c.': 'DC',
};

/** "st" → "saint", "ft" → "fort" (place-abbreviations.json, decision 0226). */
export const placeAbbreviations: Record<string, string> = abbreviationFile.abbreviations;
const abbreviationWords = Object.keys(placeAbbreviations)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A short word with or without its period, before a space: "st. ", "ste ". */
const abbreviationBeforeSpace = new RegExp(`\\b(?:${abbreviationWords})\\.?(?=\\s)`, 'g');
/** A short word with its period, and the word after it: "St. Louis", "ft. worth". */
const abbreviationBeforeWord = new RegExp(
  `(?<![\\p{L}\\p{N}.'])(${abbreviationWords})\\.[ \\t]*(?=(\\p{L}+(?:[ \\t]+\\p{L}+)?))`,
  'giu',
);

/**
 * A message with the short words that open a place name spelled out ("St. Louis" → "Saint
 * Louis", decision 0226), so that cutting it into sentences at periods keeps the name whole.
 * Only before a capitalised word after a word that is not a name ("Elm St. Then" is a street),
 * or before the rest of a place the gazetteer knows ("st. louis").
 */
export function withPlaceAbbreviationsSpelled(text: string, isPlace: (key: string) => boolean): string {
  return text.replace(abbreviationBeforeWord, (whole, short: string, after: string, offset: number) => {
    const full = placeAbbreviations[short.toLowerCase()]!;
    const previous = /(\S+)\s*$/u.exec(text.slice(0, offset))?.[1];
    const isAfterName =
      previous !== undefined && /^[\p{Lu}\p{N}]/u.test(previous) && !/[.!?]$/.test(previous);
    const next = after.split(/[ \t]+/);
    const isKnown = next.some((_, count) =>
      isPlace(
        `${full} ${next
          .slice(0, count + 1)
          .join(' ')
          .toLowerCase()}`,
      ),
    );
    if (!isKnown && (isAfterName || !/^\p{Lu}/u.test(after))) return whole;
    const spelled = /^\p{Lu}/u.test(short) ? full[0]!.toUpperCase() + full.slice(1) : full;
    return `${spelled} `;
  });
}

/**
 * One spelling for a place name, used both when the gazetteer is built and when a message is
 * read: lower case, no accents, "St."/"Ft."/"Mt." spelled out, no dots or apostrophes,
 * hyphens as spaces ("St. Petersburg" = "saint petersburg", "Coeur d'Alene" = "coeur dalene").
 */
export function placeKey(text: string): string {
  let key = recentPlaceKeys.get(text);
  if (key === undefined) {
    key = readPlaceKey(text);
    if (recentPlaceKeys.size >= RECENT_PLACE_KEYS)
      recentPlaceKeys.delete(recentPlaceKeys.keys().next().value!);
    recentPlaceKeys.set(text, key);
  }
  return key;
}

/**
 * The place reader asks for the key of every run of up to a few words, in several passes over
 * the same message: a pure function of its text, kept for the texts read lately (oldest
 * forgotten first), as the reading's other pure steps are (decision 0384).
 */
const RECENT_PLACE_KEYS = 5_000;
const recentPlaceKeys = new Map<string, string>();

function readPlaceKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(abbreviationBeforeSpace, (short: string) => placeAbbreviations[short.replace(/\.$/, '')]!)
    .replace(/[.'\u2018\u2019\u02bb]/g, '')
    .replace(/[-\u2013]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A place key written as a name: "el paso" → "El Paso", "winston salem" → "Winston Salem". */
export function placeTitle(key: string): string {
  return key
    .split(' ')
    .map((word, index) =>
      index > 0 && /^(of|de|del|la|el|the|and)$/.test(word) ? word : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' ');
}
