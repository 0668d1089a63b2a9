import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { z } from 'zod';

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol and plays
 * a model, for the LLM agent's route tests and `bench/llm-budget.ts`. What it answers is
 * scripted and can change between requests:
 *
 * - `healthy`: the scripted facts (a reading) or question (a phrasing), at once;
 * - `slow`: the same after `delayMs`;
 * - `hang`: reads the request and never answers;
 * - `error`: 500; `rate-limited`: 429 with `retry-after`;
 * - `garbage`: a well-formed completion whose content is not JSON;
 * - `cut-off`: a 200 whose JSON body stops halfway.
 */
export type FakeModelMode = 'healthy' | 'slow' | 'hang' | 'error' | 'rate-limited' | 'garbage' | 'cut-off';

export interface FakeModelScript {
  mode: FakeModelMode;
  /** `slow`: how long each answer takes. */
  delayMs: number;
  /** What a reading claims: fact key → { value, quote }. */
  facts: Record<string, { value: unknown; quote: string }>;
  /** What a phrasing returns. */
  question: string;
}

export interface FakeOpenAiServer {
  /** Ends in /v1, as LLM_BASE_URL expects. */
  baseUrl: string;
  script: FakeModelScript;
  /** Requests received, by kind; and the most that were ever open at once (calls side by side). */
  calls: { read: number; phrase: number; total: number; mostAtOnce: number };
  close(): Promise<void>;
}

/** The part of a chat-completions request the fake reads (the boundary's schema). */
const chatRequestSchema = z.object({
  messages: z.array(z.object({ role: z.string(), content: z.unknown() })).min(1),
});

export const defaultFakeQuestion = 'Could you tell me, in your own words, what care you have had so far?';

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  });
}

export async function startFakeOpenAiServer(
  initial: Partial<FakeModelScript> = {},
): Promise<FakeOpenAiServer> {
  const script: FakeModelScript = {
    mode: 'healthy',
    delayMs: 0,
    facts: {},
    question: defaultFakeQuestion,
    ...initial,
  };
  const calls = { read: 0, phrase: 0, total: 0, mostAtOnce: 0 };
  let open = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    open += 1;
    calls.mostAtOnce = Math.max(calls.mostAtOnce, open);
    response.on('close', () => (open -= 1));
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      let parsed: z.infer<typeof chatRequestSchema>;
      try {
        parsed = chatRequestSchema.parse(JSON.parse(body));
      } catch {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"bad request"}}');
        return;
      }
      const system = parsed.messages.find((message) => message.role === 'system')?.content;
      const isRead = typeof system === 'string' && system.startsWith('You read one message');
      calls.total += 1;
      if (isRead) calls.read += 1;
      else calls.phrase += 1;
      // The script as it is when the request arrives.
      const { mode, delayMs, facts, question } = script;
      const answer = () => {
        if (response.destroyed) return;
        if (mode === 'error') {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        } else if (mode === 'rate-limited') {
          response
            .writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' })
            .end('{"error":{"message":"rate limited"}}');
        } else if (mode === 'cut-off') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(completion('{"facts":{}}').slice(0, 60));
        } else {
          const content =
            mode === 'garbage'
              ? 'Sure! Here is {not json'
              : JSON.stringify(isRead ? { facts } : { question });
          response.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
        }
      };
      if (mode === 'hang') return;
      if (mode === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, delayMs);
        timers.add(timer);
        return;
      }
      answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script,
    calls,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
