import { expect, it } from 'vitest';

import type { Language } from '../../../contracts/case-record';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { toTurnCase } from './intake-case';
import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0348, through the real routes: exasperation ("again?", "how many times!!", "otra
 * vez?", "ya se lo dije, ¿no?") is "I already told you". It is never noted for the attorney nor
 * answered with the legal-advice line, and nothing of it is read as the answer: the earlier
 * messages are looked at, and, with nothing there, we say sorry and put the question once more.
 * Sentences written for this test.
 */
const details = {
  en: {
    fullName: 'Imre Castellano',
    phoneNumber: '(405) 555-0171',
    description:
      'A pickup backed into my car in a parking lot in Norman, Oklahoma on October 8. My hip hurts.',
  },
  es: {
    fullName: 'Imre Castellano',
    phoneNumber: '(405) 555-0171',
    description:
      'Una camioneta se echó en reversa contra mi carro en un estacionamiento en Norman, Oklahoma, el 8 de octubre. Me duele la cadera.',
  },
};

describeEachEngine('exasperation is "I already told you"', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf, notedOf: noted } = chatCases(each);

  /** Opens a chat and answers until the question about a lawyer is put. */
  async function atPriorAttorney(language: Language) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details[language]);
    outputOf(await chat.send('', { opening: true }));
    for (let turn = 0; turn < 10; turn += 1) {
      if (toTurnCase(await caseOf(chat)).state.pending === 'priorAttorney') return chat;
      outputOf(await chat.send(language === 'en' ? 'not sure' : 'no sé'));
    }
    throw new Error('the question about a lawyer was never put');
  }

  it.each([
    ['en', 'how many times!!'],
    ['en', 'again?'],
    ['en', 'seriously??'],
    ['en', 'I just told you?!'],
    ['es', 'cuántas veces!!'],
    ['es', 'otra vez?'],
    ['es', 'en serio?'],
    ['es', 'ya se lo dije, ¿no?'],
  ] as const)('%s: "%s" is looked for, never noted nor refused, nor read', async (language, text) => {
    const pack = language === 'en' ? english : spanish;
    const chat = await atPriorAttorney(language);
    const output = outputOf(await chat.send(text)).output;
    expect(output.startsWith(pack.saying.notFoundEarlier)).toBe(true);
    expect(output).not.toContain(pack.saying.attorneyNoted);
    expect(output).not.toContain(pack.saying.refusals.legalAdvice);
    expect(await noted(chat)).toEqual([]);
    const after = toTurnCase(await caseOf(chat));
    // Nothing of it is an answer ("¿no?" is no "no, no lawyer").
    expect(after.record.priorAttorney).toBeUndefined();
    expect(after.state.pending).toBe('priorAttorney');
  });

  it('asks once more, then leaves the fact unknown', async () => {
    const chat = await atPriorAttorney('en');
    outputOf(await chat.send('again?'));
    outputOf(await chat.send('how many times!!'));
    const after = toTurnCase(await caseOf(chat));
    expect(after.state.pending).not.toBe('priorAttorney');
    expect(await noted(chat)).toEqual([]);
  });

  it.each([
    ['en', 'how many times can they call me before I have to answer?'],
    ['es', '¿cuántas veces me pueden llamar los del seguro?'],
  ] as const)('%s: a real question with the same words is still one: "%s"', async (language, text) => {
    const chat = await atPriorAttorney(language);
    const output = outputOf(await chat.send(text)).output;
    const pack = language === 'en' ? english : spanish;
    expect(output.startsWith(pack.saying.notFoundEarlier)).toBe(false);
  });
});
