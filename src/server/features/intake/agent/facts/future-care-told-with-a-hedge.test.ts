import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Answers to the permanence question that tell what the doctors foresee (decision 0376): a
 * hedged prognosis said by "they" is the yes it asks for; care to come, hedged or booked, settles
 * the future-care question as care planned with its cost not known. "idk" stays unknown.
 * Sentences written for this test.
 */
const answer = async (
  text: string,
  language: 'en' | 'es' = 'en',
  question: 'permanentInjury' | 'futureMedical' = 'permanentInjury',
) =>
  (
    await readTurn(question, text, {
      language,
      context: { caseType: 'auto', injuries: ['torn rotator cuff'] },
    })
  ).record;

describe('a prognosis given by "they"', () => {
  it.each([
    ['they think the nerve damage could be permanent', 'en'],
    ['he told me the limp might stay for good', 'en'],
    ['she expects I may never regain full motion', 'en'],
    ['dicen que a lo mejor me queda cicatriz', 'es'],
    ['creen que puede ser permanente', 'es'],
  ] as const)('"%s" is lasting harm foreseen', async (text, language) => {
    expect((await answer(text, language)).permanentInjury).toBe(true);
  });

  it.each([
    ['maybe, they have not said', 'en'],
    ['they said it should heal fine', 'en'],
    ['no sé, no me han dicho nada', 'es'],
  ] as const)('"%s" is no yes', async (text, language) => {
    expect((await answer(text, language)).permanentInjury).not.toBe(true);
  });
});

describe('care to come told to the permanence question', () => {
  it.each([
    ['my surgeon said I might need a second operation down the road', 'en'],
    ['probably months more of physical therapy', 'en'],
    ['I have six more therapy sessions scheduled', 'en'],
    ['my next CT scan is in February', 'en'],
    ['el médico dice que a lo mejor me tienen que operar la rodilla', 'es'],
    ['me toca otra cita con el neurólogo', 'es'],
  ] as const)('"%s" settles future care, cost unknown', async (text, language) => {
    const record = await answer(text, language);
    expect(record.unknowns).toContain('futureMedical');
    expect(record.futureMedical).toBeUndefined();
    expect(record.permanentInjury).toBeUndefined();
  });

  it.each([
    ['idk, they havent said', 'en'],
    ['my neck is fine now', 'en'],
    ['ya estoy bien, gracias', 'es'],
  ] as const)('"%s" tells no care to come', async (text, language) => {
    expect((await answer(text, language)).unknowns).not.toContain('futureMedical');
  });

  it.each([
    ['I might need more therapy down the road', 'en'],
    ['a lo mejor me tienen que operar otra vez', 'es'],
  ] as const)('to its own question, "%s" is care planned, cost unknown', async (text, language) => {
    const record = await answer(text, language, 'futureMedical');
    expect(record.unknowns).toContain('futureMedical');
  });
});
