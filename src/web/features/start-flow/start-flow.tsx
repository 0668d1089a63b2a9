import { Button } from '../../components/ui/button';

export interface StartFlowProps {
  /** /intake opens the flow at the details form instead of the initial button. */
  isOpenOnArrival?: boolean;
}

export function StartFlow(_props: StartFlowProps) {
  return (
    <Button variant="hero" size="xl">
      Start Free Analysis
    </Button>
  );
}
