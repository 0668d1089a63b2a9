import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './app-error';

/**
 * A NUL character (U+0000) has no business in anything a person types, PostgreSQL cannot
 * store it in text (the insert fails, which used to surface as a 500), and C-based tools
 * that later read our data stop at it. So it is refused at the door, on every route,
 * wherever it hides: a path parameter, the query string, or any key or value of a JSON
 * body (decision 0060).
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const part = partWithNul(request);
    if (part) {
      throw new AppError(
        'invalid_request',
        `The ${part} contains a NUL character (\\u0000), which is not accepted.`,
      );
    }
  });
}

function partWithNul(request: FastifyRequest): string | null {
  if (containsNul(request.params)) return 'address';
  if (containsNul(request.query)) return 'query string';
  if (containsNul(request.body)) return 'request body';
  return null;
}

/** Walks strings, arrays and plain objects (keys too) without recursion, so depth cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
