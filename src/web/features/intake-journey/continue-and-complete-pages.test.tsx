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
/** What our server says about this browser's intake (GET /api/intake/progress). */
let progress: object = { hasIntake: true, status: 'open', part: 1, questionsTotal: 15, canExtend: true };
const isProgress = (url: unknown) => String(url).startsWith('/api/intake/progress');
beforeEach(() => {
  sessionStorage.clear();
  resetRuntimeConfigCache();
  progress = { hasIntake: true, status: 'open', part: 1, questionsTotal: 15, canExtend: true };
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url === '/api/runtime-config'
        ? new Response('', { status: 404 })
        : isProgress(url)
          ? Response.json(progress)
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
    await userEvent.click(
      await screen.findByRole('button', { name: 'End Intake and Receive Damages Report' }),
    );
    await waitFor(() => expect(location).toBe(`/chatcomplete?id=${SESSION}&chat=${CHAT}`));
  });

  it("'Continue with 15 More Questions' goes to /chatplus", async () => {
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => isProgress(url))).toBe(true));
    const button = await screen.findByRole('button', { name: 'Continue with 15 More Questions' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
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
    const button = await screen.findByRole('button', { name: 'Continue with 15 More Questions' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    const busy = screen.getAllByRole('button', { name: 'Processing...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a browser without an intake so, instead of offering the report (issue 13)', async () => {
    progress = { hasIntake: false };
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    expect((await screen.findByRole('status')).textContent).toContain(
      "couldn't find an intake started in this browser",
    );
    expect(screen.getByRole('link', { name: 'Start Free Analysis' }).getAttribute('href')).toBe('/intake');
    expect(screen.queryByRole('button', { name: 'End Intake and Receive Damages Report' })).toBeNull();
  });

  it('keeps both buttons when our server never saw a chat this tab took part in (an external service behind our paths)', async () => {
    progress = { hasIntake: false };
    sessionStorage.setItem(
      `intakeTranscript:chat:${CHAT}`,
      JSON.stringify({
        nextSessQNo: 3,
        messages: [{ id: 'm1', content: 'My neck hurts', sender: 'user', timestamp: '2026-11-26T10:00:00Z' }],
      }),
    );
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    const extend = await screen.findByRole('button', { name: 'Continue with 15 More Questions' });
    await waitFor(() => expect((extend as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'End Intake and Receive Damages Report' })).toBeTruthy();
    expect(screen.queryByText(/couldn't find an intake/)).toBeNull();
  });

  it('offers no second extension, and nothing to a finished intake', async () => {
    progress = { hasIntake: true, status: 'open', part: 2, questionsTotal: 30, canExtend: false };
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    await screen.findByText(/The one extension has been used/);
    expect(screen.queryByRole('button', { name: 'Continue with 15 More Questions' })).toBeNull();
    cleanup();
    progress = { hasIntake: true, status: 'complete', part: 1, questionsTotal: 15, canExtend: false };
    renderAt(`/continue?id=${SESSION}&chat=${CHAT}`);
    expect((await screen.findByRole('status')).textContent).toContain('already complete');
  });
});

describe('/chatcomplete', () => {
  it('tells a browser without an intake so, instead of promising a report', async () => {
    progress = { hasIntake: false };
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    expect((await screen.findByRole('status')).textContent).toContain("couldn't find an intake");
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('asks for the review only after our server said this browser has an intake', async () => {
    const isReview = (url: unknown) => String(url).startsWith('/api/intake/review');
    progress = { hasIntake: false };
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await screen.findByRole('status');
    expect(fetchMock.mock.calls.filter(([url]) => isReview(url))).toHaveLength(0);
    cleanup();
    progress = { hasIntake: true, status: 'open', part: 1, questionsTotal: 15, canExtend: true };
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => isReview(url))).toHaveLength(1));
  });

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

  it('says only what is true: preparing, then ready with the report opening in this tab, then emailed', async () => {
    let report: object = { state: 'preparing', isEmailed: false };
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/runtime-config'
          ? new Response('', { status: 404 })
          : isProgress(url)
            ? Response.json(progress)
            : String(url).startsWith('/api/chat-report/status')
              ? Response.json(report)
              : Response.json({ ok: true }, { status: 202 }),
      ),
    );
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Report' }));
    const headline = await screen.findByTestId('report-confirmation-headline');
    await waitFor(() => expect(headline.textContent).toBe('We are preparing your report'));
    expect(document.activeElement).toBe(headline);
    expect(screen.queryByRole('link', { name: 'View your report' })).toBeNull();
    report = { state: 'ready', isEmailed: true };
    await waitFor(() => expect(headline.textContent).toBe('Your report is ready. We also emailed a copy.'), {
      timeout: 5000,
    });
    const open = screen.getByRole('link', { name: 'View your report' });
    expect(open.getAttribute('href')).toBe(`/chat-report?id=${SESSION}&chat=${CHAT}`);
    expect(open.getAttribute('target')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('ann@example.com');
  });

  it('keeps the SPEC promise of an email when an external service runs the intake', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/runtime-config'
          ? Response.json({
              webhooks: {
                newChat: ['https://hooks.example/new-chat'],
                message: 'https://hooks.example/message',
                resetSessqno: 'https://hooks.example/reset',
                endIntake: 'https://hooks.example/end',
                newsletter: 'https://hooks.example/newsletter',
              },
              uploadUrl: '/api/uploads',
            })
          : String(url).startsWith('/api/')
            ? new Response('', { status: 404 })
            : Response.json({ ok: true }),
      ),
    );
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Report' }));
    const headline = await screen.findByTestId('report-confirmation-headline');
    await waitFor(() => expect(headline.textContent).toBe('Your case value report is on its way'));
    expect(screen.getByRole('status').textContent).toContain(
      'We will email your report to ann@example.com, usually within 30 minutes to 1 hour.',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
  });

  it('shows an error that keeps the address, and a retry, when end-intake fails (decision 0017)', async () => {
    let isOffline = true;
    fetchMock.mockImplementation((url) =>
      url === '/api/runtime-config'
        ? Promise.resolve(new Response('', { status: 404 }))
        : isProgress(url)
          ? Promise.resolve(Response.json(progress))
          : isOffline
            ? Promise.reject(new TypeError('offline'))
            : Promise.resolve(Response.json({ ok: true }, { status: 202 })),
    );
    const user = userEvent.setup();
    renderAt(`/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not on its way yet');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ann@example.com');
    expect(screen.queryByText(/on its way$/)).toBeNull();
    expect(console.warn).toHaveBeenCalled();
    isOffline = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('status')).textContent).toContain('ann@example.com');
  });
});
