import { Check, Copy, Mail, MessageSquare, Phone } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';

import type { QueueReason } from '../../contracts/staff-queue';
import { cn } from '../lib/cn';

import { describeDue } from './due-text';

/** One click to act (issues 14 and 25): tel:, sms: and mailto: links, copy buttons, and live countdowns. */

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={label}
      onClick={() =>
        void navigator.clipboard
          ?.writeText(value)
          .then(() => setIsCopied(true))
          .catch(() => setIsCopied(false))
      }
    >
      {isCopied ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
      <span aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

/** The phone as a tel: link when calls are allowed; otherwise plain, with the reason. */
export function PhoneAction({
  phone,
  phoneE164,
  mayCall,
  blockedReason,
}: {
  phone: string | null;
  phoneE164: string | null;
  mayCall: boolean;
  blockedReason?: string | null;
}) {
  if (!phone) return <span className="text-muted-foreground">No phone</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {mayCall ? (
        <a
          href={`tel:${phoneE164 ?? phone}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {phone}
        </a>
      ) : (
        <span title={blockedReason ?? 'No calls or texts'}>
          {phone} <span className="text-xs text-destructive">(no calls or texts)</span>
        </span>
      )}
      <CopyButton value={phoneE164 ?? phone} label={`Copy phone number ${phone}`} />
    </span>
  );
}

/** The phone as an sms: link, shown only when the visitor agreed to texts. */
export function TextAction({ phone, phoneE164 }: { phone: string; phoneE164: string | null }) {
  return (
    <a
      href={`sms:${phoneE164 ?? phone}`}
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
    >
      <MessageSquare aria-hidden="true" className="size-3.5" />
      Text {phone}
    </a>
  );
}

export function EmailAction({ email, subject }: { email: string | null; subject?: string }) {
  if (!email) return <span className="text-muted-foreground">No email</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <a
        href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}
        className="inline-flex items-center gap-1 break-all font-medium text-primary underline underline-offset-2"
      >
        <Mail aria-hidden="true" className="size-3.5" />
        {email}
      </a>
      <CopyButton value={email} label={`Copy email address ${email}`} />
    </span>
  );
}

/**
 * The server's clock, ticking in the page: countdowns run from the time the server said it
 * was (a pinned clock in tests), moved on by the browser's own clock since then.
 */
export function useServerNow(serverTime: string | undefined, everyMs = 15_000): number {
  const offset = useMemo(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0), [serverTime]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return Date.now() + offset;
}

const toneClass = {
  neutral: 'bg-muted text-foreground',
  warning: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  danger: 'bg-destructive text-destructive-foreground',
};

export function Countdown({
  entry,
  nowMs,
}: {
  entry: { reason: QueueReason; dueAt: string; lateAt: string };
  nowMs: number;
}) {
  const { text, tone } = describeDue(entry, nowMs);
  return (
    <span
      className={cn(
        'inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold',
        toneClass[tone],
      )}
      data-countdown={tone}
    >
      {text}
    </span>
  );
}
