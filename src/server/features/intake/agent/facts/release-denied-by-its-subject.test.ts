import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A release whose subject is negative ("nobody", "ningún médico") or whose verb is negated right
 * before it did not happen: care goes on, and the denial is no "no care" (decision 0323).
 * Sentences written for this test.
 */
async function statusOf(text: string, language: 'en' | 'es' = 'en') {
  const { record } = await readTurn('treatment', text, { language });
  return record.treatment?.status;
}

describe('a release denied by its subject', () => {
  it.each([
    ['nobody has discharged me, I still go to the chiropractor', 'en'],
    ['no one ever said I was done with physical therapy', 'en'],
    ['no doctor has released me so far', 'en'],
    ["I haven't been released from the pain clinic", 'en'],
    ['nadie me ha dado de alta, voy a terapia cada semana', 'es'],
    ['ningún médico me dio de alta todavía', 'es'],
    ['ninguno de los doctores me ha dado de alta', 'es'],
  ] as const)('"%s" is care that goes on', async (text, language) => {
    expect(await statusOf(text, language)).toBe('ongoing');
  });

  it.each([
    ['the orthopedist released me back in August', 'en'],
    ['no more pain since the doctor discharged me', 'en'],
    ['sin dolor ya, el doctor me dio de alta en octubre', 'es'],
    ['me dieron de alta hace dos semanas, nadie me ha llamado', 'es'],
  ] as const)('"%s" is still a release', async (text, language) => {
    expect(await statusOf(text, language)).toBe('released');
  });
});
