import path from 'node:path';

import { z } from 'zod';

import { parseMasterKey } from './crypto/case-data-crypto';

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
  /** Report email: SMTP when set (smtp:// or smtps://), else .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Case Intake <reports@caseintake.org>'),
  REPORT_TOKEN_TTL_DAYS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(365)
    .default(30),
  /** Comma-separated two-letter codes of the states we refer cases in; 'ALL' = every state and DC. */
  SERVED_STATES: z.string().default('ALL'),
  /** Report emails one address, or one IP, may be sent a day (issue 15: our email is not a weapon). */
  REPORT_EMAILS_PER_ADDRESS_PER_DAY: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .default(3),
  REPORT_EMAILS_PER_IP_PER_DAY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10),
  /** Newsletter confirmations one mailbox (normalised, decision 0078), or one IP, may be sent a day. */
  NEWSLETTER_PER_MAILBOX_PER_DAY: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .default(1),
  NEWSLETTER_PER_IP_PER_DAY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10),
  /** Cases whose likely value is below this (US dollars) are not referred. */
  ELIGIBILITY_VALUE_FLOOR: z.coerce.number({ error: 'must be a number' }).min(0).default(5000),
  WORKER_ENABLED: booleanFromEnv.default(true),
  WORKER_POLL_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(10).default(1000),
  WORKER_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(32).default(2),
  WORKER_LEASE_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(100).default(120_000),
  WORKER_BACKOFF_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(5000),
  /** Intake agent: unset = the guided agent only (offline, no key). */
  LLM_PROVIDER: z
    .enum(['openai-compatible', 'anthropic'], { error: "must be 'openai-compatible' or 'anthropic'" })
    .optional(),
  LLM_BASE_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:11434/v1' }).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(100)
    .max(120_000)
    .default(8000),
  /** The LLM breaker (decision 0077): how long the model is skipped after it fails, doubling to the cap. */
  LLM_BREAKER_COOLDOWN_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000),
  LLM_BREAKER_MAX_COOLDOWN_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(100)
    .max(3_600_000)
    .default(300_000),
  /** Per-chat cap on LLM tokens; past it the guided agent answers the rest of the chat. */
  LLM_TOKENS_PER_CHAT: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(60_000),
  /** Webhook rate limits (per minute): per client IP, and per chat id. */
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(120),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(30),
  /**
   * Upload quotas in MB (decision 0061): per chat, per client IP in 24 hours, all uploads
   * together; and the free disk an upload must leave under the uploads folder.
   */
  UPLOAD_QUOTA_MB_PER_CHAT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(50),
  UPLOAD_QUOTA_MB_PER_IP_PER_DAY: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .default(200),
  UPLOAD_QUOTA_MB_TOTAL: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(20_480),
  UPLOAD_MIN_FREE_DISK_MB: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(1024),
  /** New chats one client IP may start in an hour, apart from the message rate (decision 0068). */
  RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .default(10),
  /** Shared store for rate limits across processes; unset = the database (decision 0067). */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/[^\s]+$/.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Keeps this deployment's counters apart from others sharing the Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('case-intake:rate-limit:'),
  /** Slow senders (decision 0066): the head, then the body, must arrive in time. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(100).default(5000),
  HTTP_BODY_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(100).default(5000),
  HTTP_BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .default(4096),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1000)
    .default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int().min(100).optional(),
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number({ error: 'must be a whole number' }).int().min(0).optional(),
  /** Runtime config overrides: point the browser at an external automation service. */
  WEBHOOK_NEW_CHAT_URLS: z.string().optional(),
  WEBHOOK_MESSAGE_URL: z.string().optional(),
  WEBHOOK_RESET_SESSQNO_URL: z.string().optional(),
  WEBHOOK_END_INTAKE_URL: z.string().optional(),
  WEBHOOK_NEWSLETTER_URL: z.string().optional(),
  /** Staff console: absolute session lifetime, and days after which closed cases are erased. */
  STAFF_SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(720)
    .default(12),
  RETENTION_DAYS_CLOSED: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(3650)
    .default(180),
  /** Days after their last activity that intakes never referred to an attorney are erased. */
  RETENTION_DAYS_UNMATCHED: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(3650)
    .default(180),
  /** Days after their last activity that intakes never finished and never worked by staff are erased. */
  RETENTION_DAYS_ABANDONED: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(3650)
    .default(30),
  /** Days after which contact-form messages are deleted. */
  RETENTION_DAYS_CONTACT_MESSAGES: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(3650)
    .default(365),
  /** Issue 14: where a referred case is posted (HMAC-signed with the secret); unset = nowhere. */
  CASE_WEBHOOK_URL: z
    .url({ error: 'must be an absolute URL such as https://crm.example.com/hooks/cases' })
    .optional(),
  CASE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Issue 26: the master key that wraps each case's data key (decision 0080), base64 of 32
   * bytes (`openssl rand -base64 32`). Unset: a key file in DATA_DIR, made at first start.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => parseMasterKey(value) !== null,
      'must be base64 of exactly 32 bytes (openssl rand -base64 32)',
    )
    .optional(),
});

export type Env = z.input<typeof envSchema>;

const MB = 1024 * 1024;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  siteUrl: string;
  databaseUrl: string;
  dataDir: string;
  /** DATA_ENCRYPTION_KEY as given (base64); null = the key file in dataDir (unlockStore). */
  dataEncryptionKey: string | null;
  buildDir: string;
  clientDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  extraConnectOrigins: string[];
  shutdownTimeoutMs: number;
  email: {
    smtpUrl: string | null;
    from: string;
    reportsPerAddressPerDay: number;
    reportsPerIpPerDay: number;
    newsletterConfirmationsPerMailboxPerDay: number;
    newsletterConfirmationsPerIpPerDay: number;
  };
  reports: { tokenTtlDays: number; servedStates: string[]; eligibilityValueFloor: number };
  worker: { isEnabled: boolean; pollMs: number; concurrency: number; leaseMs: number; backoffBaseMs: number };
  llm: LlmConfig | null;
  /** Tokens one chat may spend on the LLM agent. */
  llmTokensPerChat: number;
  rateLimit: { ipPerMinute: number; chatPerMinute: number };
  /** Upload byte quotas and the free-disk floor, in bytes (decision 0061). */
  uploads: { bytesPerChat: number; bytesPerIpPerDay: number; bytesTotal: number; minFreeDiskBytes: number };
  /** New chats one client IP may start in an hour (decision 0068). */
  newChatsPerIpPerHour: number;
  /** Rate limits live in Redis when set, else in the database, shared by every process (decision 0067). */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Slow senders and connections per IP (decision 0066). */
  http: HttpLimits;
  /** Staff console (docs/decisions/0051-staff-auth.md, 0055-erasure-retention.md). */
  staff: {
    sessionTtlHours: number;
    retentionDaysClosed: number;
    retentionDaysUnmatched: number;
    /** Intakes never finished and never worked by staff (decision 0061). */
    retentionDaysAbandoned: number;
    retentionDaysContactMessages: number;
  };
  /** Where referred cases are posted, and the HMAC key that signs them (decision 0073); null = off. */
  caseWebhook: { url: string; secret: string } | null;
  /** Operator overrides of the webhook URLs the browser uses (runtime config); unset = ours. */
  webhookOverrides: {
    newChat?: string[];
    message?: string;
    resetSessqno?: string;
    endIntake?: string;
    newsletter?: string;
  };
}

export interface HttpLimits {
  /** The request line and headers must arrive within this (a silent connection too). */
  headersTimeoutMs: number;
  /** After the head, the body may take this long; past it, it must keep up minBodyBytesPerSecond. */
  bodyTimeoutMs: number;
  minBodyBytesPerSecond: number;
  /** No request may take longer than this to arrive, however fast it trickles. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap (behind a proxy, which sees the clients). */
  maxConnectionsPerIp: number;
}

export interface LlmConfig {
  provider: 'openai-compatible' | 'anthropic';
  baseUrl?: string;
  model: string;
  apiKey?: string;
  /** The time budget of one turn, for all its model calls together (decision 0077). */
  timeoutMs: number;
  /** The breaker's first cool-down after a failure, and its cap while probes keep failing. */
  breakerCooldownMs: number;
  breakerMaxCooldownMs: number;
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
        // A secret is never echoed back, even a wrong one.
        const got = /SECRET|_KEY$/.test(key) ? undefined : cleaned[key];
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
  // A webhook URL override is an absolute URL or one of our own paths ("/webhook/...").
  const webhookUrl = (key: string, value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const entry = value.trim();
    if (entry.startsWith('/') && !entry.startsWith('//')) return entry;
    try {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
      extraConnectOrigins.push(url.origin);
      return entry;
    } catch {
      problems.push(`${key}: '${entry}' is not an absolute http(s) URL or a path starting with /`);
      return undefined;
    }
  };
  const newChatUrls = values.WEBHOOK_NEW_CHAT_URLS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => webhookUrl('WEBHOOK_NEW_CHAT_URLS', entry))
    .filter((entry): entry is string => entry !== undefined);
  const webhookOverrides: AppConfig['webhookOverrides'] = {
    ...(newChatUrls && newChatUrls.length > 0 ? { newChat: newChatUrls } : {}),
    ...optional('message', webhookUrl('WEBHOOK_MESSAGE_URL', values.WEBHOOK_MESSAGE_URL)),
    ...optional('resetSessqno', webhookUrl('WEBHOOK_RESET_SESSQNO_URL', values.WEBHOOK_RESET_SESSQNO_URL)),
    ...optional('endIntake', webhookUrl('WEBHOOK_END_INTAKE_URL', values.WEBHOOK_END_INTAKE_URL)),
    ...optional('newsletter', webhookUrl('WEBHOOK_NEWSLETTER_URL', values.WEBHOOK_NEWSLETTER_URL)),
  };
  let llm: LlmConfig | null = null;
  if (values.LLM_PROVIDER) {
    if (!values.LLM_MODEL) problems.push('LLM_MODEL: required when LLM_PROVIDER is set');
    if (values.LLM_PROVIDER === 'openai-compatible' && !values.LLM_BASE_URL) {
      problems.push('LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
    }
    if (values.LLM_PROVIDER === 'anthropic' && !values.LLM_API_KEY) {
      problems.push('LLM_API_KEY: required when LLM_PROVIDER is anthropic');
    }
    if (values.LLM_BREAKER_MAX_COOLDOWN_MS < values.LLM_BREAKER_COOLDOWN_MS) {
      problems.push('LLM_BREAKER_MAX_COOLDOWN_MS: must not be less than LLM_BREAKER_COOLDOWN_MS');
    }
    llm = {
      provider: values.LLM_PROVIDER,
      model: values.LLM_MODEL ?? '',
      timeoutMs: values.LLM_TIMEOUT_MS,
      breakerCooldownMs: values.LLM_BREAKER_COOLDOWN_MS,
      breakerMaxCooldownMs: values.LLM_BREAKER_MAX_COOLDOWN_MS,
      ...(values.LLM_BASE_URL ? { baseUrl: values.LLM_BASE_URL } : {}),
      ...(values.LLM_API_KEY ? { apiKey: values.LLM_API_KEY } : {}),
    };
  }
  const allStates =
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
      ' ',
    );
  const servedStates =
    values.SERVED_STATES.trim().toUpperCase() === 'ALL'
      ? allStates
      : values.SERVED_STATES.split(',')
          .map((entry) => entry.trim().toUpperCase())
          .filter(Boolean);
  for (const state of servedStates) {
    if (!allStates.includes(state)) problems.push(`SERVED_STATES: '${state}' is not a US state code`);
  }
  const caseWebhook = caseWebhookOf(values.CASE_WEBHOOK_URL, values.CASE_WEBHOOK_SECRET, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    databaseUrl: values.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.db')}`,
    dataDir,
    dataEncryptionKey: values.DATA_ENCRYPTION_KEY?.trim() ?? null,
    buildDir: path.resolve(values.BUILD_DIR),
    clientDir: path.resolve(values.BUILD_DIR, 'client'),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    extraConnectOrigins,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    email: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM,
      reportsPerAddressPerDay: values.REPORT_EMAILS_PER_ADDRESS_PER_DAY,
      reportsPerIpPerDay: values.REPORT_EMAILS_PER_IP_PER_DAY,
      newsletterConfirmationsPerMailboxPerDay: values.NEWSLETTER_PER_MAILBOX_PER_DAY,
      newsletterConfirmationsPerIpPerDay: values.NEWSLETTER_PER_IP_PER_DAY,
    },
    reports: {
      tokenTtlDays: values.REPORT_TOKEN_TTL_DAYS,
      servedStates,
      eligibilityValueFloor: values.ELIGIBILITY_VALUE_FLOOR,
    },
    worker: {
      isEnabled: values.WORKER_ENABLED,
      pollMs: values.WORKER_POLL_MS,
      concurrency: values.WORKER_CONCURRENCY,
      leaseMs: values.WORKER_LEASE_MS,
      backoffBaseMs: values.WORKER_BACKOFF_MS,
    },
    llm,
    llmTokensPerChat: values.LLM_TOKENS_PER_CHAT,
    rateLimit: {
      ipPerMinute: values.RATE_LIMIT_IP_PER_MINUTE,
      chatPerMinute: values.RATE_LIMIT_CHAT_PER_MINUTE,
    },
    uploads: {
      bytesPerChat: values.UPLOAD_QUOTA_MB_PER_CHAT * MB,
      bytesPerIpPerDay: values.UPLOAD_QUOTA_MB_PER_IP_PER_DAY * MB,
      bytesTotal: values.UPLOAD_QUOTA_MB_TOTAL * MB,
      minFreeDiskBytes: values.UPLOAD_MIN_FREE_DISK_MB * MB,
    },
    newChatsPerIpPerHour: values.RATE_LIMIT_IP_NEW_CHATS_PER_HOUR,
    redisUrl: values.REDIS_URL ?? null,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    http: {
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: values.HTTP_BODY_TIMEOUT_MS,
      minBodyBytesPerSecond: values.HTTP_BODY_MIN_BYTES_PER_SECOND,
      requestTimeoutMs: Math.max(values.HTTP_REQUEST_TIMEOUT_MS, values.HTTP_HEADERS_TIMEOUT_MS),
      // Behind a proxy its connections are long-lived and all come from one address (decision 0066).
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? (values.TRUST_PROXY ? 72_000 : 10_000),
      maxConnectionsPerIp: values.HTTP_MAX_CONNECTIONS_PER_IP ?? (values.TRUST_PROXY ? 0 : 50),
    },
    webhookOverrides,
    caseWebhook,
    staff: {
      sessionTtlHours: values.STAFF_SESSION_TTL_HOURS,
      retentionDaysClosed: values.RETENTION_DAYS_CLOSED,
      retentionDaysUnmatched: values.RETENTION_DAYS_UNMATCHED,
      retentionDaysAbandoned: values.RETENTION_DAYS_ABANDONED,
      retentionDaysContactMessages: values.RETENTION_DAYS_CONTACT_MESSAGES,
    },
  };
}

/**
 * A case carries personal data: it goes out over https only (plain http is allowed to this
 * machine, for a local automation service and the tests), and never unsigned.
 */
function caseWebhookOf(
  url: string | undefined,
  secret: string | undefined,
  problems: string[],
): AppConfig['caseWebhook'] {
  if (url === undefined) {
    if (secret !== undefined) problems.push('CASE_WEBHOOK_SECRET: set without CASE_WEBHOOK_URL');
    return null;
  }
  const parsed = new URL(url);
  const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopback))
    problems.push('CASE_WEBHOOK_URL: must be https:// (http:// only to 127.0.0.1 or localhost)');
  if (secret === undefined) problems.push('CASE_WEBHOOK_SECRET: required when CASE_WEBHOOK_URL is set');
  return secret === undefined ? null : { url, secret };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
