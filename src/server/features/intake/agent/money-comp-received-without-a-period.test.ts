import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

/**
 * Decision 0374: money comp or a benefit sends the visitor, said with no period ("workers comp
 * pays me 520", "recibo 350 de la compensación"), is a benefit received: never the bills' total,
 * a part of them, pay lost or a wage. Comp said to pay care keeps paying the bills. Sentences
 * written for this test.
 */
const work = { caseType: 'workers_comp', employer: 'Halvorsen Freight' } as never;

describe('comp money received with no period is a benefit', () => {
  it.each([
    ['en', 'lostWages', 'workers comp pays me 515'],
    ['en', 'medicalBills', 'I get 470 from workers comp'],
    ['en', 'lostWages', "I've been getting 1,100 from disability"],
    ['es', 'lostWages', 'me pagan 330 del seguro del trabajo'],
    ['es', 'medicalBills', 'recibo 365 de la compensación'],
    ['es', 'lostWages', 'la compensación me deposita 1.250'],
  ] as [Language, 'lostWages' | 'medicalBills', string][])(
    '%s %s: "%s" is no bill and no pay',
    async (language, question, text) => {
      const { record } = await readTurn(question, text, { language, context: work });
      expect(record.medicalBills?.total).toBeUndefined();
      expect(record.medicalBills?.paid.some((part) => part.amount !== undefined) ?? false).toBe(false);
      expect(record.lostWages?.total).toBeUndefined();
      expect(record.lostWages?.rate).toBeUndefined();
    },
  );

  it.each([
    ['en', 'workers comp paid 5,300 for the surgery', 5300],
    ['en', 'comp paid the hospital 2,750', 2750],
    ['es', 'la compensación pagó 4.100 de la operación', 4100],
    ['es', 'el seguro del trabajo pagó la cuenta del hospital, 1.900', 1900],
  ] as [Language, string, number][])('%s: "%s" is still a bill comp paid', async (language, text, total) => {
    const { record } = await readTurn('medicalBills', text, { language, context: work });
    expect(record.medicalBills?.total).toBe(total);
    expect(record.medicalBills?.paid.map((part) => part.payer)).toContain('workers_comp');
  });

  it.each([
    ['en', 'I make 980 a week at the warehouse'],
    ['es', 'gano 870 a la semana en la bodega'],
  ] as [Language, string][])('%s: a wage earned stays a wage: "%s"', async (language, text) => {
    const { record } = await readTurn('lostWages', text, { language, context: work });
    expect(record.lostWages?.rate?.per).toBe('week');
  });
});
