import { describe, expect, it } from 'vitest';

import { type CaseRecord, type CaseType, emptyCaseRecord } from '../../../../../contracts/case-record';
import { otherPartyInsurerFact } from './insurance.facts';

/**
 * The combined insurer question leaves out health insurance once the visitor has told it,
 * in any earlier answer (issue 23: no re-asks). Told "none" counts as told.
 */
function record(caseType: CaseType, extra: Partial<CaseRecord> = {}): CaseRecord {
  return { ...emptyCaseRecord(), caseType, ...extra };
}

const ask = (r: CaseRecord, language: 'en' | 'es' = 'en') => otherPartyInsurerFact.question![language](r);

describe('the insurer question after health insurance was told', () => {
  it.each<CaseType>(['slip_fall', 'dog_bite', 'auto', 'product_liability'])(
    '%s: no health insurance asked once it is known',
    (caseType) => {
      for (const plan of ['Medicare', 'Aetna', 'None']) {
        expect(ask(record(caseType, { healthInsurance: plan })).toLowerCase()).not.toContain('health');
        expect(ask(record(caseType, { healthInsurance: plan }), 'es').toLowerCase()).not.toContain('salud');
      }
    },
  );

  it.each<CaseType>(['slip_fall', 'dog_bite', 'auto', 'product_liability'])(
    '%s: still asked while unknown',
    (caseType) => {
      expect(ask(record(caseType)).toLowerCase()).toContain('health insurance');
      expect(ask(record(caseType), 'es').toLowerCase()).toContain('seguro de salud');
    },
  );

  it('the other side is still asked about', () => {
    expect(ask(record('slip_fall', { healthInsurance: 'Medicare' }))).toMatch(/other side/);
    expect(ask(record('auto', { healthInsurance: 'Medicare' }))).toMatch(/other driver/);
    expect(ask(record('auto', { healthInsurance: 'Medicare', otherPartyInsurer: 'Allstate' }))).toMatch(
      /own car insurance/,
    );
  });
});
