import { Paperclip } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

import type { TranscriptMessage } from '../../../contracts/intake-progress';
import { cn } from '../../lib/cn';

import { MessageText } from './message-text';
import type { ChatMessage } from './transcript-store';
import { TypingIndicator } from './typing-indicator';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The transcript as a live log: screen readers announce each new message politely. It
 * fills the space it is given and keeps the newest message in view: a new message scrolls
 * into view only when the visitor was already reading the end, so reading back never jumps.
 * It can be focused to scroll by keyboard. /chatplus shows the first part above, read-only.
 */
export function MessageList({
  messages,
  isWaiting,
  earlier = [],
  after = null,
}: {
  messages: ChatMessage[];
  isWaiting: boolean;
  earlier?: TranscriptMessage[];
  /** What closes the conversation for now (the limit's choice), after the last message. */
  after?: ReactNode;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const isAtEndRef = useRef(true);
  const heightRef = useRef(0);
  const hasAfter = after !== null;
  useEffect(() => {
    const log = logRef.current;
    if (log && isAtEndRef.current) log.scrollTop = log.scrollHeight;
  }, [messages.length, isWaiting, earlier.length, hasAfter]);
  // The on-screen keyboard shrinks the log from below: a visitor reading the end keeps
  // reading the end, whatever scroll the browser's layout made on the way.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    heightRef.current = log.clientHeight;
    const observer = new ResizeObserver(() => {
      heightRef.current = log.clientHeight;
      if (isAtEndRef.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
      onScroll={(event) => {
        const log = event.currentTarget;
        // A scroll caused by the log changing height is layout, not the visitor reading back.
        if (log.clientHeight !== heightRef.current) {
          heightRef.current = log.clientHeight;
          if (isAtEndRef.current) log.scrollTop = log.scrollHeight;
          return;
        }
        isAtEndRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
      }}
      className="min-h-0 flex-1 [overflow-anchor:none] space-y-4 overflow-y-auto rounded-lg bg-muted/40 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
    >
      {earlier.length > 0 && (
        <section
          aria-label="Earlier in this chat"
          className="space-y-3 border-b border-border pb-4 opacity-80"
        >
          <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Earlier in this chat
          </h2>
          {earlier.map((message, index) => (
            <div
              key={`earlier-${index}`}
              className={cn('flex', message.role === 'visitor' ? 'justify-end' : 'justify-start')}
            >
              <div
                className={cn(
                  'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm leading-relaxed',
                  message.role === 'visitor'
                    ? 'border border-primary/40 bg-accent text-accent-foreground'
                    : 'bg-card text-card-foreground',
                )}
              >
                <span className="sr-only">{message.role === 'visitor' ? 'You: ' : 'Agent: '}</span>
                {message.role === 'visitor' ? message.text : <MessageText text={message.text} />}
              </div>
            </div>
          ))}
        </section>
      )}
      {messages.map((message) => {
        const isUser = message.sender === 'user';
        return (
          <div key={message.id} className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm leading-relaxed shadow-sm',
                isUser ? 'bg-primary text-primary-foreground' : 'bg-card text-card-foreground',
              )}
            >
              <span className="sr-only">{isUser ? 'You: ' : 'Agent: '}</span>
              {isUser ? message.content : <MessageText text={message.content} />}
              {message.attachments && message.attachments.length > 0 && (
                <ul className="mt-2 space-y-1 text-xs" aria-label="Attachments">
                  {message.attachments.map((attachment, index) => (
                    <li key={`${attachment.name}-${index}`} className="flex items-center gap-1">
                      <Paperclip aria-hidden="true" className="size-3" />
                      {attachment.name} ({formatSize(attachment.size)})
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
      {isWaiting && <TypingIndicator />}
      {after}
    </div>
  );
}
