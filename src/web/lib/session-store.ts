import { isSessionId } from '../../contracts/session';

import { newSessionId } from './random-id';

/** SPEC §3: session storage keys, and ours after them. One place names them. */
export const sessionKeys = {
  sessionId: 'sessionId',
  chatId: 'chatId',
  initialMessage: 'initialMessage',
  userInfo: 'userInfo',
  /** Ours: the chat the start form began in this tab (`chatId` follows the address later). */
  startedChatId: 'startedChatId',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the id then lives only in the URL.
    return undefined;
  }
}

/**
 * The session id for this tab: the stored one, else a valid one from the address
 * (a link opened in a new tab keeps its session), else a new random one.
 */
export function ensureSessionId(fromAddress: string | null): string {
  const store = storage();
  const stored = store?.getItem(sessionKeys.sessionId) ?? null;
  if (isSessionId(stored)) return stored;
  const id = isSessionId(fromAddress) ? fromAddress : newSessionId();
  store?.setItem(sessionKeys.sessionId, id);
  return id;
}

export function readSession(key: keyof typeof sessionKeys): string | null {
  return storage()?.getItem(sessionKeys[key]) ?? null;
}

export function writeSession(key: keyof typeof sessionKeys, value: string): void {
  storage()?.setItem(sessionKeys[key], value);
}
