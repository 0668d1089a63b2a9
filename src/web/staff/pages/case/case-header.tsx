import { NavLink } from 'react-router';

import { type CaseView, pipelineStatusLabels } from '../../../../contracts/staff-console';
import { cn } from '../../../lib/cn';
import { Badge } from '../../staff-ui';

import { caseSectionHref, caseSections } from './case-sections';

/** The case's name and state, and its sections as links: each section has its own address. */
export function CaseHeader({ view }: { view: CaseView }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          Case {view.shortId}: {view.contact.name ?? 'Unnamed visitor'}
        </h1>
        <Badge tone="neutral">{pipelineStatusLabels[view.pipeline.status]}</Badge>
        {view.pipeline.overdue === 'late' && <Badge tone="danger">Not contacted 48 h</Badge>}
        {view.pipeline.overdue === 'overdue' && <Badge tone="warning">Not contacted 24 h</Badge>}
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
