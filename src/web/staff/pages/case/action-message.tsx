import type { ActionMessage } from './use-case-action';

export function ActionStatus({ message }: { message: ActionMessage }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className={message.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
    >
      {message.text}
    </p>
  );
}
