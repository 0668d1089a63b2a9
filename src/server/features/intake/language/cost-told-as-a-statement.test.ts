import { describe, expect, it } from 'vitest';

import { checkMessage } from '../guardrails';

/**
 * Decision 0357: not knowing what a lawyer would cost, said as a statement, asks what it costs;
 * "how that generally works" after it asks what happens next. Neither is looked up in our
 * pages, where a word like "works" found a passage on workers' comp. Sentences written for this test.
 */
const kindsOf = (text: string, language: 'en' | 'es' = 'en') => checkMessage(text, language).visitorQuestions;

describe('the cost of a lawyer told as a statement', () => {
  it.each([
    'I honestly have no idea what an attorney would cost for something like this.',
    'we are on social security and I cannot afford a lawyer',
    'not sure what lawyers charge for this kind of thing',
    'I wonder what a lawyer might charge me',
  ])('en: "%s" asks what it costs', (text) => {
    expect(kindsOf(text)).toContain('cost');
  });

  it.each(['no sé cuánto cobraría un abogado por esto', 'no tengo para pagar un abogado'])(
    'es: "%s" asks what it costs',
    (text) => {
      expect(kindsOf(text, 'es')).toContain('cost');
    },
  );

  it('answers "how that generally works" after it, and looks nothing up', () => {
    const check = checkMessage(
      'I do not know what an attorney would cost. Could you tell me how that generally works?',
      'en',
    );
    expect(check.visitorQuestions).toEqual(expect.arrayContaining(['cost', 'nextSteps']));
    expect(check.openQuestions).toEqual([]);
  });

  it.each([
    'my cousin is a lawyer and he said the repair would cost a lot',
    'the attorney for the other side called me',
    'the crane works by lifting from the back',
  ])('"%s" asks nothing of the cost', (text) => {
    expect(kindsOf(text)).not.toContain('cost');
  });
});
