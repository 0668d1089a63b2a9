import { randomInt } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { CONSENT_VERSION } from '../../../../contracts/consent';
import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../../../../contracts/session';
import { webhookPaths } from '../../../../contracts/webhooks';

/** Test helper: one browser talking to the real webhook routes through inject(). */

export function randomId(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export interface VisitorDetails {
  fullName: string;
  phoneNumber: string;
  description: string;
}

export class ChatClient {
  sessionId = randomId(SESSION_ID_ALPHABET, 6);
  chatId = randomId(CHAT_ID_ALPHABET, 10);
  cookie: string | null = null;
  sessQNo = 0;
  /** What the browser writes as Timestamp; a test sets it to send a local UTC offset. */
  clientTimestamp: () => string = () => new Date().toISOString();

  /** remoteAddress: the client IP the app sees (inject's default is 127.0.0.1). */
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress?: string,
  ) {}

  private get from() {
    return this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    const setCookie = response.cookies.find((cookie) => cookie.name === 'ci_chat');
    if (setCookie) this.cookie = `ci_chat=${setCookie.value}`;
    return response;
  }

  headers(pageload: boolean): Record<string, string> {
    return {
      'content-type': 'application/json',
      pageload: pageload ? 'True' : 'False',
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
  }

  newChatPayload(details: VisitorDetails) {
    return {
      SessionID: this.sessionId,
      ChatID: this.chatId,
      SessQNo: 1,
      Message: `Name: ${details.fullName}\nPhone: ${details.phoneNumber}\nDescription: ${details.description}\nMethod: Website Chat`,
      Sender: 'User',
      Recipient: 'AI Bot',
      Timestamp: this.clientTimestamp(),
      currentUrl: 'http://localhost/',
      userInfo: { ...details, communicationMethod: 'Website Chat' },
      consentVersion: CONSENT_VERSION,
    };
  }

  async newChat(details: VisitorDetails): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app.inject({
        ...this.from,
        method: 'POST',
        url: webhookPaths.newChat,
        headers: this.headers(true),
        payload: this.newChatPayload(details),
      }),
    );
  }

  messagePayload(text: string, options: { sender?: string; sessQNo?: number; extra?: object } = {}) {
    return {
      SessionID: this.sessionId,
      ChatID: this.chatId,
      SessQNo: options.sessQNo ?? this.sessQNo,
      Message: text,
      Sender: options.sender ?? 'User',
      Recipient: 'AI Bot',
      Timestamp: this.clientTimestamp(),
      currentUrl: `http://localhost/chat?id=${this.sessionId}&chat=${this.chatId}`,
      Attachments: [],
      ...options.extra,
    };
  }

  /** Sends one chat message; the opening message is Sender System with Pageload True. */
  async send(
    text: string,
    options: {
      endpoint?: 'message' | 'resetSessqno';
      opening?: boolean;
      sessQNo?: number;
      extra?: object;
    } = {},
  ): Promise<LightMyRequestResponse> {
    if (options.sessQNo === undefined) this.sessQNo += 1;
    return this.remember(
      await this.app.inject({
        ...this.from,
        method: 'POST',
        url: webhookPaths[options.endpoint ?? 'message'],
        headers: this.headers(options.opening ?? false),
        payload: this.messagePayload(text, {
          sender: options.opening ? 'System' : 'User',
          ...(options.sessQNo !== undefined ? { sessQNo: options.sessQNo } : {}),
          ...(options.extra ? { extra: options.extra } : {}),
        }),
      }),
    );
  }

  async endIntake(email: string): Promise<LightMyRequestResponse> {
    return this.app.inject({
      ...this.from,
      method: 'POST',
      url: webhookPaths.endIntake,
      headers: this.headers(false),
      payload: {
        SessionID: this.sessionId,
        ChatID: this.chatId,
        Email: email,
        Timestamp: this.clientTimestamp(),
        currentUrl: 'http://localhost/chatcomplete',
      },
    });
  }
}

export function outputOf(response: LightMyRequestResponse): { output: string; redirectUrl?: string } {
  return response.json<{ output: string; redirectUrl?: string }>();
}

/** A chat started as the browser starts it: the contact form, then the description as the opening message. */
export async function openedChat(app: FastifyInstance, details: VisitorDetails): Promise<ChatClient> {
  const chat = new ChatClient(app);
  await chat.newChat(details);
  await chat.send(details.description, { opening: true });
  return chat;
}
