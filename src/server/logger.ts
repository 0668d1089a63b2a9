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
    },
  };
}

export type Logger = FastifyBaseLogger;
