import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * Logs carry no personal data: no bodies, no cookies, no IP addresses, no query
 * strings (they can hold chat ids), and nothing under a key that names contact details.
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phone',
  '*.phoneNumber',
  '*.fullName',
  '*.name',
  '*.message',
  '*.Message',
  '*.description',
  '*.ip',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; routeOptions?: { url?: string } }) {
        return { method: request.method, path: request.url.split('?')[0] };
      },
      res(response: { statusCode: number }) {
        return { statusCode: response.statusCode };
      },
      err: serializeError,
    },
  };
}

export type Logger = FastifyBaseLogger;

/**
 * Errors keep their type, message, code and stack only. Database errors carry the
 * offending values in other properties (PostgreSQL's `detail`: "Key (email)=(…) already
 * exists"), and those would otherwise be copied into the log.
 */
export function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack ?? '',
  };
}
