import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An external automation service that speaks only the SPEC's contract (§3, §7), as an
 * operator's would: start-chat, message, reset-sessqno, end-intake and newsletter webhooks on
 * another origin, with CORS for the browser. It asks a few questions per part, then says the
 * limit phrase: in the first part without a redirect (the browser's /continue by the SPEC), in
 * the extension with a redirect to /chatcomplete. Replies use the SPEC's several shapes. Every
 * call is kept for the test to read.
 */
export interface ReceivedCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeAutomationService {
  url: string;
  calls: ReceivedCall[];
  callsTo(path: string): ReceivedCall[];
  close(): Promise<void>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, pageload, accept',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export async function startFakeAutomationService(
  options: { questionsPerPart?: number } = {},
): Promise<FakeAutomationService> {
  const questionsPerPart = options.questionsPerPart ?? 2;
  const calls: ReceivedCall[] = [];
  const answered = new Map<string, number>();

  const replyTo = (path: string, body: Record<string, unknown>): unknown => {
    const chat = String(body.ChatID ?? '');
    const session = String(body.SessionID ?? '');
    const isOpening = body.Sender === 'System';
    if (path.endsWith('/new-chat') || path.endsWith('/end-intake') || path.endsWith('/newsletter'))
      return { ok: true };
    const part = path.endsWith('/reset-sessqno') ? 'extension' : 'first';
    const key = `${part}:${chat}`;
    if (isOpening) {
      answered.set(key, 0);
      // The array shape on the extension, the object shape on the first part (SPEC §3).
      return part === 'extension'
        ? [{ output: 'Welcome back. Extension question 1: is anything new since we spoke?' }]
        : { output: 'Thanks for reaching out. Service question 1: when did it happen?' };
    }
    const count = (answered.get(key) ?? 0) + 1;
    answered.set(key, count);
    if (count < questionsPerPart) return { output: `Service question ${count + 1}: tell me more?` };
    return part === 'first'
      ? { output: 'Thank you. We have hit our 15 question limit for this part.' }
      : {
          output: 'Thank you. We have hit our question limit.',
          redirectUrl: `/chatcomplete?id=${session}&chat=${chat}`,
        };
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://service').pathname;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        body = {};
      }
      calls.push({ path, headers: request.headers, body });
      response
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify(replyTo(path, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
