import { randomInt } from 'node:crypto';

import { expect } from 'vitest';

import { CONSENT_VERSION } from '../../../src/contracts/consent';
import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../../../src/contracts/session';

const randomId = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const rearEndedInAustin =
  'It happened on 2026-10-03 in Austin, Texas. Another driver rear-ended me at a red light; the police came and wrote a report. ' +
  'I hurt my neck and back, went to the emergency room, and I am in physical therapy. Bills so far are $4,200 and I missed 6 days of work at $900 a week. ' +
  'Their insurer is State Farm. I do not have a lawyer. I have photos and one witness.';

export interface WebhookIntake {
  sessionId: string;
  chatId: string;
  /** The chat cookie the server bound this "browser" with. */
  cookie: string;
  post: (url: string, body: object) => Promise<Response>;
}

/**
 * A visitor completing an intake through the real webhook endpoints, as the browser would:
 * the start form, answers until the question limit, then the email. The report job is left
 * for the caller's worker.
 */
export async function completeIntakeThroughWebhooks(
  baseUrl: string,
  visitor: { name: string; email: string; phone?: string; answer?: string },
): Promise<WebhookIntake> {
  const sessionId = randomId(SESSION_ID_ALPHABET, 6);
  const chatId = randomId(CHAT_ID_ALPHABET, 10);
  let cookie = '';
  let sessQNo = 1;
  const send = (url: string, body: object, pageload = false) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        pageload: pageload ? 'True' : 'False',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const post = async (url: string, body: object, pageload = false) => {
    const response = await send(url, body, pageload);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('ci_chat=')) cookie = setCookie.split(';')[0]!;
    expect(response.status, `${url} answered ${response.status}`).toBeLessThan(300);
    return (await response.json()) as { output?: string; redirectUrl?: string };
  };
  const common = () => ({
    SessionID: sessionId,
    ChatID: chatId,
    Sender: 'User',
    Recipient: 'AI Bot',
    Timestamp: new Date().toISOString(),
  });
  await post(
    '/webhook/new-chat',
    {
      ...common(),
      SessQNo: 1,
      Message: `Name: ${visitor.name}`,
      currentUrl: 'http://localhost:3000/',
      userInfo: {
        fullName: visitor.name,
        phoneNumber: visitor.phone ?? '(512) 555-0142',
        description: 'I was rear-ended at a red light in Austin, Texas.',
        communicationMethod: 'Website Chat',
      },
      consentVersion: CONSENT_VERSION,
    },
    true,
  );
  const answer = visitor.answer ?? rearEndedInAustin;
  for (let turn = 0; turn < 40; turn += 1) {
    sessQNo += 1;
    const reply = await post('/webhook/message', {
      ...common(),
      SessQNo: sessQNo,
      Message: turn === 0 ? 'Hello' : `${answer} (${turn})`,
      currentUrl: `http://localhost:3000/chat?id=${sessionId}&chat=${chatId}`,
      Attachments: [],
    });
    if (reply.redirectUrl) break;
  }
  await post('/webhook/end-intake', {
    SessionID: sessionId,
    ChatID: chatId,
    Email: visitor.email,
    Timestamp: new Date().toISOString(),
    currentUrl: 'http://localhost:3000/chatcomplete',
  });
  return { sessionId, chatId, cookie, post: (url, body) => send(url, body) };
}
