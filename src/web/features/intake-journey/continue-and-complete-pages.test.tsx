// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { endIntakePayloadSchema } from '../../../contracts/webhooks';
import { resetRuntimeConfigCache } from '../../lib/webhook-client';

import ChatCompletePage from './chat-complete-page';
import ContinuePage from './continue-page';

const SESSION = 'ABC123';
const CHAT = 'abcDEF1234';

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/continue" element={<ContinuePage />} />
        <Route path="/chatcomplete" element={<ChatCompletePage />} />
        <Route path="/chatplus" element={<p>chatplus page</p>} />
        <Route path="/" element={<p>home page</p>} />
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
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url === '/api/runtime-config'
        ? new Response('', { status: 404 })
        : Response.json({ ok: true }, { status: 202 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/continue', () => {
  it('fills a missing id (and chat) from the session store into the address', async () => {
    sessionStorage.setItem('sessionId', SESSION);
    sessionStorage.setItem('chatId', CHAT);
    renderAt('/continue');
    expect(screen.getByRole('heading', { level: 1, name: 'Continue Your Intake?' })).toBeTruthy();
    await waitFor(() => expect(location).toBe(`/continue?id=${SESSION}&chat=${CHAT}`));
  });

  it("'End Intake and Receive Damages Report' goes to /chatcomplete", async () => {
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    await userEvent.click(screen.getByRole('button', { name: 'End Intake and Receive Damages Report' }));
    await waitFor(() => expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`));
  });

  it("'Continue with 15 More Questions' goes to /chatplus", async () => {
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with 15 More Questions' }));
    await screen.findByText('chatplus page');
    expect(location).toBe(`/chatplus?id=${SESSION}&chat=${CHAT}`);
  });

  it("both buttons show 'Processing...' while busy", async () => {
    // The next page's chunk never arrives, so the navigation stays pending as it does
    // while a real page chunk loads, and this page stays on screen.
    const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <MemoryRouter initialEntries={[`/continue?id=${SESSION}&chat=${CHAT}`]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/continue" element={<ContinuePage />} />
            <Route path="/chatplus" element={<NeverLoads />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with 15 More Questions' }));
    const busy = screen.getAllByRole('button', { name: 'Processing...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/chatcomplete', () => {
  it('keeps submit disabled while the email is empty or invalid', async () => {
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for Completing the Chat' })).toBeTruthy();
    const submit = () => screen.getByRole('button', { name: 'Send My Report' }) as HTMLButtonElement;
    const email = screen.getByLabelText('Email address');
    expect(email.hasAttribute('required')).toBe(true);
    expect(submit().disabled).toBe(true);
    await user.type(email, 'ann@example');
    expect(submit().disabled).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, '.com');
    expect(submit().disabled).toBe(false);
  });

  it('posts end-intake, disables submit while sending, then confirms with the address and Return to Home', async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementation((url) =>
      url === '/api/runtime-config'
        ? Promise.resolve(new Response('', { status: 404 }))
        : new Promise((resolve) => (release = () => resolve(Response.json({ ok: true }, { status: 202 })))),
    );
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await user.type(screen.getByLabelText('Email address'), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send My Report' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('ann@example.com');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/webhook/end-intake');
    const payload = JSON.parse(post[1]?.body as string);
    expect(payload).toMatchObject({ SessionID: SESSION, ChatID: CHAT, Email: 'ann@example.com' });
    expect(payload.currentUrl).toBeTypeOf('string');
    expect(endIntakePayloadSchema.safeParse(payload).success).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await screen.findByText('home page');
  });

  it('still confirms when the end-intake call fails (SPEC §7: only logged)', async () => {
    fetchMock.mockImplementation((url) =>
      url === '/api/runtime-config'
        ? Promise.resolve(new Response('', { status: 404 }))
        : Promise.reject(new TypeError('offline')),
    );
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Report' }));
    expect((await screen.findByRole('status')).textContent).toContain('ann@example.com');
    expect(console.warn).toHaveBeenCalled();
  });
});
