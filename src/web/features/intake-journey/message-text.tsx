import { splitMessageLinks } from './message-links';

/**
 * A bot reply as text with safe links (message-links.ts), never as HTML. Messages come
 * from session storage or replies, so they only exist after the first client render and
 * window.location can be read here.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitMessageLinks(text, window.location.origin).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a
            key={index}
            href={part.href}
            rel="noopener noreferrer"
            {...(part.isExternal ? { target: '_blank' } : {})}
            className="break-all font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
