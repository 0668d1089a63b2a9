import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../contracts/case-record';

import { type AgentTurnInput, initialAgentState } from './agent';
import { extractFacts } from './extract-facts';
import { guidedTurn } from './guided-agent';

const description =
  'I was rear-ended at a red light in Austin, Texas on March 3 2026. My neck hurts and I went to the ER by ambulance.';

/** As new-chat does: the description is read into the record before the opening turn. */
function openingTurn() {
  const record = extractFacts(emptyCaseRecord(), description, {
    referenceDate: new Date('2026-11-21T12:00:00Z'),
  }).record;
  return turn({ kind: 'opening', record, text: description });
}

function turn(overrides: Partial<AgentTurnInput>): ReturnType<typeof guidedTurn> {
  return guidedTurn({
    record: emptyCaseRecord(),
    state: initialAgentState(),
    text: '',
    kind: 'answer',
    mayAsk: true,
    contact: { fullName: 'Maria Lopez', phone: '(512) 555-0187' },
    referenceDate: new Date('2026-11-21T12:00:00Z'),
    tokenBudget: 0,
    ...overrides,
  });
}

describe('the guided agent', () => {
  it('reads the injury and the ER visit from the description and does not ask for them', () => {
    const opening = openingTurn();
    expect(opening.record.injuries?.bodyParts).toContain('neck');
    expect(opening.record.injuries?.emergencyRoom).toBe(true);
    expect(opening.record).toMatchObject({ caseType: 'auto', state: 'TX', incidentDate: '2026-03-03' });
    expect(opening.asked).not.toBe('injuries');
    expect(opening.asked).not.toBe('medicalCare');
    expect(opening.reply).not.toMatch(/what injuries/i);
  });

  it('keeps what an off-topic answer tells it, says so, and asks its question again', () => {
    const opening = openingTurn();
    const state = { ...opening.state, pending: 'treatment' };
    const answer = turn({
      record: opening.record,
      state,
      text: 'About $4,200 so far, paid by my health insurance.',
    });
    expect(answer.record.medicalBills).toMatchObject({ amount: 4200, payer: 'health_insurance' });
    expect(answer.reply).toMatch(/^Thank you, I've noted that\./);
    expect(answer.asked).toBe('treatment');
    expect(answer.isNewQuestion).toBe(false);
  });

  it('still says it did not catch an answer that tells it nothing', () => {
    const opening = openingTurn();
    const answer = turn({
      record: opening.record,
      state: { ...opening.state, pending: 'treatment' },
      text: 'hmm',
    });
    expect(answer.reply).toMatch(/^Sorry, I didn't quite catch that\./);
    expect(answer.asked).toBe('treatment');
  });
});
