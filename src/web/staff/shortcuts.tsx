import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

import { Button } from '../components/ui/button';

/**
 * Keyboard shortcuts of the console (issue 14): one listener on the window, pages register
 * what a key does while they are shown, and `?` lists them. A key never fires while the
 * person types in a field, or with Ctrl, Alt or Meta held (those belong to the browser).
 */
export const shortcutList: { keys: string; does: string }[] = [
  { keys: 'j / k', does: 'Next / previous case in the list' },
  { keys: 'o or Enter', does: 'Open the selected case' },
  { keys: 'a', does: 'Assign the selected case (or the open case) to me' },
  { keys: 'c', does: 'Log a call on the selected or open case' },
  { keys: 'x', does: 'Select the highlighted case for a bulk action (case list)' },
  { keys: '/', does: 'Search cases' },
  { keys: '?', does: 'Show this list' },
  { keys: 'Esc', does: 'Close this list, or leave a field' },
];

export type ShortcutHandlers = Partial<Record<'j' | 'k' | 'o' | 'a' | 'c' | 'x', () => void>>;

const ShortcutsContext = createContext<(handlers: ShortcutHandlers | null) => void>(() => {});

/** Registers what j, k, o, a, c and x do on this page, for as long as it is shown. */
export function usePageShortcuts(handlers: ShortcutHandlers): void {
  const register = useContext(ShortcutsContext);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const forward: ShortcutHandlers = {};
    for (const key of ['j', 'k', 'o', 'a', 'c', 'x'] as const) forward[key] = () => latest.current[key]?.();
    register(forward);
    return () => register(null);
  }, [register]);
}

const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** A field the person types in (a checkbox or a button is not: keys still work there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !nonTextInputs.has(target.type);
  return (
    target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

export function ShortcutsProvider({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const page = useRef<ShortcutHandlers | null>(null);
  const [register] = useState(() => (handlers: ShortcutHandlers | null) => {
    page.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) {
        // Esc leaves a field, so the keys work again without reaching for the mouse.
        if (event.key === 'Escape' && event.target instanceof HTMLElement) event.target.blur();
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        setIsOpen(true);
        return;
      }
      if (isOpen) return;
      if (event.key === '/') {
        event.preventDefault();
        onSearch();
        return;
      }
      const key = event.key === 'Enter' ? 'o' : event.key;
      if (key === 'j' || key === 'k' || key === 'o' || key === 'a' || key === 'c' || key === 'x') {
        const handler = page.current?.[key];
        if (!handler) return;
        // Enter on a link or a button keeps its own meaning.
        if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('a, button'))
          return;
        event.preventDefault();
        handler();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, onSearch]);

  return (
    <ShortcutsContext.Provider value={register}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 bg-black/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-background p-5 text-foreground shadow-lg">
            <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
            <Dialog.Description className="mb-3 text-sm text-muted-foreground">
              They work anywhere in the console except while you type in a field.
            </Dialog.Description>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Keys and what they do</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3">
                    Key
                  </th>
                  <th scope="col" className="py-1">
                    What it does
                  </th>
                </tr>
              </thead>
              <tbody>
                {shortcutList.map((shortcut) => (
                  <tr key={shortcut.keys} className="border-b border-border">
                    <td className="py-1 pr-3">
                      <kbd className="rounded border border-border bg-muted px-1.5 font-mono">
                        {shortcut.keys}
                      </kbd>
                    </td>
                    <td className="py-1">{shortcut.does}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Dialog.Close asChild>
              <Button className="mt-4" size="sm" variant="outline">
                Close
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ShortcutsContext.Provider>
  );
}
