import { Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';

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
 * The transcript as a live log: screen readers announce each new message politely.
 * It scrolls by itself to the newest message, and can be focused to scroll by keyboard.
 */
export function MessageList({ messages, isWaiting }: { messages: ChatMessage[]; isWaiting: boolean }) {
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isWaiting]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
      className="h-[50vh] min-h-72 space-y-4 overflow-y-auto rounded-lg border border-border bg-muted/40 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
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
    </div>
  );
}
