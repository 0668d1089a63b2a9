import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Issue 23, second round (decision 0111), through the real routes: a chat with a description,
 * then a mid-chat message as the answer to the first question. A request to stop, for a
 * person or to delete gets its fixed path; someone else's question and a rhetorical one are
 * neither answered nor noted; a question without "?" and "what does X mean" are heard. The
 * sentences are written for this test.
 */

const visitor = {
  fullName: 'Marisol Ochoa',
  phoneNumber: '(505) 555-0188',
  description:
    'A delivery van backed into my car in a parking lot in Albuquerque, New Mexico on September 14. My neck hurts.',
};
const visitante = {
  ...visitor,
  description:
    'Una camioneta de reparto chocó mi carro en un estacionamiento en Albuquerque, Nuevo México, el 14 de septiembre. Me duele el cuello.',
};

const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('requests and questions in the middle of the chat', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  const now = () => new Date('2026-11-21T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const caseOf = (chat: ChatClient) =>
    store.db.selectFrom('cases').selectAll().where('chat_id', '=', chat.chatId).executeTakeFirstOrThrow();
  const notedCount = async (chat: ChatClient) =>
    (
      await store.db
        .selectFrom('attorney_questions')
        .select('text')
        .where('case_id', '=', (await caseOf(chat)).id)
        .execute()
    ).length;

  async function openChat(details = visitor) {
    const chat = new ChatClient(app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: paragraphs(opening.output).at(-1)! };
  }

  it('ends the questions on "stop" and on "mejor no, déjelo así", with the done path', async () => {
    const { chat } = await openChat();
    const before = await caseOf(chat);
    const reply = outputOf(await chat.send('ok stop please'));
    expect(paragraphs(reply.output)).toEqual([
      english.saying.visitorAnswers.done,
      english.saying.finishedOnRequest,
    ]);
    expect(reply.redirectUrl).toBeTruthy();
    expect((await caseOf(chat)).case_record).toBe(before.case_record);

    const { chat: otro } = await openChat(visitante);
    const respuesta = outputOf(await otro.send('mejor no, déjelo así'));
    expect(paragraphs(respuesta.output)).toEqual([
      spanish.saying.visitorAnswers.done,
      spanish.saying.finishedOnRequest,
    ]);
    expect(respuesta.redirectUrl).toBeTruthy();
  });

  it('gives the safety reply, not the goodbye, to "ya no quiero seguir"', async () => {
    const { chat } = await openChat(visitante);
    const reply = outputOf(await chat.send('ya no quiero seguir'));
    expect(paragraphs(reply.output)[0]).toBe(spanish.saying.selfHarmNotice);
    expect(reply.output).not.toContain(spanish.saying.finishedOnRequest);
    expect(reply.redirectUrl).toBeUndefined();
  });

  it('records a callback for "agent" and asks our question again, reading nothing from it', async () => {
    const { chat, pending } = await openChat();
    const before = await caseOf(chat);
    const reply = outputOf(await chat.send('agent'));
    expect(reply.output).toBe(
      `${english.saying.visitorAnswers.person(english.saying.callbackWindow)}\n\n${pending}`,
    );
    const after = await caseOf(chat);
    expect(after.callback_requested_at).not.toBeNull();
    expect(after.case_record).toBe(before.case_record);
    expect(after.questions_total).toBe(before.questions_total);

    const { chat: otro } = await openChat(visitante);
    const respuesta = outputOf(await otro.send('¿me puede llamar alguien?'));
    expect(paragraphs(respuesta.output)[0]).toBe(
      spanish.saying.visitorAnswers.person(spanish.saying.callbackWindow),
    );
    expect((await caseOf(otro)).callback_requested_at).not.toBeNull();
  });

  it('answers "please delete everything" with how to ask, and ends the questions', async () => {
    const { chat } = await openChat();
    const reply = outputOf(await chat.send('please delete everything'));
    expect(paragraphs(reply.output)).toEqual([
      english.saying.visitorAnswers.deletion,
      english.saying.visitorAnswers.done,
      english.saying.finishedOnRequest,
    ]);
    expect(english.saying.visitorAnswers.deletion).toContain(
      english.saying.visitorAnswers.privacy.slice(0, 60),
    );
    expect(english.saying.visitorAnswers.deletion).toMatch(/@/);
  });

  it('neither answers nor notes someone else’s question or a rhetorical one', async () => {
    const { chat } = await openChat();
    const reported = outputOf(
      await chat.send('The adjuster asked me "do you even need a lawyer for this?" and I hung up.'),
    );
    expect(reported.output).not.toContain(english.saying.attorneyNoted);
    expect(reported.output).not.toContain(english.saying.visitorAnswers.needLawyer);
    const rhetorical = outputOf(await chat.send('why me?'));
    expect(rhetorical.output).not.toContain(english.saying.attorneyNoted);
    expect(await notedCount(chat)).toBe(0);
  });

  it('hears a question typed without "?" and answers what a term means from our content', async () => {
    const { chat, pending } = await openChat();
    const unmarked = outputOf(await chat.send('will my landlord find out about this'));
    expect(unmarked.output).toBe(`${english.saying.attorneyNoted}\n\n${pending}`);
    expect(await notedCount(chat)).toBe(1);
    const term = outputOf(await chat.send('whats contingency mean'));
    expect(paragraphs(term.output)[0]).toMatch(/^From our site: .*contingency.*\(http.*\)$/);
    expect(await notedCount(chat)).toBe(1);
  });
});
