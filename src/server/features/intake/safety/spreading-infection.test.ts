import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Decision 0225: a wound, bite, burn or incision whose infection spreads with fever, chills or
 * red streaks (signs of sepsis) is danger now. Redness or swelling alone, or a fever that is
 * over, is not. Sentences written for this test.
 */
describe('a spreading infection with fever', () => {
  it.each([
    'the cut on my hand is red and hot, the redness keeps spreading and I have a fever of 103',
    'there are red streaks going up my arm from the bite',
    'my incision is oozing pus and I have the chills',
    'la mordida está roja y caliente y tengo fiebre de 39',
    'tengo rayas rojas que suben desde la herida',
    'the burn on my leg is swollen and the redness is spreading past my knee, I have a fever too',
  ])('"%s": the 911 line', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('infection');
  });

  it.each([
    'my knee is swollen and red after the fall',
    'the bite got infected last month but the antibiotics cleared it',
    'I had a fever after the surgery last week, it went away',
    'my burn is blistering and it hurts a lot',
    'i have a fever and my throat hurts',
    'la herida está un poco roja pero ya está sanando',
  ])('"%s": no spreading infection now', (text) => {
    expect(readDanger(text).families).not.toContain('infection');
  });
});

// Round u (decision 0225): the Spanish stem of "morir" is "mor", as is the stem of English "more",
// so "more help at the new home" opened the self-harm context, and a later "for good" raised the
// 988 line. The Spanish words of dying are matched whole.
describe('"more" is no word of dying', () => {
  it.each(['she needs more help at the new home', 'some more', 'more food and water', 'I need more time'])(
    '"%s" opens no self-harm context',
    (text) => {
      expect(readDanger(text).contexts).not.toContain('self_harm');
    },
  );

  it.each(['me quiero morir', 'quiero morirme', 'prefiero morir, ya no aguanto'])(
    '"%s" still does',
    (text) => {
      expect(readDanger(text).contexts).toContain('self_harm');
    },
  );

  it('a lasting harm "for good" after "more help" raises no alarm', () => {
    const earlier = readDanger('she needs more help at the new home').contexts;
    expect(readDanger('a walker for good probably', { contexts: earlier }).status).toBe('none');
  });
});
