import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as contract from '../../contracts/webhooks';

import {
  chatErrorMessages,
  COMMUNICATION_METHOD,
  defaultRuntimeConfig,
  defaultWebhookPaths,
  endIntake,
  isRuntimeConfig,
  loadRuntimeConfig,
  parseChatReply,
  type ReplyParts,
  resetRuntimeConfigCache,
  RUNTIME_CONFIG_PATH,
  sendChatMessage,
  startChat,
  subscribeNewsletter,
  uploadAttachment,
  UploadError,
} from './webhook-client';

const later = { isOpening: false, part: 'chat' } as const;

function reply(body: string, extra: Partial<ReplyParts> = {}): ReplyParts {
  return { body, headers: new Headers(), redirected: false, url: '', ...extra };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRuntimeConfigCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the mirrored contract values', () => {
  it('match src/contracts/webhooks.ts', () => {
    expect(defaultWebhookPaths).toEqual(contract.webhookPaths);
    expect(RUNTIME_CONFIG_PATH).toBe(contract.RUNTIME_CONFIG_PATH);
    expect(COMMUNICATION_METHOD).toBe(contract.COMMUNICATION_METHOD);
    expect(contract.runtimeConfigSchema.safeParse(defaultRuntimeConfig).success).toBe(true);
  });

  it('accept exactly what runtimeConfigSchema accepts for the shapes that matter', () => {
    const good = {
      webhooks: {
        newChat: ['https://a.example/x', '/b'],
        message: '/m',
        resetSessqno: '/r',
        endIntake: '/e',
        newsletter: '/n',
      },
      uploadUrl: '/u',
    };
    const bad = [
      null,
      'x',
      {},
      { ...good, uploadUrl: 3 },
      { ...good, webhooks: { ...good.webhooks, newChat: [] } },
    ];
    expect(isRuntimeConfig(good)).toBe(true);
    expect(contract.runtimeConfigSchema.safeParse(good).success).toBe(true);
    for (const value of bad) {
      expect(isRuntimeConfig(value)).toBe(false);
      expect(contract.runtimeConfigSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('loadRuntimeConfig', () => {
  it('uses the server answer when it has the contract shape, fetching once', async () => {
    const served = {
      ...defaultRuntimeConfig,
      webhooks: { ...defaultRuntimeConfig.webhooks, newChat: ['/a', '/b'] },
    };
    fetchMock.mockResolvedValue(Response.json(served));
    expect(await loadRuntimeConfig()).toEqual(served);
    expect(await loadRuntimeConfig()).toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/runtime-config');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => Promise.resolve(new Response('nope', { status: 404 }))],
    ['a malformed answer', () => Promise.resolve(Response.json({ webhooks: {} }))],
  ])('falls back to our own paths on %s, with a warning', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(answer);
    expect(await loadRuntimeConfig()).toEqual(defaultRuntimeConfig);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('parseChatReply: the body', () => {
  it('reads output from an object', () => {
    expect(parseChatReply(reply('{"output":"What happened?"}'), later)).toEqual({ text: 'What happened?' });
  });

  it("reads our server's question number, ignoring one that is not a whole number", () => {
    expect(parseChatReply(reply('{"output":"Where?","questionNumber":7}'), later)).toEqual({
      text: 'Where?',
      questionNumber: 7,
    });
    expect(parseChatReply(reply('{"output":"Where?","questionNumber":"7"}'), later)).toEqual({
      text: 'Where?',
    });
  });

  it('reads output from the first item of an array', () => {
    expect(parseChatReply(reply('[{"output":"First"},{"output":"Second"}]'), later).text).toBe('First');
  });

  it('shows plain text as it came', () => {
    expect(parseChatReply(reply('Just text, not JSON'), later).text).toBe('Just text, not JSON');
  });

  it('shows JSON that is not an object: a string by its value, a number as sent', () => {
    expect(parseChatReply(reply('"A JSON string"'), later).text).toBe('A JSON string');
    expect(parseChatReply(reply('42'), later).text).toBe('42');
    expect(parseChatReply(reply('true'), later).text).toBe('true');
  });

  it('uses the SPEC fallback for an object or array without output', () => {
    expect(parseChatReply(reply('{"message":"x"}'), later).text).toBe(chatErrorMessages.fallback);
    expect(parseChatReply(reply('[]'), later).text).toBe(chatErrorMessages.fallback);
    expect(parseChatReply(reply('[{"nope":1}]'), later).text).toBe(chatErrorMessages.fallback);
    expect(parseChatReply(reply('{"error":{"code":"bad_request","message":"x"}}'), later).text).toBe(
      "I'm sorry, I couldn't process your request at the moment.",
    );
  });

  it('uses the empty-reply messages of SPEC §8, which differ for the opening message', () => {
    expect(parseChatReply(reply(''), later).text).toBe("I received your message but don't have a response.");
    expect(parseChatReply(reply('  \n'), later).text).toBe(
      "I received your message but don't have a response.",
    );
    expect(parseChatReply(reply(''), { isOpening: true, part: 'chat' }).text).toBe(
      "I'm ready to help you with your intake process.",
    );
    expect(parseChatReply(reply(''), { isOpening: true, part: 'chatplus' }).text).toBe(
      "I'm ready to help you continue with your intake process.",
    );
    expect(parseChatReply(reply('null'), { isOpening: true, part: 'chat' }).text).toBe(
      chatErrorMessages.emptyOpeningChat,
    );
  });
});

describe('parseChatReply: redirects', () => {
  it.each(['redirecturl', 'redirectUrl', 'redirect', 'redirect_url', 'RedirectURL'])(
    'reads the redirect under %s, on an object and on an array item',
    (key) => {
      const object = parseChatReply(
        reply(JSON.stringify({ output: 'Go', [key]: '/continue?id=A&chat=B' })),
        later,
      );
      expect(object).toEqual({ text: 'Go', redirectUrl: '/continue?id=A&chat=B' });
      const array = parseChatReply(reply(JSON.stringify([{ output: 'Go', [key]: '/x' }])), later);
      expect(array.redirectUrl).toBe('/x');
    },
  );

  it.each([
    ['redirecturl', '/from-header'],
    ['RedirectURL', '/from-header'],
    ['Location', '/from-header'],
    ['location', '/from-header'],
    ['LOCATION', '/from-header'],
  ])('reads the %s header in any letter case', (name, value) => {
    const parsed = parseChatReply(
      reply('{"output":"Hi"}', { headers: new Headers({ [name]: value }) }),
      later,
    );
    expect(parsed.redirectUrl).toBe(value);
  });

  it('prefers a header over the body redirect', () => {
    const parsed = parseChatReply(
      reply('{"output":"Hi","redirectUrl":"/body"}', { headers: new Headers({ redirecturl: '/header' }) }),
      later,
    );
    expect(parsed.redirectUrl).toBe('/header');
  });

  it('follows an HTTP redirect the fetch already followed (response.redirected)', () => {
    const parsed = parseChatReply(
      reply('<html></html>', { redirected: true, url: 'http://localhost/continue' }),
      later,
    );
    expect(parsed.redirectUrl).toBe('http://localhost/continue');
  });

  it('flags the limit phrases in any letter case', () => {
    expect(parseChatReply(reply('{"output":"OK, WE HAVE HIT OUR 15 QUESTION LIMIT."}'), later).hitLimit).toBe(
      true,
    );
    expect(parseChatReply(reply('We have hit our question limit'), later).hitLimit).toBe(true);
    expect(parseChatReply(reply('{"output":"Next question"}'), later).hitLimit).toBeUndefined();
  });
});

const chatPayload = {
  SessionID: 'ABC123',
  ChatID: 'abcDEF1234',
  SessQNo: 2,
  Message: 'Hello',
  Sender: 'User',
  Recipient: 'AI Bot',
  Timestamp: '2026-11-21T10:00:00.000Z',
  currentUrl: 'http://localhost/chat',
  Attachments: [],
};

describe('sendChatMessage', () => {
  it('posts JSON with Pageload False for a later message and parses the reply', async () => {
    fetchMock.mockResolvedValue(Response.json({ output: 'Thanks' }));
    const result = await sendChatMessage('/webhook/message', chatPayload, later);
    expect(result).toEqual({ text: 'Thanks' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/webhook/message');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>).Pageload).toBe('False');
    expect(JSON.parse(init?.body as string)).toEqual(chatPayload);
  });

  it('sends Pageload True on the opening message', async () => {
    fetchMock.mockResolvedValue(new Response(''));
    const result = await sendChatMessage('/webhook/reset-sessqno', chatPayload, {
      isOpening: true,
      part: 'chatplus',
    });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Pageload).toBe('True');
    expect(result.text).toBe(chatErrorMessages.emptyOpeningChatPlus);
  });

  it('does not check the HTTP status (SPEC §7): a 500 with output still shows it', async () => {
    fetchMock.mockResolvedValue(Response.json({ output: 'Still here' }, { status: 500 }));
    expect((await sendChatMessage('/m', chatPayload, later)).text).toBe('Still here');
  });

  it('turns a network failure into the connection message, logging only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await sendChatMessage('/m', chatPayload, later)).text).toBe(
      "I'm having trouble connecting right now. Please try again later.",
    );
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Hello');
  });
});

describe('startChat', () => {
  const config = {
    ...defaultRuntimeConfig,
    webhooks: { ...defaultRuntimeConfig.webhooks, newChat: ['/prod', '/test'] },
  };
  const payload = {
    ...chatPayload,
    SessQNo: 1,
    userInfo: {
      fullName: 'Ann Lee',
      phoneNumber: '(555) 123-4567',
      description: '',
      communicationMethod: 'Website Chat' as const,
    },
    consentVersion: 'v1',
  };

  it('posts to every URL in parallel with Pageload True', async () => {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    fetchMock.mockImplementation((url) => {
      started.push(String(url));
      return new Promise((resolve) => releases.push(() => resolve(Response.json({ output: 'ok' }))));
    });
    const done = startChat(config, payload);
    // Both calls are in flight before either answers: they run in parallel.
    await vi.waitFor(() => expect(started).toEqual(['/prod', '/test']));
    releases.forEach((release) => release());
    await done;
    for (const call of fetchMock.mock.calls) {
      expect((call[1]?.headers as Record<string, string>).Pageload).toBe('True');
      expect(JSON.parse(call[1]?.body as string)).toEqual(payload);
    }
  });

  it('only logs failures (as warnings, without personal data) and resolves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(startChat(config, payload)).resolves.toEqual({ isRefusedAsTooMany: false });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Ann Lee|555/);
  });

  it('says so when a call was refused with 429, with the wait its retry-after asks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock
      .mockResolvedValueOnce(
        Response.json(
          { error: { code: 'rate_limited', message: 'Too many' } },
          { status: 429, headers: { 'retry-after': '1800' } },
        ),
      )
      .mockResolvedValueOnce(Response.json({ output: 'ok' }));
    await expect(startChat(config, payload)).resolves.toEqual({
      isRefusedAsTooMany: true,
      retryAfterSeconds: 1800,
    });
  });
});

describe('endIntake and subscribeNewsletter', () => {
  it('endIntake reports ok, and only warns on failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 202 }));
    const payload = {
      SessionID: 'ABC123',
      ChatID: 'abcDEF1234',
      Email: 'a@b.co',
      Timestamp: 't',
      currentUrl: 'u',
    };
    expect(await endIntake(defaultRuntimeConfig, payload)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webhook/end-intake');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await endIntake(defaultRuntimeConfig, payload)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('subscribeNewsletter is true only on an ok answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payload = { email: 'a@b.co', type: 'newsletter_subscription' as const };
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await subscribeNewsletter(defaultRuntimeConfig, payload)).toBe(true);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 400 }));
    expect(await subscribeNewsletter(defaultRuntimeConfig, payload)).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await subscribeNewsletter(defaultRuntimeConfig, payload)).toBe(false);
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual(payload);
  });
});

describe('uploadAttachment', () => {
  const file = new File(['hello'], 'note.txt', { type: 'text/plain' });

  it('posts multipart SessionID, ChatID and file, and returns the metadata with the upload id', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ uploadId: 'up_1', name: 'note.txt', size: 5, type: 'text/plain' }, { status: 201 }),
    );
    const meta = await uploadAttachment('/api/uploads', { sessionId: 'ABC123', chatId: 'abcDEF1234' }, file);
    expect(meta).toEqual({ name: 'note.txt', size: 5, type: 'text/plain', uploadId: 'up_1' });
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('SessionID')).toBe('ABC123');
    expect(form.get('ChatID')).toBe('abcDEF1234');
    expect((form.get('file') as File).name).toBe('note.txt');
  });

  it('throws an UploadError naming the file when the server refuses it', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: { code: 'too_large' } }, { status: 413 }));
    await expect(
      uploadAttachment('/u', { sessionId: 'ABC123', chatId: 'abcDEF1234' }, file),
    ).rejects.toMatchObject({
      name: 'UploadError',
      fileName: 'note.txt',
      reason: null,
    });
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: 'insufficient_storage', message: 'We cannot store more files right now.' } },
        { status: 507 },
      ),
    );
    await expect(
      uploadAttachment('/u', { sessionId: 'ABC123', chatId: 'abcDEF1234' }, file),
    ).rejects.toMatchObject({ fileName: 'note.txt', reason: 'We cannot store more files right now.' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(
      uploadAttachment('/u', { sessionId: 'ABC123', chatId: 'abcDEF1234' }, file),
    ).rejects.toBeInstanceOf(UploadError);
  });
});
