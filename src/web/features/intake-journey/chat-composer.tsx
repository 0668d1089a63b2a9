import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type DragEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { MAX_ATTACHMENT_MB, MAX_ATTACHMENTS, MAX_MESSAGE_CHARS } from '../../../contracts/limits';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { shortViewportHidden } from '../../lib/viewport';

import { addAttachments } from './attachment-rules';
import type { SendResult } from './use-chat-conversation';

export interface ChatComposerProps {
  isWaiting: boolean;
  isUploading: boolean;
  onSend: (text: string, files: readonly File[]) => Promise<SendResult>;
}

/**
 * The text box and attachments. Enter sends, Shift+Enter adds a line (SPEC §4). While a
 * reply is on its way the box is read-only rather than disabled, so focus stays in it.
 * The text and files are kept until the message is really on its way (an upload that
 * fails loses nothing).
 */
export function ChatComposer({ isWaiting, isUploading, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const canSend = !isWaiting && (text.trim().length > 0 || files.length > 0);

  const add = (incoming: readonly File[]) => {
    const result = addAttachments(files, incoming);
    setFiles(result.files);
    for (const alert of result.alerts) toast.error(alert);
  };

  const submit = async () => {
    if (!canSend) return;
    const result = await onSend(text, files);
    if (result.isSent) {
      setText('');
      // A file that could not be stored stays, so the visitor can send it again.
      setFiles(result.failedFiles);
    }
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (event.dataTransfer.files.length > 0) add([...event.dataTransfer.files]);
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-lg border border-border bg-card p-2',
        isDragging && 'border-dashed border-primary bg-accent',
      )}
    >
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-xs text-secondary-foreground"
            >
              {file.name}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles(files.filter((_, kept) => kept !== index))}
                disabled={isWaiting}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-message`} className="sr-only">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={textareaRef}
          id={`${id}-message`}
          name="message"
          rows={2}
          maxLength={MAX_MESSAGE_CHARS}
          placeholder="Type your answer…"
          value={text}
          readOnly={isWaiting}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-12 flex-1 resize-none border-0 px-1 py-1 focus-visible:ring-0 focus-visible:ring-offset-0"
        />
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          data-testid="attachment-input"
          onChange={(event) => {
            if (event.target.files) add([...event.target.files]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label="Attach files"
          disabled={isWaiting}
          onClick={() => fileInputRef.current?.click()}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {/* The keys and dropping files mean something only with a keyboard and a mouse (issue 28). */}
      <p
        id={`${id}-hint`}
        className={cn(
          'mt-1 text-xs text-muted-foreground',
          !isUploading && ['hidden pointer-fine:block', shortViewportHidden],
        )}
      >
        {isUploading
          ? 'Uploading your files…'
          : `Enter sends, Shift+Enter adds a line. Attach or drop up to ${MAX_ATTACHMENTS} files, ${MAX_ATTACHMENT_MB}MB each.`}
      </p>
    </form>
  );
}
