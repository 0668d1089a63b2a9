import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord } from '../../../../../contracts/case-record';

import { checkStoredFact } from './check-stored-fact';

/** The intake's value check on values already stored (decision 0127). Values written for this test. */
const today = new Date('2026-11-21T15:00:00Z');
const record = (fields: Partial<CaseRecord>): CaseRecord => ({ ...emptyCaseRecord(), ...fields });

describe('a stored value judged by the value check', () => {
  it('fails a story where a party belongs', () => {
    const stored = record({ atFaultParty: 'the pallet and it slid and pinned my right foot to the wall' });
    expect(checkStoredFact('atFaultParty', stored, today)).toBe('failed');
  });

  it('fails a fragment where an employer belongs', () => {
    expect(checkStoredFact('employer', record({ employer: 'and this one fellow' }), today)).toBe('failed');
  });

  it('fails a date after today', () => {
    const stored = record({ incidentDate: { from: '2027-01-05', to: '2027-01-05', precision: 'day' } });
    expect(checkStoredFact('incidentDate', stored, today)).toBe('failed');
  });

  it('says narrowed when only the doer of a stored clause passes', () => {
    const stored = record({ atFaultParty: 'the landlord never fixed the stairs' });
    expect(checkStoredFact('atFaultParty', stored, today)).toBe('narrowed');
  });

  it('says near for a name within a word of the length limit', () => {
    const stored = record({ otherPartyInsurer: 'the big insurance company from out of state' });
    expect(checkStoredFact('otherPartyInsurer', stored, today)).toBe('near');
  });

  it('passes a plain name, and a fact it does not check', () => {
    expect(checkStoredFact('atFaultParty', record({ atFaultParty: 'the other driver' }), today)).toBeNull();
    expect(
      checkStoredFact('medicalBills', record({ medicalBills: { total: 900, paid: [] } }), today),
    ).toBeNull();
  });
});
