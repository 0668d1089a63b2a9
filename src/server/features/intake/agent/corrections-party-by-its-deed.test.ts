import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

/**
 * At the read-back, a visitor rules out the party stored ("the blue car is mine") and names the
 * one at fault by what it did or by the word of fault ("the one that hit me was the red truck",
 * "los culpables son …"): that one is the party (decision 0431). A description after the same
 * words ("the one who hit me was speeding") names nobody. Sentences written for this test.
 */
const readBack = (text: string, stored: string, language: Language = 'en') =>
  readTurn('readBack', text, { language, context: { caseType: 'auto', atFaultParty: stored } });

describe('the party named by its deed at the read-back', () => {
  it.each([
    ['the blue car is mine, the one that hit me was the red truck', 'the blue car', /red truck/, 'en'],
    ['wrong, the van is ours, the one at fault is the bus driver', 'the van', /bus driver/, 'en'],
    [
      'no, that sedan was my friend, the one who caused it was a delivery truck',
      'that sedan',
      /delivery truck/,
      'en',
    ],
    ['no, the minivan was mine. The culprit is Rapid Freight', 'the minivan', /Rapid Freight/, 'en'],
    ['no, la camioneta blanca es la mía, el que me chocó fue el taxi', 'la camioneta blanca', /taxi/, 'es'],
    [
      'no, ese carro era de mi hermano, los culpables son los de la grúa',
      'ese carro',
      /los de la grúa/,
      'es',
    ],
  ] as const)('%s', async (text, stored, named, language) => {
    const turn = await readBack(text, stored, language);
    expect(turn.record.atFaultParty, text).toMatch(named);
    expect(turn.acknowledgement ?? '', text).toMatch(named);
  });

  it('an employer ruled out keeps being the employer, and the contractors are the party', async () => {
    const turn = await readTurn(
      'readBack',
      'no, Acme is my employer, the ones at fault are the contractors from BuildRight',
      { context: { caseType: 'workplace', atFaultParty: 'Acme', employer: 'Acme' } },
    );
    expect(turn.record.atFaultParty).toMatch(/contractors from BuildRight/);
    expect(turn.record.employer).toBe('Acme');
  });

  it.each([
    ['yes, and the one that hit me was going really fast', 'en'],
    ['right, the one who hit me was speeding', 'en'],
    ['correct. the one at fault is obviously him', 'en'],
    ['sí, el que me chocó fue muy grosero', 'es'],
  ] as const)('a description names nobody: %s', async (text, language) => {
    const turn = await readBack(text, 'the other driver', language);
    expect(turn.record.atFaultParty).toBe('the other driver');
  });
});
