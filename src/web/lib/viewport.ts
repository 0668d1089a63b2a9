import { useEffect } from 'react';

/**
 * Below this visible height (a phone with its on-screen keyboard up) the chat keeps only
 * what a person needs to answer: the conversation and the composer.
 */
export const SHORT_VIEWPORT_PX = 560;

/** Classes for parts of the chat screen that step aside while the viewport is short. */
export const shortViewportHidden = '[[data-viewport=short]_&]:hidden';

/**
 * The height the page can use: the visual viewport, which shrinks when the on-screen
 * keyboard opens, so the composer stays above it (issue 13). It also marks the document
 * `data-viewport="short"` while little height is left.
 */
export function useViewportHeightVariable(isActive: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!isActive || !viewport) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--app-height', `${Math.round(viewport.height)}px`);
      root.dataset.viewport = viewport.height < SHORT_VIEWPORT_PX ? 'short' : 'tall';
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty('--app-height');
      delete root.dataset.viewport;
    };
  }, [isActive]);
}
