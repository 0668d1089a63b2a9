import { MessageSquare, Phone, Smartphone } from 'lucide-react';
import { useId } from 'react';

import { Button } from '../../components/ui/button';

import { StepHeading } from './step-heading';

/** Step 3: how to talk to the intake agent. Only the website chat exists today. */
export function ChannelStep({
  isStarting,
  refusal = null,
  onChooseChat,
  onBack,
}: {
  isStarting: boolean;
  /** Why the chat was not started (too many from this connection), shown until the next try. */
  refusal?: string | null;
  onChooseChat: () => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5">
      <StepHeading id={id} focusOnMount>
        How would you like to talk with our intake agent?
      </StepHeading>
      <ul className="space-y-3">
        <li>
          <Button
            variant="hero"
            size="lg"
            className="w-full justify-start"
            onClick={onChooseChat}
            disabled={isStarting}
            aria-busy={isStarting || undefined}
          >
            <MessageSquare aria-hidden="true" />
            {isStarting ? 'Starting your chat...' : 'Website Chat'}
          </Button>
        </li>
        <li>
          <Button variant="outline" size="lg" className="w-full justify-start" disabled>
            <Phone aria-hidden="true" />
            Phone Call (Coming Soon)
          </Button>
        </li>
        <li>
          <Button variant="outline" size="lg" className="w-full justify-start" disabled>
            <Smartphone aria-hidden="true" />
            Text Message (Coming Soon)
          </Button>
        </li>
      </ul>
      {refusal && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {refusal}
        </p>
      )}
      <div>
        <Button variant="outline" onClick={onBack} disabled={isStarting}>
          Go Back
        </Button>
      </div>
    </section>
  );
}
