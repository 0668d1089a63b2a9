import type { FastifyInstance } from 'fastify';

import { firstPartyEventSchema } from '../../../../contracts/staff-console';
import { AppError } from '../../../http/app-error';
import { assertSameOrigin } from '../../../http/same-origin';

import { insertFunnelEvent } from './funnel.repository';

/** Events one client IP may store per minute; more are answered but not stored. */
export const eventsPerMinutePerIp = 120;

/**
 * A small in-process window per IP. Over the limit the beacon still gets 204 (a 429 would
 * show as a console error on public pages); the event is just not stored. Per process, so
 * a deployment with N processes allows N times as many; enough to stop one client filling
 * the table.
 */
function createEventLimiter(limit: number) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (ip: string, now: number): boolean => {
    if (windows.size > 10_000) windows.clear();
    const window = windows.get(ip);
    if (!window || now - window.startedAt >= 60_000) {
      windows.set(ip, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

/**
 * POST /api/events: the first-party beacon behind the funnel's first two steps. It stores a
 * kind, a path and a time; no IP, no user agent, no id, no cookie (compliance §5.5: no
 * third-party analytics).
 */
export async function firstPartyEventsRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;
  const isWithinLimit = createEventLimiter(eventsPerMinutePerIp);
  app.post('/api/events', async (request, reply) => {
    assertSameOrigin(request, config.siteUrl);
    // sendBeacon posts text/plain (no preflight); the body is JSON either way.
    let raw: unknown = request.body;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw new AppError('invalid_request', 'The request body is not valid JSON.');
      }
    }
    const event = firstPartyEventSchema.parse(raw);
    if (isWithinLimit(request.ip, Date.now())) await insertFunnelEvent(store.db, event, new Date());
    return reply.status(204).send();
  });
}
