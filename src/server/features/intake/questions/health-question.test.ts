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
