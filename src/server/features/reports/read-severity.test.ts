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

describe('readSeverity on injuries the band must never miss (issue 24)', () => {
  it('never calls a broken bone soft tissue, however it is said', () => {
    for (const words of [
      'my wrist is broken',
      'x-ray showed a break in the left wrist',
      'hairline crack in two ribs, they put my arm in a cast',
      'shattered kneecap',
      'wrist in a splint, the doctor said it snapped',
      'me pusieron yeso en la muñeca',
    ]) {
      expect(severityOf({ injuries: [words, 'sore neck'] }), words).toBe('objective');
    }
  });

  it('reads an amputation as catastrophic, in the words people use for it', () => {
    for (const words of [
      'two fingers amputated at the knuckle',
      'lost two fingers on my right hand in the press',
      'the saw severed my thumb',
      'tips of three fingers were cut off',
      'perdió dos dedos de la mano',
    ]) {
      expect(severityOf({ injuries: [words] }), words).toBe('catastrophic');
    }
  });

  it('reads bleeding in the brain as catastrophic, not as a cut that bled', () => {
    for (const words of [
      'brain bleed after hitting the windshield',
      'CT found bleeding on the brain',
      'subdural hematoma, kept overnight',
      'hemorragia cerebral',
    ]) {
      expect(severityOf({ injuries: [words] }), words).toBe('catastrophic');
    }
    expect(severityOf({ injuries: ['a cut on my chin that would not stop bleeding'] })).toBe('objective');
  });

  it('leaves everyday words alone', () => {
    expect(severityOf({ injuries: ['lost feeling in my fingers for a day', 'sore wrist'] })).toBe(
      'soft_tissue',
    );
    expect(severityOf({ injuries: ['severe back pain'] })).toBe('soft_tissue');
  });
});
