import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord, type FactKey } from '../../../../contracts/case-record';
import { packFor } from '../language/packs';

import type { QuestionKey } from './agent';
import { readMessage } from './read-message';

/**
 * What the intake keeps about where a value came from, for the case manager's doubtful-fact
 * flags (decision 0127): the question whose answer it was read from when that was another
 * fact's question. Sentences written for this test.
 */
const today = new Date('2026-11-21T15:00:00Z');

function read(
  pending: QuestionKey | null,
  text: string,
  fields: Partial<CaseRecord>,
  origin: 'answer' | 'description' = 'answer',
) {
  return readMessage({
    text,
    record: { ...emptyCaseRecord(), ...fields },
    language: 'en',
    pack: packFor('en'),
    pending,
    origin,
    today,
    isForSomeoneElse: false,
  });
}

describe('the question a value was read under', () => {
  it('notes the other question when a fact is read from the answer to it', () => {
    const reading = read('incidentDate', 'it was on October 2nd, and I work at Lakeside Bakery', {
      caseType: 'workplace',
    });
    expect(reading.record.employer).toBe('Lakeside Bakery');
    expect(reading.record.sources.employer?.answerTo).toBe('incidentDate');
    // The question's own fact is not marked.
    expect(reading.record.incidentDate?.from).toBe('2026-10-02');
    expect(reading.record.sources.incidentDate?.answerTo).toBeUndefined();
  });

  it('does not mark a fact read from the answer to its own question', () => {
    const reading = read('employer', 'Lakeside Bakery', { caseType: 'workplace' });
    expect(reading.record.employer).toBe('Lakeside Bakery');
    expect(reading.record.sources.employer?.answerTo).toBeUndefined();
  });

  it('does not mark what the description told, where no question was asked', () => {
    const reading = read(null, 'I slipped at work at Lakeside Bakery on October 2nd', {}, 'description');
    const marked = (Object.keys(reading.record.sources) as FactKey[]).filter(
      (key) => reading.record.sources[key]?.answerTo !== undefined,
    );
    expect(marked).toEqual([]);
  });
});
