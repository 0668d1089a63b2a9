import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { isEmailAddress } from '../../lib/email-address';
import { endIntake, loadRuntimeConfig } from '../../lib/webhook-client';

import { useIntakeIds } from './use-intake-ids';

/** SPEC §2 /chatcomplete: the email for the report, then the confirmation. */
export default function ChatCompletePage() {
  const ids = useIntakeIds({ generateChat: false });
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const id = useId();
  const isValid = isEmailAddress(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isSubmitting || !ids) return;
    setIsSubmitting(true);
    const address = email.trim();
    if (ids.chatId) {
      // SPEC §7 call 3: the result is only logged; the screen shows success.
      await endIntake(await loadRuntimeConfig(), {
        SessionID: ids.sessionId,
        ChatID: ids.chatId,
        Email: address,
        Timestamp: new Date().toISOString(),
        currentUrl: window.location.href,
      });
    } else {
      console.warn('End intake skipped: no chat id in the address or the session.');
    }
    setSubmittedEmail(address);
    setIsSubmitting(false);
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Thank You for Completing the Chat</h1>
      {submittedEmail ? (
        <div role="status" className="mt-8 rounded-xl border border-border bg-card p-6 text-card-foreground">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
            Your case value report is on its way
          </p>
          <p className="mt-3">
            We will email your report to <strong className="break-all">{submittedEmail}</strong>, usually
            within 30 minutes to 1 hour. If your case qualifies, a case manager will contact you within 24-48
            hours.
          </p>
          <Button asChild className="mt-6">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-muted-foreground">
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
            <Button type="submit" variant="hero" size="lg" disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send My Report'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
