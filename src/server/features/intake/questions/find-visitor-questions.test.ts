import { describe, expect, it } from 'vitest';

import corpus from './visitor-questions.corpus.json' with { type: 'json' };
import { findVisitorQuestions, isClarifyingQuestion, isVisitorQuestion } from './find-visitor-questions';

/**
 * Issue 23 rule 1. The labelled sentences of visitor-questions.corpus.json (written for these
 * tests, en and es, questions and answers, hedged answers with "?") are each judged; the
 * cases below pin the rules one by one with other sentences.
 */

describe('a question to us, in the labelled corpus', () => {
  it('holds at least 40 sentences in each kind the issue names', () => {
    const { detection } = corpus;
    expect(detection.length).toBeGreaterThanOrEqual(40);
    for (const language of ['en', 'es'])
      for (const isQuestion of [true, false])
        expect(
          detection.filter((entry) => entry.language === language && entry.isQuestion === isQuestion).length,
        ).toBeGreaterThanOrEqual(8);
  });

  it.each(corpus.detection.map((entry) => [entry.text, entry] as const))('%s', (_text, entry) => {
    const reading = findVisitorQuestions(entry.text);
    expect(reading.questions.length > 0).toBe(entry.isQuestion);
    if ('answer' in entry) expect(reading.answer).toBe(entry.answer);
  });
});

describe('how a question opens', () => {
  it('hears question words, an auxiliary before its subject, and indirect questions without a "?"', () => {
    expect(isVisitorQuestion('where do I mail the forms')).toBe(true);
    expect(isVisitorQuestion('should we wait for the estimate first')).toBe(true);
    expect(isVisitorQuestion('I wonder whether the clinic sends the bill to you')).toBe(true);
    expect(isVisitorQuestion('cómo funciona lo del informe')).toBe(true);
    expect(isVisitorQuestion('me pregunto si mi jefe se va a enterar')).toBe(true);
  });

  it('reads a question word or an auxiliary with no subject after it as a statement', () => {
    expect(isVisitorQuestion('when the ambulance came they put a collar on me')).toBe(false);
    expect(isVisitorQuestion('was out of work for ten days')).toBe(false);
    expect(isVisitorQuestion('cuando me bajé del carro me dolía todo')).toBe(false);
  });

  it('asks with a doubt only when a modal follows it', () => {
    expect(isVisitorQuestion("I'm not sure if I need to call them back")).toBe(true);
    expect(isVisitorQuestion("I'm not sure if it was the red car or the blue one")).toBe(false);
    expect(isVisitorQuestion('no estoy segura si tengo que ir a la corte')).toBe(true);
    expect(isVisitorQuestion('no estoy segura si fue en abril')).toBe(false);
  });
});

describe('a hedged answer said with a question mark', () => {
  it.each([
    ['the 3rd?'],
    ['like $800?'],
    ['was it 25%?'],
    ['Geico maybe?'],
    ['roughly six weeks?'],
    ['¿unos 500?'],
    ['quizás en mayo?'],
    ['el lunes creo?'],
  ])('"%s" is an answer, not a question', (text) => {
    const reading = findVisitorQuestions(text);
    expect(reading.questions).toEqual([]);
    expect(reading.answer).toBe(text);
  });

  it('takes a longer clause said as a statement with "?" as a question', () => {
    expect(isVisitorQuestion('so my own insurance pays first even if he hit me?')).toBe(true);
    expect(isVisitorQuestion('¿la clínica le manda las facturas a ustedes directamente?')).toBe(true);
  });
});

describe('an answer and a question in one message', () => {
  it('keeps the answer to read and sets the question aside, clause by clause', () => {
    expect(findVisitorQuestions('No, I did not. Do you need the claim number?')).toEqual({
      answer: 'No, I did not.',
      questions: [{ text: 'Do you need the claim number?', isClarifying: false }],
    });
    expect(findVisitorQuestions('my knee and my wrist, and how long until I hear back?')).toEqual({
      answer: 'my knee and my wrist',
      questions: [{ text: 'and how long until I hear back?', isClarifying: false }],
    });
    expect(findVisitorQuestions('En marzo, pero ¿eso cambia algo?')).toEqual({
      answer: 'En marzo',
      questions: [{ text: '¿eso cambia algo?', isClarifying: false }],
    });
  });
});

describe('a question about our own question', () => {
  it('is clarifying only when it asks nothing else', () => {
    expect(isClarifyingQuestion('what do you mean?')).toBe(true);
    expect(isClarifyingQuestion('which one?')).toBe(true);
    expect(isClarifyingQuestion('¿a qué se refiere?')).toBe(true);
    expect(isClarifyingQuestion('what do you mean by underinsured coverage?')).toBe(false);
    expect(isClarifyingQuestion('will the report go to my email?')).toBe(false);
  });
});

describe('a colon', () => {
  it('ends a lead-in, which is never the question', () => {
    expect(findVisitorQuestions('here is how it went: a car backed into me in the lot')).toEqual({
      answer: 'here is how it went: a car backed into me in the lot',
      questions: [],
    });
    expect(findVisitorQuestions('what I remember: the light was red')).toEqual({
      answer: 'what I remember: the light was red',
      questions: [],
    });
    expect(findVisitorQuestions('quick question: will my employer be told?')).toEqual({
      answer: '',
      questions: [{ text: 'will my employer be told?', isClarifying: false }],
    });
    expect(findVisitorQuestions('Yes: do you want the claim number too?').answer).toBe('Yes:');
  });
});
