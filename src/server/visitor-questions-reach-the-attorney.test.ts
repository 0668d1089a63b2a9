import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { caseExportSchema } from '../contracts/case-export';
import { caseViewSchema } from '../contracts/staff-console';
import { createTestApp } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';

import { isSealed } from './crypto/case-data-crypto';
import { english } from './features/intake/language/english';
import { spanish } from './features/intake/language/spanish';
import { ChatClient, outputOf } from './features/intake/testing/chat-client';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './features/staff/staff-test-helpers';

/**
 * Issue 23 through the real routes, on both engines: the visitor's own question gets a
 * response in the same reply, before our next question; a message that only asks stores no
 * fact; a question our content does not answer is noted, sealed with the case's key, and
 * reaches the staff console's case page data and the case export. The sentences are written
 * for this test.
 */

const visitor = {
  fullName: 'Dana Whitfield',
  phoneNumber: '(303) 555-0142',
  description:
    'A pickup truck ran a stop sign and hit my car on October 2 in Denver, Colorado. My wrist is broken.',
};

const noted = english.saying.attorneyNoted;

describeEachEngine('the visitor’s own questions', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let session: TestSession;
  const now = () => new Date('2026-11-21T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now,
    });
    await seedStaffUser(store.db, { email: 'manager@example.org', role: 'case_manager' });
    session = await signInAs(app, 'manager@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const caseOf = (chat: ChatClient) =>
    store.db.selectFrom('cases').selectAll().where('chat_id', '=', chat.chatId).executeTakeFirstOrThrow();
  const notedQuestions = async (chat: ChatClient) =>
    (
      await store.db
        .selectFrom('attorney_questions')
        .select('text')
        .where('case_id', '=', (await caseOf(chat)).id)
        .orderBy('created_at')
        .orderBy('position')
        .execute()
    ).map((row) => row.text);

  /** Opens a chat and returns it with the question the agent is waiting on. */
  async function openChat(details = visitor) {
    const chat = new ChatClient(app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: opening.output.split('\n\n').at(-1)! };
  }

  it('notes a question our content does not answer, says so before our question, and stores no fact from it', async () => {
    const { chat, pending } = await openChat();
    const before = await caseOf(chat);
    const reply = outputOf(
      await chat.send('Will my boss at the bakery be told that the other driver ran the stop sign?'),
    );
    // The response comes first, then our own question again, not counted twice.
    expect(reply.output).toBe(`${noted}\n\n${pending}`);
    const after = await caseOf(chat);
    expect(after.case_record).toBe(before.case_record);
    expect(after.questions_total).toBe(before.questions_total);
    expect(await notedQuestions(chat)).toEqual([
      'Will my boss at the bakery be told that the other driver ran the stop sign?',
    ]);
    // Sealed like every visitor text: the stored column is not the words.
    const stored = await store.db.withoutPlugins().selectFrom('attorney_questions').select('text').execute();
    expect(stored).toHaveLength(1);
    expect(isSealed(stored[0]!.text)).toBe(true);
    expect(stored[0]!.text).not.toContain('bakery');
  });

  it('answers from our content when it can, with nothing noted, then asks our question again', async () => {
    const { chat, pending } = await openChat();
    const reply = outputOf(
      await chat.send("Do I have to give the other driver's insurer a recorded statement?"),
    );
    const [answer, next] = reply.output.split('\n\n');
    expect(answer).toMatch(/^From our site: .*recorded statement.*\(http.*\)$/);
    expect(answer).not.toMatch(/^(Yes|No)\b/);
    expect(next).toBe(pending);
    expect(await notedQuestions(chat)).toEqual([]);
  });

  it('reads the answer and notes the question of a message that holds both', async () => {
    const { chat } = await openChat();
    const reply = outputOf(
      await chat.send('I went to the ER that night. Also, could my landlord raise my rent over this?'),
    );
    expect(reply.output.startsWith(noted)).toBe(true);
    expect(await notedQuestions(chat)).toEqual(['Also, could my landlord raise my rent over this?']);
    // The answer is read, and only the answer: the question is not part of what was quoted.
    expect(JSON.parse((await caseOf(chat)).case_record)).toMatchObject({
      treatment: { levels: ['er'] },
      sources: { treatment: { from: 'answer', quote: 'I went to the ER that night.' } },
    });
  });

  it('notes a question on the legal merits and never answers it yes or no', async () => {
    const { chat, pending } = await openChat();
    const reply = outputOf(await chat.send('should I sign the release their adjuster mailed me?'));
    expect(reply.output).toBe(`${noted}\n\n${pending}`);
    expect(await notedQuestions(chat)).toEqual(['should I sign the release their adjuster mailed me?']);
  });

  it('notes a short question that points back with the sentence it points at (decision 0446)', async () => {
    const { chat } = await openChat();
    await chat.send("The other driver's adjuster keeps calling for a recorded statement. Should I do that?");
    expect(await notedQuestions(chat)).toEqual([
      "The other driver's adjuster keeps calling for a recorded statement. Should I do that?",
    ]);
  });

  it('asks our question again, plainer, after "what do you mean?", noting nothing; a hedged answer stays an answer', async () => {
    const { chat, pending } = await openChat();
    const clarify = outputOf(await chat.send('what do you mean?')).output.split('\n\n');
    // Decision 0141: sorry we were unclear, then the same question in its plainer wording.
    expect(clarify[0]).toBe(english.saying.clarifyLead);
    expect(clarify).toHaveLength(2);
    expect(clarify[1]).not.toBe(pending);
    expect(clarify.join('\n\n')).not.toContain(noted);
    const hedged = outputOf(await chat.send('maybe 3 weeks?'));
    expect(hedged.output).not.toContain(noted);
    expect(await notedQuestions(chat)).toEqual([]);
  });

  it('says it in Spanish to a visitor who writes in Spanish', async () => {
    const { chat, pending } = await openChat({
      ...visitor,
      description:
        'Un camión se pasó el alto y chocó mi carro el 2 de octubre en Denver, Colorado. Me rompí la muñeca.',
    });
    const reply = outputOf(await chat.send('¿Mi jefe se va a enterar de que tuve el choque?'));
    expect(reply.output).toBe(`${spanish.saying.attorneyNoted}\n\n${pending}`);
    expect(await notedQuestions(chat)).toEqual(['¿Mi jefe se va a enterar de que tuve el choque?']);
  });

  it('shows the noted questions on the console’s case page and in the case export', async () => {
    const { chat } = await openChat();
    await chat.send('Will my boss at the bakery be told about this?');
    await chat.send('my wrist and my elbow. and can my insurance drop me for this?');
    const { id } = await caseOf(chat);

    const page = await staffRequest(app, session, 'GET', `/api/staff/cases/${id}`);
    expect(page.statusCode).toBe(200);
    const view = caseViewSchema.parse(page.json());
    expect(view.attorneyQuestions.map((question) => question.text)).toEqual([
      'Will my boss at the bakery be told about this?',
      'and can my insurance drop me for this?',
    ]);
    expect(view.attorneyQuestions[0]).toMatchObject({ language: 'en', askedAt: now().toISOString() });

    const exported = await staffRequest(app, session, 'GET', `/api/staff/cases/${id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(caseExportSchema.parse(exported.json()).attorneyQuestions).toEqual([
      {
        text: 'Will my boss at the bakery be told about this?',
        language: 'en',
        askedAt: now().toISOString(),
      },
      { text: 'and can my insurance drop me for this?', language: 'en', askedAt: now().toISOString() },
    ]);
  });

  it('erases the noted questions with the case', async () => {
    const { chat } = await openChat();
    await chat.send('Will my boss at the bakery be told about this?');
    const { id } = await caseOf(chat);
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    const admin = await signInAs(app, 'admin@example.org');
    const erased = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
      caseId: id,
      confirm: 'ERASE',
    });
    expect(erased.statusCode).toBe(200);
    expect(await store.db.selectFrom('attorney_questions').selectAll().execute()).toEqual([]);
  });
});
