import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '../components/ui/button';

export const SCROLL_THRESHOLD_PX = 50;
export const SCROLL_DURATION_MS = 1000;

/** Eases back to the top over one second; instant for visitors who ask for less motion. */
export function scrollToTop(duration = SCROLL_DURATION_MS): void {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/** Whether a toast is on screen (sonner marks each one); on a phone they span the bottom. */
function useIsToastShown(): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIsShown(document.querySelector('[data-sonner-toast]') !== null));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return isShown;
}

/**
 * SPEC §2, §9: appears past 50 px of scroll. It never covers what the visitor is working
 * with (issue 28): it sits bottom-left, away from the toasts (bottom-right, SPEC §9), and
 * steps aside while a toast is shown (on a phone toasts span the bottom) and while a field has
 * focus (the on-screen keyboard is up, the field is what matters); the footer leaves room
 * below its last line so the page's end is never under it.
 */
export function ScrollToTopButton() {
  const [isScrolled, setIsScrolled] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const isToastShown = useIsToastShown();
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    const updateFocus = () => setIsEditing(isEditable(document.activeElement));
    update();
    window.addEventListener('scroll', update, { passive: true });
    document.addEventListener('focusin', updateFocus);
    document.addEventListener('focusout', updateFocus);
    return () => {
      window.removeEventListener('scroll', update);
      document.removeEventListener('focusin', updateFocus);
      document.removeEventListener('focusout', updateFocus);
    };
  }, []);
  if (!isScrolled || isEditing || isToastShown) return null;
  return (
    <Button
      size="icon"
      variant="default"
      className="fixed bottom-4 left-4 z-40 rounded-full shadow-lg"
      onClick={() => scrollToTop()}
      aria-label="Scroll to top"
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
