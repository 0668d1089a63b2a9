import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Time missed and pay told in one message keep both, and the lost-pay question is not put
 * again; a person paid ("I'm paid 17 an hour") names no health plan (decision 0336). Sentences
 * written for this test.
 */
const working = { caseType: 'auto', employer: 'Tamsin Roofing' } as const;

describe('time off and pay in one message', () => {
  it.each([
    ['lostWages', "I've missed 5 days so far, I make $23 an hour", 'en', 5, 23],
    ['treatment', 'urgent care twice. missed two shifts, I get $140 a shift', 'en', 2, 140],
    ['injuries', "my back, missed 3 days, I'm paid 17 an hour", 'en', 3, 17],
    ['lostWages', 'llevo una semana sin trabajar, gano 16 dólares la hora', 'es', 7, 16],
    ['treatment', 'fui a urgencias, falté cuatro días y me pagan 110 al día', 'es', 4, 110],
  ] as const)('%s: "%s" keeps the days and the wage', async (question, text, language, days, rate) => {
    const { record } = await readTurn(question, text, { context: working, language });
    expect(record.lostWages?.daysMissed).toBe(days);
    expect(record.lostWages?.rate?.amount).toBe(rate);
    expect(record.healthInsurance).toBeUndefined();
  });

  it('does not ask the lost pay again in a whole chat', async () => {
    const { record, state, asked } = await chatTurns(
      'a pickup hit my car at a light three weeks ago, my neck is sprained',
      { employer: 'Tamsin Roofing', lostWages: 'missed 6 days so far, I make $25 an hour', '*': 'no' },
      { turns: 14 },
    );
    expect(record.lostWages?.daysMissed).toBe(6);
    expect(record.lostWages?.rate?.amount).toBe(25);
    expect(
      [...asked, ...(await questionsLeft(record, state))].filter((key) => key === 'lostWages'),
    ).toHaveLength(1);
  });

  it.each([
    ['medicalBills', 'about 2000, I paid 300 of it myself', 'en'],
    ['treatment', 'the clinic, we get paid every Friday so money is tight', 'en'],
  ] as const)('%s: "%s" names no health plan from a person paid', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: working, language });
    expect(record.healthInsurance).toBeUndefined();
  });
});
