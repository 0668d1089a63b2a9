import net from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../test/support/test-database';

import { newSecretToken } from './secret-token';

const requiredHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library fixes the URL or the request line) and reads the reply. */
function sendRaw(port: number, request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function get(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
}

function post(path: string, contentType: string, body: string): string {
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

function expectOurErrorReply(reply: RawReply, status: number, echoes: string[]): void {
  expect(reply.status).toBe(status);
  for (const header of requiredHeaders) expect(reply.headers[header], header).toBeTruthy();
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(reply.body) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message.length).toBeGreaterThan(10);
  for (const echo of echoes) expect(reply.body).not.toContain(echo);
}

describe('early errors carry our headers and echo nothing (decision 0060)', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let port: number;

  beforeEach(async () => {
    store = await createTestStore('sqlite');
    app = await createTestApp(store);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('a malformed URL: 400, security headers, no part of the URL in the reply', async () => {
    const reply = await sendRaw(port, get('/%ff'));
    expectOurErrorReply(reply, 400, ['%ff', '%FF']);
    expect(JSON.parse(reply.body)).toEqual({
      error: {
        code: 'invalid_request',
        message: 'The address is not a valid URL: it has a broken %-escape.',
      },
    });
    const token = newSecretToken();
    expectOurErrorReply(await sendRaw(port, get(`/report/${token}%zz`)), 400, [token, '%zz']);
  });

  it('an over-long path parameter: 414 with our headers, the parameter not echoed', async () => {
    const long = `Zq${'x'.repeat(180)}`;
    // (A GET falls back to the page route, which has no length limit; a PATCH has no fallback.)
    const patch = `PATCH /api/staff/users/${long} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;
    expectOurErrorReply(await sendRaw(port, patch), 414, [long.slice(0, 40)]);
  });

  it('a body Fastify cannot parse, or of a type it does not take: our headers and fixed messages', async () => {
    const canary = 'ZQXECHO4471';
    expectOurErrorReply(
      await sendRaw(port, post('/webhook/new-chat', 'application/json', `{"SessionID": "${canary}`)),
      400,
      [canary],
    );
    expectOurErrorReply(
      await sendRaw(port, post('/webhook/new-chat', `text/${canary.toLowerCase()}`, canary)),
      415,
      [canary, canary.toLowerCase()],
    );
  });

  it('a request that is not valid HTTP: a JSON 400 with our headers, straight from the socket', async () => {
    const canary = 'ZQXRAW9920';
    const reply = await sendRaw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${canary} no colon here\r\n\r\n`);
    expectOurErrorReply(reply, 400, [canary]);
    expect(JSON.parse(reply.body)).toEqual({
      error: { code: 'invalid_request', message: 'The request is not valid HTTP.' },
    });
    const huge = await sendRaw(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${canary}${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectOurErrorReply(huge, 431, [canary]);
  });
});
