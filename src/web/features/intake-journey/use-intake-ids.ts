import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { isChatId } from '../../../contracts/session';
import { newChatId } from '../../lib/random-id';
import { ensureSessionId, readSession, writeSession } from '../../lib/session-store';

export interface IntakeIds {
  sessionId: string;
  chatId: string | null;
  /** The one-time token of a resume link (the `pause` command), forwarded on the opening message. */
  resumeToken?: string;
  /** Neither the address nor this tab knew a chat: the page made the id up just now. */
  isChatNew?: boolean;
}

/**
 * The session and chat ids of the intake pages, read from the address after the first
 * render (prerendered HTML knows neither). A missing id comes from the session store
 * (SPEC: /continue), a missing chat from the store or, where `generateChat` (the chat
 * pages), a new random one; both are written into the address, replacing the entry.
 */
export function useIntakeIds({ generateChat }: { generateChat: boolean }): IntakeIds | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [ids, setIds] = useState<IntakeIds | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const sessionId = ensureSessionId(params.get('id'));
    const fromAddress = params.get('chat');
    const stored = readSession('chatId');
    const isChatNew = !isChatId(fromAddress) && !isChatId(stored) && generateChat;
    const chatId = isChatId(fromAddress)
      ? fromAddress
      : isChatId(stored)
        ? stored
        : isChatNew
          ? newChatId()
          : null;
    if (chatId && chatId !== stored) writeSession('chatId', chatId);
    const resumeToken = params.get('resume') || undefined;
    setIds((previous) =>
      previous?.sessionId === sessionId && previous.chatId === chatId && previous.resumeToken === resumeToken
        ? previous
        : { sessionId, chatId, ...(resumeToken ? { resumeToken } : {}), ...(isChatNew ? { isChatNew } : {}) },
    );
    if (params.get('id') === sessionId && (chatId === null || fromAddress === chatId)) return;
    params.set('id', sessionId);
    if (chatId) params.set('chat', chatId);
    void navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true });
  }, [pathname, search, hash, navigate, generateChat]);

  return ids;
}

/** `/path?id=…&chat=…` for the next intake page. */
export function intakePath(pathname: string, ids: IntakeIds): string {
  const params = new URLSearchParams({ id: ids.sessionId });
  if (ids.chatId) params.set('chat', ids.chatId);
  return `${pathname}?${params.toString()}`;
}
