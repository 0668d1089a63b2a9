import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * The side of a listed injury corrected (decision 0377): the item moves to the side said, or is
 * given it, and the message answers nothing else. Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, injuries: string[], language: Language) =>
  readTurn(question, text, { language, context: { caseType: 'auto', injuries } });

describe('an injury moved to the side the visitor corrects', () => {
  it.each([
    [
      'witnesses',
      'my mistake, it was the LEFT wrist, not the right one',
      ['sprained right wrist'],
      ['sprained left wrist'],
      'en',
    ],
    [
      'photos',
      'oops I meant the left ankle not the right one',
      ['broken right ankle', 'neck pain'],
      ['broken left ankle', 'neck pain'],
      'en',
    ],
    [
      'witnesses',
      'correction: it is my right shoulder',
      ['bruised left shoulder'],
      ['bruised right shoulder'],
      'en',
    ],
    [
      'policeReport',
      'my bad, left knee actually',
      ['knee injury', 'bruised hip'],
      ['left knee injury', 'bruised hip'],
      'en',
    ],
    [
      'witnesses',
      'disculpe, fue la muñeca izquierda',
      ['sprained right wrist'],
      ['sprained left wrist'],
      'es',
    ],
    [
      'photos',
      'me equivoqué, es el tobillo derecho, no el izquierdo',
      ['broken left ankle'],
      ['broken right ankle'],
      'es',
    ],
    ['witnesses', 'me equivoqué, la rodilla es la izquierda', ['knee injury'], ['left knee injury'], 'es'],
  ] as const)('%s: "%s" moves the injury', async (question, text, before, after, language) => {
    const turn = await read(question, text, [...before], language);
    expect(turn.record.injuries).toEqual(after);
    // The correction answers nothing else: the pending yes/no stays unanswered.
    expect(turn.record.witnesses).toBeUndefined();
    expect(turn.record.photos).toBeUndefined();
    expect(turn.record.policeReport).toBeUndefined();
  });

  it('the chat says the moved injury back in Spanish', async () => {
    const turn = await read('witnesses', 'disculpe, fue la muñeca izquierda', ['sprained right wrist'], 'es');
    expect(turn.acknowledgement ?? '').toContain('muñeca izquierda');
  });

  it.each([
    // Not worded as a correction: another injury, or an answer.
    ['witnesses', 'my left wrist hurts too', ['sprained right wrist'], 'en'],
    // A new injury word with the side is an injury told, not a side corrected.
    ['photos', 'sorry, I also broke my left wrist', ['sprained right wrist'], 'en'],
    // A side alone may be a detail of how it happened (decision 0332).
    ['witnesses', 'fue del lado izquierdo, no del derecho', ['sprained right wrist'], 'es'],
    // A part not listed moves nothing.
    ['witnesses', 'ay, me confundí, el codo izquierdo', ['sprained right wrist'], 'es'],
  ] as const)('%s: "%s" moves no side', async (question, text, before, language) => {
    const turn = await read(question, text, [...before], language);
    expect(turn.record.injuries).toContain(before[0]);
  });
});
