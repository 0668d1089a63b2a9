// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatMessagePayloadSchema } from '../../../contracts/webhooks';
import { resetRuntimeConfigCache } from '../../lib/webhook-client';

import ChatPage from './chat-page';
import ChatPlusPage from './chat-plus-page';

const SESSION = 'ABC123';
const CHAT = 'abcDEF1234';
const userInfo = {
  fullName: 'Ann Lee',
  phoneNumber: '(555) 123-4567',
  description: 'Hit at a light',
  communicationMethod: 'Website Chat',
};

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chat" element={<ChatPage />} />
          <Route path="/chatplus" element={<ChatPlusPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </StrictMode>,
  );
}

type Reply = Response | (() => Promise<Response>);
const fetchMock = vi.fn<typeof fetch>();
let replies: Reply[] = [];
const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).startsWith('/webhook/'))
    .map(([url, init]) => ({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(init?.body as string) as Record<string, unknown>,
    }));

beforeAll(() => {
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('sessionId', SESSION);
  sessionStorage.setItem('initialMessage', 'Hit at a light');
  sessionStorage.setItem('userInfo', JSON.stringify(userInfo));
  resetRuntimeConfigCache();
  replies = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    if (url === '/api/runtime-config') return Promise.resolve(new Response('missing', { status: 404 }));
    if (url === '/api/uploads') return Promise.resolve(Response.json({ uploadId: 'up_1' }, { status: 201 }));
    if (String(url).startsWith('/api/intake/')) return Promise.resolve(new Response('', { status: 404 }));
    const next = replies.shift() ?? Response.json({ output: 'Next question?' });
    return typeof next === 'function' ? next() : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const log = () => screen.getByRole('log', { name: 'Conversation' });
const box = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;

describe('/chat', () => {
  it('shows the heading, disabled call and text switches, the notice, and a live log', async () => {
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Connected to Agent Case Intake' })).toBeTruthy();
    for (const name of ['Call', 'Text']) {
      const toggle = screen.getByRole('switch', { name });
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
      expect(toggle.getAttribute('aria-checked')).toBe('false');
    }
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1);
    // SPEC §2's notice: one line above the conversation (a shorter wording on a phone), dismissable.
    const notice = screen.getByRole('note', { name: 'About this chat' });
    expect(notice.textContent).toMatch(/About 15 minutes.*extend once/);
    expect(notice.textContent).toMatch(/takes about 15 minutes.*extend it once by 15 more questions/);
    expect(log().getAttribute('aria-live')).toBe('polite');
    await within(log()).findByText('Next question?');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('note', { name: 'About this chat' })).toBeNull();
    expect(sessionStorage.getItem('chatNoticeDismissed:chat')).toBe('1');
  });

  it('offers to finish now from the first question', async () => {
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    await userEvent.click(screen.getByRole('button', { name: 'Finish now' }));
    await screen.findByText('elsewhere');
    expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
  });

  it('sends the opening message once (even under StrictMode) as System, Pageload True, with userInfo', async () => {
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    const calls = posted();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/webhook/message');
    expect(calls[0]!.headers.Pageload).toBe('True');
    expect(calls[0]!.body).toMatchObject({
      SessionID: SESSION,
      ChatID: CHAT,
      SessQNo: 1,
      Message: 'Hit at a light',
      Sender: 'System',
      Recipient: 'AI Bot',
      userInfo,
      Attachments: [],
    });
    expect(chatMessagePayloadSchema.safeParse(calls[0]!.body).success).toBe(true);
    expect(screen.getByTestId('question-progress').textContent).toBe('Question 1 of 15');
  });

  it('shows the typing indicator while waiting; Enter sends, Shift+Enter adds a line; later messages count up', async () => {
    let release: (response: Response) => void = () => {};
    const user = userEvent.setup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');

    replies.push(() => new Promise((resolve) => (release = resolve)));
    await user.click(box());
    await user.keyboard('Line one{Shift>}{Enter}{/Shift}line two');
    expect(box().value).toBe('Line one\nline two');
    expect(posted()).toHaveLength(1);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(screen.getByTestId('typing-indicator')).toBeTruthy();
    expect(box().readOnly).toBe(true);
    expect(document.activeElement).toBe(box());
    // Blocked while waiting: Enter does not send again.
    await user.keyboard('{Enter}');
    expect(posted()).toHaveLength(2);
    expect(
      within(log()).getByText('Line one line two', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeTruthy();

    await act(async () => release(Response.json({ output: 'And then?' })));
    await within(log()).findByText('And then?');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(box().readOnly).toBe(false);
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());

    await user.keyboard('Third');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(3));
    const [, second, third] = posted();
    expect(second!.headers.Pageload).toBe('False');
    expect(second!.body).toMatchObject({ SessQNo: 2, Sender: 'User', Message: 'Line one\nline two' });
    expect(second!.body.userInfo).toBeUndefined();
    expect(third!.body).toMatchObject({ SessQNo: 3, Sender: 'User', Message: 'Third' });
    await waitFor(() => expect(screen.getByTestId('question-progress').textContent).toBe('Question 3 of 15'));
  });

  it("follows the server's question count when replies carry one: a command reply does not advance it", async () => {
    const user = userEvent.setup();
    replies = [
      Response.json({ output: 'When did it happen?', questionNumber: 4 }),
      Response.json({ output: 'Here is what I have so far: ...' }),
    ];
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('When did it happen?');
    expect(screen.getByTestId('question-progress').textContent).toBe('Question 4 of 15');
    await user.type(box(), 'summarize so far{Enter}');
    await within(log()).findByText('Here is what I have so far: ...');
    expect(screen.getByTestId('question-progress').textContent).toBe('Question 4 of 15');
  });

  it('forwards the resume token of a resume link on the opening message only', async () => {
    const user = userEvent.setup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}&resume=tok_123`);
    await within(log()).findByText('Next question?');
    await user.type(box(), 'Back again{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[0]!.body.resumeToken).toBe('tok_123');
    expect(posted()[1]!.body.resumeToken).toBeUndefined();
  });

  it('does not send an empty message', async () => {
    const user = userEvent.setup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    await user.click(box());
    await user.keyboard('   {Enter}');
    expect(posted()).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes a generated chat id into an address that lacks one', async () => {
    sessionStorage.removeItem('chatId');
    renderAt(`/chat?id=${SESSION}`);
    await waitFor(() => expect(location).toMatch(new RegExp(`^/chat\\?id=${SESSION}&chat=[A-Za-z0-9]{10}$`)));
    const chat = new URLSearchParams(location.split('?')[1]).get('chat');
    expect(sessionStorage.getItem('chatId')).toBe(chat);
    await waitFor(() => expect(posted()[0]?.body.ChatID).toBe(chat));
  });

  it('keeps the transcript across a reload and does not send the opening message again', async () => {
    const user = userEvent.setup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    await user.type(box(), 'My answer{Enter}');
    await waitFor(() => expect(within(log()).getAllByText('Next question?')).toHaveLength(2));
    cleanup();

    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('My answer');
    expect(within(log()).getAllByText('Next question?')).toHaveLength(2);
    expect(posted()).toHaveLength(2);
    await user.type(box(), 'After reload{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(3));
    expect(posted()[2]!.body.SessQNo).toBe(3);
  });

  it('shows bot text as text, never as HTML, with only safe links clickable', async () => {
    replies.push(
      Response.json({
        output:
          '<img src=x onerror="alert(1)"> Read https://example.org/guide or resume at /chat?id=ABC123&resume=t. javascript:alert(1)',
      }),
    );
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText(/<img src=x onerror/);
    expect(log().querySelector('img')).toBeNull();
    const links = within(log()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.org/guide',
      '/chat?id=ABC123&resume=t',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it('shows the SPEC connection message when the network fails', async () => {
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText("I'm having trouble connecting right now. Please try again later.");
  });

  it('shows the SPEC empty opening message for an empty reply', async () => {
    replies.push(new Response(''));
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText("I'm ready to help you with your intake process.");
  });
});

describe('limit phrases and redirects', () => {
  async function answerOnce(reply: Response) {
    const user = userEvent.setup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    replies.push(reply);
    await user.type(box(), 'Answer{Enter}');
  }

  /** A reply that names a next page stays readable; the visitor moves on with Continue (or the countdown). */
  async function moveOn() {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  }
  const choice = () => screen.findByRole('group', { name: /limit|report/ });

  it('shows the choice in the chat at a limit phrase without a redirect (any case), and never moves by itself', async () => {
    await answerOnce(Response.json({ output: 'Thanks! WE HAVE HIT OUR 15 QUESTION LIMIT.' }));
    const offered = await choice();
    expect(within(log()).getByRole('group')).toBe(offered);
    expect(box().readOnly).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(location).toBe(`/chat?id=${SESSION}&chat=${CHAT}`);
    await userEvent.click(within(offered).getByRole('button', { name: 'Continue with 15 More Questions' }));
    await waitFor(() => expect(location).toBe(`/chatplus?id=${SESSION}&chat=${CHAT}`));
  });

  it('keeps the choice after a reload, and finishing goes to /chatcomplete with id and chat', async () => {
    await answerOnce(Response.json({ output: 'Here is your summary. We have hit our 15 question limit.' }));
    await within(log()).findByText(/Here is your summary/);
    await choice();
    cleanup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    const offered = await choice();
    await userEvent.click(
      within(offered).getByRole('button', { name: 'End Intake and Receive Damages Report' }),
    );
    await screen.findByText('elsewhere');
    expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
  });

  it("offers only the report when the limit reply's redirect is /chatcomplete", async () => {
    await answerOnce(
      Response.json([
        {
          output: 'We have hit our question limit',
          redirect_url: `/chatcomplete?id=${SESSION}&chat=${CHAT}`,
        },
      ]),
    );
    const offered = await choice();
    expect(within(offered).queryByRole('button', { name: /15 More Questions/ })).toBeNull();
    await userEvent.click(
      within(offered).getByRole('button', { name: 'End Intake and Receive Damages Report' }),
    );
    await screen.findByText('elsewhere');
    expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
  });

  it('shows a reply that names another page first; moves by itself after the countdown unless the visitor stays', async () => {
    await answerOnce(
      new Response('Your answers are saved.', {
        headers: { redirecturl: '/continue?id=ABC123&chat=abcDEF1234' },
      }),
    );
    await within(log()).findByText('Your answers are saved.');
    expect(location).toBe(`/chat?id=${SESSION}&chat=${CHAT}`);
    expect(await screen.findByText(/Moving on in \d s/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay here to read' }));
    expect(screen.getByText(/continue when you are ready/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(location).toBe(`/chat?id=${SESSION}&chat=${CHAT}`);
    await moveOn();
    await screen.findByText('elsewhere');
  });

  it('follows a redirecturl header', async () => {
    await answerOnce(
      new Response('plain words', { headers: { RedirectURL: '/continue?id=ABC123&chat=abcDEF1234' } }),
    );
    await moveOn();
    await screen.findByText('elsewhere');
    expect(location).toBe('/continue?id=ABC123&chat=abcDEF1234');
  });

  it('ignores a javascript: redirect', async () => {
    await answerOnce(Response.json({ output: 'Hmm', redirectUrl: 'javascript:alert(1)' }));
    await within(log()).findByText('Hmm');
    await moveOn();
    expect(location).toBe(`/chat?id=${SESSION}&chat=${CHAT}`);
  });
});

describe('/chatplus', () => {
  it('with no chat in the address or this tab, posts nothing and points to the start flow', async () => {
    renderAt(`/chatplus?id=${SESSION}`);
    await waitFor(() => expect(location).toMatch(/&chat=[A-Za-z0-9]{10}$/));
    expect(screen.getByText(/There is no intake to continue/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Analysis' }).getAttribute('href')).toBe('/intake');
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(posted()).toHaveLength(0);
  });

  it('asks our server first, and for an intake it knows is not there posts nothing and claims no agent', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/runtime-config'
          ? new Response('', { status: 404 })
          : String(url).startsWith('/api/intake/progress')
            ? Response.json({ hasIntake: false })
            : Response.json({ output: 'Should not be asked' }),
      ),
    );
    renderAt(`/chatplus?id=${SESSION}&chat=${CHAT}`);
    await screen.findByRole('heading', { level: 1, name: 'No intake to continue yet' });
    expect(screen.queryByRole('heading', { name: /Connected to Agent/ })).toBeNull();
    expect(posted()).toHaveLength(0);
  });

  it('shows the first part of the conversation from the server, and offers to finish now', async () => {
    fetchMock.mockImplementation((url) => {
      if (url === '/api/runtime-config') return Promise.resolve(new Response('', { status: 404 }));
      if (String(url).startsWith('/api/intake/transcript'))
        return Promise.resolve(
          Response.json({
            messages: [
              { role: 'agent', text: 'When did it happen?', part: 1, questionNumber: 1, createdAt: '' },
              { role: 'visitor', text: 'March 3rd', part: 1, questionNumber: null, createdAt: '' },
            ],
          }),
        );
      return Promise.resolve(Response.json({ output: 'Welcome back. What else?' }));
    });
    renderAt(`/chatplus?id=${SESSION}&chat=${CHAT}`);
    const earlier = await screen.findByRole('region', { name: 'Earlier in this chat' });
    expect(within(earlier).getByText('March 3rd')).toBeTruthy();
    expect(within(earlier).getByText('When did it happen?')).toBeTruthy();
    await within(log()).findByText('Welcome back. What else?');
    await userEvent.click(screen.getByRole('button', { name: 'Finish now' }));
    await screen.findByText('elsewhere');
    expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
  });

  it('posts to reset-sessqno with its own greeting and empty-reply wording', async () => {
    replies.push(new Response(''));
    const user = userEvent.setup();
    renderAt(`/chatplus?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText("I'm ready to help you continue with your intake process.");
    expect(screen.getByRole('heading', { level: 1, name: 'Connected to Agent Case Intake' })).toBeTruthy();
    await user.type(box(), 'More{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(2));
    const [opening, later] = posted();
    expect(opening!.url).toBe('/webhook/reset-sessqno');
    expect(opening!.headers.Pageload).toBe('True');
    expect(opening!.body).toMatchObject({ Sender: 'System', SessQNo: 1, userInfo });
    expect(opening!.body.Message).toMatch(/continue/i);
    expect(later!.url).toBe('/webhook/reset-sessqno');
    expect(later!.body).toMatchObject({ Sender: 'User', SessQNo: 2, Message: 'More' });
  });
});

describe('attachments', () => {
  const MB = 1024 * 1024;
  const sized = (name: string, size: number) => {
    const file = new File(['data'], name, { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  async function ready() {
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Next question?');
    return screen.getByTestId('attachment-input') as HTMLInputElement;
  }

  it('alerts on a file over 20 MB and on more than 10 files', async () => {
    const input = await ready();
    fireEvent.change(input, { target: { files: [sized('huge.png', 21 * MB)] } });
    expect(await screen.findByText('File "huge.png" is too large. Maximum size is 20MB.')).toBeTruthy();
    const eleven = Array.from({ length: 11 }, (_, index) => sized(`p${index}.png`, 10));
    fireEvent.change(input, { target: { files: eleven } });
    expect(await screen.findByText('Maximum 10 files allowed.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
  });

  it('accepts dropped files', async () => {
    await ready();
    fireEvent.drop(box().closest('form')!, { dataTransfer: { files: [sized('dropped.pdf', 5)] } });
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('dropped.pdf')).toBeTruthy();
  });

  it('uploads before sending; the message carries name, size, type and the upload id', async () => {
    const user = userEvent.setup();
    const input = await ready();
    fireEvent.change(input, { target: { files: [sized('photo.png', 2048)] } });
    await user.type(box(), 'Here is a photo{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(2));
    const uploadIndex = fetchMock.mock.calls.findIndex(([url]) => url === '/api/uploads');
    const messageIndex = fetchMock.mock.calls.findIndex(([, init]) =>
      String(init?.body).includes('Here is a photo'),
    );
    expect(uploadIndex).toBeGreaterThan(-1);
    expect(uploadIndex).toBeLessThan(messageIndex);
    expect(posted()[1]!.body.Attachments).toEqual([
      { name: 'photo.png', size: 2048, type: 'image/png', uploadId: 'up_1' },
    ]);
    await within(log()).findByText(/photo\.png/);
  });

  it('sends the message with the file’s metadata when the file cannot be stored, and keeps the file for a retry', async () => {
    fetchMock.mockImplementation((url) => {
      if (url === '/api/uploads') return Promise.resolve(Response.json({ error: {} }, { status: 415 }));
      if (url === '/api/runtime-config') return Promise.resolve(new Response('', { status: 404 }));
      return Promise.resolve(Response.json({ output: 'Next question?' }));
    });
    const user = userEvent.setup();
    const input = await ready();
    fireEvent.change(input, { target: { files: [sized('bad.exe', 10)] } });
    await user.type(box(), 'With a file{Enter}');
    expect(await screen.findByText(/couldn't store "bad.exe"/)).toBeTruthy();
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]!.body).toMatchObject({
      Message: 'With a file',
      Attachments: [{ name: 'bad.exe', size: 10, type: 'image/png' }],
    });
    expect(box().value).toBe('');
    expect(screen.getByRole('list', { name: 'Files to send' }).textContent).toContain('bad.exe');
  });

  it.each([
    [
      413,
      'Files in one chat are limited to 50 MB in all, and only 12 MB is left in this one. Please send only the files that matter most.',
    ],
    [429, 'Files sent from one internet connection are limited to 200 MB a day. Please try again tomorrow.'],
    [507, 'We cannot store more files right now. Please try again later.'],
  ])(
    'tells the visitor why the server refused a file (%i), and still sends the message',
    async (status, reason) => {
      fetchMock.mockImplementation((url) => {
        if (url === '/api/uploads')
          return Promise.resolve(Response.json({ error: { code: 'refused', message: reason } }, { status }));
        if (url === '/api/runtime-config') return Promise.resolve(new Response('', { status: 404 }));
        return Promise.resolve(Response.json({ output: 'Next question?' }));
      });
      const user = userEvent.setup();
      const input = await ready();
      fireEvent.change(input, { target: { files: [sized('video.mp4', 10)] } });
      await user.type(box(), 'My dashcam video{Enter}');
      expect(
        await screen.findByText(
          `We couldn't store "video.mp4". ${reason} Your message was sent with the file's name, size and type; the file is still attached below.`,
        ),
      ).toBeTruthy();
      await waitFor(() => expect(posted()).toHaveLength(2));
      expect(posted()[1]!.body).toMatchObject({
        Message: 'My dashcam video',
        Attachments: [{ name: 'video.mp4' }],
      });
    },
  );
});

describe('quick answers under a closed question', () => {
  const chips = () => screen.queryByRole('group', { name: 'Quick answers' });

  it('shows Yes / No / Not sure under the latest question; a tap is sent as its text like a typed message', async () => {
    const user = userEvent.setup();
    replies = [
      Response.json({
        output: 'Did anyone see it happen?',
        questionNumber: 3,
        quickAnswer: { kind: 'yesNo', language: 'en' },
      }),
      Response.json({ output: 'Which city or town was it in?', questionNumber: 4 }),
    ];
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Did anyone see it happen?');
    const group = chips()!;
    // Under the question, inside the conversation, as real buttons in this order.
    expect(log().contains(group)).toBe(true);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Yes', 'No', 'Not sure']);

    await user.click(within(group).getByRole('button', { name: 'Not sure' }));
    await within(log()).findByText('Which city or town was it in?');
    const [, tapped] = posted();
    expect(tapped!.url).toBe('/webhook/message');
    expect(tapped!.headers.Pageload).toBe('False');
    expect(tapped!.body).toMatchObject({ SessQNo: 2, Sender: 'User', Message: 'Not sure', Attachments: [] });
    expect(chatMessagePayloadSchema.safeParse(tapped!.body).success).toBe(true);
    // The tap shows as the visitor's message; the next question is open, so no chips.
    expect(within(log()).getByText('Not sure')).toBeTruthy();
    expect(chips()).toBeNull();
    expect(screen.getByTestId('question-progress').textContent).toBe('Question 4 of 15');
  });

  it('hides the chips while a reply is on its way, and typing still answers', async () => {
    let release: (response: Response) => void = () => {};
    const user = userEvent.setup();
    replies = [
      Response.json({ output: '¿Hubo algún testigo?', quickAnswer: { kind: 'yesNo', language: 'es' } }),
      () => new Promise((resolve) => (release = resolve)),
    ];
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('¿Hubo algún testigo?');
    const group = screen.getByRole('group', { name: 'Respuestas rápidas' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sí', 'No', 'No estoy seguro']);
    await user.type(box(), 'sí, mi vecina lo vio todo{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Respuestas rápidas' })).toBeNull();
    expect(posted()[1]!.body).toMatchObject({ Message: 'sí, mi vecina lo vio todo', SessQNo: 2 });
    await act(async () =>
      release(Response.json({ output: '¿Tiene fotos?', quickAnswer: { kind: 'yesNo', language: 'es' } })),
    );
    await within(log()).findByText('¿Tiene fotos?');
    expect(screen.getByRole('group', { name: 'Respuestas rápidas' })).toBeTruthy();
  });

  it('keeps the chips of the latest question across a reload, and offers none for a reply without them', async () => {
    const user = userEvent.setup();
    replies = [
      Response.json({ output: 'Do you have photos?', quickAnswer: { kind: 'yesNo', language: 'en' } }),
    ];
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Do you have photos?');
    cleanup();
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('Do you have photos?');
    await user.click(within(chips()!).getByRole('button', { name: 'Yes' }));
    await within(log()).findByText('Next question?');
    expect(posted().map((call) => call.body.Message)).toEqual(['Hit at a light', 'Yes']);
    expect(chips()).toBeNull();
  });

  it('ignores a quick answer it does not know, as from another service', async () => {
    replies = [
      Response.json({ output: 'How sure are you?', quickAnswer: { kind: 'slider', language: 'en' } }),
    ];
    renderAt(`/chat?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('How sure are you?');
    expect(chips()).toBeNull();
  });

  it('sends a picked state by its name, on /chatplus too', async () => {
    const user = userEvent.setup();
    replies = [
      Response.json({
        output: '¿En qué ciudad y estado pasó?',
        quickAnswer: {
          kind: 'state',
          language: 'es',
          states: [
            { code: 'NM', name: 'Nuevo México' },
            { code: 'TX', name: 'Texas' },
          ],
        },
      }),
    ];
    renderAt(`/chatplus?id=${SESSION}&chat=${CHAT}`);
    await within(log()).findByText('¿En qué ciudad y estado pasó?');
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Elija el estado'), 'NM');
    await user.click(send);
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toMatchObject({
      url: '/webhook/reset-sessqno',
      body: { Message: 'Nuevo México', SessQNo: 2 },
    });
  });
});
