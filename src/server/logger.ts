import path from 'node:path';

import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { LogFn as LogMethod } from 'pino';

import { redactSecretPath, redactSecretsInText } from './redact-secrets';

/**
 * Logs carry no personal data: no bodies, no cookies, no IP addresses, no query
 * strings (they can hold chat ids), and nothing under a key that names contact details.
 * No bearer secret either (decision 0058): token-shaped path segments, report links and
 * resume tokens are replaced wherever they appear in a line.
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
  // The report email job names its link when there is no SMTP server (decision 0058).
  'reportLink',
  '*.reportLink',
  'resumeToken',
  '*.resumeToken',
];

/** `stream`: where lines go (tests capture them); default standard output. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    formatters: { log: redactSecretsInFields },
    hooks: { logMethod: redactSecretsInMessage },
    serializers: {
      req(request: { method: string; url: string; routeOptions?: { url?: string } }) {
        return { method: request.method, path: redactSecretPath(request.url) };
      },
      res(response: { statusCode: number }) {
        return { statusCode: response.statusCode };
      },
      err: serializeError,
      // The outbox file's name is enough to find it; its folder says nothing more.
      outboxFile: (file: unknown) => (typeof file === 'string' ? path.basename(file) : file),
    },
  };
}

/** The message and its format arguments lose their secrets too. */
function redactSecretsInMessage(this: unknown, args: Parameters<LogMethod>, method: LogMethod): void {
  const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecretsInText(arg) : arg));
  method.apply(this, redacted as Parameters<LogMethod>);
}

/** Every top-level text field of a line (a path, a link, a message) loses its secrets. */
function redactSecretsInFields(fields: Record<string, unknown>): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    redacted[key] = typeof value === 'string' ? redactSecretsInText(value) : value;
  }
  return redacted;
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
    // Framework errors quote the URL ("'/report/<token>%ff' is not a valid url component").
    message: redactSecretsInText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: redactSecretsInText(error.stack ?? ''),
  };
}
