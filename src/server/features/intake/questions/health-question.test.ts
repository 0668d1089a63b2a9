import { describe, expect, it } from 'vitest';

import { checkMessage } from '../guardrails';

import { isHealthQuestion } from './health-question';

// Sentences written for this test (decision 0121).
describe('a question about the visitor’s body is for a doctor', () => {
  it.each([
    ['I still get dizzy when I stand up, is that normal?', 'en'],
    ['should my knee still be this swollen after three weeks?', 'en'],
    ['why does my neck hurt more in the morning?', 'en'],
    ['is it bad that I keep getting headaches', 'en'],
    ['how long does a broken wrist take to heal?', 'en'],
    ['¿es normal que me duela tanto la espalda?', 'es'],
    ['todavía me mareo mucho, eso es normal?', 'es'],
    ['¿cuánto tarda en sanar una costilla rota?', 'es'],
  ] as const)('"%s"', (text, language) => {
    expect(isHealthQuestion(text, language)).toBe(true);
  });
  it.each([
    ['will my insurance pay for the knee surgery?', 'en'],
    ['is my back injury worth a claim?', 'en'],
    ['can they fire me for hurting my hand at work?', 'en'],
    ['who pays the hospital bill?', 'en'],
    ['what happens after this chat?', 'en'],
    ['¿el seguro me va a pagar la cirugía de la rodilla?', 'es'],
    ['¿cuánto vale mi caso?', 'es'],
    ['¿me pueden despedir por la lesión?', 'es'],
    ["I didn't do anything wrong, did I?", 'en'],
    ['is that gonna hurt me later with the insurance people', 'en'],
    ['did I mess up by talking to them?', 'en'],
  ] as const)('not "%s"', (text, language) => {
    expect(isHealthQuestion(text, language)).toBe(false);
  });
  it('is asked as an open question, which the referee answers with the doctor line', () => {
    const check = checkMessage('yes I went to urgent care. I still get dizzy, is that normal?', 'en');
    expect(check.openQuestions.map((question) => question.kind)).toEqual(['open']);
    expect(isHealthQuestion(check.openQuestions[0]!.text, 'en')).toBe(true);
  });
});

// Sentences written for this test (decision 0141): a worry about the body, and a question about
// the visitor's own choice of care, are for a doctor; the same words about the case are not.
describe('a worry about the body, or about their own care, is for a doctor', () => {
  const healthOf = (message: string, pending: string | null = null) =>
    checkMessage(message, /[¿ñáéíóú]/.test(message) ? 'es' : 'en').openQuestions.some(
      (question) => question.kind === 'open' && isHealthQuestion(question.text, 'en', { message, pending }),
    );
  it.each([
    ['my ankle turned black and blue, is that bad?', null],
    ['I cut my chin on the airbag. should I be worried?', null],
    ['is that serious?', 'injuries'],
    ['should i be concerned?', 'treatment'],
    ['was it stupid to drive myself home instead of taking the ambulance', null],
    ['should I have let the paramedics check me?', null],
    ['do I need an x-ray?', null],
    ['was it a bad idea to skip physical therapy?', null],
    ['is it ok if I take advil for it?', null],
    ['me duele mucho la muñeca, ¿es malo?', null],
    ['¿tengo que ir a la sala de emergencias?', null],
    ['¿hice mal en no ir al hospital?', null],
  ] as const)('"%s"', (message, pending) => {
    expect(healthOf(message, pending)).toBe(true);
  });
  it.each([
    ['is that bad?', 'policeReport'],
    ['should I be concerned?', null],
    ['they said I was speeding, is that bad?', null],
    ['the hospital sent my bill to collections, should I worry?', null],
    ['was the surgeon negligent?', null],
    ['is it bad that I talked to their adjuster?', null],
    ['¿es grave que no tenga papeles?', null],
    ['¿el médico cometió mala práctica?', null],
  ] as const)('not "%s"', (message, pending) => {
    expect(healthOf(message, pending)).toBe(false);
  });
});
