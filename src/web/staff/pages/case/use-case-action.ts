import { useState } from 'react';

import { errorMessage } from '../../staff-api';

export type ActionMessage = { tone: 'ok' | 'error'; text: string } | null;

/** Runs one of the page's actions, says how it went, and reloads the case after it. */
export function useCaseAction(reload: () => void) {
  const [message, setMessage] = useState<ActionMessage>(null);
  const run = async (label: string, action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      setMessage({ tone: 'ok', text: label });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    }
  };
  return { message, run, clear: () => setMessage(null) };
}
