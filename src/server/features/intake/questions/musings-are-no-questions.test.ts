import { describe, expect, it } from 'vitest';

import { isAboutOurQuestion, isVisitorQuestion } from './find-visitor-questions';

/**
 * Issue 23, decision 0409: a regret, an agreement, an exclamation or a story going on asks us
 * nothing, and a short question about a word of our own question is about our question. Every
 * sentence was written for this test.
 */
describe('no question for the attorney', () => {
  it.each([
    'I wonder if I should have called the police',
    "i'm not sure if i should have gone to the ER that night",
    'I was wondering the same thing',
    'how lucky I was that nobody else got hurt',
    'which is why I am writing to you',
    'me pregunto si debí haber llamado a la policía',
    'I wonder if I could have avoided it',
    'i was wondering that too',
    "I'm wondering the same",
    'me pregunto lo mismo',
    'which is how I ended up at urgent care',
    'which means I cannot drive for a month',
    'lo cual me dejó sin trabajo',
    'how close I came to getting hit',
    'how scary it was to see the dog',
    'how fast it all happened',
  ])('"%s" asks nothing', (text) => {
    expect(isVisitorQuestion(text)).toBe(false);
  });

  it.each([
    'I wonder if I should call the police now',
    'I was wondering if the attorney will call me',
    'should I have gone to the ER?',
    'how long do I have to file?',
    'I was wondering whether you can call me after five',
    'which one do you need?',
    'how bad is it for my case?',
    'me pregunto si me van a llamar',
  ])('"%s" is still a question', (text) => {
    expect(isVisitorQuestion(text)).toBe(true);
  });
});

describe('a question about a word of our question', () => {
  const insurers =
    "Which insurance companies are involved: the other driver's, your own car insurance, and your health insurance?";
  const care = 'What medical care have you had for this so far, and are you still being treated?';
  const fault =
    'Could the other side say you did something wrong, like speeding, being on your phone, or not wearing a seat belt?';
  const seguros =
    '¿Qué aseguradoras hay: la del otro conductor, su propio seguro de carro y su seguro de salud?';

  it.each([
    ['which insurance do you mean?', insurers],
    ['what kind of care?', care],
    ['what do you mean by speeding?', fault],
    ['¿cómo que cuál seguro?', seguros],
    ['what do you mean by seat belt', fault],
  ])('"%s" is about "%s"', (question, ours) => {
    expect(isAboutOurQuestion(question, ours)).toBe(true);
  });

  it.each([
    ['what is the statute of limitations?', fault],
    ['which lawyer should I call?', insurers],
    ['what kind of settlement can I get for this?', care],
  ])('"%s" is not about "%s"', (question, ours) => {
    expect(isAboutOurQuestion(question, ours)).toBe(false);
  });
});
