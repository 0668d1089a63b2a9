import { expect, it } from 'vitest';

import type { Language } from '../../../contracts/case-record';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { toTurnCase } from './intake-case';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0350, through the real routes: a benefit the visitor receives, told to the question
 * about missed work, is stored neither as their wage, nor as pay lost, nor as a bill; pay
 * earned still is. Sentences written for this test.
 */
const description: Record<Language, string> = {
  en: 'I slipped on a greasy floor at work in Lubbock, Texas on October 3 and tore my shoulder.',
  es: 'Me resbalé en un piso con grasa en el trabajo en Lubbock, Texas, el 3 de octubre y me lastimé el hombro.',
};

describeEachEngine('benefits received are no pay', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  async function answerMissedWork(language: Language, text: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat({
      fullName: 'Casimir Oyelaran',
      phoneNumber: '(806) 555-0133',
      description: description[language],
    });
    outputOf(await chat.send('', { opening: true }));
    for (let turn = 0; turn < 12; turn += 1) {
      if (toTurnCase(await caseOf(chat)).state.pending === 'lostWages') {
        outputOf(await chat.send(text));
        return toTurnCase(await caseOf(chat)).record;
      }
      outputOf(await chat.send(language === 'en' ? 'not sure' : 'no sé'));
    }
    throw new Error('the question about missed work was never put');
  }

  it.each([
    ['en', 'the insurance pays me 520 every week'],
    ['en', 'I get 310 a week from unemployment'],
    ['es', 'me pagan 380 de la aseguranza por semana'],
    ['es', 'recibo 350 a la semana de incapacidad'],
  ] as const)('%s: "%s" stores no wage, no pay lost and no bill', async (language, text) => {
    const record = await answerMissedWork(language, text);
    expect(record.lostWages?.rate).toBeUndefined();
    expect(record.lostWages?.total).toBeUndefined();
    expect(record.medicalBills?.total).toBeUndefined();
    expect(record.medicalBills?.paid ?? []).toEqual([]);
  });

  it.each([
    ['en', 'I make 640 a week', { amount: 640, per: 'week' }],
    ['es', 'gano 590 por semana', { amount: 590, per: 'week' }],
  ] as const)('%s: "%s" is still the wage', async (language, text, rate) => {
    const record = await answerMissedWork(language, text);
    expect(record.lostWages?.rate).toEqual(rate);
  });
});
