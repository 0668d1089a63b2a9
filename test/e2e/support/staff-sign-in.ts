import type { BrowserContext, Page } from 'playwright-core';

import { testPassword } from '../../../src/server/features/staff/staff-test-helpers';

/** Signs a staff member in at /staff, as a person would, and waits for their queue. */
export async function signInToConsole(
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/staff`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'My queue' }).waitFor();
  return page;
}
