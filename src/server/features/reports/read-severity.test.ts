import { describe, expect, it } from 'vitest';

import { readSeverity } from './read-severity';
import { caseRecord, type CaseRecordInput } from './testing/report-test-kit';

const severityOf = (fields: CaseRecordInput) => readSeverity(caseRecord(fields)).severity;

describe('readSeverity', () => {
  it('reads the band from the injuries in the visitor’s words', () => {
    expect(severityOf({ injuries: ['neck strain', 'mild concussion'] })).toBe('soft_tissue');
    expect(severityOf({ injuries: ['right ankle sprain', 'bruised hip'] })).toBe('soft_tissue');
    expect(severityOf({ injuries: ['left collarbone fracture (non-displaced)'] })).toBe('objective');
    expect(severityOf({ injuries: ['herniated disc L5-S1'] })).toBe('objective');
    expect(severityOf({ injuries: ['third-degree burns right thigh', 'skin graft'] })).toBe(
      'surgery_or_permanent',
    );
    expect(severityOf({ injuries: ['paralysis below the waist'] })).toBe('catastrophic');
  });

  it('reads Spanish as well', () => {
    expect(severityOf({ injuries: ['dos dedos rotos'] })).toBe('objective');
    expect(severityOf({ injuries: ['mordida en el brazo con puntos'] })).toBe('objective');
    expect(severityOf({ injuries: ['me operaron la mano'] })).toBe('surgery_or_permanent');
  });

  it('lets treatment and permanence raise the band, never lower it', () => {
    expect(severityOf({ injuries: ['broken hip'], treatment: { levels: ['er', 'surgery'] } })).toBe(
      'surgery_or_permanent',
    );
    expect(severityOf({ injuries: ['sore back'], permanentInjury: true })).toBe('surgery_or_permanent');
    expect(severityOf({ injuries: ['sore back'], treatment: { levels: ['hospital'] } })).toBe('objective');
    expect(severityOf({ injuries: ['broken arm'], treatment: { levels: ['urgent_care'] } })).toBe(
      'objective',
    );
    expect(severityOf({ deceased: true, injuries: ['bruises'] })).toBe('death');
  });

  it('knows nothing when the visitor told us nothing, and says where a band came from', () => {
    expect(severityOf({})).toBeUndefined();
    expect(severityOf({ treatment: { levels: ['primary_care'] } })).toBe('soft_tissue');
    expect(
      readSeverity(caseRecord({ injuries: ['hurt'], treatment: { levels: ['surgery'] } })).derivedFrom,
    ).toBe('surgery');
  });
});
