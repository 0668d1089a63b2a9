import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { dangerSignFamilyLabels } from '../../../contracts/danger-signs';
import { pipelineStatusLabels, pipelineStatuses } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { useServerNow } from '../contact-actions';
import {
  addNote,
  assignAttorney,
  assignOwner,
  changeStatus,
  errorMessage,
  getAssignees,
  getCase,
  listAttorneys,
  resendReport,
  sendCorrectedReport,
  uploadHref,
} from '../staff-api';
import { useStaffSession } from '../staff-session';
import { usePageShortcuts } from '../shortcuts';
import {
  Badge,
  DataList,
  Field,
  formatDateTime,
  formatMoney,
  Section,
  Select,
  Status,
  TextArea,
} from '../staff-ui';
import { valueRangeText } from '../value-text';
import { useStaffData } from '../use-staff-data';

import { AttorneyQuestionsSection } from './attorney-questions-section';
import { CaseSummary } from './case-summary';
import { ContactAttemptForm } from './contact-attempt-form';
import { ContactMessageCard } from './contact-message-card';
import { describeRecomputation, FactsForm } from './facts-form';

/** The record's facts as "path: value" lines, for reading at a glance. */
function flattenFacts(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.length === 0 ? [] : [[prefix, value.map(String).join(', ')]];
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      flattenFacts(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)]];
}

function useAction(reload: () => void) {
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const run = async (label: string, action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      setMessage({ tone: 'ok', text: label });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    }
  };
  return { message, run };
}

function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '').trim();
}

/** One choice, an optional note and a submit: changing status and recording a call. */
function ChoiceWithNoteForm(props: {
  choiceLabel: string;
  /** Form field names, as the API and the browser tests know them. */
  choiceName: string;
  noteName: string;
  options: { value: string; label: string }[];
  defaultValue: string;
  noteLabel: string;
  submitLabel: string;
  onSubmit: (choice: string, note: string, form: HTMLFormElement) => void;
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(
          formValue(event, props.choiceName),
          formValue(event, props.noteName),
          event.currentTarget,
        );
      }}
    >
      <Field label={props.choiceLabel}>
        <Select name={props.choiceName} defaultValue={props.defaultValue} key={props.defaultValue}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={props.noteLabel}>
        <TextArea name={props.noteName} rows={1} className="min-h-10" />
      </Field>
      <Button type="submit" size="sm">
        {props.submitLabel}
      </Button>
    </form>
  );
}

export function CasePage() {
  const { caseId = '' } = useParams();
  const [params] = useSearchParams();
  const session = useStaffSession();
  const { data: view, error, isLoading, reload } = useStaffData(`case:${caseId}`, () => getCase(caseId));
  const { data: directory } = useStaffData('attorneys', listAttorneys);
  const { data: people } = useStaffData('assignees', getAssignees);
  const { message, run } = useAction(reload);
  const [isEditing, setIsEditing] = useState(false);
  const [corrected, setCorrected] = useState<string | null>(null);
  const channelSelect = useRef<HTMLSelectElement>(null);
  const nowMs = useServerNow(view?.serverTime);
  const wantsCall = params.get('log') === 'call';
  const isLoaded = view !== null;
  useEffect(() => {
    document.title = view ? `Case ${view.shortId} · Staff console` : 'Case · Staff console';
  }, [view]);
  // From the queue's "c": the call form, ready.
  useEffect(() => {
    if (isLoaded && wantsCall) channelSelect.current?.focus();
  }, [isLoaded, wantsCall]);
  const giveTo = (ownerId: string | null) =>
    void run(
      ownerId === session.user.id ? 'Assigned to you.' : ownerId ? 'Case handed over.' : 'Case unassigned.',
      () => assignOwner(caseId, ownerId),
    );
  usePageShortcuts({
    a: () => {
      if (view && view.pipeline.owner?.id !== session.user.id) giveTo(session.user.id);
    },
    c: () => {
      channelSelect.current?.focus();
      channelSelect.current?.scrollIntoView({ block: 'center' });
    },
  });

  if (!view) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Case</h1>
        <Status error={error} isLoading={isLoading} />
        <Link to="/" className="text-primary underline">
          Back to the pipeline
        </Link>
      </div>
    );
  }

  const latestVersion = view.report?.versions.at(-1);
  const activeAttorneys = directory?.attorneys.filter((attorney) => attorney.isActive) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          Case {view.shortId}: {view.contact.name ?? 'Unnamed visitor'}
        </h1>
        <Badge tone="neutral">{pipelineStatusLabels[view.pipeline.status]}</Badge>
        {view.pipeline.overdue === 'late' && <Badge tone="danger">Not contacted 48 h</Badge>}
        {view.pipeline.overdue === 'overdue' && <Badge tone="warning">Not contacted 24 h</Badge>}
      </div>
      {message && (
        <p
          role="status"
          className={message.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      )}

      {view.alerts.emergencyAt && (
        <p
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm font-medium"
        >
          The visitor described an emergency happening at the time ({formatDateTime(view.alerts.emergencyAt)}
          ); the 911 notice was shown. Check on them first.
          {view.alerts.emergencySigns.length > 0 &&
            ` Signs described: ${view.alerts.emergencySigns.map((family) => dangerSignFamilyLabels[family]).join('; ')}.`}
        </p>
      )}
      {view.alerts.callbackRequestedAt && (
        <p
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          The visitor asked to talk to a person ({formatDateTime(view.alerts.callbackRequestedAt)})
          {view.alerts.callbackWindow ? `: call them ${view.alerts.callbackWindow.label}.` : '.'}
        </p>
      )}

      <CaseSummary
        view={view}
        nowMs={nowMs}
        myId={session.user.id}
        assignees={people?.assignees ?? []}
        onAssign={giveTo}
      />
      <ContactAttemptForm
        ref={channelSelect}
        view={view}
        initialChannel={wantsCall ? 'call' : undefined}
        onLogged={reload}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Contact">
          <DataList
            items={[
              ['Name', view.contact.name],
              ['Email', view.contact.email],
              ['Phone', view.contact.phone],
              ['Preferred contact', view.contact.communicationMethod],
              ['What happened', view.contact.description],
              [
                'Intake',
                `${view.intake.status === 'complete' ? 'complete' : 'in progress'} · ${view.intake.questionsTotal} questions · ${view.intake.extensionsUsed} extension(s)`,
              ],
              ['Started', formatDateTime(view.intake.createdAt)],
              ['Completed', formatDateTime(view.intake.completedAt)],
              [
                'Attorney assigned',
                view.pipeline.assignedAttorney
                  ? `${view.pipeline.assignedAttorney.name} (${view.pipeline.assignedAttorney.firm})`
                  : null,
              ],
            ]}
          />
        </Section>

        <Section title="Actions">
          <div className="space-y-4">
            <ChoiceWithNoteForm
              choiceLabel="Status"
              choiceName="status"
              noteName="note"
              options={pipelineStatuses.map((status) => ({
                value: status,
                label: pipelineStatusLabels[status],
              }))}
              defaultValue={view.pipeline.status}
              noteLabel="Status note (optional)"
              submitLabel="Change status"
              onSubmit={(status, note) =>
                void run('Status changed.', () =>
                  changeStatus(view.caseId, {
                    status: pipelineStatuses.find((entry) => entry === status) ?? view.pipeline.status,
                    ...(note ? { note } : {}),
                  }),
                )
              }
            />
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const attorneyId = formValue(event, 'attorneyId');
                void run('Attorney assigned.', () => assignAttorney(view.caseId, attorneyId || null));
              }}
            >
              <Field label="Attorney">
                <Select
                  name="attorneyId"
                  defaultValue={view.pipeline.assignedAttorney?.id ?? ''}
                  key={view.pipeline.assignedAttorney?.id ?? 'none'}
                >
                  <option value="">No attorney</option>
                  {activeAttorneys.map((attorney) => (
                    <option key={attorney.id} value={attorney.id}>
                      {attorney.name} ({attorney.firm}) · {attorney.openMatches}/{attorney.capacity}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button type="submit" size="sm">
                Assign attorney
              </Button>
            </form>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const body = formValue(event, 'body');
                const form = event.currentTarget;
                void run('Note added.', async () => {
                  await addNote(view.caseId, body);
                  form.reset();
                });
              }}
            >
              <Field label="New note">
                <TextArea name="body" rows={2} required />
              </Field>
              <Button type="submit" size="sm">
                Add note
              </Button>
            </form>
          </div>
        </Section>

        <Section title="Consent record">
          {view.consent ? (
            <DataList
              items={[
                ['Version', view.consent.version],
                ['Agreed at', formatDateTime(view.consent.agreedAt)],
                ['IP address', view.consent.ip],
                ['User agent', view.consent.userAgent],
                ['Page', view.consent.pageUrl],
                ['Text', view.consent.text],
                [
                  'Record hash (SHA-256)',
                  <code key="hash" className="break-all text-xs">
                    {view.consent.recordSha256}
                  </code>,
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              No consent record: the visitor did not agree to calls or texts (or started at /chat directly).
              Do not call or text.
            </p>
          )}
        </Section>

        <Section
          title="Report"
          actions={
            view.report && (
              <div className="flex flex-wrap gap-2">
                {latestVersion?.correctedEmail === 'not_sent' && (
                  <Button
                    size="sm"
                    onClick={() =>
                      void run(`Corrected report (version ${latestVersion.version}) queued to send.`, () =>
                        sendCorrectedReport(view.caseId),
                      )
                    }
                  >
                    Send corrected report
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void run('Report email queued again.', () => resendReport(view.caseId))}
                >
                  Resend report email
                </Button>
              </div>
            )
          }
        >
          {view.report ? (
            <div className="space-y-3">
              <DataList
                items={[
                  ['Value range', valueRangeText(view.report.valueNotEstimated, view.report.value)],
                  ['Urgent review', view.report.isUrgent ? 'yes' : 'no'],
                  ['Prepared', formatDateTime(view.report.createdAt)],
                  [
                    'Email delivery',
                    view.report.delivery
                      ? `${view.report.delivery.status} via ${view.report.delivery.transport ?? '—'} · ${view.report.delivery.attempts} attempt(s)${view.report.delivery.sentAt ? ` · sent ${formatDateTime(view.report.delivery.sentAt)}` : ''}${view.report.delivery.lastError ? ` · last error: ${view.report.delivery.lastError}` : ''}`
                      : 'not attempted yet',
                  ],
                  ['Sends queued', String(view.report.pendingSends)],
                  ['Version', String(view.report.version)],
                ]}
              />
              {view.report.versions.length > 1 && (
                <>
                  <h3 className="font-semibold">Versions</h3>
                  <ol className="space-y-1 text-sm">
                    {view.report.versions.map((version) => (
                      <li key={version.version}>
                        <span className="font-medium">Version {version.version}</span> ·{' '}
                        {version.valueNotEstimated ??
                          `${formatMoney(version.value.low)} – ${formatMoney(version.value.high)}`}{' '}
                        · {version.decision.replace('_', ' ')} · {version.route.replaceAll('_', ' ')} ·{' '}
                        {formatDateTime(version.createdAt)}
                        {version.correctedEmail &&
                          ` · corrected email ${version.correctedEmail === 'sent' ? `sent ${formatDateTime(version.emailSentAt)}` : version.correctedEmail.replace('_', ' ')}`}
                        {version.changes.length > 0 && (
                          <ul className="list-disc pl-5 text-muted-foreground">
                            {version.changes.map((change) => (
                              <li key={change}>{change}</li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ol>
                </>
              )}
              <h3 className="font-semibold">Deadlines</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {view.report.deadlines.map((deadline) => (
                  <li key={`${deadline.label}-${deadline.date ?? 'unknown'}`}>
                    <span className="font-medium">{deadline.label}</span>
                    {deadline.isUnverified ? (
                      <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
                        unverified rule
                      </span>
                    ) : null}
                    : {deadline.date ?? 'unknown'} ({deadline.status}). {deadline.explanation}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No report yet.</p>
          )}
        </Section>

        <Section title="Eligibility and match">
          {view.eligibility ? (
            <div className="space-y-2 text-sm">
              <p>
                Decision: <span className="font-semibold">{view.eligibility.decision.replace('_', ' ')}</span>
              </p>
              <ul className="list-disc space-y-1 pl-5">
                {view.eligibility.reasons.map((reason) => (
                  <li key={reason.label}>
                    {reason.label}: {reason.outcome}. {reason.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Not assessed yet.</p>
          )}
          {view.match && (
            <div className="mt-3 space-y-1 text-sm">
              <p>
                Automatic match:{' '}
                <span className="font-semibold">
                  {view.match.attorneyName
                    ? `${view.match.attorneyName} (${view.match.firm ?? ''})`
                    : 'nobody fitted'}
                </span>{' '}
                · {view.match.status}
              </p>
              <p>Rule: {view.match.rule}</p>
              <details>
                <summary className="cursor-pointer">Inputs the rule saw</summary>
                <pre className="mt-1 overflow-x-auto rounded bg-muted p-2 text-xs">
                  {JSON.stringify(view.match.inputs, null, 2)}
                </pre>
              </details>
            </div>
          )}
        </Section>
      </div>

      <Section
        title="Facts"
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => setIsEditing((value) => !value)}
            aria-expanded={isEditing}
          >
            {isEditing ? 'Close the form' : 'Correct facts'}
          </Button>
        }
      >
        {corrected && (
          <p role="status" className="mb-3 text-sm">
            {corrected}
          </p>
        )}
        {isEditing ? (
          <FactsForm
            view={view}
            onSaved={(result) => {
              setIsEditing(false);
              setCorrected(describeRecomputation(result));
              reload();
            }}
          />
        ) : (
          <details>
            <summary className="cursor-pointer text-sm font-medium">Every fact in the record</summary>
            <DataList items={flattenFacts(view.caseRecord)} />
          </details>
        )}
        {view.recordEdits.length > 0 && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium">Edit history ({view.recordEdits.length})</summary>
            <ul className="mt-2 space-y-1">
              {view.recordEdits.map((edit) => (
                <li key={edit.id}>
                  {formatDateTime(edit.at)} · {edit.staffEmail ?? 'unknown'} changed{' '}
                  {edit.changedPaths.join(', ')}
                </li>
              ))}
            </ul>
          </details>
        )}
      </Section>

      <AttorneyQuestionsSection questions={view.attorneyQuestions} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Transcript">
          <ol className="space-y-2 text-sm">
            {view.transcript.map((message) => (
              <li
                key={message.id}
                className={
                  message.role === 'visitor'
                    ? 'rounded bg-accent p-2 text-accent-foreground'
                    : 'rounded bg-muted p-2'
                }
              >
                <span className="block text-xs font-semibold">
                  {message.role === 'visitor'
                    ? 'Visitor'
                    : `Agent${message.questionNumber ? ` · question ${message.questionNumber}` : ''}`}{' '}
                  · {formatDateTime(message.createdAt)}
                </span>
                <span className="whitespace-pre-wrap">{message.text}</span>
              </li>
            ))}
          </ol>
        </Section>

        <div className="space-y-4">
          <Section title="Attachments">
            {view.uploads.length === 0 ? (
              <p className="text-sm text-muted-foreground">No attachments.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {view.uploads.map((upload) => (
                  <li key={upload.id}>
                    <a
                      href={uploadHref(view.caseId, upload.id)}
                      download
                      className="text-primary underline underline-offset-2"
                    >
                      {upload.name}
                    </a>{' '}
                    ({upload.type}, {Math.ceil(upload.sizeBytes / 1024)} KB)
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Status history">
            <ul className="space-y-1 text-sm">
              {view.statusHistory.map((entry) => (
                <li key={entry.id}>
                  {formatDateTime(entry.at)} · {entry.staffEmail ?? 'system'}:{' '}
                  {entry.from ? pipelineStatusLabels[entry.from] : '—'} → {pipelineStatusLabels[entry.to]}
                  {entry.note ? ` (${entry.note})` : ''}
                </li>
              ))}
              {view.statusHistory.length === 0 && (
                <li className="text-muted-foreground">No changes yet: the case is new.</li>
              )}
            </ul>
          </Section>
          <Section title="Notes">
            <ul className="space-y-2 text-sm">
              {view.notes.map((note) => (
                <li key={note.id}>
                  <span className="block text-xs text-muted-foreground">
                    {formatDateTime(note.at)} · {note.staffEmail}
                  </span>
                  <span className="whitespace-pre-wrap">{note.body}</span>
                </li>
              ))}
              {view.notes.length === 0 && <li className="text-muted-foreground">No notes yet.</li>}
            </ul>
          </Section>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Timeline">
          <ol className="space-y-1 text-sm">
            {view.timeline.map((entry, index) => (
              <li key={`${entry.at}-${entry.kind}-${entry.refId ?? index}`} data-timeline-kind={entry.kind}>
                <span className="text-muted-foreground">{formatDateTime(entry.at)}</span> · {entry.text}
                {entry.actorEmail ? (
                  <span className="text-muted-foreground"> · {entry.actorEmail}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
        <Section title="Messages">
          {view.messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No contact-form message from this visitor. Messages from their email or phone are linked here.
            </p>
          ) : (
            <div className="space-y-3">
              {view.messages.map((contactMessage) => (
                <ContactMessageCard
                  key={contactMessage.id}
                  message={contactMessage}
                  showCase={false}
                  onChanged={reload}
                />
              ))}
            </div>
          )}
        </Section>
      </div>

      <Section title="Audit trail">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit trail of this case</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="px-2 py-1">
                  When
                </th>
                <th scope="col" className="px-2 py-1">
                  Who
                </th>
                <th scope="col" className="px-2 py-1">
                  What
                </th>
              </tr>
            </thead>
            <tbody>
              {view.audit.map((entry) => (
                <tr key={entry.id} className="border-b border-border">
                  <td className="px-2 py-1">{formatDateTime(entry.at)}</td>
                  <td className="px-2 py-1">{entry.actorEmail ?? 'system'}</td>
                  <td className="px-2 py-1" data-audit-action={entry.action}>
                    {entry.action}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
