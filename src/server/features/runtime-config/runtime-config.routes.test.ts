import { expect, it } from 'vitest';

import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, webhookPaths } from '../../../contracts/webhooks';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore } from '../../../../test/support/test-database';
import { loadConfig } from '../../config';

import { buildRuntimeConfig } from './runtime-config.routes';

it('serves our own webhook paths and the upload URL by default', async () => {
  const store = await createTestStore('sqlite');
  const app = await createTestApp(store);
  try {
    const response = await app.inject({ method: 'GET', url: RUNTIME_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      webhooks: {
        newChat: [webhookPaths.newChat],
        message: webhookPaths.message,
        resetSessqno: webhookPaths.resetSessqno,
        endIntake: webhookPaths.endIntake,
        newsletter: webhookPaths.newsletter,
      },
      uploadUrl: '/api/uploads',
    });
  } finally {
    await app.close();
    await store.destroy();
  }
});

it('lets the operator point each webhook elsewhere, and allows those origins in the CSP', () => {
  const config = loadConfig({
    WEBHOOK_NEW_CHAT_URLS: 'https://hooks.example.com/new-chat, https://test.example.com/new-chat',
    WEBHOOK_MESSAGE_URL: 'https://hooks.example.com/message',
    WEBHOOK_NEWSLETTER_URL: '/webhook/newsletter',
  });
  expect(buildRuntimeConfig(config).webhooks).toEqual({
    newChat: ['https://hooks.example.com/new-chat', 'https://test.example.com/new-chat'],
    message: 'https://hooks.example.com/message',
    resetSessqno: webhookPaths.resetSessqno,
    endIntake: webhookPaths.endIntake,
    newsletter: '/webhook/newsletter',
  });
  expect(config.extraConnectOrigins).toEqual(
    expect.arrayContaining(['https://hooks.example.com', 'https://test.example.com']),
  );
  expect(() => loadConfig({ WEBHOOK_MESSAGE_URL: 'ftp://nope' })).toThrow(/WEBHOOK_MESSAGE_URL/);
  expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible' })).toThrow(/LLM_MODEL[\s\S]*LLM_BASE_URL/);
});
