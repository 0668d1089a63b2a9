import { createHash } from 'node:crypto';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

import { countRateLimitHit, deleteEndedCounters } from './rate-limit-counters.repository';

/** How often, at most, one process deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

export interface DatabaseRateLimitStoreOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** A failed sweep is logged, never thrown at a request. */
  onSweepError?: (error: unknown) => void;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's custom store over our database (decision 0067): every process
 * behind a proxy counts against one number, where the plugin's default memory store gave
 * each process its own. A route's own limit (config.rateLimit) keys by method and path, as
 * the plugin's Redis store does; limiters made with createRateLimit bring their own keys.
 */
export function databaseRateLimitStore(options: DatabaseRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const now = options.now ?? (() => new Date());
  let lastSweepAt = 0;

  const sweepNow = (at: Date) => {
    if (at.getTime() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = at.getTime();
    deleteEndedCounters(options.db, at.toISOString()).catch((error: unknown) =>
      options.onSweepError?.(error),
    );
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      const keyHash = createHash('sha256').update(`${this.prefix}${key}`).digest('hex');
      countRateLimitHit(options.db, {
        keyHash,
        now: at.toISOString(),
        resetsAt: new Date(at.getTime() + timeWindow).toISOString(),
      }).then(
        (count) => {
          callback(null, {
            current: count.hits,
            ttl: Math.max(0, new Date(count.resetsAt).getTime() - at.getTime()),
          });
          sweepNow(at);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged options, whose routeInfo is the route (empty for createRateLimit).
      const route = (routeOptions as unknown as RouteInfo).routeInfo;
      const prefix = route?.url ? `${String(route.method)} ${route.url} ` : '';
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${prefix}`);
    }
  }
  return DatabaseRateLimitStore;
}
