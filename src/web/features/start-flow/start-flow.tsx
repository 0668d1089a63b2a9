import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '../../components/ui/button';

import { ChannelStep } from './channel-step';
import { ConsentStep } from './consent-step';
import { DetailsForm } from './details-form';
import { startChatFromForm } from './start-chat';
import type { StartFormValues } from './start-form-validation';

export interface StartFlowProps {
  /** /intake opens the flow at the details form instead of the initial button. */
  isOpenOnArrival?: boolean;
}

type Step = 'initial' | 'details' | 'consent' | 'channel';

const emptyValues: StartFormValues = { fullName: '', phoneNumber: '', description: '' };

/**
 * SPEC §4 home start flow: initial button → details form → consent → channel → /chat.
 * Go Back: channel → consent; consent or form → the initial button. The typed details
 * survive Go Back, so a visitor who steps back does not retype them.
 */
export function StartFlow({ isOpenOnArrival = false }: StartFlowProps) {
  const [step, setStep] = useState<Step>(isOpenOnArrival ? 'details' : 'initial');
  const [hasMoved, setHasMoved] = useState(false);
  const [values, setValues] = useState<StartFormValues>(emptyValues);
  const [honeypot, setHoneypot] = useState('');
  const [isStarting, setIsStarting] = useState(false);
  const [hasConsented, setHasConsented] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();

  const go = (next: Step) => {
    setHasMoved(true);
    setStep(next);
  };

  const startChat = async () => {
    setIsStarting(true);
    setRefusal(null);
    const { chatPath, refusal: refused } = await startChatFromForm(values, honeypot, { hasConsented });
    if (refused) {
      setRefusal(refused.message);
      setIsStarting(false);
      return;
    }
    void navigate(chatPath);
  };

  if (step === 'initial') {
    return (
      <Button variant="hero" size="xl" onClick={() => go('details')} autoFocus={hasMoved}>
        Start Free Analysis
      </Button>
    );
  }
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-border bg-card p-6 text-left text-card-foreground shadow-sm sm:p-8">
      {step === 'details' && (
        <DetailsForm
          values={values}
          honeypot={honeypot}
          onChange={setValues}
          onHoneypotChange={setHoneypot}
          onSubmit={() => go('consent')}
          onBack={() => go('initial')}
        />
      )}
      {step === 'consent' && (
        <ConsentStep
          onAgree={() => {
            setHasConsented(true);
            go('channel');
          }}
          onDecline={() => {
            setHasConsented(false);
            go('channel');
          }}
          onBack={() => go('initial')}
        />
      )}
      {step === 'channel' && (
        <ChannelStep
          isStarting={isStarting}
          refusal={refusal}
          onChooseChat={() => void startChat()}
          onBack={() => go('consent')}
        />
      )}
    </div>
  );
}
