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

export function ScrollToTopButton() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!isVisible) return null;
  return (
    <Button
      size="icon"
      variant="default"
      className="fixed right-4 bottom-20 z-40 rounded-full shadow-lg"
      onClick={() => scrollToTop()}
      aria-label="Scroll to top"
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
