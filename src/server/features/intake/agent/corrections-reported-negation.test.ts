import { describe, expect, it } from 'vitest';

import { splitTakenBack } from './corrections';
import { noPolicy } from './reading/validators';
import { readTurn } from '../testing/read-turn';

/**
 * A negation after "que" / "that" belongs to the clause it opens (decision 0299): behind a
 * back-reference ("ya le dije que no …", "I told you that I don't …") it says the answer again,
 * it takes no old value back, and what it denies is stored as a no. Sentences written for this test.
 */
describe('a denial told again behind "que" / "that" is no take-back', () => {
  it.each([
    ['ya te dije que no tengo seguro médico', 'es'],
    ['como ya le había explicado, que no tenemos abogado', 'es'],
    ['le comenté que yo no firmé ningún papel', 'es'],
    ['ya le dije que mi esposa no tiene aseguranza', 'es'],
    ['I told you that I do not have a lawyer', 'en'],
    ['like I said, that there was not a police report', 'en'],
    ['I already mentioned that we never signed the release', 'en'],
  ] as const)('"%s" takes nothing back', (text, language) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([]);
  });

  it.each([
    ['healthInsurance', 'ya te dije que no tengo seguro médico', 'es'],
    ['healthInsurance', 'como le expliqué antes, que no cuento con seguro de salud', 'es'],
    ['healthInsurance', 'I already told you that I do not have health insurance', 'en'],
    ['healthInsurance', 'like I said before, that I have no health insurance', 'en'],
  ] as const)('%s: "%s" is no health insurance', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBe(noPolicy);
  });

  it.each([
    ['priorAttorney', 'ya te dije que no tenemos abogado', 'es'],
    ['priorAttorney', 'como le dije, que todavía no tengo abogado', 'es'],
    ['policeReport', 'ya le expliqué que no hicieron ningún reporte', 'es'],
    ['releaseSigned', 'le repito que yo no firmé nada', 'es'],
    ['priorAttorney', 'I told you that I do not have a lawyer', 'en'],
    ['policeReport', 'I said already that there was not a police report', 'en'],
  ] as const)('%s: "%s" is a no', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(false);
  });

  it.each([
    ['dijeron que fue en Dallas no en Houston', 'es', 'houston'],
    ['le dije que 33 no 34', 'es', '34'],
    ['I am 52 not 25', 'en', '25'],
    ['the cashier saw it, not the manager', 'en', 'the manager'],
  ] as const)('"%s" still takes back what follows its no', (text, language, old) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([old]);
  });
});
