import { ArrowRight, FileText, MessageSquarePlus } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { Button } from '../../components/ui/button';
import type { ChatPart } from '../../lib/webhook-client';

import { followRedirect } from './follow-redirect';
import type { PartLimit, PendingMove } from './use-chat-conversation';
import { type IntakeIds, intakePath } from './use-intake-ids';

/** The labels of SPEC §2's /continue, used for the same choice where it is made in the chat. */
export const limitChoiceLabels = {
  finish: 'End Intake and Receive Damages Report',
  extend: `Continue with ${QUESTIONS_PER_PART} More Questions`,
} as const;

export interface LimitTargets {
  finish: string | null;
  extend: string | null;
  /** A reply that names another page (an external service's): one button follows it. */
  other: string | null;
}

/**
 * What the visitor can do at the limit. SPEC §4 sends the browser to the reply's redirect, or
 * else to /continue; decision 0081 shows that choice in the chat instead. /continue (ours, or
 * no redirect) offers finishing and, in the first part, the one extension; /chatcomplete
 * offers finishing; any other page is followed by one button.
 */
export function limitTargets(part: ChatPart, limit: PartLimit, ids: IntakeIds, origin: string): LimitTargets {
  const finish = intakePath('/chatcomplete', ids);
  const extend = part === 'chat' ? intakePath('/chatplus', ids) : null;
  if (!limit.redirectUrl) return { finish, extend, other: null };
  let url: URL;
  try {
    url = new URL(limit.redirectUrl, origin);
  } catch {
    return { finish, extend, other: null };
  }
  if (url.origin === origin && url.pathname === '/continue') return { finish, extend, other: null };
  if (url.origin === origin && url.pathname === '/chatcomplete')
    return { finish: `${url.pathname}${url.search}`, extend: null, other: null };
  return { finish: null, extend: null, other: url.href };
}

/** The limit's choice, as the last thing in the conversation; nothing moves by itself. */
export function LimitChoice({ part, limit, ids }: { part: ChatPart; limit: PartLimit; ids: IntakeIds }) {
  const navigate = useNavigate();
  const id = useId();
  const targets = limitTargets(part, limit, ids, window.location.origin);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-xl border border-primary/30 bg-card p-3 text-card-foreground shadow-sm"
    >
      <p id={id} className="text-sm font-medium">
        {targets.extend
          ? `You have reached the ${QUESTIONS_PER_PART}-question limit. What would you like to do?`
          : 'Your intake is done. Your report is one step away.'}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {targets.finish && (
          <Button variant="success" onClick={() => void navigate(targets.finish!)}>
            <FileText aria-hidden="true" />
            {limitChoiceLabels.finish}
          </Button>
        )}
        {targets.extend && (
          <Button variant="outline" onClick={() => void navigate(targets.extend!)}>
            <MessageSquarePlus aria-hidden="true" />
            {limitChoiceLabels.extend}
          </Button>
        )}
        {targets.other && (
          <Button onClick={() => followRedirect(targets.other!, navigate)}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

/** A reply that names a next page: its words stay on screen; the visitor moves on, or stays to read. */
export function CountdownMove({
  move,
  onMove,
  onStay,
}: {
  move: PendingMove;
  onMove: () => void;
  onStay: () => void;
}) {
  return (
    <div
      role="status"
      className="flex shrink-0 flex-wrap items-center gap-3 border-t border-border bg-accent px-3 py-2 text-sm text-accent-foreground"
    >
      <Button size="sm" onClick={onMove}>
        Continue
        <ArrowRight aria-hidden="true" />
      </Button>
      {move.secondsLeft !== null ? (
        <>
          <span>Moving on in {move.secondsLeft} s.</span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onStay}>
            Stay here to read
          </Button>
        </>
      ) : (
        <span>Take your time; continue when you are ready.</span>
      )}
    </div>
  );
}
