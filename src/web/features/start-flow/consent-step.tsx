import { useId } from 'react';

import { consentParagraphs } from '../../../contracts/consent';
import { Button } from '../../components/ui/button';

import { StepHeading } from './step-heading';

/**
 * Step 2: the contact consent, exactly the versioned text the server records
 * (src/contracts/consent.ts); its version travels with the start-chat call.
 */
export function ConsentStep({ onAgree, onBack }: { onAgree: () => void; onBack: () => void }) {
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
        <Button variant="hero" onClick={onAgree}>
          I Agree
        </Button>
      </div>
    </section>
  );
}
