import { Badge, Section } from '../../staff-ui';

import type { FirstDeadline } from './deadline';
import { countdownText } from './deadline';

/** The first filing deadline, counting down (issue 25). */
export function DeadlineCard({ deadline }: { deadline: FirstDeadline | null }) {
  return (
    <Section title="First deadline">
      {deadline ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={deadline.daysLeft < 0 ? 'danger' : deadline.daysLeft <= 60 ? 'warning' : 'neutral'}>
            {countdownText(deadline.daysLeft)}
          </Badge>
          <span>
            {deadline.label}: {deadline.date}
          </span>
          {deadline.isUnverified && <Badge tone="warning">unverified rule</Badge>}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Not known yet: the report has no dated deadline.</p>
      )}
    </Section>
  );
}
