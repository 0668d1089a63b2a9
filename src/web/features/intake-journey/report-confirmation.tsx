import { CheckCircle2, FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { ChatReportStatus } from '../../../contracts/chat-report';
import { Button } from '../../components/ui/button';
import { type BrowserIntake, chatReportAddress, fetchChatReportState } from '../../lib/intake-api';

const pollEveryMs = 2000;
const giveUpAfterMs = 5 * 60_000;

/** The report's state for this browser: null until known, 'unknown' when our server cannot say. */
function useChatReportState(ids: BrowserIntake | null): ChatReportStatus | 'unknown' | null {
  const [state, setState] = useState<ChatReportStatus | 'unknown' | null>(null);
  const sessionId = ids?.sessionId;
  const chatId = ids?.chatId;
  useEffect(() => {
    if (!sessionId || !chatId) {
      setState('unknown');
      return;
    }
    let isActive = true;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const found = await fetchChatReportState({ sessionId, chatId });
      if (!isActive) return;
      setState(found ?? 'unknown');
      // Asked again until the report is ready and its email has gone, for a few minutes at most.
      const isSettled = found === null || (found.state === 'ready' && found.isEmailed);
      if (!isSettled && Date.now() - startedAt < giveUpAfterMs)
        timer = setTimeout(() => void check(), pollEveryMs);
    };
    void check();
    return () => {
      isActive = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, chatId]);
  return state;
}

/** What /chatcomplete says when the report is ready here: the SPEC-level promise made true (issue 28). */
export const reportReadyMessage = 'Your report is ready. We also emailed a copy.';

/**
 * The confirmation after "Send My Report", at the top of the page and focused, with the
 * address (SPEC §2). With our server it says only what is true: the report is being prepared,
 * is ready (and opens in this tab, the main action), and was emailed. With an external
 * service we cannot see the report, so it keeps the SPEC's promise of an email.
 */
export function ReportConfirmation({ ids, email }: { ids: BrowserIntake | null; email: string }) {
  const state = useChatReportState(ids);
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);
  const isReady = state !== null && state !== 'unknown' && state.state === 'ready';
  const isPreparing = state !== null && state !== 'unknown' && state.state === 'preparing';

  const headline =
    state === null || isPreparing
      ? 'We are preparing your report'
      : state === 'unknown'
        ? 'Your case value report is on its way'
        : state.isEmailed
          ? reportReadyMessage
          : 'Your report is ready.';
  const address = <strong className="break-all">{email}</strong>;
  return (
    <div
      role="status"
      className="mt-6 rounded-xl border border-border bg-card p-5 text-card-foreground sm:mt-8 sm:p-6"
    >
      <p
        ref={headingRef}
        tabIndex={-1}
        className="flex items-start gap-2 text-lg font-semibold outline-none"
        data-testid="report-confirmation-headline"
      >
        {isReady || state === 'unknown' ? (
          <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
        ) : (
          <LoaderCircle
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
          />
        )}
        {headline}
      </p>
      <p className="mt-3">
        {state === 'unknown' ? (
          <>We will email your report to {address}, usually within 30 minutes to 1 hour.</>
        ) : isReady && state.isEmailed ? (
          <>The copy went to {address}.</>
        ) : isReady ? (
          <>A copy is on its way to {address}.</>
        ) : (
          <>It opens here as soon as it is ready, usually within a minute, and a copy goes to {address}.</>
        )}{' '}
        If your case qualifies, a case manager will contact you within 24-48 hours.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {isReady && ids && (
          <Button asChild variant="hero" size="lg">
            <a href={chatReportAddress(ids)}>
              <FileText aria-hidden="true" />
              View your report
            </a>
          </Button>
        )}
        <Button asChild variant={isReady ? 'outline' : 'default'} size={isReady ? 'lg' : 'default'}>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
