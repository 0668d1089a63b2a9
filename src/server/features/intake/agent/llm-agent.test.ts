import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema } from '../../../../contracts/case-record';
import { createTestApp } from '../../../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../../../test/support/test-database';
import { ChatClient, outputOf } from '../testing/chat-client';
import {
  defaultFakeQuestion,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../testing/fake-openai-server';

import { agentStateSchema } from './agent';

/**
 * The LLM agent through the real webhook routes, against a local server that speaks the
 * OpenAI chat-completions protocol and plays a model (testing/fake-openai-server.ts): each
 * test scripts the facts it claims and the question it writes, or garbage, a 500 or a hang. Its output is untrusted (decision
 * 0062): what the tests check is what reaches the visitor and the record.
 */
let fake: FakeOpenAiServer;
let baseUrl = '';
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  baseUrl = fake.baseUrl;
});
afterAll(async () => {
  await fake.close();
});

const visitor = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description: 'I was rear-ended at a red light on March 3 in Austin, Texas. My neck hurts.',
};
const clock = () => new Date('2031-04-14T15:00:00.000Z');
const lawyerQuestion = 'Have you already hired or signed with a lawyer for this?';

describe('LLM agent through the webhook routes', () => {
  let store: TestStore;
  let app: FastifyInstance;
  /** The same app with the guided agent only: what the visitor gets when the model's words are set aside. */
  let guidedApp: FastifyInstance;
  const start = async (tokensPerChat = 60_000) => {
    const rateLimit = { ipPerMinute: 10_000, chatPerMinute: 10_000 };
    app = await createTestApp(store, {
      config: {
        llm: {
          provider: 'openai-compatible',
          baseUrl,
          model: 'scripted',
          timeoutMs: 3_000, // the fake answers at once; a loaded CI machine must not turn it into a timeout
          breakerCooldownMs: 30_000,
          breakerMaxCooldownMs: 300_000,
        },
        llmTokensPerChat: tokensPerChat,
        rateLimit,
      },
      now: clock,
    });
    guidedApp = await createTestApp(store, { config: { rateLimit }, now: clock });
  };
  beforeEach(async () => {
    store = await createTestStore('sqlite');
    fake.script.mode = 'healthy';
    fake.script.facts = {};
    fake.script.question = defaultFakeQuestion;
  });
  afterEach(async () => {
    await app.close();
    await guidedApp.close();
    await store.destroy();
  });

  async function recordOf(
    chat: ChatClient,
  ): Promise<{ record: CaseRecord; row: { llm_tokens_used: number } }> {
    const row = await store.db
      .selectFrom('cases')
      .selectAll()
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    return { record: caseRecordSchema.parse(JSON.parse(row.case_record)), row };
  }

  /** Starts the chat, opens /chat and answers once: the replies and the record after. */
  async function chatWith(message: string, on: FastifyInstance = app) {
    const chat = new ChatClient(on);
    await chat.newChat(visitor);
    const opening = outputOf(await chat.send('', { opening: true }));
    const reply = outputOf(await chat.send(message));
    return { chat, opening, reply, ...(await recordOf(chat)) };
  }

  it('shows the model’s wording when it is one plain question about the fact being asked', async () => {
    await start();
    const { opening, reply, row } = await chatWith('I had an X-ray at the ER.');
    expect(opening.output).toContain(fake.script.question);
    expect(reply.output).toMatch(/\?$/);
    expect(row.llm_tokens_used).toBeGreaterThan(0);
  });

  it.each([
    ['a link', 'What care have you had so far? Book a visit at www.example-clinic.com?'],
    ['a link without a dot', 'What care have you had so far (details at https://example.test/care)?'],
    [
      'an address to write to',
      'What care have you had so far, and could you email it to claims@example.test?',
    ],
    ['a phone number', 'What care have you had so far, and can you call 512 555 0100 about it?'],
    [
      'text beyond the length',
      `Could you tell me ${'very '.repeat(60)}carefully what care you have had so far?`,
    ],
    ['no question', 'Tell me about the care you have had so far.'],
    [
      'a statement before the question',
      'Our attorneys will win this for you. What care have you had so far?',
    ],
    ['two questions', 'What care have you had so far? Who paid for it?'],
    ['something not in the registry', 'What is your favorite color, and where did you grow up?'],
    ['a thing we never ask for', 'What care have you had so far, and what is your Social Security number?'],
  ])(
    'does not show a model question with %s: the guided question is used instead',
    async (_label, question) => {
      await start();
      fake.script.question = question;
      const guided = await chatWith('I had an X-ray at the ER.', guidedApp);
      const withModel = await chatWith('I had an X-ray at the ER.');
      expect(withModel.opening.output).not.toContain(question);
      expect(withModel.opening.output).toBe(guided.opening.output);
      expect(withModel.reply.output).toBe(guided.reply.output);
    },
  );

  it('does not record a fact the model set without support in the visitor’s words (hasAttorney: true); it is asked later', async () => {
    await start();
    fake.script.question = 'not a question';
    fake.script.facts = { priorAttorney: { value: true, quote: 'I went to the ER' } };
    const { chat, record } = await chatWith('I went to the ER that night.');
    expect(record.priorAttorney).toBeUndefined();
    expect(record.unknowns).not.toContain('priorAttorney');
    expect(record.sources.priorAttorney).toBeUndefined();
    // Nothing stands in for the visitor's answer: the agent still asks, in its turn.
    fake.script.facts = {};
    const replies: string[] = [];
    for (let turn = 0; turn < 8 && !replies.some((reply) => reply.includes(lawyerQuestion)); turn += 1)
      replies.push(outputOf(await chat.send("I'm not sure.")).output);
    expect(replies.some((reply) => reply.includes(lawyerQuestion))).toBe(true);
  });

  it('records the model’s fact when the readers find it in the visitor’s words', async () => {
    await start();
    fake.script.question = 'not a question';
    fake.script.facts = { priorAttorney: { value: true, quote: 'I already hired a lawyer' } };
    const stated = await chatWith('I went to the ER that night, and I already hired a lawyer.');
    expect(stated.record.priorAttorney).toBe(true);

    // A fact the guided reading leaves out of an answer (an earlier injury, said in passing),
    // which the priorInjuries reader finds in the words the model quoted.
    const message = 'I went to the ER that night. I hurt my neck in a car wreck back in 2019 too.';
    fake.script.facts = {
      priorInjuries: { value: true, quote: 'I hurt my neck in a car wreck back in 2019' },
    };
    const withModel = await chatWith(message);
    expect(withModel.record.priorInjuries).toBe(true);
    expect(withModel.record.sources.priorInjuries).toMatchObject({ byModel: true });
    expect((await chatWith(message, guidedApp)).record.priorInjuries).toBeUndefined();

    // The same claim on words that do not say it is set aside.
    fake.script.facts = { priorInjuries: { value: true, quote: 'I went to the ER that night' } };
    expect((await chatWith('I went to the ER that night.')).record.priorInjuries).toBeUndefined();
  });

  it('does not record a model fact set on the description at new-chat without support either', async () => {
    await start();
    fake.script.facts = {
      priorAttorney: { value: true, quote: 'My neck hurts' },
      witnesses: { value: true, quote: 'rear-ended at a red light' },
    };
    const chat = new ChatClient(app);
    await chat.newChat(visitor);
    const { record } = await recordOf(chat);
    expect(record.priorAttorney).toBeUndefined();
    expect(record.witnesses).toBeUndefined();
    expect(record.caseType).toBe('auto');
    const state = agentStateSchema.parse(
      JSON.parse(
        (
          await store.db
            .selectFrom('cases')
            .select('agent_state')
            .where('chat_id', '=', chat.chatId)
            .executeTakeFirstOrThrow()
        ).agent_state,
      ),
    );
    expect(state.pending).toBeNull();
  });

  it.each(['garbage', 'error', 'hang', 'rate-limited', 'cut-off'] as const)(
    'falls back to the guided agent on %s',
    async (failure) => {
      await start();
      fake.script.mode = failure;
      const { reply, record, row } = await chatWith('I went to the ER that night.');
      expect(reply.output).toMatch(/\?$/);
      expect(record.treatment?.levels).toContain('er');
      expect(row.llm_tokens_used).toBe(0);
    },
  );

  it('does not call the model once the chat has spent its token budget', async () => {
    await start(0);
    const before = fake.calls.total;
    const { reply } = await chatWith('I went to the ER that night.');
    expect(reply.output).toMatch(/\?$/);
    expect(fake.calls.total).toBe(before);
  });
});
