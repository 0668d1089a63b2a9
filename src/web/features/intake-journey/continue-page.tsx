import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { Button } from '../../components/ui/button';

import { NoIntakeNotice } from './no-intake-notice';
import { intakePath, useIntakeIds } from './use-intake-ids';
import { useIntakeProgress } from './use-intake-progress';

/**
 * SPEC §2 /continue: end now and get the report, or the one extension. It first asks our
 * server whether this browser has an intake (issue 13): without one it says so; a finished
 * intake is not offered again; a used extension is not offered twice.
 */
export default function ContinuePage() {
  const ids = useIntakeIds({ generateChat: false });
  const check = useIntakeProgress(ids);
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const progress = check.kind === 'known' ? check.progress : null;
  // Until the ids are read from the address (after hydration) there is nowhere to go yet.
  const isDisabled = isBusy || !ids || check.kind === 'checking';
  const canExtend = progress ? progress.canExtend === true : true;

  const goTo = (pathname: string) => {
    if (!ids) return;
    setIsBusy(true);
    void navigate(intakePath(pathname, ids));
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Continue Your Intake?</h1>
      {progress && !progress.hasIntake ? (
        <NoIntakeNotice />
      ) : progress?.status === 'complete' ? (
        <div className="mt-8 rounded-xl border border-border bg-card p-6 text-card-foreground" role="status">
          <p>Your intake is already complete, and your case value report has been requested.</p>
          <Button asChild className="mt-4">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-muted-foreground">
            {progress?.questionsTotal !== undefined
              ? `You have answered ${progress.questionsTotal} ${progress.questionsTotal === 1 ? 'question' : 'questions'}.`
              : `You have answered the first ${QUESTIONS_PER_PART} questions.`}{' '}
            {canExtend
              ? `Finish now and receive your damages report, or answer up to ${QUESTIONS_PER_PART} more questions so the agent can complete the picture of your case. The extension is offered once.`
              : 'The one extension has been used, so the next step is your report.'}
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:justify-center">
            <Button variant="success" size="lg" disabled={isDisabled} onClick={() => goTo('/chatcomplete')}>
              {isBusy ? 'Processing...' : 'End Intake and Receive Damages Report'}
            </Button>
            {canExtend && (
              <Button variant="outline" size="lg" disabled={isDisabled} onClick={() => goTo('/chatplus')}>
                {isBusy ? 'Processing...' : `Continue with ${QUESTIONS_PER_PART} More Questions`}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
