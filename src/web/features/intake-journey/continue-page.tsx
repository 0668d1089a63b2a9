import { useState } from 'react';
import { useNavigate } from 'react-router';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { Button } from '../../components/ui/button';

import { intakePath, useIntakeIds } from './use-intake-ids';

/** SPEC §2 /continue: end now and get the report, or the one extension. */
export default function ContinuePage() {
  const ids = useIntakeIds({ generateChat: false });
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  // Until the ids are read from the address (after hydration) there is nowhere to go yet.
  const isDisabled = isBusy || !ids;

  const goTo = (pathname: string) => {
    if (!ids) return;
    setIsBusy(true);
    void navigate(intakePath(pathname, ids));
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Continue Your Intake?</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        You have answered the first {QUESTIONS_PER_PART} questions. Finish now and receive your damages
        report, or answer {QUESTIONS_PER_PART} more questions so the agent can complete the picture of your
        case. The extension is offered once.
      </p>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:justify-center">
        <Button variant="success" size="lg" disabled={isDisabled} onClick={() => goTo('/chatcomplete')}>
          {isBusy ? 'Processing...' : 'End Intake and Receive Damages Report'}
        </Button>
        <Button variant="outline" size="lg" disabled={isDisabled} onClick={() => goTo('/chatplus')}>
          {isBusy ? 'Processing...' : `Continue with ${QUESTIONS_PER_PART} More Questions`}
        </Button>
      </div>
    </section>
  );
}
