import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config';

/**
 * CSP without inline scripts (the theme boot script is an external file), framing and
 * <base> forbidden outright (ASVS level 2 wants 'none', helmet's default is 'self').
 * Inline styles stay allowed: Radix and sonner set style attributes at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const isHttps = config.siteUrl.startsWith('https://');
  await app.register(helmet, {
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
  });
}
