import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0256: a date corrected in Spanish, with the old day taken back by a "no" that opens
 * the message ("no fue el 14, fue el 9"), by "no … sino …", or said after an apology alone
 * ("perdona, fue el 9"), replaces the incident date (October 14 in the record) and is said back.
 * The correction's no answers nothing: the question pending is put again. Sentences written for
 * this test.
 */
describe('a date corrected in Spanish', () => {
  it.each([
    ['no fue el 14, fue el 9 de octubre', 'witnesses', '2026-10-09'],
    ['ay perdón, no fue el 14, fue el 11', 'policeReport', '2026-10-11'],
    ['disculpe, no fue el 14 sino el 7 de octubre', 'witnesses', '2026-10-07'],
    ['no el 14 sino el 15 de octubre', 'injuries', '2026-10-15'],
    ['perdona, fue el 10 de octubre', 'policeReport', '2026-10-10'],
    ['disculpe, el 13 de octubre', 'witnesses', '2026-10-13'],
    ['sorry, it was not the 14th but rather the 12th', 'witnesses', '2026-10-12'],
  ] as const)('"%s" to %s', async (text, pending, date) => {
    const language: Language = /[a-z]+ it was/.test(text) ? 'en' : 'es';
    const read = await readCorrection(text, language, { pending });
    expect(read.record.incidentDate?.from).toBe(date);
    expect(read.corrected).toContain('incidentDate');
    expect(read.acknowledgement).toMatch(/^(Gracias|Thanks) — /);
    // The no and the apology belong to the correction: the pending question gets nothing.
    expect(read.outcome).toBe('unclear');
    expect(read.record.witnesses).toBeUndefined();
    expect(read.record.policeReport).toBeUndefined();
    expect(read.record.uninjured).toBeUndefined();
  });

  it.each([
    ['no, nadie vio nada', 'witnesses'],
    ['perdón, no sé', 'witnesses'],
    ['no fue mi culpa', 'witnesses'],
    ['perdón, el 14 fui al doctor', 'witnesses'],
  ] as const)('"%s" corrects no date', async (text, pending) => {
    const read = await readCorrection(text, 'es', { pending });
    expect(read.record.incidentDate?.from).toBe('2026-10-14');
    expect(read.corrected ?? []).not.toContain('incidentDate');
  });

  it.each(['perdona, trabajo en Target', 'disculpa, Target'])(
    '"%s": the apology is no employer',
    async (text) => {
      const read = await readCorrection(text, 'es', { pending: 'employer' });
      expect(read.record.employer).toBe('Target');
    },
  );
});
