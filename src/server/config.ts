import path from 'node:path';

import { z } from 'zod';

/**
 * The one reader of process.env. Every setting the server knows is declared here,
 * parsed once, and refused with a readable list when wrong (STYLE.md "One env module").
 */
const portSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databaseUrlSchema = z
  .string()
  .min(1)
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value) || value.startsWith('sqlite:') || value === ':memory:',
    "must be a postgres:// URL, 'sqlite:<file>' or ':memory:'",
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z.url({ error: 'must be an absolute URL such as https://example.com' }).optional(),
  DATABASE_URL: databaseUrlSchema.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where `npm run build` writes and the server reads the web app (dist/client inside it). */
  BUILD_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Comma-separated webhook base URLs the browser may call besides our own (runtime config, CSP). */
  WEBHOOK_ORIGINS: z.string().default(''),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  siteUrl: string;
  databaseUrl: string;
  dataDir: string;
  buildDir: string;
  clientDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  extraConnectOrigins: string[];
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings in the environment mean "not set", as most shells and .env files intend.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(root)';
        const got = cleaned[key];
        return `${key}: ${issue.message}${got === undefined ? '' : ` (got '${got}')`}`;
      }),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  const extraConnectOrigins = values.WEBHOOK_ORIGINS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        problems.push(`WEBHOOK_ORIGINS: '${entry}' is not an absolute URL`);
        return [];
      }
    });
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    databaseUrl: values.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`,
    dataDir,
    buildDir: path.resolve(values.BUILD_DIR),
    clientDir: path.resolve(values.BUILD_DIR, 'client'),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    extraConnectOrigins,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
  };
}
