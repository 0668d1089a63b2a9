import http from 'node:http';
import net from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../test/support/test-database';
import type { HttpLimits } from '../config';

/**
 * Slow senders are cut off (issue 15, decision 0066). Raw sockets trickle bytes the way the
 * outside probe did; the limits are set small so the server acts within a second, and each
 * test only asks whether the server closed the connection before the sender was done.
 */
const quick: HttpLimits = {
  headersTimeoutMs: 500,
  bodyTimeoutMs: 500,
  minBodyBytesPerSecond: 256,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5000,
  maxConnectionsPerIp: 0,
};

let store: TestStore;
let app: FastifyInstance;
let port: number;

async function serve(limits: HttpLimits): Promise<void> {
  store = await createTestStore('sqlite');
  app = await createTestApp(store, { config: { http: limits } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}

afterEach(async () => {
  await app.close();
  await store.destroy();
});

interface TrickleResult {
  /** The server closed the connection before the sender had sent everything. */
  isCutOff: boolean;
  reply: string;
}

/** Sends `head` at once, then `slowPart` one byte per `everyMs`. */
function trickle(head: string, slowPart: string, everyMs = 250): Promise<TrickleResult> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    let isDone = false;
    const finish = (isCutOff: boolean) => {
      if (isDone) return;
      isDone = true;
      clearInterval(timer);
      socket.destroy();
      resolve({ isCutOff, reply });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (reply += chunk));
    // Writing after the server has closed raises EPIPE or ECONNRESET: that is the cut-off.
    socket.on('error', () => finish(true));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (sent >= slowPart.length) return finish(false);
        socket.write(slowPart[sent]!);
        sent += 1;
      }, everyMs);
    });
  });
}

function parseReply(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

function expect408WithOurHeaders(raw: string): void {
  const reply = parseReply(raw);
  expect(reply.status).toBe(408);
  expect(reply.headers['content-security-policy']).toBeTruthy();
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(reply.body)).toEqual({
    error: { code: 'invalid_request', message: 'The request took too long to arrive.' },
  });
}

/** An ordinary request on its own connection (no pooled sockets that would count against a cap). */
function plainRequest(
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const newChatBody = (description: string) =>
  JSON.stringify({
    SessionID: 'SLOW01',
    ChatID: 'SlowSender',
    SessQNo: 1,
    Message: 'start',
    Sender: 'User',
    Recipient: 'AI Bot',
    Timestamp: '2026-11-25T10:00:00.000Z',
    currentUrl: 'http://localhost:3000/',
    Attachments: [],
    userInfo: {
      fullName: 'Slow Sender',
      phoneNumber: '(512) 867-5309',
      description,
      communicationMethod: 'Website Chat',
    },
  });

describe('slow senders are cut off (decision 0066)', () => {
  it('a head trickled a byte at a time gets 408 with our headers and is closed', async () => {
    await serve(quick);
    const result = await trickle('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', `X-Slow: ${'a'.repeat(60)}`);
    expect(result.isCutOff).toBe(true);
    expect408WithOurHeaders(result.reply);
  });

  it('a connection that sends nothing is closed', async () => {
    await serve(quick);
    const isClosed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const timer = setTimeout(() => resolve(false), 15_000);
      // Read what comes (the 408): a socket that reads nothing never sees the server's close.
      socket.resume();
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(isClosed).toBe(true);
  });

  it('a body trickled after a prompt head gets 408 with our headers and is closed', async () => {
    await serve(quick);
    const body = newChatBody('I slipped on a wet floor.');
    const head = `POST /webhook/new-chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const result = await trickle(head, body);
    expect(result.isCutOff).toBe(true);
    expect408WithOurHeaders(result.reply);
    expect(result.reply).not.toContain('Slow Sender');
  });

  it('a body that keeps coming above the floor is taken, however long past the body timeout', async () => {
    await serve(quick);
    const body = newChatBody(`I slipped on a wet floor. ${'My knee hurts. '.repeat(300)}`.slice(0, 4900));
    const head = `POST /webhook/new-chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    // About 6 KB/s in 1 KB pieces: a second or more in all, at twenty times the 256 B/s floor.
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      socket.on('connect', () => {
        socket.write(head);
        let offset = 0;
        const timer = setInterval(() => {
          socket.write(body.slice(offset, offset + 1024));
          offset += 1024;
          if (offset >= body.length) clearInterval(timer);
        }, 150);
      });
    });
    expect(parseReply(reply).status).toBe(200);
    expect((await plainRequest('GET', '/api/health')).status).toBe(200);
  });

  it('caps the connections one address holds open; the others keep working', async () => {
    await serve({ ...quick, headersTimeoutMs: 20_000, maxConnectionsPerIp: 3 });
    const openSocket = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      });
    const held = [await openSocket(), await openSocket(), await openSocket()];
    const closedByServer = (socket: net.Socket) =>
      new Promise<boolean>((resolve) => {
        socket.on('error', () => resolve(true));
        socket.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 10_000).unref();
      });
    const fourth = net.connect(port, '127.0.0.1');
    expect(await closedByServer(fourth)).toBe(true);
    expect(held.every((socket) => !socket.destroyed)).toBe(true);

    // One of the three goes away: a new request from the same address is served.
    held.pop()!.destroy();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = await plainRequest('GET', '/api/health').then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
