import { type CaseView, pipelineStatusLabels } from '../../../../contracts/staff-console';
import { formatDateTime, Section } from '../../staff-ui';

export function StatusHistory({ entries }: { entries: CaseView['statusHistory'] }) {
  return (
    <Section title="Status history">
      <ul className="space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            {formatDateTime(entry.at)} · {entry.staffEmail ?? 'system'}:{' '}
            {entry.from ? pipelineStatusLabels[entry.from] : '—'} → {pipelineStatusLabels[entry.to]}
            {entry.note ? ` (${entry.note})` : ''}
          </li>
        ))}
        {entries.length === 0 && <li className="text-muted-foreground">No changes yet: the case is new.</li>}
      </ul>
    </Section>
  );
}

export function Notes({ notes }: { notes: CaseView['notes'] }) {
  return (
    <Section title="Notes">
      <ul className="space-y-2 text-sm">
        {notes.map((note) => (
          <li key={note.id}>
            <span className="block text-xs text-muted-foreground">
              {formatDateTime(note.at)} · {note.staffEmail}
            </span>
            <span className="whitespace-pre-wrap">{note.body}</span>
          </li>
        ))}
        {notes.length === 0 && <li className="text-muted-foreground">No notes yet.</li>}
      </ul>
    </Section>
  );
}

export function Timeline({ entries }: { entries: CaseView['timeline'] }) {
  return (
    <Section title="Timeline">
      <ol className="space-y-1 text-sm">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${entry.kind}-${entry.refId ?? index}`} data-timeline-kind={entry.kind}>
            <span className="text-muted-foreground">{formatDateTime(entry.at)}</span> · {entry.text}
            {entry.actorEmail ? <span className="text-muted-foreground"> · {entry.actorEmail}</span> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AuditTrail({ entries }: { entries: CaseView['audit'] }) {
  return (
    <Section title="Audit trail">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit trail of this case</caption>
          <thead>
            <tr className="border-b border-border">
              {['When', 'Who', 'What'].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
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
  );
}
