import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Decision 0445. A sign told now, then "I don't know if that is normal": the writer is worried
 * about it, not playing it down, so the sign still alarms. Played down in so many words ("which
 * is normal for her") it does not. Sentences written for this test.
 */
describe('asked whether a sign is normal', () => {
  it.each([
    'today he is suddenly really confused and has thrown up twice, I dont know if that is normal',
    'she hit her head last week and now she is vomiting and confused, not sure if that is normal for a concussion',
    'my son has a concussion and since this morning he keeps throwing up and is confused, I wonder if that is normal',
    'desde hoy está muy confundida y vomitó dos veces, no sé si eso es normal',
  ])('%s', (text) => {
    expect(readDanger(text).status).toBe('now');
  });

  it.each([
    'I get a little dizzy when I stand up too fast, which is normal for me',
    'my ankle is bruised and purple, totally normal they said',
  ])('played down, no alarm: %s', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });
});
