import { describe, expect, it } from 'vitest';

import { type PlaceReading, readPlace } from './places';

/**
 * What the words around a place name tell (decision 0180), from sentences written for these
 * tests: a state's name before "Ave" is a street, a county or a country is not the town of that
 * name, a town may be followed by a day or its own police, Spanish "de" after a venue puts a
 * town, and a clause that is only a town's name tells where in a first message.
 */
const placeOnly = ({ city, state }: PlaceReading): PlaceReading => ({
  ...(city !== undefined ? { city } : {}),
  ...(state !== undefined ? { state } : {}),
});
const told = (text: string) => placeOnly(readPlace(text, { isAnswer: false, isDescription: true }));
const answeredOther = (text: string) => placeOnly(readPlace(text, { isAnswer: false }));

describe("a state's name that names a street is no state", () => {
  it.each([
    ['a bus clipped my mirror on Nevada Ave in Reno', { city: 'Reno', state: 'NV' }],
    ['my cousin was hit crossing Kansas Street in Lawrence, KS', { city: 'Lawrence', state: 'KS' }],
    ['iba por la avenida Florida en Hialeah cuando me chocaron', { city: 'Hialeah', state: 'FL' }],
    ['i tripped on the curb at Oregon Blvd and 5th in Tucson', { city: 'Tucson', state: 'AZ' }],
  ])('%s', (text, place) => expect(told(text)).toEqual(place));
});

describe('a county or a country is not the town of that name', () => {
  it.each([
    ['a tractor trailer hit me on Route 12 in Fresno County, California', { state: 'CA' }],
    ['my uncle fell at a barn in Tulare County CA', { state: 'CA' }],
    ['i was bitten at a farm stand in lancaster county last week', {}],
    ['the scooter came from a factory in China and the battery blew', {}],
    ['my wife is visiting family back in Mexico, I am the one who slipped', {}],
    ['the brand is made in Canada, it tipped over on my son', {}],
  ])('%s', (text, place) => expect(told(text)).toEqual(place));
});

describe('a town followed by a day, a month or its own body', () => {
  it.each([
    ['a van rear ended me in Spokane Tuesday night', { city: 'Spokane', state: 'WA' }],
    ['i fell down the stairs in Omaha Labor Day weekend', { city: 'Omaha', state: 'NE' }],
    ['we were hit in Chattanooga March 3rd by a drunk driver', { city: 'Chattanooga', state: 'TN' }],
    ['at a gas station in Lubbock I slipped on oil', { city: 'Lubbock', state: 'TX' }],
    [
      'I work as a dispatcher for the Tacoma Police Department and hurt my back',
      { city: 'Tacoma', state: 'WA' },
    ],
    ['my son rides a Tulsa Public Schools bus that crashed', { city: 'Tulsa', state: 'OK' }],
    ['a City of Tempe truck backed into my car', { city: 'Tempe', state: 'AZ' }],
    ['I mow lawns for the city of Boise and a mower threw a rock', { city: 'Boise', state: 'ID' }],
  ])('%s', (text, place) => expect(told(text)).toEqual(place));
});

describe('Spanish "de" after a venue or a business puts a town', () => {
  it.each([
    ['me caí en el estacionamiento del Walmart de Harlingen', { city: 'Harlingen', state: 'TX' }],
    ['me operaron mal en el hospital de Yuma en julio', { city: 'Yuma', state: 'AZ' }],
    ['un perro me mordió en el parque de Fontana', { city: 'Fontana', state: 'CA' }],
    ['resbalé en el aeropuerto de Tucson por agua en el piso', { city: 'Tucson', state: 'AZ' }],
  ])('%s', (text, place) => expect(told(text)).toEqual(place));

  it.each([
    'soy de Guatemala y me caí en una tienda',
    'la hija de Victoria se cayó en la escuela',
    'la doctora es de Mesa pero no sé dónde fue',
    'el perro de mi vecina me mordió la mano',
  ])('not where someone is from, nor a person: %s', (text) => expect(told(text).city).toBeUndefined());
});

describe('a clause that is only a town tells the place in a first message', () => {
  it.each([
    ['Forklift pinned my foot at the warehouse. Spokane.', { city: 'Spokane', state: 'WA' }],
    ['wrong tooth pulled by my dentist, Dr. Reyes, Pasadena, TX.', { city: 'Pasadena', state: 'TX' }],
    ['Welder, 44, Lubbock. A grinder disc shattered and cut my arm.', { city: 'Lubbock', state: 'TX' }],
    ['my landlord never fixed the step and i fell. tucson', { city: 'Tucson', state: 'AZ' }],
  ])('%s', (text, place) => expect(told(text)).toEqual(place));

  it.each([
    'Thanks, Tyler.',
    'Vale, me caí en la tienda.',
    'my brother, Austin. he was driving',
    'I missed six weeks of work, como 2,000 dólares.',
  ])('not a greeting, a name or a number: %s', (text) => expect(told(text).city).toBeUndefined());

  it.each(['Erie.', 'Coleman', 'stryker', 'Goodyear. I still have the tire.'])(
    'in an answer to another question the word names something else: %s',
    (text) => expect(answeredOther(text).city).toBeUndefined(),
  );
});
