import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { INTAKE_TRANSCRIPT_PATH } from '../../../contracts/intake-progress';
import { countOccurrences, rawStoreFiles } from '../../../../test/support/raw-store-files';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import { RESUME_LINK_PLACEHOLDER } from './intake-referee';
import { withoutResumeLinks } from './resume-link-redaction';
import { ChatClient, outputOf } from './testing/chat-client';

const maria = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description: 'I was rear-ended at a red light on March 3 in Austin, Texas by a delivery truck.',
};

describeEachEngine('resume links are never stored in plain text', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine, { fresh: true });
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function pausedChat(): Promise<{ chat: ChatClient; link: string; token: string }> {
    const chat = new ChatClient(app);
    await chat.newChat(maria);
    await chat.send('', { opening: true });
    const paused = outputOf(await chat.send('pause'));
    const match = /(https?:\/\/\S+resume=([\w-]+))/.exec(paused.output);
    if (!match) throw new Error(`no resume link in: ${paused.output}`);
    return { chat, link: match[1]!, token: match[2]! };
  }

  async function storedTexts(chat: ChatClient): Promise<string[]> {
    const rows = await store.db
      .selectFrom('messages')
      .innerJoin('cases', 'cases.id', 'messages.case_id')
      .select('messages.text')
      .where('cases.chat_id', '=', chat.chatId)
      .execute();
    return rows.map((row) => row.text);
  }

  async function tokenHitsOnDisk(token: string): Promise<number | null> {
    const raw = await rawStoreFiles(store);
    return raw.isReadable ? countOccurrences(raw.files, token) : null;
  }

  it('the visitor gets the working link; the transcript, the read-back and the files hold a placeholder', async () => {
    const { chat, link, token } = await pausedChat();
    expect(link).toContain(`/chat?id=${chat.sessionId}&chat=${chat.chatId}&resume=${token}`);

    const texts = await storedTexts(chat);
    expect(texts.some((text) => text.includes(token))).toBe(false);
    expect(texts.some((text) => text.includes(RESUME_LINK_PLACEHOLDER))).toBe(true);
    const transcript = await app.inject({
      method: 'GET',
      url: `${INTAKE_TRANSCRIPT_PATH}?id=${chat.sessionId}&chat=${chat.chatId}`,
      headers: chat.headers(false),
    });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.body).not.toContain(token);
    expect(transcript.body).toContain(RESUME_LINK_PLACEHOLDER);
    const hits = await tokenHitsOnDisk(token);
    console.info(`[${engine}] resume token bytes in the database files: ${hits}`);
    if (hits !== null) expect(hits).toBe(0);

    // The link still works, once, from another browser.
    const phone = new ChatClient(app);
    Object.assign(phone, { sessionId: chat.sessionId, chatId: chat.chatId });
    const resumed = await phone.send('', { opening: true, extra: { resumeToken: token } });
    expect(resumed.statusCode).toBe(200);
  });

  it('a visitor who pastes their own link into the chat has it stored as the placeholder', async () => {
    const { chat, link, token } = await pausedChat();
    const reply = await chat.send(`Here is my link so I don't lose it: ${link} thanks`);
    expect(reply.statusCode).toBe(200);
    const texts = await storedTexts(chat);
    expect(texts.some((text) => text.includes(token))).toBe(false);
    expect(texts).toContain(`Here is my link so I don't lose it: ${RESUME_LINK_PLACEHOLDER} thanks`);
    const hits = await tokenHitsOnDisk(token);
    if (hits !== null) expect(hits).toBe(0);
  });

  it('a token pasted bare, as resume=…, or quoted is stored as the placeholder, in messages and the case record (issue 26)', async () => {
    const { chat, token } = await pausedChat();
    const forms = [token, `resume=${token}`, `"${token}"`, `my code is ${token}.`, `resume%3D${token}`];
    for (const form of forms) expect((await chat.send(`Saving this: ${form}`)).statusCode).toBe(200);
    const texts = await storedTexts(chat);
    expect(texts.filter((text) => text.startsWith('Saving this:'))).toHaveLength(forms.length);
    expect(texts.some((text) => text.includes(token))).toBe(false);
    expect(texts).toContain(`Saving this: ${RESUME_LINK_PLACEHOLDER}`);
    // A new chat whose description carries a token: neither the message nor the case record keeps it.
    const other = new ChatClient(app);
    await other.newChat({ ...maria, description: `${maria.description} Old chat code ${token}` });
    const cases = await store.db.selectFrom('cases').select(['case_record', 'description']).execute();
    expect(JSON.stringify(cases)).not.toContain(token);
    expect(JSON.stringify(await store.db.selectFrom('messages').select('text').execute())).not.toContain(
      token,
    );
    const hits = await tokenHitsOnDisk(token);
    console.info(`[${engine}] bare resume token bytes in the database files: ${hits}`);
    if (hits !== null) expect(hits).toBe(0);
  });
});

describe('withoutResumeLinks', () => {
  it('replaces absolute, relative and bare resume links, and leaves other links alone', () => {
    const token = 'Zx9_ab-CDefGhIJKlmnOPqrstUVwxyz12';
    expect(withoutResumeLinks(`go to https://site.example/chat?id=ABC123&chat=x&resume=${token}.`)).toBe(
      `go to ${RESUME_LINK_PLACEHOLDER}`,
    );
    expect(withoutResumeLinks(`/chatplus?id=A&resume=${token} now`)).toBe(`${RESUME_LINK_PLACEHOLDER} now`);
    expect(withoutResumeLinks('see https://site.example/faq?topic=resume')).toBe(
      'see https://site.example/faq?topic=resume',
    );
    // Pasted bare, in any form (issue 26).
    expect(withoutResumeLinks(`code ${token}`)).toBe(`code ${RESUME_LINK_PLACEHOLDER}`);
    expect(withoutResumeLinks(`resume=${token}, thanks`)).toBe(`${RESUME_LINK_PLACEHOLDER}, thanks`);
    expect(withoutResumeLinks(`resume: ${token}`)).toBe(RESUME_LINK_PLACEHOLDER);
    expect(withoutResumeLinks(`(${token})`)).toBe(`(${RESUME_LINK_PLACEHOLDER})`);
    // Ordinary words, a shout and a stretched word stay.
    const shout = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAHHHH';
    expect(withoutResumeLinks(`it hurt ${shout} so much`)).toBe(`it hurt ${shout} so much`);
    expect(withoutResumeLinks('nooooooooooooooooooooooooooooooooooo')).toBe(
      'nooooooooooooooooooooooooooooooooooo',
    );
    expect(withoutResumeLinks('my claim number is CLM-2026-0042')).toBe('my claim number is CLM-2026-0042');
  });
});
