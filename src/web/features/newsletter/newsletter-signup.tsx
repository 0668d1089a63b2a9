import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from '../../../contracts/consent';
import { Button } from '../../components/ui/button';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useIsHydrated } from '../../lib/use-is-hydrated';

export interface NewsletterSignupProps {
  /** 'home': the SPEC's home-page box; 'compact': the box on /legal-education. */
  variant?: 'home' | 'compact';
}

/** SPEC §5, §8, verbatim. */
export const newsletterMessages = {
  empty: 'Please enter your email address',
  success: 'Successfully subscribed to our newsletter!',
  failure: 'Failed to subscribe. Please try again.',
  /**
   * Double opt-in (decision 0065): nothing is sent until the emailed link is confirmed, so the
   * toast leads with what the visitor must do; the SPEC's success words follow (decision 0083).
   */
  checkEmail: 'Check your email to confirm',
  confirm: 'Your first issue comes once you click the link we just emailed you.',
} as const;

/**
 * SPEC §4 newsletter: Subscribe with an email → consent panel → 'I Agree - Subscribe'
 * posts; success closes the panel and clears the email. The webhook client loads on
 * that click, keeping it out of the home page's first load.
 */
export function NewsletterSignup({ variant = 'home' }: NewsletterSignupProps) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [isConsentOpen, setIsConsentOpen] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const isCompact = variant === 'compact';
  // Prerendered, the form waits for its handler: a native submit would put the email in the address.
  const isHydrated = useIsHydrated();

  const openConsent = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(newsletterMessages.empty);
      emailRef.current?.focus();
      return;
    }
    setIsConsentOpen(true);
    // Focus moves to the panel's main action once it is shown.
    requestAnimationFrame(() => agreeRef.current?.focus());
  };

  const closeConsent = () => {
    setIsConsentOpen(false);
    emailRef.current?.focus();
  };

  const subscribe = async () => {
    setIsSubmitting(true);
    let isOk = false;
    try {
      const client = await import('../../lib/webhook-client');
      isOk = await client.subscribeNewsletter(await client.loadRuntimeConfig(), {
        email: email.trim(),
        type: 'newsletter_subscription',
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        ...(honeypot ? { website: honeypot } : {}),
      });
    } catch (error) {
      console.warn('Newsletter sign-up failed:', error instanceof Error ? error.message : 'unknown error');
    }
    setIsSubmitting(false);
    if (isOk) {
      setIsConsentOpen(false);
      setEmail('');
      toast.success(newsletterMessages.checkEmail, {
        description: (
          <>
            <span>{newsletterMessages.success}</span> <span>{newsletterMessages.confirm}</span>
          </>
        ),
      });
    } else {
      toast.error(newsletterMessages.failure);
    }
  };

  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-card text-card-foreground',
        isCompact ? 'p-5' : 'mx-auto max-w-2xl p-6 text-center sm:p-8',
      )}
    >
      <h2 id={`${id}-heading`} className={cn('font-semibold', isCompact ? 'text-lg' : 'text-2xl')}>
        Weekly newsletter
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        One email a week: plain-language guides on accident claims, your rights and what to do next.
      </p>
      <form
        noValidate
        onSubmit={openConsent}
        aria-labelledby={`${id}-heading`}
        className={cn('mt-4 flex flex-col gap-3 sm:flex-row', !isCompact && 'sm:justify-center')}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          readOnly={isConsentOpen}
          disabled={!isHydrated}
          className={cn(!isCompact && 'sm:max-w-xs')}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <Button type="submit" disabled={isConsentOpen || !isHydrated}>
          Subscribe
        </Button>
      </form>
      {isConsentOpen && (
        <div
          role="region"
          aria-label="Newsletter consent"
          className="mt-4 space-y-4 rounded-md border border-border bg-muted p-4 text-left text-sm"
        >
          <p>{newsletterConsentText}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={closeConsent} disabled={isSubmitting}>
              Go Back
            </Button>
            <Button ref={agreeRef} onClick={() => void subscribe()} disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'I Agree - Subscribe'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
