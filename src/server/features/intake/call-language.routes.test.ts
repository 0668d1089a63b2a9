import { expect, it } from 'vitest';

import { caseRecordSchema } from '../../../contracts/case-record';
import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0142, through the real routes: a request to be called in Spanish, or through an
 * interpreter, is acknowledged, kept on the case as `callLanguage` for the case manager, never
 * noted for the attorney, and the intake goes on. Sentences written for this test.
 */

const visitor = {
  fullName: 'Rosa Quintanilla',
  phoneNumber: '(915) 555-0172',
  description:
    'I slipped on a wet floor at a grocery store in El Paso, Texas on October 20 and hurt my wrist.',
};

describeEachEngine('a request for a language', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const caseOf = (chat: ChatClient) =>
    each.store.db
      .selectFrom('cases')
      .selectAll()
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();

  async function asked(text: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(visitor);
    await chat.send('', { opening: true });
    const reply = outputOf(await chat.send(text)).output;
    const row = await caseOf(chat);
    const noted = await each.store.db
      .selectFrom('attorney_questions')
      .select('text')
      .where('case_id', '=', row.id)
      .execute();
    return { reply, record: caseRecordSchema.parse(JSON.parse(String(row.case_record))), noted };
  }

  it('keeps "can someone call me in spanish?" on the case and goes on', async () => {
    const { reply, record, noted } = await asked('can someone call me in spanish?');
    expect(reply).toContain(english.saying.callLanguageNoted.spanish);
    expect(reply).not.toContain(english.saying.attorneyNoted);
    expect(record.callLanguage).toBe('spanish');
    expect(noted).toEqual([]);
  });

  it('hears "¿hablan español?" in an English chat, and an interpreter request', async () => {
    const spanishAsked = await asked('¿hablan español?');
    expect(spanishAsked.record.callLanguage).toBe('spanish');
    // Said in the chat's language: a short question does not switch the chat's language.
    expect(spanishAsked.reply).toContain(english.saying.callLanguageNoted.spanish);
    const interpreter = await asked('I need an interpreter when you call');
    expect(interpreter.record.callLanguage).toBe('interpreter');
    expect(interpreter.noted).toEqual([]);
  });
});
