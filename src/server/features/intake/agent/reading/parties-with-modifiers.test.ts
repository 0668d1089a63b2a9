import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';

import { readParty } from './parties';
import { clausesOfText } from './text';

/**
 * A doer told with something said of it between it and its verb (decision 0205): a relative
 * clause, a participle, or where it was. Every sentence is written for these tests.
 */
const party = (text: string, language: Language = 'en') =>
  readParty(clausesOfText(text, language), language, { isCrashCase: true })?.value;

describe('a doer with a modifier before its verb', () => {
  it('reads past a relative clause, in English and Spanish', () => {
    expect(party('a pickup that was making a u-turn slammed into my car on friday')).toBe(
      'the driver of a pickup',
    );
    expect(party('the bread truck which was double parked slammed into my bumper')).toContain('bread truck');
    expect(party('un carro que iba muy rapido me choco por detras en la autopista', 'es')).toContain('car');
    expect(party('una troca que venia en sentido contrario nos pego de frente', 'es')).toContain('truck');
  });

  it('reads past a participle', () => {
    expect(party('the bus making a left turn struck my mother in the crosswalk')).toBe(
      'the driver of the bus',
    );
    expect(party('a moving van backing out of an alley hit me on my bike')).toContain('moving van');
    expect(party('a taxi speeding down Elm clipped my mirror')).toContain('taxi');
    expect(party('una camioneta dando vuelta en u me pego en la puerta', 'es')).toContain('pickup');
  });

  it('reads past where the doer was, and keeps it in English', () => {
    expect(party('the sedan behind me never braked and pushed me into the intersection')).toBe(
      'the driver of the sedan behind me',
    );
    expect(party('a minivan in the next lane swerved into me')).toBe(
      'the driver of a minivan in the next lane',
    );
    expect(party('el camion de atras me pego en el semaforo', 'es')).toBe('the driver of the truck');
    expect(party('el carro de atras no freno y me pego', 'es')).toBe('the driver of the car');
  });

  it('names nobody through a modifier that holds the visitor, another party or a joining word', () => {
    for (const [text, language] of [
      ['a car I was following stopped short and I hit it', 'en'],
      ['a guy walking his dog saw the whole thing', 'en'],
      ['the car that my sister was driving hit a pole', 'en'],
      ['his Jeep steering failed on the highway and it rolled', 'en'],
      ['the truck that the landlord parked there rolled into the gate', 'en'],
      ['el carro que yo manejaba se estrello contra un poste', 'es'],
      ['the morning traffic was slow and a sign fell on my car', 'en'],
    ] as [string, Language][])
      expect(party(text, language)).toBeUndefined();
  });
});
