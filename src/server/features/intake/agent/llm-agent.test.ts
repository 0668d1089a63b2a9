import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../contracts/case-record';

import { initialAgentState } from './agent';
import { createLlmAgent } from './llm-agent';

/** A local OpenAI-compatible server playing a model: scripted replies, garbage, 500s, a hang. */
type Script = 'good' | 'garbage' | 'error' | 'hang';
let script: Script = 'good';
let calls = 0;
let lastBody: { messages?: { role: string; content: string }[] } = {};
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    calls += 1;
    lastBody = JSON.parse(body);
    if (script === 'hang') return; // never answers
    if (script === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    const content =
      script === 'garbage'
        ? 'Sure! Here is {not json'
        : JSON.stringify({
            record: { insurance: { atFaultInsurer: 'Allstate' }, witnesses: { exist: true } },
            reply: 'Thanks so much. Roughly what do your medical bills add up to, and who is paying them?',
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

const silentLog = { warn: () => undefined } as never;
const agent = () =>
  createLlmAgent({ provider: 'openai-compatible', baseUrl, model: 'scripted', timeoutMs: 400 }, silentLog);
const turn = (tokenBudget = 10_000) => ({
  record: {
    ...emptyCaseRecord(),
    caseType: 'auto' as const,
    incidentDate: '2026-03-03',
    state: 'TX',
    injuries: { bodyParts: ['neck'], description: 'neck pain' },
    parties: { atFault: 'the other driver' },
  },
  state: { ...initialAgentState(), pending: 'medicalCare' },
  text: 'I went to the ER, no surgery. Their insurance is Allstate and two people saw it.',
  kind: 'answer' as const,
  mayAsk: true,
  contact: { fullName: 'Maria Lopez', phone: null },
  referenceDate: new Date('2026-11-21T12:00:00Z'),
  tokenBudget,
});

it('fills the case record by structured output and phrases the question the referee chose', async () => {
  script = 'good';
  const result = await agent().runTurn(turn());
  expect(result.answeredBy).toBe('llm');
  expect(result.reply).toBe(
    'Thanks so much. Roughly what do your medical bills add up to, and who is paying them?',
  );
  expect(result.record.insurance?.atFaultInsurer).toBe('Allstate');
  expect(result.record.injuries?.emergencyRoom).toBe(true); // the guided extraction still stands
  expect(result.isNewQuestion).toBe(true);
  expect(result.tokensUsed).toBe(150);
  expect(JSON.stringify(lastBody.messages)).toContain('Their insurance is Allstate');
});

it.each(['garbage', 'error', 'hang'] as const)('falls back to the guided agent on %s', async (mode) => {
  script = mode;
  const result = await agent().runTurn(turn());
  expect(result.answeredBy).toBe('guided');
  expect(result.reply).toMatch(/\?$/);
  expect(result.record.injuries?.emergencyRoom).toBe(true);
  expect(result.tokensUsed).toBe(0);
});

it('does not call the model once the chat has spent its token budget', async () => {
  script = 'good';
  const before = calls;
  const result = await agent().runTurn(turn(0));
  expect(result.answeredBy).toBe('guided');
  expect(calls).toBe(before);
});
