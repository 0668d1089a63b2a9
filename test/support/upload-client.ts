import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { CONSENT_VERSION } from '../../src/contracts/consent';
import { webhookPaths } from '../../src/contracts/webhooks';

/** Test helper: a chat started through new-chat, and multipart uploads into it through inject(). */

export interface UploadChat {
  sessionId: string;
  chatId: string;
  cookie: string;
}

export interface UploadFile {
  name: string;
  type: string;
  body: Buffer;
}

export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----caseintake' + randomBytes(8).toString('hex');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Starts a chat through the real new-chat route (from `ip`) and returns its binding cookie. */
export async function startUploadChat(
  app: FastifyInstance,
  options: { sessionId?: string; ip?: string } = {},
): Promise<UploadChat> {
  const sessionId = options.sessionId ?? 'UPL0AD';
  const chatId = `Chat${randomBytes(4).toString('hex').slice(0, 6)}`;
  const started = await app.inject({
    method: 'POST',
    url: webhookPaths.newChat,
    headers: { 'content-type': 'application/json', pageload: 'True' },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    payload: {
      SessionID: sessionId,
      ChatID: chatId,
      SessQNo: 1,
      Message: 'start',
      Sender: 'User',
      Recipient: 'AI Bot',
      Timestamp: new Date().toISOString(),
      currentUrl: 'http://localhost/',
      userInfo: {
        fullName: 'Ann Lee',
        phoneNumber: '(512) 867-5309',
        description: 'I slipped at a store.',
      },
      consentVersion: CONSENT_VERSION,
    },
  });
  const cookie = started.cookies.find((entry) => entry.name === 'ci_chat');
  if (!cookie) throw new Error(`new-chat answered ${started.statusCode} without a binding cookie`);
  return { sessionId, chatId, cookie: `ci_chat=${cookie.value}` };
}

/** POST /api/uploads as the chat's browser (or as `cookie: null`, a stranger), from `ip`. */
export function uploadFile(
  app: FastifyInstance,
  chat: UploadChat,
  file: UploadFile,
  options: { cookie?: string | null; fields?: Record<string, string>; ip?: string } = {},
) {
  const body = multipart(options.fields ?? { SessionID: chat.sessionId, ChatID: chat.chatId }, file);
  const cookie = options.cookie === undefined ? chat.cookie : options.cookie;
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    payload: body.payload,
  });
}

/** A file of `bytes` bytes that sniffs as nothing in particular. */
export const binaryFile = (name: string, bytes: number): UploadFile => ({
  name,
  type: 'application/octet-stream',
  body: Buffer.alloc(bytes, 7),
});
