import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A health plan held through a relative or a relative's job is the visitor's health insurance,
 * never their own car policy (decisions 0336, 0388). Sentences written for this test.
 */
describe('a plan through a relative is no own car policy', () => {
  it.each([
    ['ownCoverage', 'I get coverage through my husband’s employer', 'en'],
    ['ownCoverage', 'I’m covered under my dad’s plan from his job', 'en'],
    ['ownCoverage', 'estoy en el plan de mi mamá por su trabajo', 'es'],
    ['ownCoverage', 'tengo aseguranza a través del trabajo de mi esposa', 'es'],
  ] as const)('to the %s question, "%s" (%s) stores no own policy', async (question, text, language) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.ownCoverage).toBeUndefined();
  });

  it.each([
    ['ownCoverage', 'I have Humana through my wife’s employer', 'en', 'Humana'],
    ['healthInsurance', 'insurance from my partner’s work, it’s Kaiser', 'en', 'Kaiser Permanente'],
    ['ownCoverage', 'tengo Cigna por el trabajo de mi marido', 'es', 'Cigna'],
    [null, 'me chocó un carro y tengo Aetna por el trabajo de mi papá', 'es', 'Aetna'],
  ] as const)('to %s, "%s" (%s) fills the health plan %s only', async (question, text, language, plan) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.healthInsurance).toBe(plan);
    expect(record.ownCoverage).toBeUndefined();
  });

  it.each([
    ['ownCoverage', 'mine is with Progressive', 'en', 'Progressive'],
    ['ownCoverage', 'yo tengo State Farm para mi carro', 'es', 'State Farm'],
    ['ownCoverage', 'my car is with Geico, and my health plan is from my mom’s job', 'en', 'GEICO'],
  ] as const)('to %s, "%s" (%s) keeps the own policy %s', async (question, text, language, policy) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.ownCoverage).toBe(policy);
  });

  it('the other driver’s policy through his job stays the other side’s', async () => {
    const { record } = await readTurn(
      'otherPartyInsurer',
      'his insurance goes through his job, Liberty Mutual',
    );
    expect(record.ownCoverage).toBeUndefined();
    expect(record.healthInsurance).toBeUndefined();
  });
});
