// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from '../../../contracts/consent';
import { newsletterPayloadSchema } from '../../../contracts/webhooks';
import { resetRuntimeConfigCache } from '../../lib/webhook-client';

import { NewsletterSignup } from './newsletter-signup';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => {
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
beforeEach(() => {
  resetRuntimeConfigCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answerNewsletter(status: number) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      url === '/api/runtime-config'
        ? new Response('not here', { status: 404 })
        : new Response(null, { status }),
    ),
  );
}

function renderSignup(variant: 'home' | 'compact' = 'home') {
  render(
    <>
      <NewsletterSignup variant={variant} />
      <Toaster />
    </>,
  );
}

describe('NewsletterSignup', () => {
  it('is prerendered disabled, so a press before hydration cannot put the email in the address', () => {
    const html = renderToString(<NewsletterSignup />);
    expect(html).toMatch(/<input[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it.each(['home', 'compact'] as const)(
    '%s: an empty email gives the SPEC alert and no panel',
    async (variant) => {
      const user = userEvent.setup();
      renderSignup(variant);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect((await screen.findAllByText('Please enter your email address')).length).toBeGreaterThan(0);
      expect(screen.queryByRole('region', { name: 'Newsletter consent' })).toBeNull();
      await user.type(screen.getByLabelText('Email address'), '   ');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.queryByRole('region', { name: 'Newsletter consent' })).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows the consent panel with the contract text; Go Back closes it without a call', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const panel = screen.getByRole('region', { name: 'Newsletter consent' });
    expect(panel.textContent).toContain(newsletterConsentText);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('region', { name: 'Newsletter consent' })).toBeNull();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ann@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on an ok answer: posts the payload, closes the panel, clears the email, asks to confirm by email', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerNewsletter(200);
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'I Agree - Subscribe' }));
    // Double opt-in: the toast leads with what is left to do; the SPEC's words follow it.
    expect(await screen.findByText('Check your email to confirm')).toBeTruthy();
    expect(screen.getByText('Successfully subscribed to our newsletter!')).toBeTruthy();
    expect(screen.getByText(/Your first issue comes once you click the link/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Newsletter consent' })).toBeNull();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/webhook/newsletter');
    const payload = JSON.parse(post[1]?.body as string);
    expect(payload).toEqual({
      email: 'ann@example.com',
      type: 'newsletter_subscription',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
    });
    expect(newsletterPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('on a failed answer: shows the failure alert and keeps the panel and the email', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerNewsletter(400);
    const user = userEvent.setup();
    renderSignup('compact');
    await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'I Agree - Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'I Agree - Subscribe' })).toBeTruthy());
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ann@example.com');
  });
});
