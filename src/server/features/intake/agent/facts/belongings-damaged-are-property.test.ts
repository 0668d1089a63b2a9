import { describe, expect, it } from 'vitest';

import type { LabelFacts } from '../../testing/reading-corpus';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0347: outside a crash, the visitor's own things damaged (glasses, a phone, clothes, a
 * watch, a wheelchair, hearing aids) are kept on the property damage fact with the things and a
 * figure told with them, in any answer and in the first message. A crash keeps its own reading.
 * Sentences written for this test.
 */
const read = async (
  question: 'injuries' | 'medicalBills' | 'witnesses' | 'anythingElse' | null,
  text: string,
  context: LabelFacts,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { context, language })).record;

const fall = { caseType: 'slip_fall' } as const;

describe('things damaged outside a crash', () => {
  it.each([
    [
      'I sprained my ankle, and my reading glasses bent in half, about $95 to replace',
      fall,
      'en',
      ['reading glasses'],
      95,
    ],
    [
      'the dog shredded my jacket and my jeans',
      { caseType: 'dog_bite' },
      'en',
      ['jacket', 'jeans'],
      undefined,
    ],
    [
      'the fall ruined my work boots, they cost me $160',
      { caseType: 'workplace' },
      'en',
      ['work boots'],
      160,
    ],
    ['my smartwatch screen is smashed', { caseType: 'other' }, 'en', ['smartwatch'], undefined],
    ['se me rompieron los lentes, me costaron 200 dólares', fall, 'es', ['lentes'], 200],
    ['el perro me destrozó la mochila', { caseType: 'dog_bite' }, 'es', ['mochila'], undefined],
  ] as const)('"%s"', async (text, context, language, items, amount) => {
    const damage = (await read('injuries', text, context, language)).propertyDamage;
    expect(damage?.items).toEqual(items);
    expect(damage?.amount).toBe(amount);
  });

  it('a second thing with its figure adds to what is held', async () => {
    const record = await read('anythingElse', 'oh and my phone cracked too, the repair was $150', {
      ...fall,
      propertyDamage: 180,
    });
    // The label context holds a figure with no things: the phone's figure replaces nothing it cannot tell apart.
    expect(record.propertyDamage?.items).toEqual(['phone']);
  });

  it('told in the first message of a fall', async () => {
    const record = await read(
      null,
      'I slipped on a wet ramp at a clinic in Reno, Nevada on November 12 and hurt my hip. My hearing aids got crushed when I landed.',
      {},
    );
    expect(record.caseType).toBe('slip_fall');
    expect(record.propertyDamage?.items).toEqual(['hearing aids']);
  });

  it('a bill told beside the thing stays the bill', async () => {
    const record = await read('medicalBills', 'the ER was 2400. Also my wheelchair got bent', {
      caseType: 'workplace',
    });
    expect(record.medicalBills?.total).toBe(2400);
    expect(record.propertyDamage).toEqual({ items: ['wheelchair'] });
  });
});

describe('no thing damaged (negatives)', () => {
  it.each([
    ['I tripped over my bag and broke my arm', 'en'],
    ['my phone was fine but I broke my wrist', 'en'],
    ['I broke my ring finger', 'en'],
    ["luckily I didn't break my glasses", 'en'],
    ['me quebré la muñeca, el celular quedó bien', 'es'],
    ['no se rompieron los lentes', 'es'],
  ] as const)('"%s" keeps no property damage', async (text, language) => {
    expect((await read('injuries', text, fall, language)).propertyDamage).toBeUndefined();
  });

  it('a crash keeps its own reading, with no things', async () => {
    const record = await read('injuries', 'my phone cracked and my neck hurts', { caseType: 'auto' });
    expect(record.propertyDamage?.items).toBeUndefined();
  });
});
