import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { CONSENT_VERSION } from '../src/contracts/consent';
import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../src/contracts/session';
import { chatReplySchema, webhookPaths } from '../src/contracts/webhooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openStore } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import {
  type FakeModelMode,
  startFakeOpenAiServer,
} from '../src/server/features/intake/testing/fake-openai-server';

/**
 * How long a visitor waits for each reply when the model is slow or broken (issue 29,
 * decision 0077). For each way the fake OpenAI-compatible server can behave, a fresh app
 * (so each mode starts with a closed breaker) on a free port, with
 * `LLM_PROVIDER=openai-compatible` and `LLM_TIMEOUT_MS=BUDGET_MS`; CHATS visitors one after the other, each: new-chat with a
 * description, the page's opening message, then MESSAGES answers, after one warm-up chat
 * with a healthy model. Every reply is timed over HTTP, from the request to the last byte. `npx tsx bench/llm-budget.ts` runs it alone.
 */
const BUDGET_MS = Number(process.env.BENCH_LLM_BUDGET_MS ?? 1000);
const CHATS = Number(process.env.BENCH_LLM_CHATS ?? 3);
const MESSAGES = Number(process.env.BENCH_LLM_MESSAGES ?? 5);

const modes: { label: string; mode: FakeModelMode }[] = [
  { label: 'healthy', mode: 'healthy' },
  { label: `slow but ok (0.9 × budget)`, mode: 'slow' },
  { label: 'hang', mode: 'hang' },
  { label: 'HTTP 500', mode: 'error' },
  { label: 'HTTP 429', mode: 'rate-limited' },
  { label: 'cut-off JSON', mode: 'cut-off' },
  { label: 'not JSON', mode: 'garbage' },
];

const answers = [
  'I went to the ER that night and had X-rays.',
  'The other driver ran the red light.',
  'I missed about two weeks of work.',
  'No, I have not talked to a lawyer yet.',
  'My medical bills are around $4,500 so far.',
  'Yes, the police came and wrote a report.',
  "I'm not sure.",
];

interface ModeFigures {
  replies: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  overBudgetPlus1s: number;
  modelCalls: number;
  failures: number;
}

const randomId = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/**
 * The real app, listening on a free port, with its own breaker: built in this process (a
 * fresh process per mode spent most of the bench starting up).
 */
async function startApp(env: NodeJS.ProcessEnv): Promise<{ base: string; close: () => Promise<void> }> {
  const config = loadConfig(env);
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  const app = await buildApp({ config, store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/** One visitor's chat: every reply's time, and whether each was a good 200 with a question or a redirect. */
async function chat(base: string, index: number): Promise<{ times: number[]; failures: number }> {
  const ids = { SessionID: randomId(SESSION_ID_ALPHABET, 6), ChatID: randomId(CHAT_ID_ALPHABET, 10) };
  const times: number[] = [];
  let failures = 0;
  let cookie = '';
  const post = async (url: string, body: object, pageload: boolean) => {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        pageload: pageload ? 'True' : 'False',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    times.push(performance.now() - started);
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    const reply = response.status === 200 ? chatReplySchema.safeParse(JSON.parse(text)) : null;
    if (!reply?.success || !reply.data.output.trim()) failures += 1;
  };
  const common = {
    ...ids,
    Recipient: 'AI Bot',
    Timestamp: new Date().toISOString(),
    currentUrl: `${base}/chat?id=${ids.SessionID}&chat=${ids.ChatID}`,
  };
  await post(
    webhookPaths.newChat,
    {
      ...common,
      SessQNo: 1,
      Message: 'start',
      Sender: 'User',
      currentUrl: `${base}/`,
      userInfo: {
        fullName: `Bench Visitor${index}`,
        phoneNumber: '(512) 867-5309',
        description: 'I was rear-ended at a red light in Austin, Texas last week. My neck hurts.',
        communicationMethod: 'Website Chat',
      },
      consentVersion: CONSENT_VERSION,
    },
    true,
  );
  await post(
    webhookPaths.message,
    { ...common, SessQNo: 1, Message: '', Sender: 'System', Attachments: [] },
    true,
  );
  for (let turn = 0; turn < MESSAGES; turn += 1) {
    await post(
      webhookPaths.message,
      {
        ...common,
        SessQNo: turn + 2,
        Message: answers[turn % answers.length],
        Sender: 'User',
        Attachments: [],
      },
      false,
    );
  }
  return { times, failures };
}

async function measureMode(mode: FakeModelMode): Promise<ModeFigures> {
  const fake = await startFakeOpenAiServer({ mode: 'healthy', delayMs: Math.round(BUDGET_MS * 0.9) });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-llm-'));
  const { base, close } = await startApp({
    DATABASE_URL: `sqlite:${path.join(folder, 'app.db')}`,
    DATA_DIR: folder,
    BUILD_DIR: path.join(folder, 'no-build'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
    RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: '100000',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'bench',
    LLM_TIMEOUT_MS: String(BUDGET_MS),
  });
  try {
    // One chat with a healthy model first: a cold process's first replies are not the model's doing.
    await chat(base, CHATS);
    fake.script.mode = mode;
    const callsBefore = fake.calls.total;
    const times: number[] = [];
    let failures = 0;
    for (let index = 0; index < CHATS; index += 1) {
      const result = await chat(base, index);
      times.push(...result.times);
      failures += result.failures;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)] ?? 0);
    return {
      replies: times.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: Math.round(times[times.length - 1] ?? 0),
      overBudgetPlus1s: times.filter((time) => time > BUDGET_MS + 1000).length,
      modelCalls: fake.calls.total - callsBefore,
      failures,
    };
  } finally {
    await close();
    await fake.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function runLlmBudgetBench(): Promise<void> {
  const rows: Record<string, ModeFigures> = {};
  for (const { label, mode } of modes) rows[label] = await measureMode(mode);
  console.info(
    `\nReplies with an LLM configured (LLM_TIMEOUT_MS=${BUDGET_MS}), per model behaviour: ` +
      `${CHATS} chats × (new-chat + opening + ${MESSAGES} answers), a fresh app per mode\n`,
  );
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runLlmBudgetBench();
