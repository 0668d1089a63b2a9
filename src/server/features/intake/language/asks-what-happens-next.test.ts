import { describe, expect, it } from 'vitest';

import { findVisitorQuestions } from '../questions/find-visitor-questions';
import { questionKindCues } from './visitor-question-kinds';

/**
 * Whether we will help, and whether someone will call, are questions about what happens next
 * (stop 46): they get that answer, not "I can't give legal advice". Sentences written for this test.
 */
const kindOf = (text: string, language: 'en' | 'es') =>
  Object.entries(questionKindCues[language]).find(([, cue]) => cue.test(text))?.[0];

describe('asking whether we will help or call', () => {
  it.each([
    'will you guys help me',
    'can u help me or not',
    'are you going to help me with this?',
    'is anyone going to contact me',
    'will someone call me about this',
    'how does this work',
  ])('en: %s', (text) => {
    expect(kindOf(text, 'en')).toBe('nextSteps');
    expect(findVisitorQuestions(text).questions.length).toBeGreaterThan(0);
  });

  it.each(['me van a ayudar?', 'ustedes me pueden ayudar', 'alguien me va a llamar?', 'cuando me llaman'])(
    'es: %s',
    (text) => {
      expect(kindOf(text, 'es')).toBe('nextSteps');
    },
  );

  it.each([
    'que si me van a ayudar, estoy preocupada',
    'que si ustedes cobran algo',
    'que si hay algún costo',
  ])('a Spanish question opened with "que si" asks: %s', (text) => {
    expect(findVisitorQuestions(text).questions.length).toBeGreaterThan(0);
  });

  it.each([
    ['my sister will help me with the paperwork', 'en'],
    ['the nurse called me back yesterday', 'en'],
    ['que sí, me van a operar la rodilla', 'es'],
    ['mi hermana me va a ayudar con los papeles', 'es'],
  ] as const)('tells, does not ask: %s', (text, language) => {
    expect(kindOf(text, language)).not.toBe('nextSteps');
  });
});
