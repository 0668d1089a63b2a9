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
    ['he thinks my grip might stay weak for good', 'en'],
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
    ['my surgeon may need to go in again at some point', 'en'],
    ['likely a long stretch of physio still', 'en'],
    ['therapy visits are scheduled through spring', 'en'],
    ['they booked a follow-up CT for after new year', 'en'],
    ['la doctora comentó que tal vez me tienen que operar el hombro', 'es'],
    ['el mes que viene me toca resonancia otra vez', 'es'],
  ] as const)('"%s" settles future care, cost unknown', async (text, language) => {
    const record = await answer(text, language);
    expect(record.unknowns).toContain('futureMedical');
    expect(record.futureMedical).toBeUndefined();
    expect(record.permanentInjury).toBeUndefined();
  });

  it.each([
    ['no clue, nobody mentioned anything', 'en'],
    ['my shoulder feels normal again', 'en'],
    ['ya estoy bien, gracias', 'es'],
  ] as const)('"%s" tells no care to come', async (text, language) => {
    expect((await answer(text, language)).unknowns).not.toContain('futureMedical');
  });

  it.each([
    ['possibly injections at some point', 'en'],
    ['puede que necesite otra cirugía más adelante', 'es'],
  ] as const)('to its own question, "%s" is care planned, cost unknown', async (text, language) => {
    const record = await answer(text, language, 'futureMedical');
    expect(record.unknowns).toContain('futureMedical');
  });
});
