import { Info, X } from 'lucide-react';
import { useEffect, useState } from 'react';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import type { ChatPart } from '../../lib/webhook-client';

/**
 * SPEC §2: the chat's notice about the 15-minute evaluation and the extension. One line in
 * the page's flow, above the conversation (never over it), in a shorter wording on a phone;
 * the visitor may dismiss it for the rest of the visit (issue 28).
 */
export const chatNotices: Record<ChatPart, { short: string; full: string }> = {
  chat: {
    short: `About 15 minutes, ${QUESTIONS_PER_PART} questions; you can extend once.`,
    full: `The evaluation takes about 15 minutes (up to ${QUESTIONS_PER_PART} questions); you can extend it once by ${QUESTIONS_PER_PART} more questions.`,
  },
  chatplus: {
    short: `Your one extension: up to ${QUESTIONS_PER_PART} more questions.`,
    full: `This is your one extension: up to ${QUESTIONS_PER_PART} more questions, then your email for the report.`,
  },
};

const dismissedKey = (part: ChatPart) => `chatNoticeDismissed:${part}`;

function readDismissed(part: ChatPart): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(part)) === '1';
  } catch {
    return false;
  }
}

export function ChatNotice({ part }: { part: ChatPart }) {
  // Shown in the prerendered page and on first render; a dismissal is read after hydration.
  const [isDismissed, setIsDismissed] = useState(false);
  useEffect(() => setIsDismissed(readDismissed(part)), [part]);
  if (isDismissed) return null;
  const dismiss = () => {
    setIsDismissed(true);
    try {
      window.sessionStorage.setItem(dismissedKey(part), '1');
    } catch {
      // Storage blocked: the notice comes back on the next page load, nothing worse.
    }
  };
  return (
    <div
      role="note"
      aria-label="About this chat"
      className="flex shrink-0 items-center gap-1.5 border-b border-border py-1 text-xs text-muted-foreground"
    >
      <Info aria-hidden="true" className="hidden size-3.5 shrink-0 sm:block" />
      <p className="min-w-0 flex-1">
        <span className="sm:hidden">{chatNotices[part].short}</span>
        <span className="hidden sm:inline">{chatNotices[part].full}</span>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss this notice"
        className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
