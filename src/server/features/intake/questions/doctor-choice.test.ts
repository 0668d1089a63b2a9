import { describe, expect, it } from 'vitest';

import { isDoctorChoiceQuestion, isHealthQuestion } from './health-question';

/**
 * Decision 0339: which doctor the visitor may or must see, under comp or an insurer, is a question
 * for the attorney, not for a doctor; a question about the body or a drug stays one for a doctor.
 * Sentences written for this test.
 */
describe('which doctor the visitor may see is for the attorney', () => {
  it.each([
    ['do I have to go to the clinic my employer sends me to?', 'en'],
    ['can I keep seeing my own chiropractor or does the adjuster decide?', 'en'],
    ['is the insurance company allowed to pick my surgeon?', 'en'],
    ['could I change to a different physician under workers comp?', 'en'],
    ['¿me obligan a ver al médico del seguro?', 'es'],
    ['¿puedo ir con otro doctor que no sea el de la compañía?', 'es'],
  ] as const)('"%s"', (text, language) => {
    expect(isDoctorChoiceQuestion(text)).toBe(true);
    expect(isHealthQuestion(text, language)).toBe(false);
  });

  it.each([
    ['should I put ice on my wrist tonight?', 'en'],
    ['should I see a doctor about these headaches?', 'en'],
    ['will my knee ever bend right again?', 'en'],
    ['¿debo tomar paracetamol para el dolor?', 'es'],
    ['¿es normal que todavía me duela el hombro?', 'es'],
  ] as const)('not "%s", which stays a question for a doctor', (text, language) => {
    expect(isDoctorChoiceQuestion(text)).toBe(false);
    expect(isHealthQuestion(text, language)).toBe(true);
  });
});
