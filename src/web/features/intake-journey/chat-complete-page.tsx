import { type FormEvent, useId, useState } from 'react';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { isEmailAddress } from '../../lib/email-address';
import { localTimestamp } from '../../lib/local-timestamp';
import { endIntake, loadRuntimeConfig } from '../../lib/webhook-client';

import { IntakeReviewPanel } from './intake-review';
import { NoIntakeNotice } from './no-intake-notice';
import { ReportConfirmation } from './report-confirmation';
import { useIntakeIds } from './use-intake-ids';
import { useIntakeProgress } from './use-intake-progress';

export const endIntakeFailedMessage =
  "We couldn't send that to our server, so your report is not on its way yet. Your address is still in the box: please check your connection and try again.";

/**
 * SPEC §2 /chatcomplete: the email for the report, then the confirmation. Two deliberate
 * changes (decision 0017): a browser without an intake is told so instead of being promised
 * a report, and a failed end-intake call shows an error and a retry instead of success. With
 * our server the page first shows what the report will use, to check (issue 28), and the
 * confirmation leads to the report itself.
 */
export default function ChatCompletePage() {
  const ids = useIntakeIds({ generateChat: false });
  const check = useIntakeProgress(ids);
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const id = useId();
  const isValid = isEmailAddress(email);
  const hasNoIntake = check.kind === 'known' && !check.progress.hasIntake;
  // The review is asked for only once our server said this browser has an intake: asking first
  // for a chat it never saw (a tab that opened /chat and came here) fetched a 404.
  const hasIntake = check.kind === 'known' && check.progress.hasIntake;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isSubmitting || !ids?.chatId) return;
    setIsSubmitting(true);
    setHasFailed(false);
    const address = email.trim();
    const isDone = await endIntake(await loadRuntimeConfig(), {
      SessionID: ids.sessionId,
      ChatID: ids.chatId,
      Email: address,
      Timestamp: localTimestamp(),
      currentUrl: window.location.href,
    });
    setIsSubmitting(false);
    if (isDone) setSubmittedEmail(address);
    else setHasFailed(true);
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-8 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Thank You for Completing the Chat</h1>
      {hasNoIntake ? (
        <NoIntakeNotice />
      ) : submittedEmail ? (
        <ReportConfirmation
          ids={ids?.chatId ? { sessionId: ids.sessionId, chatId: ids.chatId } : null}
          email={submittedEmail}
        />
      ) : (
        <>
          <IntakeReviewPanel
            ids={hasIntake && ids?.chatId ? { sessionId: ids.sessionId, chatId: ids.chatId } : null}
          />
          <p className="mt-8 text-lg text-muted-foreground">
            Enter your email address and we will send your case value report.
          </p>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 space-y-4">
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-medium">
                Email address
              </label>
              <Input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                disabled={!ids}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={email && !isValid ? true : undefined}
                aria-describedby={`${id}-email-hint`}
                className="mt-1"
              />
              <p id={`${id}-email-hint`} className="mt-1 text-sm text-muted-foreground">
                {email && !isValid
                  ? 'Please enter a valid email address, like name@example.com.'
                  : 'We only use it to send your report and about your case.'}
              </p>
            </div>
            {hasFailed && (
              <p role="alert" className="text-sm text-destructive">
                {endIntakeFailedMessage}
              </p>
            )}
            <Button
              type="submit"
              variant="hero"
              size="lg"
              disabled={!isValid || isSubmitting || !ids?.chatId}
            >
              {isSubmitting ? 'Sending...' : hasFailed ? 'Try Again' : 'Send My Report'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
