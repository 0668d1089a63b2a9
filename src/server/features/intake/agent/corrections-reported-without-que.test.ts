import { describe, expect, it } from 'vitest';

import { splitTakenBack } from './corrections';
import { noPolicy } from './reading/validators';
import { readTurn } from '../testing/read-turn';

/**
 * A negation after a reporting lead with no "que" / "that" ("ya le dije no tengo …", "le repito
 * yo no …", "like I said there was no …") belongs to the clause that follows (decision 0327).
 * Sentences written for this test.
 */
describe('a denial told again without "que" / "that"', () => {
  it.each([
    ['ya le dije no tengo seguro médico', 'es'],
    ['ya te dije yo no tengo aseguranza', 'es'],
    ['como te dije no tenemos abogado, gracias', 'es'],
    ['le repito no hubo testigos, nadie', 'es'],
    ['like I said already there was no police report, none', 'en'],
    ['I told you we never had a lawyer, sorry', 'en'],
  ] as const)('"%s" takes nothing back', (text, language) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([]);
  });

  it.each([
    ['ya le dije no tengo seguro médico', 'es'],
    ['ya te dije yo no tengo seguro medico', 'es'],
    ['le repito no tengo aseguranza médica', 'es'],
    ['I already said I do not have health insurance', 'en'],
    ['as I said already, no health insurance', 'en'],
  ] as const)('"%s" is no health insurance, and is not said back as a plan', async (text, language) => {
    const { record, acknowledgement } = await readTurn('healthInsurance', text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(record.healthInsurance).toBe(noPolicy);
    expect(acknowledgement ?? '').not.toMatch(/seguro|aseguranza|insurance/i);
  });

  it('to the combined insurer question, "ya le dije no tengo seguro médico" is no health insurance', async () => {
    const { record, acknowledgement } = await readTurn('otherPartyInsurer', 'ya le dije no tengo seguro médico', {
      context: { caseType: 'auto' },
      language: 'es',
    });
    expect(record.healthInsurance).toBe(noPolicy);
    expect(record.otherPartyInsurer).toBeUndefined();
    expect(acknowledgement ?? '').not.toMatch(/seguro/i);
  });

  it.each([
    ['priorAttorney', 'ya le dije no tenemos abogado', 'es'],
    ['priorAttorney', 'like I said I never hired a lawyer', 'en'],
    ['policeReport', 'le repito no hicieron ningún reporte', 'es'],
    ['policeReport', 'like I said already there was no police report', 'en'],
    ['photos', 'ya te dije no tomé fotos', 'es'],
    ['photos', 'I already said I did not take pictures', 'en'],
    ['witnesses', 'como le dije no hubo testigos', 'es'],
    ['witnesses', 'I told you there were no witnesses', 'en'],
  ] as const)('%s: "%s" is a no', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(false);
  });

  it.each([
    ['tengo seguro médico', 'es'],
    ['seguro de salud', 'es'],
  ] as const)('"%s" names no company: nothing stored as the plan', async (text, language) => {
    const { record } = await readTurn('healthInsurance', text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBeUndefined();
  });

  it.each([
    ['le dije no Dallas', 'es', 'dallas'],
    ['te dije no Dallas, Houston', 'es', 'no dallas'],
    ['I told you not 25, 52', 'en', 'not 25'],
    ['I said Dallas not Houston', 'en', 'houston'],
  ] as const)('"%s" still takes back (a noun or a figure after the no)', (text, language, old) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([old]);
  });

  it.each([
    ["como le dije, tengo Molina", "es", "Molina Healthcare"],
    ['like I said, I have Aetna', 'en', 'Aetna'],
  ] as const)('"%s" still names the plan', async (text, language, plan) => {
    const { record } = await readTurn('healthInsurance', text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBe(plan);
  });
});
