import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('the visitor’s part in it', () => {
  it('is not made up from a fall with no words about it', async () => {
    const { record } = await readTurn(null, 'I fell down the back steps last week and broke my wrist', {
      context: {},
    });
    expect(record.role).toBeUndefined();
  });

  it('is not read from a place named in an answer to another question', async () => {
    const { record } = await readTurn('witnesses', 'yes, the store cameras got it and the cashier saw it', {
      context: { caseType: 'slip_fall' },
    });
    expect(record.role).toBeUndefined();
  });

  it('reads a visit to someone’s home as a guest, and an office or a church as a visitor', async () => {
    const roleOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.role;
    expect(
      await roleOf('I was visiting my aunt and tripped on a loose board on her porch, broke my ankle'),
    ).toBe('guest');
    expect(await roleOf('we were at a friends house for a bbq and the deck stairs gave out under me')).toBe(
      'guest',
    );
    expect(await roleOf('tripped over a torn mat at my doctors office lobby and cracked my wrist')).toBe(
      'visitor',
    );
  });

  it('reads a gym as a member’s, a game as a customer’s, and not a place the visitor was only outside of', async () => {
    const roleOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.role;
    expect(await roleOf('I slipped on a puddle by the showers at my gym and hit my head')).toBe('member');
    expect(await roleOf('a railing gave way in the upper deck at a hockey game and I fell two rows')).toBe(
      'customer',
    );
    expect(await roleOf('two guys jumped me outside a bar downtown, broke my nose')).toBeUndefined();
  });

  it('does not take driving words in an answer to another question as the visitor’s part', async () => {
    const answer = async (pending: 'ownFaultPercent' | 'propertyDamage', text: string) =>
      (await readTurn(pending, text, { context: { caseType: 'auto' } })).record.role;
    expect(await answer('ownFaultPercent', 'none, I was sitting still at the light')).toBeUndefined();
    expect(await answer('propertyDamage', 'my truck needs a new bumper, about 3k')).toBeUndefined();
    expect(await answer('propertyDamage', 'I wasnt in a car at all, I was walking my dog')).toBe(
      'pedestrian',
    );
    expect(await answer('propertyDamage', 'the bike frame is bent, maybe 900 to replace')).toBe('cyclist');
  });
});

describe('the part of the injured person, from how the crash is told', () => {
  const roleOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.role;

  it('reads riders, walkers and drivers in en and es', async () => {
    expect(await roleOf('my husband was on his bike on Pine St when a van turned into him')).toBe('cyclist');
    expect(await roleOf('I got rear ended on the highway this morning, my back hurts')).toBe('driver');
    expect(await roleOf('my grandson was still crossing when the truck turned and hit him')).toBe(
      'pedestrian',
    );
    expect(await roleOf('tuve un accidente de moto en la carretera, un carro se me cerró', 'es')).toBe(
      'motorcyclist',
    );
    expect(await roleOf('un carro atropelló a mi papá mientras cruzaba la avenida', 'es')).toBe('pedestrian');
  });

  it('reads Spanglish, Spanish crashes told without the word driver, and the travel role of a worker', async () => {
    expect(await roleOf('yo iba de pasajera in my cousin’s car when we got hit', 'en')).toBe('passenger');
    expect(await roleOf('me chocaron por atrás en la autopista, me duele el cuello', 'es')).toBe('driver');
    expect(await roleOf('se me metió un carro y me tumbó de mi moto en la avenida', 'es')).toBe(
      'motorcyclist',
    );
    expect(
      await roleOf('I was driving for a delivery app on my shift when a van ran the light and hit me'),
    ).toBe('driver');
  });

  it('reads a car part that failed as a crash, and a car seat as a passenger’s', async () => {
    expect(
      await roleOf(
        'the airbag in my hatchback never opened and the maker had a recall on it, my nose is broken',
      ),
    ).toBe('driver');
    expect(
      await roleOf('the buckle on my son’s booster seat came open in a small crash and he broke his arm'),
    ).toBe('passenger');
    expect(await roleOf('my new blender exploded and cut my hand open')).toBe('product_user');
  });

  it('reads a walk on the sidewalk as a pedestrian’s, even when a dog did it', async () => {
    expect(await roleOf('a loose dog bit my calf while I was jogging by the river')).toBe('pedestrian');
    expect(await roleOf('un perro me mordió en la calle cuando salía de mi casa', 'es')).toBe('pedestrian');
  });

  it('reads a bystander, a renter and someone waiting for a bus', async () => {
    expect(
      await roleOf(
        'two men started swinging at each other at the fair and I was just a bystander, got a broken finger',
      ),
    ).toBe('bystander');
    expect(await roleOf('the stairs of my rental house gave way, the landlord knew they were rotten')).toBe(
      'tenant',
    );
    expect(await roleOf('estaba esperando el autobús y una camioneta se subió a la banqueta', 'es')).toBe(
      'pedestrian',
    );
  });

  it('reads a motorcycle called a bike as a motorcycle, and someone else driving as no driver', async () => {
    expect(await roleOf('I went down on my motorcycle when a sedan cut me off, the bike is totaled')).toBe(
      'motorcyclist',
    );
    expect(
      await roleOf('my cousin was driving his truck too fast on a gravel road and it flipped with me inside'),
    ).not.toBe('driver');
  });

  it('reads a store named in Spanish words or by its own name', async () => {
    expect(await roleOf('me resbalé en el costco de mi ciudad, el piso estaba mojado', 'es')).toBe(
      'customer',
    );
  });
});

describe('the visitor’s part in other words (decision 0181)', () => {
  const roleOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.role;

  it.each([
    'a minivan backed into me while I was loading groceries into my trunk at the supermarket lot',
    'i was standing behind my car in the parking lot when a truck reversed and pinned my legs',
    'walking back to my car after work a driver rolled through the lot and knocked me down',
    'estaba cargando el mandado en la cajuela y una camioneta me aplastó contra mi carro',
  ])('someone at their parked car is a pedestrian: %s', async (text) => {
    expect(await roleOf(text)).toBe('pedestrian');
  });

  it.each([
    'been riding motorcycles for twenty years and a sedan turned left across my lane, broke my leg',
    'a pickup pulled out in front of my bike and I laid the bike down, road rash and a broken wrist',
    'a minivan ran the stop sign and I had to lay it down on the highway, broke my collarbone',
    'a car cut me off and i laid my bike down at 40, my shoulder is broken',
  ])('a motorcycle told as a bike is a motorcyclist’s: %s', async (text) => {
    expect(await roleOf(text)).toBe('motorcyclist');
  });

  it.each([
    'I was on a rental scooter in the bike lane when a taxi turned right into me, broke my wrist',
    'riding an electric scooter downtown and a car door opened in front of me, I hit my face',
    'a bus clipped me while i was on my scooter near campus, sprained ankle',
    'iba en mi scooter por la ciclovía y un carro me pegó al dar vuelta',
  ])('a scooter rider has a part of their own: %s', async (text) => {
    expect(await roleOf(text)).toBe('other');
  });

  it.each([
    'I was the front seat passenger when my cousin ran into a light pole, my wrist broke',
    'I was on the train when it hit a truck stuck on the crossing, cracked two ribs',
    'I was on the subway when it braked hard and I hit the door, my shoulder is out',
    'front seat passenger in my neighbor’s truck when a van hit us head on',
  ])('a rider of a car or a train is a passenger: %s', async (text) => {
    expect(await roleOf(text)).toBe('passenger');
  });

  it.each([
    'I slipped on a mopped floor in the hospital lobby while visiting my grandfather, broke my hip',
    'while visiting my aunt in the rehab center I tripped on a cord in the hallway and hurt my knee',
    'the stairs at the nursing home had no light and I fell during visiting hours',
    'my husband fell in the clinic parking garage, he was there visiting his brother',
  ])('someone there to visit a patient is a visitor: %s', async (text) => {
    expect(await roleOf(text)).toBe('visitor');
  });
});
