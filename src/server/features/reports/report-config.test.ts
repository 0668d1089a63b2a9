import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../config';

describe('report and worker settings', () => {
  it('defaults to the outbox, every state, a $5,000 floor and an in-process worker', () => {
    const config = loadConfig({});
    expect(config.email.smtpUrl).toBeNull();
    expect(config.reports.servedStates).toHaveLength(51);
    expect(config.reports).toMatchObject({ tokenTtlDays: 30, eligibilityValueFloor: 5000 });
    expect(config.worker).toMatchObject({ isEnabled: true, pollMs: 1000, concurrency: 2 });
  });

  it('reads SMTP_URL, SERVED_STATES and the worker settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SERVED_STATES: 'ca, tx',
      WORKER_ENABLED: 'false',
    });
    expect(config.email.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.reports.servedStates).toEqual(['CA', 'TX']);
    expect(config.worker.isEnabled).toBe(false);
  });

  it('refuses an unknown state and a non-SMTP URL with readable messages', () => {
    expect(() => loadConfig({ SERVED_STATES: 'CA,XX' })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVED_STATES: 'CA,XX' })).toThrow(
      "SERVED_STATES: 'XX' is not a US state code",
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
  });
});
