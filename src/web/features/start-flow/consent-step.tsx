import { useId } from 'react';

import { consentParagraphs } from '../../../contracts/consent';
import { Button } from '../../components/ui/button';

import { StepHeading } from './step-heading';

/**
 * Step 2: the contact consent, exactly the versioned text the server records
 * (src/contracts/consent.ts); its version travels with the start-chat call. The text says
 * consent is not a condition of the free evaluation (TCPA; compliance.md §5.1), so the
 * visitor can also go on without agreeing: no consent is recorded and nobody calls or texts.
 */
export function ConsentStep({
  onAgree,
  onDecline,
  onBack,
}: {
  onAgree: () => void;
  onDecline: () => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5">
      <StepHeading id={id} focusOnMount>
        Consent to be contacted
      </StepHeading>
      <div
        className="max-h-80 space-y-3 overflow-y-auto rounded-md border border-border bg-muted p-4 text-sm leading-relaxed"
        tabIndex={0}
        aria-label="Consent text"
      >
        {consentParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Go Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Button variant="link" onClick={onDecline}>
            Continue without agreeing
          </Button>
          <Button variant="hero" onClick={onAgree}>
            I Agree
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Without your agreement we will not call or text you; your case value report still comes by email.
      </p>
    </section>
  );
}
