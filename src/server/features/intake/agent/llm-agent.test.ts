import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { caseRecordSchema } from '../../../../contracts/case-record';
import { createTestApp } from '../../../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../../../test/support/test-database';
import { ChatClient, outputOf } from '../testing/chat-client';

import { isAcceptableQuestion } from './llm-agent';

/**
 * The LLM agent through the real webhook routes, against a local server that speaks the
 * OpenAI chat-completions protocol and plays a model: scripted facts and questions,
 * claims the visitor never made, bad questions, garbage, 500s and a hang.
 */
type Script = 'good' | 'unsupported' | 'bad-question' | 'garbage' | 'error' | 'hang';
let script: Script = 'good';
let calls = 0;
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    calls += 1;
    const parsed = JSON.parse(body) as { messages: { role: string; content: string }[] };
    const system = parsed.messages.find((message) => message.role === 'system')?.content ?? '';
    if (script === 'hang') return;
    if (script === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    const isRead = system.startsWith('You read one message');
    const content =
      script === 'garbage'
        ? 'Sure! Here is {not json'
        : isRead
          ? JSON.stringify({
              facts:
                script === 'unsupported'
                  ? { priorAttorney: { value: true, quote: 'I already hired a lawyer' } }
                  : { photos: { value: true, quote: 'I snapped a few on my phone' } },
            })
          : JSON.stringify({
              question:
                script === 'bad-question'
                  ? 'Great! Visit https://example.com to upload. What else? And who paid?'
                  : 'Could you tell me, in your own words, what care you have had so far?',
            });
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'scripted',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
      }),
    );
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const visitor = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description: 'I was rear-ended at a red light on March 3 in Austin, Texas. My neck hurts.',
};

describe('LLM agent through the webhook routes', () => {
  let store: TestStore;
  let app: FastifyInstance;
  const start = async (tokensPerChat = 60_000) => {
    app = await createTestApp(store, {
      config: {
        llm: { provider: 'openai-compatible', baseUrl, model: 'scripted', timeoutMs: 400 },
        llmTokensPerChat: tokensPerChat,
        rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 },
      },
    });
  };
  beforeEach(async () => {
    store = await createTestStore('sqlite');
    script = 'good';
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function chatWith(message: string) {
    const chat = new ChatClient(app);
    await chat.newChat(visitor);
    const opening = outputOf(await chat.send('', { opening: true }));
    const reply = outputOf(await chat.send(message));
    const row = await store.db
      .selectFrom('cases')
      .selectAll()
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    return { opening, reply, row, record: caseRecordSchema.parse(JSON.parse(row.case_record)) };
  }

  it('adds a fact the visitor stated, with its quote, and uses the model’s wording of the chosen question', async () => {
    await start();
    const { opening, reply, record, row } = await chatWith(
      'I had an X-ray at the ER. I snapped a few on my phone of the car.',
    );
    expect(opening.output).toContain('Could you tell me, in your own words, what care you have had so far?');
    expect(record.photos).toBe(true);
    expect(record.sources.photos).toMatchObject({ byModel: true, quote: 'I snapped a few on my phone' });
    expect(reply.output).toMatch(/\?$/);
    expect(row.llm_tokens_used).toBeGreaterThan(0);
  });

  it('drops a fact the visitor never said, and a question with a link or a second question', async () => {
    await start();
    script = 'unsupported';
    const { record } = await chatWith('I went to the ER that night.');
    expect(record.priorAttorney).toBeUndefined();
    script = 'bad-question';
    const { reply } = await chatWith('I went to the ER that night.');
    expect(reply.output).not.toContain('https://');
    expect(reply.output.match(/\?/g)).toHaveLength(1);
  });

  it.each(['garbage', 'error', 'hang'] as const)('falls back to the guided agent on %s', async (mode) => {
    await start();
    script = mode;
    const { reply, record, row } = await chatWith('I went to the ER that night.');
    expect(reply.output).toMatch(/\?$/);
    expect(record.treatment?.levels).toContain('er');
    expect(row.llm_tokens_used).toBe(0);
  });

  it('does not call the model once the chat has spent its token budget', async () => {
    await start(0);
    const before = calls;
    const { reply } = await chatWith('I went to the ER that night.');
    expect(reply.output).toMatch(/\?$/);
    expect(calls).toBe(before);
  });
});

describe('what a model may say', () => {
  it.each([
    ['What care have you had so far?', true],
    ['Visit https://evil.test and tell me your bills?', false],
    ['What happened? Who paid?', false],
    ['Call me at 512-555-0100?', false],
    ['Tell me more.', false],
  ])('%s → %s', (text, ok) => {
    expect(isAcceptableQuestion(text)).toBe(ok);
  });
});
