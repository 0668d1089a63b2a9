import { describe, expect, it } from 'vitest';

import { withItsContext } from './question-context';

/**
 * Decision 0446: a short question that points back is noted for the attorney with the sentence
 * it points at. Sentences written for this test.
 */
describe('a question noted with what it points at', () => {
  it.each([
    [
      'should I do that?',
      "The other driver's adjuster wants a recorded statement. should I do that?",
      'en',
      /recorded statement\. should I do that\?$/,
    ],
    [
      'is that legal?',
      'My boss said I have to use up my vacation days first, is that legal?',
      'en',
      /vacation days first, is that legal\?$/,
    ],
    [
      'do I sign it?',
      'The insurer mailed me a release form. do I sign it?',
      'en',
      /release form\. do I sign it\?$/,
    ],
    [
      '¿lo tengo que hacer?',
      'El seguro del otro me pidió una declaración grabada. ¿lo tengo que hacer?',
      'es',
      /declaración grabada\. ¿lo tengo que hacer\?$/,
    ],
  ] as const)('%s', (question, message, language, noted) => {
    expect(withItsContext(question, message, language)).toMatch(noted);
  });

  it.each([
    [
      'Can I sue the store for not putting up a sign?',
      'I slipped in aisle 4. Can I sue the store for not putting up a sign?',
    ],
    ['how long will the whole case take?', 'ok. how long will the whole case take?'],
  ])('a question that stands alone is noted as typed: %s', (question, message) => {
    expect(withItsContext(question, message, 'en')).toBe(question);
  });
});
