import type { CaseView } from '../../../../contracts/staff-console';
import { uploadHref } from '../../staff-api';
import { formatDateTime, Section } from '../../staff-ui';
import { ContactMessageCard } from '../contact-message-card';

function Transcript({ transcript }: { transcript: CaseView['transcript'] }) {
  return (
    <Section title="Transcript">
      <ol className="space-y-2 text-sm">
        {transcript.map((message) => (
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
  );
}

function Attachments({ caseId, uploads }: { caseId: string; uploads: CaseView['uploads'] }) {
  return (
    <Section title="Attachments">
      {uploads.length === 0 ? (
        <p className="text-sm text-muted-foreground">No attachments.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <a
                href={uploadHref(caseId, upload.id)}
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
  );
}

function Messages({ messages, reload }: { messages: CaseView['messages']; reload: () => void }) {
  return (
    <Section title="Messages">
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No contact-form message from this visitor. Messages from their email or phone are linked here.
        </p>
      ) : (
        <div className="space-y-3">
          {messages.map((message) => (
            <ContactMessageCard key={message.id} message={message} showCase={false} onChanged={reload} />
          ))}
        </div>
      )}
    </Section>
  );
}

/** What the visitor said: the chat, their uploads and the contact-form messages tied to the case. */
export function ConversationSection({ view, reload }: { view: CaseView; reload: () => void }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Transcript transcript={view.transcript} />
      <div className="space-y-4">
        <Attachments caseId={view.caseId} uploads={view.uploads} />
        <Messages messages={view.messages} reload={reload} />
      </div>
    </div>
  );
}
