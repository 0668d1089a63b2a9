import { describe, expect, it } from 'vitest';

import { findStates, type PlaceReading, readPlace } from './places';

/**
 * Where it happened, read from sentences written for these tests (decision 0093): a town is
 * read where the sentence puts a place, its state from the gazetteer when only one state has
 * it or one namesake is far larger, from the message or the record when they settle it, and
 * otherwise left for the question.
 */
/** Town and state only; whether the state was said or worked out is tested on its own below. */
const placeOnly = ({ city, state }: PlaceReading): PlaceReading => ({
  ...(city !== undefined ? { city } : {}),
  ...(state !== undefined ? { state } : {}),
});
const told = (text: string, knownState?: string) =>
  placeOnly(readPlace(text, { isAnswer: false, knownState }));
const answered = (text: string, knownState?: string) =>
  placeOnly(readPlace(text, { isAnswer: true, knownState }));

describe('a state worked out from the town is marked so, a state said is not', () => {
  it.each([
    'a delivery van backed into me in a parking lot in McAllen',
    'i slipped on ice outside a pharmacy in boise',
    'the crash happened in downtown Missoula',
    'a forklift tipped over at the plant outside of Dubuque',
    'me mordió un perro en Tupelo',
    'someone ran a red light on me in vegas',
  ])('from the town: %s', (text) => {
    const place = readPlace(text, { isAnswer: false });
    expect(place.state).toBeDefined();
    expect(place.isStateFromTown).toBe(true);
  });

  it.each([
    'a delivery van backed into me in McAllen, Texas',
    'i slipped on ice outside a pharmacy in boise idaho',
    'the crash happened in downtown Missoula MT',
    'fue en Dubuque, en Iowa',
    'it was in Montana, in Missoula',
  ])('said: %s', (text) => {
    const place = readPlace(text, { isAnswer: false });
    expect(place.state).toBeDefined();
    expect(place.isStateFromTown).toBeUndefined();
  });

  it('is not marked when the record’s state settles the town', () => {
    const place = readPlace('it was in Portland', { isAnswer: true, knownState: 'ME' });
    expect(place).toEqual({ city: 'Portland', state: 'ME' });
  });
});

describe('small towns name their state', () => {
  it.each([
    ['a delivery van backed into me in a parking lot in McAllen', 'McAllen', 'TX'],
    ['i slipped on ice outside a pharmacy in boise', 'Boise', 'ID'],
    ['the pileup was near Kalamazoo, right by the exit', 'Kalamazoo', 'MI'],
    ['my scooter got clipped in Flagstaff on tuesday', 'Flagstaff', 'AZ'],
    ['a forklift tipped over at the plant outside of Dubuque', 'Dubuque', 'IA'],
    ['we were passing through Tupelo when the tire blew', 'Tupelo', 'MS'],
    ['the crash happened in downtown Missoula', 'Missoula', 'MT'],
    ['I tripped on a loose step at a motel in Coeur d’Alene', "Coeur d'Alene", 'ID'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });

  it('keeps the gazetteer’s spelling of a name typed in lower case', () => {
    expect(told('got hurt at work in mcallen')).toEqual({ city: 'McAllen', state: 'TX' });
  });
});

describe('nicknames and short names', () => {
  it.each([
    ['my uber crashed in LA on the 405', 'Los Angeles', 'CA'],
    ['a bus door closed on my arm in Philly', 'Philadelphia', 'PA'],
    ['someone ran a red light on me in vegas', 'Las Vegas', 'NV'],
    ['i fell down the subway stairs in NYC', 'New York City', 'NY'],
    ['got t-boned at an intersection in St. Pete', 'St. Petersburg', 'FL'],
    ['a balcony railing gave way at a party in nola', 'New Orleans', 'LA'],
    ['the wreck was on the interstate outside Indy', 'Indianapolis', 'IN'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });

  it('reads LA after a city as Louisiana', () => {
    expect(told('it happened in Baton Rouge, LA last spring')).toEqual({ city: 'Baton Rouge', state: 'LA' });
    expect(findStates('a pothole in Lafayette, LA').map((state) => state.code)).toEqual(['LA']);
  });

  it('never reads the Spanish article "la" as Los Angeles', () => {
    expect(told('me caí en la tienda y me pegué en la cabeza')).toEqual({});
  });
});

describe('names many states share', () => {
  it('leaves the state open when nothing settles it', () => {
    expect(told('a truck ran a stop sign in Portland')).toEqual({ city: 'Portland' });
    expect(answered('Charleston')).toEqual({ city: 'Charleston' });
    expect(answered('springfield')).toEqual({ city: 'Springfield' });
    expect(told('a dog got loose at the park in Columbus')).toEqual({ city: 'Columbus' });
    expect(told('we got rear ended in Kansas City')).toEqual({ city: 'Kansas City' });
  });

  it('takes the state the message names', () => {
    expect(told('a truck ran a stop sign in Portland, Maine')).toEqual({ city: 'Portland', state: 'ME' });
    expect(answered('Charleston West Virginia')).toEqual({ city: 'Charleston', state: 'WV' });
    expect(told('i was in Columbus, GA for work when it happened')).toEqual({
      city: 'Columbus',
      state: 'GA',
    });
    expect(answered('kansas city, kansas')).toEqual({ city: 'Kansas City', state: 'KS' });
    expect(told('fue en Springfield, Misuri')).toEqual({ city: 'Springfield', state: 'MO' });
  });

  it('takes a large city whose namesakes are all small towns', () => {
    expect(told('a bus clipped my mirror in Hartford')).toEqual({ city: 'Hartford', state: 'CT' });
    expect(told('i fell at the mall in Cambridge')).toEqual({ city: 'Cambridge', state: 'MA' });
  });

  it.each([
    ['a van backed into my car at a light in Des Moines', 'Des Moines', 'IA'],
    ['my wife slipped in a hotel lobby in cleveland on friday', 'Cleveland', 'OH'],
    ['un perro me mordió la pierna en Henderson', 'Henderson', 'NV'],
    ['the scaffold gave way on a site in Lexington', 'Lexington', 'KY'],
    ['me caí en una tienda de Syracuse', 'Syracuse', 'NY'],
  ])('takes a large city five times larger than any namesake: %s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });

  it.each([
    ['a truck hit me on the highway near Albany', 'Albany'],
    ['i tripped on a curb in Brownsville', 'Brownsville'],
    ['a cab hit my bike in Portland last week', 'Portland'],
    ['me caí en un restaurante en San Juan', 'San Juan'],
    ['the crash was on the main road in Charleston', 'Charleston'],
  ])('leaves the state open where a namesake is of a size of its own: %s', (text, city) => {
    expect(told(text)).toEqual({ city });
  });

  it('takes the state the record already holds', () => {
    expect(told('the fall was at a store in Portland', 'ME')).toEqual({ city: 'Portland', state: 'ME' });
    expect(answered('Springfield', 'IL')).toEqual({ city: 'Springfield', state: 'IL' });
    expect(answered('charleston', 'SC')).toEqual({ city: 'Charleston', state: 'SC' });
  });

  it('does not read the state Kansas out of Kansas City', () => {
    expect(findStates('we got rear ended in Kansas City')).toEqual([]);
  });
});

describe('words that only look like towns', () => {
  it.each([
    'Grace drove me to urgent care afterwards',
    'it happened in May, the week before graduation',
    'we were stuck in traffic when a pickup hit us',
    'i was at home when the neighbor’s dog came through the fence',
    'they stitched me up at Providence Hospital',
    'the surgery was at Mount Sinai two days later',
    'my follow ups are at Emory',
    'i got x rays at Beaumont the next morning',
    'my friend Austin saw the whole thing',
    'the ladder was in the garage near the door',
    'i live in a mobile home and the floor gave out',
    'me atropellaron en el paso de peatones',
    'esto pasó en mayo cerca de la escuela',
  ])('%s', (text) => {
    expect(told(text).city).toBeUndefined();
  });

  it('reads an everyday word as a town where nothing else is meant', () => {
    expect(answered('Mobile')).toEqual({ city: 'Mobile', state: 'AL' });
    expect(told('a crash on the causeway in mobile alabama')).toEqual({ city: 'Mobile', state: 'AL' });
    expect(told('it was in Surprise, near the ballpark')).toEqual({ city: 'Surprise', state: 'AZ' });
  });
});

describe('filler before the state', () => {
  it.each([
    ['out here in ohio', 'OH'],
    ['its up in michigan', 'MI'],
    ['back home in georgia', 'GA'],
    ['aquí en texas', 'TX'],
  ])('%s', (text, state) => {
    expect(answered(text)).toEqual({ state });
  });
});

describe('a town before its state', () => {
  it.each([
    ['Salem, OR', 'Salem', 'OR'],
    ['it was in Reno, Nevada', 'Reno', 'NV'],
    ['the bar was in hattiesburg mississippi', 'Hattiesburg', 'MS'],
    ['Smallwood Creek, Montana', 'Smallwood Creek', 'MT'],
    ['fue hace dos semanas en el paso texas', 'El Paso', 'TX'],
  ])('%s', (text, city, state) => {
    expect(answered(text)).toEqual({ city, state });
  });

  it('takes no lower-case words it does not know for a town', () => {
    expect(told('i was driving around smallwood creek montana')).toEqual({ state: 'MT' });
  });
});

describe('the capital', () => {
  it('reads DC and Washington, DC as the city of Washington', () => {
    expect(told('a scooter rider hit me on a sidewalk in DC')).toEqual({ city: 'Washington', state: 'DC' });
    expect(answered('Washington, DC')).toEqual({ city: 'Washington', state: 'DC' });
    expect(answered('washington dc')).toEqual({ city: 'Washington', state: 'DC' });
    expect(findStates('it was on a bus in washington dc').map((state) => state.code)).toEqual(['DC']);
  });

  it('takes no town before a state name that begins a hospital’s name', () => {
    expect(told('they kept me two nights at Riverside Washington Medical Center').city).toBeUndefined();
  });
});

describe('en español', () => {
  it.each([
    ['me caí en un restaurante en McAllen', 'McAllen', 'TX'],
    ['el choque fue cerca de Tucson', 'Tucson', 'AZ'],
    ['vivo aquí en Los Ángeles y ahí pasó', 'Los Angeles', 'CA'],
    ['me mordió un perro en las afueras de Albuquerque', 'Albuquerque', 'NM'],
    ['fue en el centro de Laredo', 'Laredo', 'TX'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });
});

describe('a large city named anywhere', () => {
  it('reads a city so large it can be only one place, but not a person of that name', () => {
    expect(told('houston drivers are the worst, one hit me')).toEqual({ city: 'Houston', state: 'TX' });
    expect(told('my brother Denver was driving')).toEqual({});
  });
});

describe('a state code that is also a word, after a town of that state (decision 0147)', () => {
  it.each([
    ['a semi jackknifed in front of me in dayton oh', 'Dayton', 'OH'],
    ['we got rear ended leaving a diner in Akron Oh.', 'Akron', 'OH'],
    ['i tripped on a broken step in portland or last spring', 'Portland', 'OR'],
    ['my car was totaled outside of eugene or', 'Eugene', 'OR'],
    ['the dog bit me at a park in bangor me, near the river', 'Bangor', 'ME'],
    ['i was in Portland Me visiting my aunt when it happened', 'Portland', 'ME'],
    ['a bus clipped my bike in norman ok on the way to class', 'Norman', 'OK'],
    ['fell off a ladder at work in gary in', 'Gary', 'IN'],
    ['it happened in Hilo hi', 'Hilo', 'HI'],
    ['me chocaron en tulsa ok', 'Tulsa', 'OK'],
    ['me caí en una tienda en salem or', 'Salem', 'OR'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });

  it.each([
    ['columbus oh', 'Columbus', 'OH'],
    ['springfield oh', 'Springfield', 'OH'],
    ['portland or', 'Portland', 'OR'],
    ['Portland me', 'Portland', 'ME'],
    ['uh toledo oh', 'Toledo', 'OH'],
  ])('as the answer: %s', (text, city, state) => {
    expect(answered(text)).toEqual({ city, state });
  });

  it.each([
    'oh ok',
    'i live in it',
    'hi, ok so i got hurt',
    'it was in portland or maybe vancouver, i forget',
    'i hope in time it heals',
    'the pain in my back or my neck is worse',
  ])('stays a word: %s', (text) => {
    const place = told(text);
    if (place.state !== undefined) expect(['OR', 'IN', 'OH', 'OK', 'ME', 'HI']).not.toContain(place.state);
  });

  it.each(['somewhere near gary in the rain', 'we crashed in toledo or close to it'])(
    'a preposition or conjunction is not the state said: %s',
    (text) => {
      expect(readPlace(text, { isAnswer: false }).isStateFromTown).toBe(true);
    },
  );

  it('leaves a town two states share open when the word only looks like a code', () => {
    expect(told('it was in portland or maybe vancouver, i forget').state).toBeUndefined();
  });
});

describe('capitals after a comma that begin a phrase of their own are no state code', () => {
  it.each([
    'five stitches, CT scan was clear thank god',
    'the nurse, PA said it was only a sprain',
    'they did bloodwork, MRI, CT scan and x-rays',
    'my arm, OK now but still sore',
  ])('%s', (text) => {
    expect(findStates(text)).toEqual([]);
  });

  it.each([
    ['it happened in Hartford, CT last week', 'CT'],
    ['we were near Dayton, OH when the truck hit us', 'OH'],
    ['Smallville, KS.', 'KS'],
  ])('a code after a town still names its state: %s', (text, code) => {
    expect(findStates(text).map((mention) => mention.code)).toContain(code);
  });
});

describe('a part of town before the town is only the part', () => {
  it.each([
    ['I was riding in midtown atlanta when it happened', 'Atlanta', 'GA'],
    ['the bar is in Midtown Memphis near the park', 'Memphis', 'TN'],
    ['a car hit me in downtown Dallas', 'Dallas', 'TX'],
    ['i fell in uptown charlotte outside a bank', 'Charlotte', 'NC'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });
});

describe('a town whose name opens with a part word is the town', () => {
  it.each([
    ['I stopped for gas in West Memphis, Arkansas', 'West Memphis', 'AR'],
    ['we live in West Palm Beach near the mall', 'West Palm Beach', 'FL'],
  ])('%s', (text, city, state) => {
    expect(told(text)).toEqual({ city, state });
  });
});

describe('a Spanish everyday word that is also a US town (decision 0242)', () => {
  it.each([
    'iba en camino a mi casa cuando me chocó una camioneta',
    'ya estaba en camino al hospital con mi hijo',
    'nos caímos en el centro comercial, en la escalera eléctrica',
    'el perro me mordió en el rio, cerca del puente',
    'la bici estaba como nuevo y me caí en la plata del estacionamiento',
    'I was on the way to my shift, stuck in traffic, when the bus clipped me',
  ])('reads no town in "%s"', (text) => {
    expect(told(text)).toEqual({});
  });

  it('still reads the town in capitals, before its state, or as the whole answer', () => {
    expect(told('me chocaron en El Centro saliendo del trabajo')).toEqual({ city: 'El Centro', state: 'CA' });
    expect(told('a truck sideswiped me in Camino last week')).toEqual({ city: 'Camino', state: 'CA' });
    expect(told('iba en camino, california, cuando me pegaron')).toEqual({ city: 'Camino', state: 'CA' });
    expect(answered('camino')).toEqual({ city: 'Camino', state: 'CA' });
    expect(told('iba en camino a la escuela en Fresno')).toEqual({ city: 'Fresno', state: 'CA' });
  });
});
