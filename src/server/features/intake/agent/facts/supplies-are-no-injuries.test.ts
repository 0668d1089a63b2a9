import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * What care is done with (gauze, bandages, burn cream, a brace, crutches) is never an injury,
 * and an injury item ends before it (decision 0364). Sentences written for these tests.
 */

const injuriesOf = async (text: string, language: 'en' | 'es' = 'en', question: 'injuries' | null = 'injuries') =>
  (await readTurn(question, text, { language })).record.injuries ?? [];

describe('supplies beside an injury', () => {
  it.each([
    ['scraped my elbow, the nurse handed me some gauze and an ointment', 'en'],
    ['my palm got burned, i put burn cream on it twice a day', 'en'],
    ['twisted my knee, i have a knee brace and crutches now', 'en'],
    ['me corté el dedo, me pusieron gasas y una venda', 'es'],
    ['me quemé el brazo, me dieron una pomada para quemaduras', 'es'],
    ['me lastimé el tobillo, camino con muletas', 'es'],
  ] as const)('"%s" keeps the injury and stores no supply', async (text, language) => {
    const items = await injuriesOf(text, language);
    expect(items.length).toBe(1);
    expect(items.join(' ')).not.toMatch(/gauze|ointment|cream|brace|crutch|gasa|venda|pomada|muleta/i);
  });

  it.each([
    ['a cut on my shin; they gave me gauze', 'en'],
    ['me caí de la escalera y me fracturé la muñeca, ahora tengo una férula', 'es'],
  ] as const)('"%s" in a first message: the injury only', async (text, language) => {
    const items = await injuriesOf(text, language, null);
    expect(items.length).toBe(1);
    expect(items.join(' ')).not.toMatch(/gauze|ferula|férula/i);
  });
});

describe('what supplies do not take away', () => {
  it('a burn said beside its cream is still a burn', async () => {
    const items = await injuriesOf('second degree burns on my forearm');
    expect(items.join(' ')).toMatch(/burn/i);
  });

  it('a gauze left inside after surgery is still the harm', async () => {
    const record = (
      await readTurn(null, 'after my c-section the surgeon left a gauze inside me and I got an infection', {
        context: { caseType: 'medical_malpractice' } as never,
      })
    ).record;
    expect(record.injuries?.join(' ')).toMatch(/gauze|infection/i);
  });

  it('"me quemé la mano con agua hirviendo" keeps its words', async () => {
    const items = await injuriesOf('me quemé la mano con agua hirviendo', 'es');
    expect(items.length).toBe(1);
  });
});
