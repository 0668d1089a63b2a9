import { Link } from 'react-router';

import { Button } from '../../components/ui/button';

import { noIntakeMessage } from './use-intake-progress';

/** What the end pages show to a browser that never started an intake, instead of a false promise. */
export function NoIntakeNotice() {
  return (
    <div className="mt-8 rounded-xl border border-border bg-card p-6 text-card-foreground" role="status">
      <p>{noIntakeMessage}</p>
      <Button asChild variant="hero" className="mt-4">
        <Link to="/intake">Start Free Analysis</Link>
      </Button>
    </div>
  );
}
