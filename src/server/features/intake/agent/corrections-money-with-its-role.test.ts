import { describe, expect, it } from 'vitest';

import { caseRecordSchema, type Language } from '../../../../contracts/case-record';
import { readingToday } from '../testing/read-turn';

import { initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent } from './guided-agent';

/**
 * A money correction that names its role and both figures ("the ER bill was A not B", "not B
 * but A", "B? no, A", "my hourly wage is A not B") puts A in that role's place and says it back
 * (decision 0330). Sentences written for this test.
 */
const agent = createGuidedAgent();
const held = {
  caseType: 'auto',
  incidentDate: { from: '2026-10-14', to: '2026-10-14', precision: 'day' },
  medicalBills: { total: 6300, paid: [] },
  propertyDamage: { amount: 2700 },
};

const read = (text: string, language: Language, extra: object = {}, pending: QuestionKey = 'photos') => {
  const record = caseRecordSchema.parse({ ...held, language, ...extra });
  const state = initialAgentState({ language, pending, asked: [pending] });
  return agent.readAnswer({ record, state, text, referenceDate: readingToday, tokenBudget: 0 });
};

describe('a money correction with its role', () => {
  it.each([
    ['the ER bill was 3600 not 6300', 'en', 3600],
    ['the ambulance bill came to $7,100, not $6,300', 'en', 7100],
    ["it's 6800 not 6300", 'en', 6800],
    ['not 6300 but 6900', 'en', 6900],
    ['the hospital bill was not $6,300 but $5,900', 'en', 5900],
    ['6300? no, 8200', 'en', 8200],
    ['$6,300? no. it was $6,100', 'en', 6100],
    ['fueron 6500 no 6300', 'es', 6500],
    ['no eran 6300, eran 5300', 'es', 5300],
  ] as const)('"%s" (%s) makes the bills %i and says it', async (text, language, total) => {
    const { record, acknowledgement } = await read(text, language);
    expect(record.medicalBills?.total).toBe(total);
    expect(record.propertyDamage?.amount).toBe(2700);
    expect(acknowledgement ?? '').toContain(total.toLocaleString('en-US'));
  });

  it.each([
    ['the repair estimate was 3100 not 2700', 'en', 3100],
    ['the repair estimate? 2700? no, 2950', 'en', 2950],
  ] as const)('"%s" (%s) makes the damage %i, the bills stay', async (text, language, amount) => {
    const { record, acknowledgement } = await read(text, language);
    expect(record.propertyDamage?.amount).toBe(amount);
    expect(record.medicalBills?.total).toBe(6300);
    expect(acknowledgement ?? '').toContain(amount.toLocaleString('en-US'));
  });

  it.each([
    ['my hourly wage is 24 not 19', 'en', { amount: 19, per: 'hour' }, { amount: 24, per: 'hour' }],
    ['my hourly pay was $23, not $19', 'en', { amount: 19, per: 'hour' }, { amount: 23, per: 'hour' }],
    ['my weekly pay is 850 not 950', 'en', { amount: 950, per: 'week' }, { amount: 850, per: 'week' }],
    ['mi sueldo por hora era 22 no 19', 'es', { amount: 19, per: 'hour' }, { amount: 22, per: 'hour' }],
    ['no eran 950, eran 850 a la semana', 'es', { amount: 950, per: 'week' }, { amount: 850, per: 'week' }],
  ] as const)('"%s" corrects the pay rate', async (text, language, rate, now) => {
    const { record, acknowledgement } = await read(text, language, { lostWages: { rate } });
    expect(record.lostWages?.rate).toEqual(now);
    expect(record.lostWages?.total).toBeUndefined();
    expect(acknowledgement ?? '').toContain(String(now.amount));
  });

  it.each([
    ['not sure but I think 6300', 'en'],
    ['was it 6300? no idea, the hospital sends the bills', 'en'],
    ['no, but the ER bill was 6300', 'en'],
  ] as const)('"%s" changes no bill', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.medicalBills?.total).toBe(6300);
  });

  it.each([
    ['I get a weekly check of 400 from comp', 'en'],
    ['I work about 40 hours a week', 'en'],
  ] as const)('"%s" is no wage rate', async (text, language) => {
    const { record } = await read(text, language, {}, 'lostWages');
    expect(record.lostWages?.rate).toBeUndefined();
  });
});
