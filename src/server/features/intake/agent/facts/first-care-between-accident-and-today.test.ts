import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * The first care's date lies between the accident and today (decision 0443): a visit still to
 * come, read back a year by the date reader, is no first care. The conversation's today is
 * 2026-11-26; the accident was 2026-11-07. Sentences written for this test.
 */
const read = (text: string) =>
  readTurn('treatment', text, {
    context: { caseType: 'slip_fall', injuries: ['sprained wrist'], incidentDate: '2026-11-07' },
  });

describe('a first visit still to come dates no first care', () => {
  it.each([
    'my doctor sent me to physical therapy. The first visit is December 3.',
    'they set up my first appointment for December 10 with the specialist',
    'the first visit at the clinic is on December 2',
    'I have my first appointment on December 15',
  ])('%s', async (text) => {
    expect((await read(text)).record.firstTreatmentDate).toBeUndefined();
  });

  it.each([
    ['I went to the ER on November 8', '2026-11-08'],
    ['my first visit was November 10 at urgent care', '2026-11-10'],
  ])('a first care between the accident and today is kept: %s', async (text, day) => {
    expect((await read(text)).record.firstTreatmentDate?.from).toBe(day);
  });
});

describe('care set to start, told in passing, settles the future-care question', () => {
  it.each([
    ['my doctor sent me to physical therapy. The first visit is December 3.', 'en'],
    ['physical therapy starts next Monday', 'en'],
    ['the orthopedist visit is set, my first appointment is December 9', 'en'],
    ['me mandó a terapia física, la primera cita es el 3 de diciembre', 'es'],
    ['la terapia empieza la otra semana', 'es'],
  ] as const)('%s', async (text, language) => {
    const { record } = await readTurn('treatment', text, {
      language,
      context: { caseType: 'slip_fall', injuries: ['sprained wrist'], incidentDate: '2026-11-07' },
    });
    expect(record.unknowns).toContain('futureMedical');
  });

  it.each([
    ['the ER sent me home with a brace', 'en'],
    ['I am starting to feel a bit better', 'en'],
    ['en urgencias me mandaron a casa', 'es'],
  ] as const)('no care to come: %s', async (text, language) => {
    const { record } = await readTurn('treatment', text, {
      language,
      context: { caseType: 'slip_fall', injuries: ['sprained wrist'], incidentDate: '2026-11-07' },
    });
    expect(record.unknowns).not.toContain('futureMedical');
  });
});
