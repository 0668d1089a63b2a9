import { describe, expect, it } from 'vitest';

import { partyIn } from '../../testing/party-in';
import { readTurn } from '../../testing/read-turn';

import { namesNoEmployer, opensWithNotName } from './parties';

describe('a passive verb: the one before it had the harm done to them (decision 0174)', () => {
  it('takes the doer after "by", never the subject', () => {
    expect(partyIn('My uncle was hit by a delivery van on Elm Street', 'en', { isCrashCase: true })).toBe(
      'the driver of a delivery van',
    );
    expect(partyIn('my daughter got shoved by a security guard at the arena')).toBe('a security guard');
    expect(partyIn('Our nephew was punched by a bouncer outside the club')).toBe('a bouncer');
    expect(partyIn('the cashier was just knocked over by a customer')).toBe('a customer');
  });

  it('names no one when the passive has no "by"', () => {
    expect(partyIn('My grandmother was dropped during a transfer and broke her hip')).toBeUndefined();
    expect(partyIn('the old man was knocked down in the parking lot')).toBeUndefined();
    expect(partyIn('The railing was removed last spring and never replaced')).toBeUndefined();
    expect(partyIn('my brother got hit in the crosswalk', 'en', { isCrashCase: true })).toBeUndefined();
  });

  it('still reads an active verb after a form of "be" that is no participle', () => {
    expect(partyIn('the lifeguard was not watching the shallow end')).toBe('the lifeguard');
    expect(partyIn('the forklift was backing out and hit me', 'en', { isCrashCase: true })).toBe(
      'the driver of the forklift',
    );
    expect(
      partyIn('the tow truck driver was texting and rammed my bumper', 'en', { isCrashCase: true }),
    ).toBe('the tow truck driver');
    expect(partyIn('The dentist pulled the wrong molar and the hygienist never checked the chart')).toBe(
      'the hygienist',
    );
  });
});

describe('a harm told only in the passive takes its doer after "by" or "por" (decision 0174)', () => {
  it('reads the doer after a passive-only harm verb', () => {
    expect(partyIn('I was assaulted by another tenant in the laundry room')).toBe('another tenant');
    expect(partyIn('my sister was detained by a store security guard for an hour')).toBe(
      'a store security guard',
    );
    expect(partyIn('Our boy was trampled by a horse at the county fair')).toBe('the owner of a horse');
    expect(partyIn('My daughter was bitten by a neighbor’s beagle')).toBe('a neighbor');
    expect(partyIn('mi tío fue atacado por un vecino en el estacionamiento', 'es')).toBe('a neighbor');
  });

  it('names no one when the passive has no "by", or the verb harms no one', () => {
    expect(partyIn('I was assaulted in the parking garage last night')).toBeUndefined();
    expect(partyIn('I was treated by a nurse who was very kind')).toBeUndefined();
    expect(partyIn('my son was hired by a roofing crew in June')).toBeUndefined();
    expect(partyIn('I was stabbed and nobody came for twenty minutes')).toBeUndefined();
  });
});

describe("the visitor's own household is not the party a harm verb names (decision 0174)", () => {
  it('skips "my wife", "our husband", "mi esposo" as the doer', () => {
    expect(partyIn('My wife gave birth at the county hospital and the staff ignored her bleeding')).toBe(
      'the staff',
    );
    expect(partyIn('my husband pushed the stroller and the curb ramp was broken')).toBeUndefined();
    expect(partyIn('Our wife and mother dropped a plate while the waiter watched')).toBeUndefined();
    expect(partyIn('mi esposo me dio la mano y el perro del vecino me mordió', 'es')).toBe('the neighbor');
  });

  it('still reads a relative that is someone else’s, or a household word with its own owner', () => {
    expect(partyIn("the neighbor's husband punched my brother")).toBe("the neighbor's husband");
    expect(partyIn('her husband shoved me down the stairs')).toBe('her husband');
    expect(partyIn('My cousin punched me at the party')).toBe('My cousin');
    expect(partyIn('Her wife shoved me into the display case')).toBe('Her wife');
  });
});

describe('an animal named only as "their dog" has no owner to read (decision 0174)', () => {
  it('gives no "owner of their dog"', () => {
    expect(partyIn('I was fixing a sink and their dog bit my ankle')).toBeUndefined();
    expect(partyIn('while I waited her poodle bit my finger')).toBeUndefined();
    expect(partyIn('his two huskies jumped me in the yard')).toBeUndefined();
    expect(partyIn('su perro me mordió la mano', 'es')).toBeUndefined();
  });

  it('still reads an owner named with the animal', () => {
    expect(partyIn("a tenant's beagle bit my calf")).toBe('a tenant');
    expect(partyIn('a stray dog bit me')).toBe('the owner of a stray dog');
  });

  it('keeps no "owner of their dog" in the record of a story', async () => {
    for (const text of [
      "I was cleaning a client's house in Boise and their dog bit my hand",
      'we were at a cookout and his shepherd bit my son on the arm',
      'I was pet sitting in Reno and their husky bit my wrist',
      'my coworker invited me over and her pit bull bit my leg',
    ]) {
      const { record } = await readTurn(null, text, { context: {} });
      expect(record.atFaultParty ?? '').not.toMatch(/owner of (their|his|her)\b/);
    }
  });
});

describe('a number with its unit is no name (decision 0174)', () => {
  it('reads no owner or party from a time, a multiple or an amount', async () => {
    for (const text of [
      'I slipped on spilled soda at a gas station at 5am and broke my wrist',
      'The pharmacy filled my insulin at 10x the strength and I passed out',
      'I fell on the ice at 11pm outside the arcade and cracked my tailbone',
      'tripped on a hose at 7am in the parking garage, broken ankle',
    ]) {
      const { record } = await readTurn(null, text, { context: {} });
      expect(record.propertyOwner ?? '').not.toMatch(/^\d/);
      expect(record.atFaultParty ?? '').not.toMatch(/^\d/);
    }
  });
});

describe('a month after "in" is when, not whose place (decision 0174)', () => {
  it('reads no owner from "in June", "in May"', async () => {
    for (const text of [
      'I fell down the back stairs of my rental, I told the manager about the step in June',
      'the porch board broke under me and I had complained in May',
      'I slipped on the pool deck, I had emailed them in August about the algae',
      'The hallway light was out and I fell, I reported it in March',
    ]) {
      const { record } = await readTurn(null, text, { context: {} });
      expect(record.propertyOwner ?? '').not.toMatch(/^(June|May|August|March)$/);
      expect(record.atFaultParty ?? '').not.toMatch(/^(June|May|August|March)$/);
    }
    expect(opensWithNotName('June', 'en')).toBe(true);
    expect(opensWithNotName('Maple Grove Apartments', 'en')).toBe(false);
  });
});

describe('a trade, a time of day or a town after "trabajo en" is no employer (decision 0174)', () => {
  it('reads no employer from them', async () => {
    for (const text of [
      'Trabajo en construcción en Tucson y una viga me cayó en el pie',
      'Trabajo en limpieza de oficinas y me resbalé en el baño',
      'Iba al trabajo en la madrugada cuando un carro me pegó',
      'Estaba en un trabajo en Houston y me caí del techo',
    ]) {
      const { record } = await readTurn(null, text, { context: {} });
      expect(record.employer).toBeUndefined();
    }
    expect(namesNoEmployer('la jardinería', 'es')).toBe(true);
    expect(namesNoEmployer('roofing', 'en')).toBe(true);
  });

  it('still reads a named employer after "trabajo en" and "I work at"', async () => {
    for (const [text, employer] of [
      ['Trabajo en Tacos El Güero y me quemé con la plancha', 'Tacos El Güero'],
      ['I work at Brightline Movers and a dresser fell on my foot', 'Brightline Movers'],
      ['Trabajo para Ruiz Roofing y me caí de la escalera', 'Ruiz Roofing'],
      ['I work for Harmon Freight and hurt my back lifting a crate', 'Harmon Freight'],
    ]) {
      const { record } = await readTurn(null, text!, { context: {} });
      expect(record.employer).toBe(employer);
    }
    expect(namesNoEmployer('Harmon Freight', 'en')).toBe(false);
  });
});
