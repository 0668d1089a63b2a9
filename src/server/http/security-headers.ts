import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

import type { AppConfig } from '../config';

/**
 * CSP without inline scripts (the theme boot script is an external file), framing and
 * <base> forbidden outright (ASVS level 2 wants 'none', helmet's default is 'self').
 * Inline styles stay allowed: Radix and sonner set style attributes at run time.
 */
function securityHeaderOptions(config: AppConfig): HelmetOptions {
  const isHttps = config.siteUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...config.extraConnectOrigins],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  };
}

/**
 * Helmet's headers on every reply, computed once from the options: they never vary by
 * request, and running helmet per request re-parsed the CSP each time (a tenth of the
 * server's time on a prerendered page).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = fixedSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // A reply that names no cache policy of its own is never stored (decision 0069): webhook,
  // API and error replies carry visitors' words; pages and assets set theirs.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The same headers as a fixed list, for the answers Fastify gives before any hook runs
 * (a malformed URL, an over-long path parameter, a request that is not valid HTTP):
 * helmet itself computes them from the same options, so the two cannot drift (decision 0060);
 * every other reply gets the same list from `registerSecurityHeaders`.
 */
export function fixedSecurityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}
