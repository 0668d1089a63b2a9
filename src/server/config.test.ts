import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('serves on port 3000 from an SQLite file under ./data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*data[/\\]app\.db$/);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuses bad settings with one readable line per problem', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain("(got 'eighty')");
    expect(problems.find((line) => line.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect((caught as ConfigError).message).toContain('Invalid configuration:');
  });

  it('reads the upload quotas in MB, with defaults a few photos and PDFs fit in, and refuses nonsense', () => {
    expect(loadConfig({}).uploads).toEqual({
      bytesPerChat: 50 * 1024 * 1024,
      bytesPerIpPerDay: 200 * 1024 * 1024,
      bytesTotal: 20_480 * 1024 * 1024,
      minFreeDiskBytes: 1024 * 1024 * 1024,
    });
    expect(
      loadConfig({ UPLOAD_QUOTA_MB_PER_CHAT: '25', UPLOAD_MIN_FREE_DISK_MB: '0' }).uploads,
    ).toMatchObject({
      bytesPerChat: 25 * 1024 * 1024,
      minFreeDiskBytes: 0,
    });
    expect(loadConfig({}).staff.retentionDaysAbandoned).toBe(30);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PER_IP_PER_DAY: '0', UPLOAD_QUOTA_MB_TOTAL: 'lots' })).toThrow(
      /UPLOAD_QUOTA_MB_PER_IP_PER_DAY[\s\S]*UPLOAD_QUOTA_MB_TOTAL: must be a whole number \(got 'lots'\)/,
    );
  });

  it('gives an LLM one turn budget and a breaker that waits 30 s, doubling up to 5 minutes (decision 0077)', () => {
    const llm = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'm',
    };
    expect(loadConfig(llm).llm).toMatchObject({
      timeoutMs: 8000,
      breakerCooldownMs: 30_000,
      breakerMaxCooldownMs: 300_000,
    });
    expect(
      loadConfig({ ...llm, LLM_BREAKER_COOLDOWN_MS: '5000', LLM_BREAKER_MAX_COOLDOWN_MS: '60000' }).llm,
    ).toMatchObject({ breakerCooldownMs: 5000, breakerMaxCooldownMs: 60_000 });
    expect(() =>
      loadConfig({ ...llm, LLM_BREAKER_COOLDOWN_MS: '60000', LLM_BREAKER_MAX_COOLDOWN_MS: '30000' }),
    ).toThrow(/LLM_BREAKER_MAX_COOLDOWN_MS: must not be less than LLM_BREAKER_COOLDOWN_MS/);
  });

  it('accepts a PostgreSQL URL and extra webhook origins for the CSP', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      WEBHOOK_ORIGINS: 'https://hooks.example.com/webhook/abc, https://other.example.org',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.extraConnectOrigins).toEqual(['https://hooks.example.com', 'https://other.example.org']);
  });

  it('refuses a webhook origin that is not a URL', () => {
    expect(() => loadConfig({ WEBHOOK_ORIGINS: 'hooks' })).toThrow(
      /WEBHOOK_ORIGINS: 'hooks' is not an absolute URL/,
    );
  });

  it('cuts slow senders within seconds by default, and leaves connection limits to a proxy when behind one', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 5000,
      minBodyBytesPerSecond: 4096,
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerIp: 50,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).http).toMatchObject({
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerIp: 0,
    });
    expect(
      loadConfig({
        TRUST_PROXY: 'true',
        HTTP_MAX_CONNECTIONS_PER_IP: '200',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).http,
    ).toMatchObject({ keepAliveTimeoutMs: 65_000, maxConnectionsPerIp: 200 });
  });

  it('posts referred cases only over https (or to this machine), and only with a secret', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({}).caseWebhook).toBeNull();
    expect(
      loadConfig({ CASE_WEBHOOK_URL: 'https://crm.example.com/hook', CASE_WEBHOOK_SECRET: secret })
        .caseWebhook,
    ).toEqual({
      url: 'https://crm.example.com/hook',
      secret,
    });
    expect(
      loadConfig({ CASE_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', CASE_WEBHOOK_SECRET: secret }).caseWebhook
        ?.url,
    ).toBe('http://127.0.0.1:9000/hook');
    expect(() =>
      loadConfig({ CASE_WEBHOOK_URL: 'http://crm.example.com/hook', CASE_WEBHOOK_SECRET: secret }),
    ).toThrow(/CASE_WEBHOOK_URL: must be https/);
    expect(() => loadConfig({ CASE_WEBHOOK_URL: 'https://crm.example.com/hook' })).toThrow(
      /CASE_WEBHOOK_SECRET: required/,
    );
  });

  it('never prints a secret it refuses', () => {
    let caught: unknown;
    try {
      loadConfig({
        CASE_WEBHOOK_URL: 'https://crm.example.com/hook',
        CASE_WEBHOOK_SECRET: 'tooshort-secret-value',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain('CASE_WEBHOOK_SECRET: must be at least 32 characters');
    expect((caught as ConfigError).message).not.toContain('tooshort-secret-value');
  });
});
