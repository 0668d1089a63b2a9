import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

/**
 * Decision 0350: money the visitor receives instead of pay (a comp check, disability,
 * unemployment, "la aseguranza me paga…") is a benefit: never a wage, pay lost or a bill; and
 * bills told paid by health insurance are not paid by comp because comp sends a check.
 * Sentences written for this test.
 */
const work = { caseType: 'workers_comp' } as never;

describe('benefits received are no pay and no bill', () => {
  it.each([
    ['en', 'I get 310 a week from unemployment'],
    ['en', 'the insurance pays me 520 every week'],
    ['en', 'short term disability gives me 290 a week'],
    ['es', 'me pagan 380 de la aseguranza por semana'],
    ['es', 'la aseguranza me deposita 410 cada semana'],
    ['es', 'recibo 350 a la semana de incapacidad'],
  ] as [Language, string][])('%s: "%s" is no wage, no pay lost, no bill', async (language, text) => {
    const { record } = await readTurn('lostWages', text, { language, context: work });
    expect(record.lostWages?.rate).toBeUndefined();
    expect(record.lostWages?.total).toBeUndefined();
    expect(record.medicalBills?.total).toBeUndefined();
    expect(record.medicalBills?.paid ?? []).not.toContainEqual(
      expect.objectContaining({ payer: 'health_insurance' }),
    );
  });

  it.each([
    ['en', 'my health insurance covered the ER bill, and comp mails me 430 a week'],
    ['es', 'el seguro médico pagó la cuenta del hospital y la compensación me manda 430 por semana'],
  ] as [Language, string][])(
    '%s: bills paid by health insurance stay theirs: "%s"',
    async (language, text) => {
      const { record } = await readTurn('medicalBills', text, { language, context: work });
      expect(record.medicalBills?.paid).toEqual([{ payer: 'health_insurance' }]);
    },
  );

  it.each([
    ['en', 'I make 640 a week at the plant', { amount: 640, per: 'week' }],
    ['en', 'they pay me 21 an hour at the warehouse', { amount: 21, per: 'hour' }],
    ['es', 'gano 590 por semana en la fábrica', { amount: 590, per: 'week' }],
    ['es', 'mi trabajo me paga 19 la hora', { amount: 19, per: 'hour' }],
  ] as [Language, string, unknown][])(
    '%s: pay earned is still a wage: "%s"',
    async (language, text, rate) => {
      const { record } = await readTurn('lostWages', text, { language, context: work });
      expect(record.lostWages?.rate).toEqual(rate);
    },
  );

  it('comp that the visitor says paid the bills is a payer', async () => {
    const { record } = await readTurn('medicalBills', 'workers comp paid the hospital bill', {
      context: work,
    });
    expect(record.medicalBills?.paid).toEqual([{ payer: 'workers_comp' }]);
  });
});
