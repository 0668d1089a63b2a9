import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * An answer that says a thing has not come yet (decision 0328): to an amount question the amount
 * is not known for now (an answer, not unclear, not a zero); to the police question a report was
 * written. Sentences written for this test.
 */
describe('a thing that has not come yet', () => {
  it.each([
    ['the hospital bill has not come yet', 'en'],
    ["I haven't received any of the bills yet", 'en'],
    ['still waiting on the statements from the clinic', 'en'],
    ['todavía no me llegan las cuentas del hospital', 'es'],
    ['aún no me han cobrado lo de la clínica', 'es'],
    ['sigo esperando la factura', 'es'],
  ] as const)('bills: "%s" is not known for now, and acknowledged', async (text, language) => {
    const { record, outcome, acknowledgement } = await readTurn('medicalBills', text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(outcome).toBe('unknown');
    expect(record.medicalBills?.total).toBeUndefined();
    expect(acknowledgement).not.toBeNull();
  });

  it.each([
    ['the body shop estimate has not come in yet', 'en'],
    ['todavía no me llega el presupuesto del taller', 'es'],
  ] as const)('damage: "%s" is not known for now', async (text, language) => {
    const { outcome } = await readTurn('propertyDamage', text, { context: { caseType: 'auto' }, language });
    expect(outcome).toBe('unknown');
  });

  it.each([
    ["the officer's report hasn't come in the mail yet", 'en'],
    ['I am still waiting for the police report', 'en'],
    ['todavía no me ha llegado el reporte de la policía', 'es'],
  ] as const)('police: "%s" is a report written', async (text, language) => {
    const { record } = await readTurn('policeReport', text, { context: { caseType: 'auto' }, language });
    expect(record.policeReport).toBe(true);
  });

  it.each([
    ['the clinic bill was 1800, the rest has not come yet', 'en', 1800],
    ['no bills at all', 'en', 0],
    ['no me han cobrado nada', 'es', 0],
  ] as const)('bills: "%s" keeps its figure', async (text, language, total) => {
    const { record } = await readTurn('medicalBills', text, { context: { caseType: 'auto' }, language });
    expect(record.medicalBills?.total).toBe(total);
  });

  it.each([
    ['no, nobody wrote a report', 'en'],
    ['no, la policía nunca vino', 'es'],
  ] as const)('police: "%s" is still a no', async (text, language) => {
    const { record } = await readTurn('policeReport', text, { context: { caseType: 'auto' }, language });
    expect(record.policeReport).toBe(false);
  });
});
