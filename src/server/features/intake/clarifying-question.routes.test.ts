import { expect, it } from 'vitest';

import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0141, through the real routes: a question about our own question ("you mean the
 * first visit?", "me? or my son?") gets our question again in its plainer wording, is not
 * counted and is not noted for the attorney; a retort ("who else would it be??") is not noted
 * either. The sentences are written for this test.
 */

const visitor = {
  fullName: 'Odell Fairbanks',
  phoneNumber: '(602) 555-0143',
  description: 'A pickup ran a stop sign and hit my car in Mesa, Arizona on October 9. My shoulder is hurt.',
};
const visitante = {
  ...visitor,
  description:
    'Una camioneta se pasó un alto y chocó mi carro en Mesa, Arizona, el 9 de octubre. Me lastimé el hombro.',
};

const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('a question about our own question', (engine) => {
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
  const noted = async (chat: ChatClient) =>
    each.store.db
      .selectFrom('attorney_questions')
      .select('text')
      .where('case_id', '=', (await caseOf(chat)).id)
      .execute();

  async function openChat(details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: paragraphs(opening.output).at(-1)! };
  }

  it.each(['you mean the first visit?', 'me? or my son?', 'which one, the ER or the clinic?'])(
    'says our question again, plainer, for "%s", and notes nothing',
    async (text) => {
      const { chat, pending } = await openChat();
      const before = (await caseOf(chat)).questions_total;
      const reply = paragraphs(outputOf(await chat.send(text)).output);
      expect(reply[0]).toBe(english.saying.clarifyLead);
      expect(reply).toHaveLength(2);
      expect(reply[1]).not.toBe(pending);
      expect(reply[1]).not.toContain(english.saying.rephraseLead);
      expect(await noted(chat)).toEqual([]);
      expect((await caseOf(chat)).questions_total).toBe(before);
    },
  );

  it('does the same in Spanish', async () => {
    const { chat } = await openChat(visitante);
    const reply = paragraphs(outputOf(await chat.send('¿se refiere a la primera cita?')).output);
    expect(reply[0]).toBe(spanish.saying.clarifyLead);
    expect(await noted(chat)).toEqual([]);
  });

  it.each(['who else would it be??', 'what do you think??', '¿quién más iba a ser?'])(
    'notes no retort for the attorney: "%s"',
    async (text) => {
      const { chat } = await openChat();
      const reply = outputOf(await chat.send(text)).output;
      expect(reply).not.toContain(english.saying.attorneyNoted);
      expect(await noted(chat)).toEqual([]);
    },
  );
});
