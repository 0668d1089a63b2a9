import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import { isOnlyStaff, partyInEnglish, readParty } from './parties';
import { clausesOfText } from './text';

/**
 * Who did it, told as a role with its place, as one who made the visitor do it, or as a
 * crash's doer by their deed (decisions 0396, 0397, 0398). Every sentence is written for these tests.
 */
const party = (text: string, language: Language = 'en') =>
  readParty(clausesOfText(text, language), language)?.value;

describe('a role keeps where it is from (decision 0396)', () => {
  it('reads a role linked by "at" or "from" to a party or a name', () => {
    expect(party('the bouncer at a club threw me down the stairs')).toBe('the bouncer at a club');
    expect(party('a guard at Lakeside Mall tackled me in the lot')).toBe('a guard at Lakeside Mall');
    expect(party('the nurse at the clinic gave me the wrong shot')).toBe('the nurse at the clinic');
    expect(party('a forklift driver from a temp agency ran over my foot')).toContain(
      'a forklift driver from a temp agency',
    );
    expect(party('a worker from the other crew dropped a beam on me')).toBe('a worker from the other crew');
  });

  it('stops before a place that is no party, and never reaches back over a preposition', () => {
    expect(party('a coach at his old high school shoved him')).not.toMatch(/coach at/);
    expect(party('the bruises look like someone grabbed her arm')).not.toMatch(/like/);
    expect(party('she had marks that look like someone grabbed her')).not.toMatch(/look/);
  });
});

describe('one who made the visitor do it, and who else can be at fault (decision 0397)', () => {
  it('reads the one who gave the order or held back what was needed', () => {
    expect(party('the coach made us run drills without helmets')).toBe('the coach');
    expect(party('my supervisor made me lift the crate alone')).toBe('my supervisor');
    expect(party('the coach sent him back in after he was dazed')).toBe('the coach');
    expect(party('el entrenador lo dejo seguir jugando con el golpe', 'es')).toBe('the trainer');
    expect(party('el patron no nos da guantes para el acido', 'es')).toBe('the employer');
  });

  it('reads patients, inmates, guests and clients as parties', () => {
    expect(party('a patient punched me during my shift')).toBe('a patient');
    expect(party('an inmate attacked me in the yard')).toBe('an inmate');
    expect(party('a hotel guest shoved me off the ladder')).toBe('a hotel guest');
    expect(party('un paciente me agredio en el pasillo', 'es')).toBe('a patient');
  });

  it('names nobody when no party gave the order or did the harm', () => {
    expect(party('the medicine made me dizzy and I fell')).toBeUndefined();
    expect(party('the rain made us slip on the ramp')).toBeUndefined();
    expect(party('I threw my back out lifting boxes')).toBeUndefined();
  });
});

describe('a crash told by its doer’s deed, and Spanish roles kept in English (decision 0398)', () => {
  const atFault = async (text: string) => (await readTurn(null, text, { context: {} })).record.atFaultParty;

  it('reads a hit and run or a red light runner as the other driver', async () => {
    expect(await atFault('hit and run last night on Elm street, my leg is broken')).toBe('the other driver');
    expect(await atFault('got hurt in a hit-and-run downtown, broken ribs')).toBe('the other driver');
    expect(await atFault('Red light runner on 5th. Me in the back seat. Broken collarbone.')).toBe(
      'the other driver',
    );
    expect(await atFault('total hit and run, neck and back hurt since the crash')).toBe('the other driver');
  });

  it('keeps the visitor’s own crash and a plain rear-end without a doer', async () => {
    expect(await atFault('I rear ended the truck in front of me and hurt my neck')).toBeUndefined();
    expect(await atFault('I ran a red light and hit a pole, broke my wrist')).toBeUndefined();
  });

  it('says Spanish roles in English', () => {
    expect(partyInEnglish('la niñera', 'es')).toBe('the babysitter');
    expect(partyInEnglish('el personal', 'es')).toBe('the staff');
    expect(partyInEnglish('la clienta', 'es')).toBe('the client');
    expect(partyInEnglish('su patrona', 'es')).toBe('their employer');
    expect(partyInEnglish('la tienda de la esquina', 'es')).toBe('the store of the corner');
  });

  it('keeps a name, or a word it cannot say, as typed', () => {
    expect(partyInEnglish('la niñera Chela Ruiz', 'es')).toBe('la niñera Chela Ruiz');
    expect(partyInEnglish('el velador', 'es')).toBe('el velador');
  });
});

describe('a named place answers for its own staff (decision 0399)', () => {
  const atFault = async (text: string, language: Language = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.atFaultParty;

  it('stores the place when only its staff is named as the doer', async () => {
    expect(
      await atFault(
        "I was shopping at the Lowe's on Main Street and an employee left a hose across the aisle",
      ),
    ).toBe("Lowe's");
    expect(
      await atFault('my dad fell at Sunny Acres Senior Living after the staff left a cord across the hall'),
    ).toBe('Sunny Acres Senior Living');
    expect(await atFault('at the Kroger on 5th an employee dropped a crate of cans on my foot')).toContain(
      'Kroger',
    );
    expect(
      await atFault('the crew at Harbor Lights Marina left a rope across the dock and I tripped'),
    ).not.toBe('the crew');
  });

  it('keeps the staff when no place is named, or when the visitor works there', async () => {
    expect(await atFault('an employee dropped a box on my head at the grocery store')).toBe('an employee');
    expect(await atFault('I work at Target and an employee backed a pallet jack into me')).toBe(
      'an employee',
    );
  });

  it('knows a business’s own people apart from other parties', () => {
    expect(isOnlyStaff('the staff', 'en')).toBe(true);
    expect(isOnlyStaff('an employee', 'en')).toBe(true);
    expect(isOnlyStaff('el personal', 'es')).toBe(true);
    expect(isOnlyStaff('my coworker', 'en')).toBe(false);
    expect(isOnlyStaff('the manager', 'en')).toBe(false);
    expect(isOnlyStaff('a staff member’s dog', 'en')).toBe(false);
  });
});
