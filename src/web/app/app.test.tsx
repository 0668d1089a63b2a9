// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { toast } from 'sonner';

import { App } from './app';
import { appRoutes, notFoundRoute } from './routes';

let currentLocation = '';
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  await Promise.all([...appRoutes, notFoundRoute].map((route) => route.Page.preload()));
});
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the site shell', () => {
  it('forces the session id into the address and keeps it across navigation', async () => {
    renderAt('/faq');
    await waitFor(() => expect(currentLocation).toMatch(/^\/faq\?id=[A-Z0-9]{6}$/));
    const id = currentLocation.split('id=')[1];
    await userEvent.click(screen.getAllByRole('link', { name: 'How It Works' })[0]!);
    await waitFor(() => expect(currentLocation).toBe(`/how-it-works?id=${id}`));
  });

  it('keeps other query parameters when it adds the id', async () => {
    renderAt('/chat?chat=abcDEF1234');
    await waitFor(() => expect(currentLocation).toMatch(/^\/chat\?chat=abcDEF1234&id=[A-Z0-9]{6}$/));
  });

  it('sets each page its own title and description', async () => {
    renderAt('/');
    await waitFor(() => expect(document.title).toBe('Case Intake – Start Your Free Legal Survey'));
    cleanup();
    renderAt('/faq');
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | Case Intake'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Answers');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/faq$/);
  });

  it('shows the not-found page with a link home for unknown paths, and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(warn).toHaveBeenCalledWith('Page not found: /no-such-page');
    warn.mockRestore();
  });

  it('opens the mobile menu from its button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // The header's five links, Resources, About Us and Contact, and Start Free Analysis.
    expect(dialog.querySelectorAll('a')).toHaveLength(9);
    for (const name of ['Resources', 'About Us', 'Contact'])
      expect(within(dialog).getByRole('link', { name })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the scroll-to-top button only after 50 px, and not while a field has focus', async () => {
    // Sonner keeps its toasts in one store per module: a toast another test file raised would
    // show in this shell's Toaster, and the button rightly steps aside while a toast is shown.
    toast.dismiss();
    renderAt('/');
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    // The shell's scroll listener is attached by an effect; on a loaded machine the first scroll
    // event can come before it, so the page is scrolled until the button shows (or 10 s pass).
    const shown = { timeout: 10_000 };
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    await waitFor(async () => {
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    }, shown);
    const field = screen.getAllByRole('textbox')[0]!;
    await act(async () => field.focus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull(), shown);
    await act(async () => field.blur());
    expect(await screen.findByRole('button', { name: 'Scroll to top' }, shown)).toBeTruthy();
  });

  it('switches the theme light → dark → system and remembers the choice', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: /System theme/ }));
    expect(localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: /Light theme/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Dark theme/ }));
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
