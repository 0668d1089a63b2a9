import { useState } from 'react';
import { Link } from 'react-router';

import type { PipelineItem } from '../../../contracts/staff-console';
import { type ContactMessageView, contactMessageStatuses } from '../../../contracts/staff-inbox';
import { Button } from '../../components/ui/button';
import { EmailAction } from '../contact-actions';
import {
  errorMessage,
  linkContactMessage,
  listCases,
  replyToContactMessage,
  setContactMessageStatus,
} from '../staff-api';
import { Field, formatDateTime, Select, TextArea, TextInput } from '../staff-ui';

/** Finds the case a message belongs to, by name, email, phone or id, and links it. */
function LinkToCase({ messageId, onLinked }: { messageId: string; onLinked: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PipelineItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async () => {
    try {
      setFound((await listCases(new URLSearchParams({ q: query.trim(), pageSize: '5' }).toString())).items);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <div className="space-y-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) void search();
        }}
      >
        <Field label="Find the case to link">
          <TextInput
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, email, phone, id"
          />
        </Field>
        <Button type="submit" size="sm" variant="outline">
          Find
        </Button>
      </form>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {found && found.length === 0 && <p className="text-sm text-muted-foreground">No case matches.</p>}
      {found && found.length > 0 && (
        <ul className="space-y-1">
          {found.map((item) => (
            <li key={item.caseId}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void linkContactMessage(messageId, item.caseId)
                    .then(() => onLinked(`Linked to ${item.name ?? item.shortId}.`))
                    .catch((caught: unknown) => setError(errorMessage(caught)))
                }
              >
                Link to {item.name ?? 'Unnamed visitor'} ({item.shortId}, {item.email ?? 'no email'})
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A contact-form message with the case it belongs to and the replies sent (issue 14): a case
 * manager links or unlinks it, and answers it here (the reply goes out by email).
 */
export function ContactMessageCard({
  message,
  showCase,
  onChanged,
}: {
  message: ContactMessageView;
  /** On the inbox: name the case (on the case page it is the case itself). */
  showCase: boolean;
  onChanged: () => void;
}) {
  const [reply, setReply] = useState('');
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [isLinking, setIsLinking] = useState(false);
  const done = (text: string) => {
    setNote({ tone: 'ok', text });
    setIsLinking(false);
    onChanged();
  };
  const fail = (caught: unknown) => setNote({ tone: 'error', text: errorMessage(caught) });
  const headingId = `message-${message.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-2 rounded border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {message.subject}
        </h3>
        <label className="flex items-center gap-2">
          <span>Status</span>
          <Select
            value={message.status}
            onChange={(event) => {
              const status = contactMessageStatuses.find((entry) => entry === event.target.value);
              if (status) void setContactMessageStatus(message.id, status).then(onChanged, fail);
            }}
          >
            {contactMessageStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <p className="text-muted-foreground">
        {message.name} · <EmailAction email={message.email} subject={`Re: ${message.subject}`} />
        {message.phone ? ` · ${message.phone}` : ''} · {formatDateTime(message.createdAt)}
      </p>
      <p className="whitespace-pre-wrap">{message.message}</p>
      {showCase && (
        <p>
          {message.link ? (
            <>
              Case:{' '}
              <Link
                to={`/cases/${message.link.caseId}`}
                className="font-medium text-primary underline underline-offset-2"
              >
                {message.link.caseName ?? 'Unnamed visitor'} ({message.link.shortId})
              </Link>{' '}
              <span className="text-muted-foreground">
                ({message.link.source === 'auto' ? 'matched by email or phone' : 'linked by staff'})
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Not linked to a case.</span>
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {message.link && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void linkContactMessage(message.id, null).then(() => done('Unlinked from the case.'), fail)
            }
          >
            Unlink from the case
          </Button>
        )}
        {showCase && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={isLinking}
            onClick={() => setIsLinking((value) => !value)}
          >
            {message.link ? 'Link to another case' : 'Link to a case'}
          </Button>
        )}
      </div>
      {isLinking && <LinkToCase messageId={message.id} onLinked={done} />}
      {message.replies.length > 0 && (
        <ol className="space-y-1 border-l-2 border-border pl-3">
          {message.replies.map((entry) => (
            <li key={entry.id}>
              <span className="block text-xs text-muted-foreground">
                Reply by {entry.staffEmail ?? 'staff'} ·{' '}
                {entry.status === 'sent' ? `emailed ${formatDateTime(entry.sentAt)}` : 'queued to send'}
              </span>
              <span className="whitespace-pre-wrap">{entry.body}</span>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void replyToContactMessage(message.id, reply).then(() => {
            setReply('');
            done('Reply queued: it goes out by email in a moment.');
          }, fail);
        }}
      >
        <Field label={`Reply to ${message.name}`}>
          <TextArea value={reply} onChange={(event) => setReply(event.target.value)} rows={3} required />
        </Field>
        <Button type="submit" size="sm">
          Send reply
        </Button>
      </form>
      {note && (
        <p role="status" className={note.tone === 'error' ? 'text-destructive' : ''}>
          {note.text}
        </p>
      )}
    </article>
  );
}
