import { expect, it } from 'vitest';

import type { CaseRecord, Language } from '../../../contracts/case-record';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { toTurnCase } from './intake-case';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0302, through the real routes: the days missed told in the same answer as the pay
 * ("out 6 days, I'm paid $18 an hour") are kept beside the pay, to the question about missed
 * work; the period of a wage, a fare or a price ("160 a shift", "30 a day") is no day missed.
 * Sentences written for this test.
 */

type Wages = CaseRecord['lostWages'];

const told: [Language, string, Wages][] = [
  [
    'en',
    "I've been out 5 days so far, I make 19 an hour",
    { daysMissed: 5, rate: { amount: 19, per: 'hour' }, total: 760 },
  ],
  [
    'en',
    'three weeks off, at 850 a week',
    { daysMissed: 21, rate: { amount: 850, per: 'week' }, total: 2550 },
  ],
  [
    'en',
    "out 6 days, I'm paid $18 an hour",
    { daysMissed: 6, rate: { amount: 18, per: 'hour' }, total: 864 },
  ],
  [
    'en',
    "I missed four shifts, I'm paid 160 a shift",
    { daysMissed: 4, rate: { amount: 160, per: 'day' }, total: 640 },
  ],
  [
    'es',
    'he faltado 4 días, gano 19 la hora',
    { daysMissed: 4, rate: { amount: 19, per: 'hour' }, total: 608 },
  ],
  [
    'es',
    'mi trabajo me paga 20 la hora, falté 5 días',
    { daysMissed: 5, rate: { amount: 20, per: 'hour' }, total: 800 },
  ],
  // Time off told as a negated verb is no take-back of the days (the days were read as a
  // correction and the pay worked out over calendar days).
  [
    'es',
    'no fui a trabajar 5 días, gano 18 la hora',
    { daysMissed: 5, rate: { amount: 18, per: 'hour' }, total: 720 },
  ],
  [
    'en',
    "no I couldn't work for 6 days, I make 20 an hour",
    { daysMissed: 6, rate: { amount: 20, per: 'hour' }, total: 960 },
  ],
  [
    'en',
    'no pay for 4 days so far, I make 19 an hour',
    { daysMissed: 4, rate: { amount: 19, per: 'hour' }, total: 608 },
  ],
  [
    'es',
    'no he podido trabajar en 6 días, gano 20 la hora',
    { daysMissed: 6, rate: { amount: 20, per: 'hour' }, total: 960 },
  ],
];

const notTimeOff: [Language, string, Wages][] = [
  // A schedule beside the pay is no time off; the pay is kept.
  ['en', 'I make 20 an hour, 5 days a week', { rate: { amount: 20, per: 'hour' } }],
  // A fare by the day is neither pay nor a day missed.
  ['en', 'the cab to PT costs me 30 a day', undefined],
];

const description: Record<Language, string> = {
  en: 'A van rear-ended my car at a light in Wichita, Kansas on October 30. My neck and lower back hurt.',
  es: 'Una camioneta chocó mi carro por detrás en un semáforo en Wichita, Kansas, el 30 de octubre. Me duele el cuello y la espalda.',
};

describeEachEngine('time off told with the pay, to the question about missed work', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  /**
   * Answers "not sure" until the question about missed work is put, then `text`: the pay read,
   * and whether the question is put again.
   */
  async function answerMissedWork(
    language: Language,
    text: string,
  ): Promise<{ wages: Wages; isAskedAgain: boolean }> {
    const chat = new ChatClient(each.app);
    await chat.newChat({
      fullName: 'Jordan Reyes',
      phoneNumber: '(316) 555-0182',
      description: description[language],
    });
    outputOf(await chat.send('', { opening: true }));
    for (let turn = 0; turn < 20; turn += 1) {
      const { state } = toTurnCase(await caseOf(chat));
      if (state.pending === 'lostWages') {
        outputOf(await chat.send(text));
        const after = toTurnCase(await caseOf(chat));
        return { wages: after.record.lostWages, isAskedAgain: after.state.pending === 'lostWages' };
      }
      outputOf(await chat.send(language === 'en' ? 'not sure' : 'no sé'));
    }
    throw new Error('the question about missed work was never put');
  }

  it.each(told)('%s: "%s" keeps the days beside the pay', async (language, text, wages) => {
    expect(await answerMissedWork(language, text)).toEqual({ wages, isAskedAgain: false });
  });

  it.each(notTimeOff)('%s: "%s" tells no days missed', async (language, text, wages) => {
    expect((await answerMissedWork(language, text)).wages).toEqual(wages);
  });
});
