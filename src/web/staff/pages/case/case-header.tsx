import { Link, NavLink } from 'react-router';

import { type CaseView, pipelineStatusLabels } from '../../../../contracts/staff-console';
import { factsToCheckOf } from '../../../../contracts/staff-facts';
import { cn } from '../../../lib/cn';
import { Badge } from '../../staff-ui';

import { caseSectionHref, caseSections } from './case-sections';

/** The case's name and state, and its sections as links: each section has its own address. */
export function CaseHeader({ view }: { view: CaseView }) {
  // Doubtful facts (decision 0127) are named on every section, one click from the editor.
  const toCheck = factsToCheckOf(view.facts);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          Case {view.shortId}: {view.contact.name ?? 'Unnamed visitor'}
        </h1>
        <Badge tone="neutral">{pipelineStatusLabels[view.pipeline.status]}</Badge>
        {view.pipeline.overdue === 'late' && <Badge tone="danger">Not contacted 48 h</Badge>}
        {view.pipeline.overdue === 'overdue' && <Badge tone="warning">Not contacted 24 h</Badge>}
        {toCheck > 0 && (
          <Link
            to={`${caseSectionHref(view.caseId, 'facts')}?edit=1`}
            className="rounded-md bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-950 underline dark:bg-amber-900 dark:text-amber-50"
          >
            {toCheck} {toCheck === 1 ? 'fact' : 'facts'} to check
          </Link>
        )}
      </div>
      <nav aria-label="Case sections" className="flex flex-wrap gap-1 border-b border-border pb-2">
        {caseSections.map((section) => (
          <NavLink
            key={section.path}
            to={caseSectionHref(view.caseId, section.path)}
            end
            className={({ isActive }) =>
              cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                isActive
                  ? 'bg-primary text-primary-foreground'
                  : 'hover:bg-accent hover:text-accent-foreground',
              )
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
