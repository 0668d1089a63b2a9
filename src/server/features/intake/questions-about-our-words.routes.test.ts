import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Issue 23, decision 0409, through the real routes: a question about a word of our own question
 * gets our question again in plainer words, and a regret, an agreement or a story going on gets
 * no "I've noted your question"; nothing of theirs is noted for the attorney. Sentences written
 * for this test.
 */
const crash = {
  fullName: 'Harlan Voss',
  phoneNumber: '(918) 555-0131',
  description:
    'A red pickup ran the light and hit my car on November 3 in Tulsa, Oklahoma. My neck has hurt since.',
};
const choque = {
  fullName: 'Yolanda Ruiz',
  phoneNumber: '(713) 555-0134',
  description: 'Un camión me chocó por detrás el 4 de noviembre en Houston, Texas. Me duele el cuello.',
};

describeEachEngine('questions about our words, and musings', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { notedOf } = chatCases(each);

  /** Sends `before` one by one, then `last`: the reply to `last`. */
  async function replyTo(details: typeof crash, before: string[], last: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    for (const text of before) await chat.send(text);
    return { chat, reply: outputOf(await chat.send(last)).output };
  }

  it.each([
    ['en', crash, [], 'what kind of care?'],
    ['en', crash, ['urgent care'], 'what do you mean by speeding?'],
    ['en', crash, ['urgent care', 'no', 'no'], 'which insurance do you mean?'],
    ['en', crash, [], 'can you say that another way?'],
    ['es', choque, ['urgencias', 'no'], '¿cómo que cuál seguro?'],
  ] as const)('%s: "%s" gets our question in plainer words', async (language, details, before, last) => {
    const pack = language === 'en' ? english : spanish;
    const { chat, reply } = await replyTo(details, [...before], last);
    expect(reply).not.toContain(pack.saying.attorneyNoted);
    expect(reply).toContain(pack.saying.clarifyLead);
    expect(await notedOf(chat)).toEqual([]);
  });

  it.each([
    [crash, ['urgent care'], 'I wonder if I should have called the police'],
    [crash, ['urgent care'], 'I was wondering the same thing'],
    [crash, [], 'urgent care, which is why I am writing to you'],
    [crash, ['urgent care'], 'how lucky I was that nobody else got hurt'],
  ] as const)('"%s" is no question: nothing noted', async (details, before, last) => {
    const { chat, reply } = await replyTo(details, [...before], last);
    expect(reply).not.toContain(english.saying.attorneyNoted);
    expect(await notedOf(chat)).toEqual([]);
  });

  it.each([
    [crash, ['urgent care'], 'what is the statute of limitations?'],
    [crash, ['urgent care'], 'can I sue the city for the light?'],
  ] as const)('"%s" is still a question of theirs', async (details, before, last) => {
    const { reply } = await replyTo(details, [...before], last);
    expect(reply).not.toContain(english.saying.clarifyLead);
  });
});
