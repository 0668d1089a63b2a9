import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

import type { CaseRecord } from '../contracts/case-record';

import type { AppConfig } from './config';
import type { Store } from './db/database';
import type { IntakeAgent } from './features/intake/agent/agent';
import { contactRoutes } from './features/contact/contact.routes';
import { healthRoutes } from './features/health/health.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { checkStoredFact } from './features/intake/agent/reading/check-stored-fact';
import { turnAwayFactsToConfirm } from './features/reports/compute-conclusions';
import { createReportCorrections } from './features/reports/report-corrections';
import { intakeRoutes } from './features/intake/intake.routes';
import { runtimeConfigRoutes } from './features/runtime-config/runtime-config.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { firstPartyEventsRoutes } from './features/staff/funnel/first-party-events.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { earlyErrorOptions } from './http/early-errors';
import { registerErrorHandler } from './http/error-handler';
import { registerNulRefusal } from './http/refuse-nul-characters';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { guardSlowSenders, slowSenderServerOptions } from './http/slow-senders';
import { fixedSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { loadStaticSite, registerStaticSite, type StaticSite } from './http/static-site';
import { loggerOptions } from './logger';
import { unlockStore } from './db/unlock-store';

export interface AppDependencies {
  config: AppConfig;
  store: Store;
  /** Prebuilt site (tests pass one to share it between apps); default: read config.clientDir. */
  site?: StaticSite;
  /** The clock time-dependent answers read (report links); tests pin it with their fixtures. */
  now?: () => Date;
  /** Tests that check the referee's counting with a scripted agent pass one; default: from config. */
  intakeAgent?: IntakeAgent;
  /** Where log lines go; default standard output (tests capture them to check what is logged). */
  logStream?: NodeJS.WritableStream;
  /** Free bytes under the uploads folder; default fs.statfs (tests fill the disk in a figure). */
  freeDiskBytes?: (folder: string) => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

/**
 * Builds the whole HTTP app without listening: main.ts listens, tests call inject()
 * or listen on port 0. Features register their routes here and nowhere else.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // No request may reach a store that cannot seal: a wrong or missing master key stops here (decision 0080).
  if (!deps.store.keyring.isUnlocked) {
    await unlockStore(deps.store, {
      configuredKey: config.dataEncryptionKey,
      dataDir: config.dataDir,
      nodeEnv: config.nodeEnv,
    });
  }
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    ...slowSenderServerOptions(config.http),
    ...earlyErrorOptions(fixedSecurityHeaders(config)),
  });
  app.decorate('deps', deps);
  const slowSenders = guardSlowSenders(app.server, config.http, fixedSecurityHeaders(config), (reason) =>
    app.log.info({ reason }, 'connection cut'),
  );
  app.addHook('onClose', async () => slowSenders.stop());
  app.decorate('reportCorrections', createReportCorrections({ config, now: deps.now }));
  // The intake asks "just to be sure" about what the report's own rules would turn a visitor away on (decision 0091).
  app.decorate('judgeTurnAway', (record: CaseRecord, today: Date) =>
    turnAwayFactsToConfirm(record, {
      reportDate: today.toISOString().slice(0, 10),
      policy: { servedStates: config.reports.servedStates, valueFloor: config.reports.eligibilityValueFloor },
    }),
  );

  // The console flags a stored value the intake's own value check would refuse or cut (decision 0127).
  app.decorate('checkStoredFact', checkStoredFact);

  registerErrorHandler(app);
  registerNulRefusal(app);
  registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Limits are opt-in per route (config.rateLimit); pages and assets are not limited. The
  // counts are shared by every process: in Redis when REDIS_URL is set, else in the database.
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(app, deps) });

  // Feature routes, one line each.
  await app.register(healthRoutes);
  await app.register(intakeRoutes);
  await app.register(uploadsRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(contactRoutes);
  await app.register(reportRoutes);
  await app.register(newsletterRoutes);
  await app.register(staffRoutes);
  await app.register(firstPartyEventsRoutes);

  registerStaticSite(app, deps.site ?? loadStaticSite(config.clientDir));
  return app;
}

/** Where rate-limit counts live (decision 0067); never in one process's memory. */
function rateLimitStoreOptions(app: FastifyInstance, deps: AppDependencies) {
  const { redisUrl, redisKeyPrefix } = deps.config;
  if (redisUrl) {
    // One quick retry, then the request fails, rather than queueing behind a dead Redis.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error: Error) => app.log.warn({ errorName: error.name }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { redis, nameSpace: redisKeyPrefix };
  }
  return {
    store: databaseRateLimitStore({
      db: deps.store.db,
      ...(deps.now ? { now: deps.now } : {}),
      onSweepError: (error) => app.log.warn({ err: error }, 'rate-limit sweep failed'),
    }),
  };
}
