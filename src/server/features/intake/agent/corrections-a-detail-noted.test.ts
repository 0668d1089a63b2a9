import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * A correction of a detail of how it happened (a side, a colour, a part of the car) is no fact:
 * nothing is stored from it, not even an answer to the question pending, and it is said back
 * plainly as noted (decision 0332). Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, language: Language) =>
  readTurn(question, text, { language, context: { caseType: 'auto', atFaultParty: 'the truck driver' } });

describe('a detail of how it happened, corrected', () => {
  it.each([
    ['witnesses', 'it hit the rear door, not the front one', 'en', 'noted'],
    ['witnesses', 'the arrow was yellow, not green', 'en', 'noted'],
    ['photos', 'actually it was the front bumper, not the back', 'en', 'noted'],
    ['atFaultParty', 'it was the driver side not the passenger side', 'en', 'noted'],
    ['witnesses', 'fue del lado izquierdo, no del derecho', 'es', 'anoto'],
    ['photos', 'la luz estaba en verde, no en rojo', 'es', 'anoto'],
  ] as const)('%s: "%s" stores nothing and is noted', async (question, text, language, said) => {
    const { record, acknowledgement, learned, before } = await read(question, text, language);
    expect(record.atFaultParty).toBe('the truck driver');
    expect(record.witnesses).toBe(before.witnesses);
    expect(record.photos).toBe(before.photos);
    expect(learned.filter((key) => key !== 'governmentDefendant')).toEqual([]);
    expect(acknowledgement ?? '').toContain(said);
  });

  it.each([
    ['witnesses', 'no, nobody saw it', 'en'],
    ['atFaultParty', 'actually it was the bus company, not the driver', 'en'],
    ['witnesses', 'no, nadie vio nada', 'es'],
    ['witnesses', 'no, I was waiting at the red light', 'en'],
  ] as const)('%s: "%s" is no detail: it is read as before', async (question, text, language) => {
    const { acknowledgement, learned } = await read(question, text, language);
    expect(acknowledgement ?? '').not.toMatch(/noted it|lo anoto\./);
    expect(learned.length).toBeGreaterThan(0);
  });
});
