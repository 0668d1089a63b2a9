import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the prerendered HTML and during hydration, true once React runs the page.
 * Forms use it to stay disabled until their handlers exist: a press before that would
 * submit natively and put what was typed (names, phone numbers, emails) in the address.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
