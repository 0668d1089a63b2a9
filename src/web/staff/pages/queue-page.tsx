import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import {
  type QueueItem,
  queueReasonLabels,
  type QueueScope,
  queueScopes,
  type QueueView,
  queueViews,
} from '../../../contracts/staff-queue';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { attemptsMadeText } from '../attempt-text';
import { Countdown, EmailAction, PhoneAction, useServerNow } from '../contact-actions';
import { assignOwner, errorMessage, getQueue } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { Badge, CaseLink, caseTypeLabel, HeadingCells, ListRow, Status } from '../staff-ui';
import { likelyValueText } from '../value-text';
import { useCaseListKeys } from '../use-case-list-keys';
import { useStaffData } from '../use-staff-data';

const scopeLabels: Record<QueueScope, string> = {
  mine: 'My queue',
  unassigned: 'Unassigned',
  all: 'Everyone',
};
const viewLabels: Record<QueueView, string> = { due: 'Due now', upcoming: 'Scheduled later' };
const pageSize = 50;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((entry) => entry === value) ?? fallback;
}

/**
 * "My queue", the console's first screen (issue 14): what is due first, each row with a
 * live countdown to its promise, one click (or one key) to call, mail, take or open a case.
 */
export function QueuePage() {
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const scope = pick(params.get('scope'), queueScopes, 'mine');
  const view = pick(params.get('view'), queueViews, 'due');
  const [shown, setShown] = useState(pageSize);
  const { data, error, isLoading, reload } = useStaffData(`${scope}:${view}:${shown}`, () =>
    getQueue({ scope, view, offset: 0, ...(shown > pageSize ? { limit: shown } : {}) }),
  );
  const nowMs = useServerNow(data?.serverTime);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const items = data?.items ?? [];

  useEffect(() => {
    document.title = `${scopeLabels[scope]} · Staff console`;
  }, [scope]);

  const takeCase = async (item: QueueItem) => {
    if (item.owner?.id === session.user.id) {
      setMessage({ tone: 'ok', text: `${item.name ?? item.shortId} is already yours.` });
      return;
    }
    try {
      await assignOwner(item.caseId, session.user.id);
      setMessage({ tone: 'ok', text: `${item.name ?? item.shortId} is assigned to you.` });
      reload();
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) });
    }
  };
  const {
    highlighted: selected,
    setHighlighted: setSelected,
    linkRef,
  } = useCaseListKeys(items, {
    a: (item) => void takeCase(item),
  });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const scopes = queueScopes.filter((entry) => entry !== 'all' || session.user.seesAllCases);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold">{scopeLabels[scope]}</h1>
        <p className="text-sm text-muted-foreground">
          Press <kbd className="rounded border border-border px-1">?</kbd> for the keyboard shortcuts.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <nav aria-label="Whose queue" className="flex gap-1">
          {scopes.map((entry) => (
            <Link
              key={entry}
              to={`/?scope=${entry}&view=${view}`}
              aria-current={entry === scope ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                entry === scope ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {scopeLabels[entry]}
            </Link>
          ))}
        </nav>
        <div role="group" aria-label="When" className="flex gap-1">
          {queueViews.map((entry) => (
            <Button
              key={entry}
              size="sm"
              variant={entry === view ? 'default' : 'outline'}
              aria-pressed={entry === view}
              onClick={() => setParam('view', entry)}
            >
              {viewLabels[entry]}
            </Button>
          ))}
        </div>
      </div>
      {message && (
        <p role="status" className={message.tone === 'error' ? 'text-sm text-destructive' : 'text-sm'}>
          {message.text}
        </p>
      )}
      <Status error={error} isLoading={isLoading && !data} />
      {data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 0
              ? view === 'due'
                ? 'Nothing is due. Well done.'
                : 'Nothing is scheduled.'
              : `${data.total} ${data.total === 1 ? 'case' : 'cases'}${scope === 'mine' ? ' (yours and unassigned)' : ''}`}
          </p>
          {items.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm" aria-label="Queue">
                <thead>
                  <tr className="border-b border-border">
                    <HeadingCells
                      headings={['Due', 'Case', 'Phone', 'Email', 'Owner', 'Attempts', 'Value', 'Type']}
                    />
                  </tr>
                </thead>
                <tbody>
                  {items.map((item, index) => (
                    <ListRow
                      key={item.caseId}
                      data-case-id={item.caseId}
                      isHighlighted={index === selected}
                      onClick={() => setSelected(index)}
                    >
                      <td className="px-2 py-2">
                        <Countdown entry={item} nowMs={nowMs} />
                      </td>
                      <td className="px-2 py-2">
                        <CaseLink
                          caseId={item.caseId}
                          name={item.name}
                          linkRef={linkRef(index)}
                          onFocus={() => setSelected(index)}
                        />
                        <div className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                          <span>{item.shortId}</span>
                          <Badge
                            tone={
                              item.rank === 0 ? 'danger' : item.reason === 'callback' ? 'warning' : 'neutral'
                            }
                          >
                            {queueReasonLabels[item.reason]}
                          </Badge>
                          {item.factsToCheck > 0 && (
                            <Badge tone="warning">
                              {item.factsToCheck === 1
                                ? '1 fact to check'
                                : `${item.factsToCheck} facts to check`}
                            </Badge>
                          )}
                        </div>
                      </td>
                      <td className="px-2 py-2">
                        <PhoneAction phone={item.phone} phoneE164={item.phoneE164} mayCall={item.mayCall} />
                      </td>
                      <td className="px-2 py-2">
                        <EmailAction email={item.email} />
                      </td>
                      <td className="px-2 py-2">
                        {item.owner ? (
                          item.owner.id === session.user.id ? (
                            'Me'
                          ) : (
                            item.owner.name
                          )
                        ) : (
                          <Button size="sm" variant="outline" onClick={() => void takeCase(item)}>
                            Assign to me
                          </Button>
                        )}
                      </td>
                      <td className="px-2 py-2">{attemptsMadeText(item.attemptsMade, item.maxAttempts)}</td>
                      <td className="px-2 py-2">
                        {likelyValueText(item.valueNotEstimated, item.valueLikely)}
                      </td>
                      <td className="px-2 py-2">
                        {caseTypeLabel(item.caseType)}
                        {item.state ? `, ${item.state}` : ''}
                      </td>
                    </ListRow>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.total > items.length && (
            <Button variant="outline" size="sm" onClick={() => setShown((count) => count + pageSize)}>
              Show {Math.min(pageSize, data.total - items.length)} more
            </Button>
          )}
        </>
      )}
    </div>
  );
}
