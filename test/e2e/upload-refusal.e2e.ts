import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { type Store } from '../../src/server/db/database';

import { launchChromium } from './support/chromium';
import { startLocalServer } from './support/local-server';
import { agentMessages } from './support/page-checks';

/**
 * Issue 15, upload quotas (decision 0061), as the visitor sees them: a file our server
 * refuses for the chat's quota is named in a notice that says why, the message still goes
 * with the file's description, and a file that fits is stored. A server of this file's own
 * with a 1 MB quota per chat.
 */
let baseUrl = '';
let app: FastifyInstance | undefined;
let store: Store | undefined;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const server = await startLocalServer('upload-refusal', {
    UPLOAD_QUOTA_MB_PER_CHAT: '1',
    UPLOAD_MIN_FREE_DISK_MB: '0',
  });
  baseUrl = server.baseUrl;
  app = server.app;
  store = server.store;
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.close();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
const botReplies = () => agentMessages(log());

async function sendWithFile(text: string, file: { name: string; bytes: number }): Promise<void> {
  const before = await botReplies().count();
  await page
    .getByTestId('attachment-input')
    .setInputFiles([{ name: file.name, mimeType: 'video/mp4', buffer: Buffer.alloc(file.bytes, 1) }]);
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
  await botReplies().nth(before).waitFor();
}

it('names a file past the chat’s quota and says why; the message goes anyway; a file that fits is stored', async () => {
  await page.goto(`${baseUrl}/chat`);
  await botReplies().first().waitFor();
  const box = page.getByLabel('Your message');
  await box.fill('Sam Carter');
  await box.press('Enter');
  await botReplies().nth(1).waitFor();

  await sendWithFile('A photo of the car', { name: 'car.jpg', bytes: 700 * 1024 });
  await sendWithFile('Here is the dashcam video', { name: 'dashcam.mp4', bytes: 700 * 1024 });
  const notice = page.getByText(/We couldn't store "dashcam.mp4"/);
  await notice.waitFor();
  expect(await notice.innerText()).toBe(
    `We couldn't store "dashcam.mp4". Files in one chat are limited to 1 MB in all, and only 324 KB is left in this one. Please send only the files that matter most. Your message was sent with the file's name, size and type; the file is still attached below.`,
  );
  const sent = await store!.db
    .selectFrom('messages')
    .select(['text', 'attachments'])
    .where('role', '=', 'visitor')
    .execute();
  const withVideo = sent.find((message) => message.text === 'Here is the dashcam video');
  expect(JSON.parse(withVideo!.attachments)).toEqual([
    { name: 'dashcam.mp4', size: 700 * 1024, type: 'video/mp4' },
  ]);
  expect(await store!.db.selectFrom('uploads').select('original_name').execute()).toEqual([
    { original_name: 'car.jpg' },
  ]);

  // The visitor removes the video and sends a smaller clip, which fits what is left.
  await page.getByRole('button', { name: 'Remove dashcam.mp4' }).click();
  await sendWithFile('A short clip instead', { name: 'clip.mp4', bytes: 200 * 1024 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="typing-indicator"]'));
  const stored = await store!.db
    .selectFrom('uploads')
    .select(['original_name', 'size_bytes', 'status'])
    .orderBy('created_at')
    .execute();
  expect(stored).toEqual([
    { original_name: 'car.jpg', size_bytes: 700 * 1024, status: 'stored' },
    { original_name: 'clip.mp4', size_bytes: 200 * 1024, status: 'stored' },
  ]);
});
