// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHAT_START_LIMIT_MESSAGE } from '../../../contracts/chat-start-limit';
import { CONSENT_VERSION, consentParagraphs } from '../../../contracts/consent';
import { newChatPayloadSchema } from '../../../contracts/webhooks';
import { resetRuntimeConfigCache } from '../../lib/webhook-client';

import { StartFlow } from './start-flow';

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderFlow(isOpenOnArrival = false) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<StartFlow isOpenOnArrival={isOpenOnArrival} />} />
        <Route path="/chat" element={<p>chat page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  sessionStorage.clear();
  resetRuntimeConfigCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
  await user.type(screen.getByLabelText('Phone number'), '5551234567');
  await user.type(screen.getByLabelText(/What happened/), 'Rear-ended at a light');
}

describe('the start flow steps', () => {
  it('opens at the initial button, and at the form on /intake', () => {
    renderFlow();
    expect(screen.getByRole('button', { name: 'Start Free Analysis' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    cleanup();
    renderFlow(true);
    expect(screen.getByLabelText('Full name')).toBeTruthy();
  });

  it('prerenders /intake with its fields disabled, so nothing is typed or submitted before hydration', () => {
    const html = renderToString(
      <MemoryRouter>
        <StartFlow isOpenOnArrival />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<fieldset disabled="" class="space-y-5">/);
    renderFlow(true);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).disabled).toBe(false);
  });

  it("focuses the first field of the form, on the button and on arrival at /intake, then each new step's heading", async () => {
    const user = userEvent.setup();
    renderFlow(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    cleanup();
    renderFlow();
    await user.click(screen.getByRole('button', { name: 'Start Free Analysis' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Consent to be contacted' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Free Analysis' }));
  });

  it('asks for the channel once, on its own step, with the autocomplete hints on the form', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByRole('button', { name: 'Start Free Analysis' }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/communicate/)).toBeNull();
    expect(screen.getByLabelText('Full name').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Phone number').getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByLabelText('Phone number').getAttribute('type')).toBe('tel');
  });

  it('tidies the name as the visitor leaves the field: spaces collapsed, a one-case name in title case', async () => {
    const user = userEvent.setup();
    renderFlow(true);
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    await user.type(name, 'maria  g lopez');
    await user.tab();
    expect(name.value).toBe('Maria G Lopez');
  });

  it('shows the SPEC errors under the fields and clears each when its field is edited', async () => {
    const user = userEvent.setup();
    renderFlow(true);
    await user.type(screen.getByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Phone number'), '555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const name = screen.getByLabelText('Full name');
    const phone = screen.getByLabelText('Phone number');
    const nameError = screen.getByText('Please enter your full name (first and last name)');
    const phoneError = screen.getByText('Please enter a valid 10-digit phone number');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(nameError.id);
    expect(phone.getAttribute('aria-describedby')).toBe(phoneError.id);
    expect(document.activeElement).toBe(name);

    await user.type(name, ' Lee');
    expect(screen.queryByText('Please enter your full name (first and last name)')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    await user.type(phone, '1');
    expect(screen.queryByText('Please enter a valid 10-digit phone number')).toBeNull();
  });

  it('formats the phone number as it is typed and keeps it to 14 characters', async () => {
    const user = userEvent.setup();
    renderFlow(true);
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    await user.type(phone, '555123456789');
    expect(phone.value).toBe('(555) 123-4567');
    expect(phone.maxLength).toBe(14);
  });

  it('accepts an empty description and moves on to the consent text of the contract', async () => {
    const user = userEvent.setup();
    renderFlow(true);
    await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Phone number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const paragraph of consentParagraphs) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(screen.getByText(/STOP/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeTruthy();
  });

  it('Go Back: form → initial button; consent → initial button; channel → consent', async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.click(screen.getByRole('button', { name: 'Start Free Analysis' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'Start Free Analysis' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start Free Analysis' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'Start Free Analysis' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start Free Analysis' }));
    // The details typed before are still there.
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(screen.getByRole('button', { name: 'Website Chat' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeTruthy();
  });
});

describe('starting the chat', () => {
  it('posts the SPEC payload to every new-chat URL, fills session storage, then opens /chat', async () => {
    fetchMock.mockImplementation((url) => {
      if (url === '/api/runtime-config') {
        return Promise.resolve(
          Response.json({
            webhooks: {
              newChat: ['/prod-new-chat', '/test-new-chat'],
              message: '/m',
              resetSessqno: '/r',
              endIntake: '/e',
              newsletter: '/n',
            },
            uploadUrl: '/u',
          }),
        );
      }
      return Promise.resolve(Response.json({ output: 'ok' }));
    });
    const user = userEvent.setup();
    renderFlow(true);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    await user.click(screen.getByRole('button', { name: 'Website Chat' }));
    await screen.findByText('chat page');

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual(['/prod-new-chat', '/test-new-chat']);
    const [, init] = posts[0]!;
    expect((init?.headers as Record<string, string>).Pageload).toBe('True');
    const payload = JSON.parse(init?.body as string);
    expect(newChatPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      SessQNo: 1,
      Sender: 'User',
      Recipient: 'AI Bot',
      consentVersion: CONSENT_VERSION,
      userInfo: {
        fullName: 'Ann Lee',
        phoneNumber: '(555) 123-4567',
        description: 'Rear-ended at a light',
        communicationMethod: 'Website Chat',
      },
    });
    expect(payload.website).toBeUndefined();
    expect(payload.Message).toContain('Ann Lee');
    expect(payload.Message).toContain('(555) 123-4567');
    expect(payload.Message).toContain('Rear-ended at a light');
    expect(payload.Message).toContain('Website Chat');
    // The instant, written with the browser's own UTC offset so the server knows the visitor's day.
    expect(payload.Timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Math.abs(new Date(payload.Timestamp).getTime() - Date.now())).toBeLessThan(60_000);

    expect(sessionStorage.getItem('sessionId')).toBe(payload.SessionID);
    expect(sessionStorage.getItem('chatId')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(sessionStorage.getItem('chatId')).toBe(payload.ChatID);
    expect(sessionStorage.getItem('startedChatId')).toBe(payload.ChatID);
    expect(sessionStorage.getItem('initialMessage')).toBe('Rear-ended at a light');
    expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toEqual(payload.userInfo);
    expect(location).toBe(`/chat?id=${payload.SessionID}&chat=${payload.ChatID}`);
  });

  it('lets the visitor go on without agreeing, and then sends no consent version', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/runtime-config'
          ? new Response('missing', { status: 404 })
          : Response.json({ output: 'ok' }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderFlow(true);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/not a condition of using the free evaluation/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue without agreeing' }));
    await user.click(screen.getByRole('button', { name: 'Website Chat' }));
    await screen.findByText('chat page');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const payload = JSON.parse(posts[0]![1]?.body as string);
    expect(newChatPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload.consentVersion).toBeUndefined();
    expect(payload.userInfo.fullName).toBe('Ann Lee');
  });

  it('goes on to /chat when every start-chat call fails, logging warnings only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderFlow(true);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    await user.click(screen.getByRole('button', { name: 'Website Chat' }));
    await screen.findByText('chat page');
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Ann|555/);
    await waitFor(() => expect(location).toMatch(/^\/chat\?id=[A-Z0-9]{6}&chat=[A-Za-z0-9]{10}$/));
  });

  it('stays and says why when new-chat answers 429 (too many chats from this connection)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let refuse = true;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/runtime-config'
          ? new Response('missing', { status: 404 })
          : refuse
            ? Response.json(
                { error: { code: 'rate_limited', message: CHAT_START_LIMIT_MESSAGE } },
                { status: 429, headers: { 'retry-after': '2400' } },
              )
            : Response.json({ output: 'ok' }),
      ),
    );
    const user = userEvent.setup();
    renderFlow(true);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    await user.click(screen.getByRole('button', { name: 'Website Chat' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `${CHAT_START_LIMIT_MESSAGE} You can start a chat here again in about 40 minutes.`,
    );
    expect(alert.textContent).toContain('(800) 555-0142');
    expect(location).toBe('/');
    // The button works again, and a start the server takes goes on to the chat.
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Website Chat' }));
    await screen.findByText('chat page');
  });
});
