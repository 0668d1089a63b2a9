import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';
import { openStore } from '../../../db/database';

import { maxFailures } from './sign-in';
import { seedStaffUser, signInAs, staffRequest, testPassword } from '../staff-test-helpers';

describeEachEngine('staff sign-in and sessions', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password } });

  it('signs in with the right password: HttpOnly SameSite=Strict cookie scoped to the API, a CSRF token, no password echoed', async () => {
    const response = await signIn('Admin@Example.org', testPassword);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    // SITE_URL is plain http in tests: no Secure flag (decision 0051).
    expect(cookie.secure).toBeUndefined();
    expect(response.json()).toMatchObject({ user: { email: 'admin@example.org', role: 'admin' } });
    expect(response.body).not.toContain(testPassword);
    const stored = await store.db.selectFrom('staff_sessions').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(cookie.value);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await signIn('admin@example.org', 'not the password at all');
    const unknown = await signIn('nobody@example.org', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it(`locks an email after ${maxFailures} failures, even against the right password, and audits it`, async () => {
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      expect((await signIn('admin@example.org', 'wrong password here')).statusCode).toBe(401);
    }
    const locked = await signIn('admin@example.org', testPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // An unknown email locks the same way, so the lockout does not reveal accounts.
    for (let attempt = 0; attempt < maxFailures; attempt += 1)
      await signIn('ghost@example.org', 'wrong password here');
    expect((await signIn('ghost@example.org', 'wrong password here')).statusCode).toBe(429);
    const audit = await store.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'staff.locked_out')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a state change without the CSRF token, with a wrong one, or from another origin (403)', async () => {
    const session = await signInAs(app, 'admin@example.org');
    const url = '/api/staff/settings';
    const payload = { retentionDaysClosed: 90 };
    const missing = await app.inject({ method: 'PUT', url, payload, headers: { cookie: session.cookie } });
    expect(missing.statusCode).toBe(403);
    const mismatched = await app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { cookie: session.cookie, 'x-csrf-token': `${session.csrfToken.slice(0, -2)}xx` },
    });
    expect(mismatched.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const accepted = await staffRequest(app, session, 'PUT', url, payload);
    expect(accepted.statusCode).toBe(200);
    expect((await staffRequest(app, session, 'GET', url)).json()).toMatchObject(payload);
  });

  it('signs out everywhere: every other session of the user stops working', async () => {
    const laptop = await signInAs(app, 'admin@example.org');
    const phone = await signInAs(app, 'admin@example.org');
    expect((await staffRequest(app, phone, 'GET', '/api/staff/session')).statusCode).toBe(200);
    const out = await staffRequest(app, laptop, 'POST', '/api/staff/sign-out-everywhere', {});
    expect(out.json()).toMatchObject({ ok: true, sessions: 2 });
    expect((await staffRequest(app, phone, 'GET', '/api/staff/session')).statusCode).toBe(401);
    expect((await staffRequest(app, laptop, 'GET', '/api/staff/session')).statusCode).toBe(401);
  });

  it('signs out one session only, and a deactivated account loses its sessions at once', async () => {
    const first = await signInAs(app, 'admin@example.org');
    const second = await signInAs(app, 'admin@example.org');
    expect((await staffRequest(app, first, 'POST', '/api/staff/sign-out', {})).statusCode).toBe(200);
    expect((await staffRequest(app, first, 'GET', '/api/staff/session')).statusCode).toBe(401);
    expect((await staffRequest(app, second, 'GET', '/api/staff/session')).statusCode).toBe(200);

    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    const caseManager = await signInAs(app, 'cm@example.org');
    const users = (await staffRequest(app, second, 'GET', '/api/staff/users')).json() as {
      users: { id: string; email: string }[];
    };
    const cmId = users.users.find((user) => user.email === 'cm@example.org')!.id;
    expect(
      (await staffRequest(app, second, 'PATCH', `/api/staff/users/${cmId}`, { isActive: false })).statusCode,
    ).toBe(200);
    expect((await staffRequest(app, caseManager, 'GET', '/api/staff/cases')).statusCode).toBe(401);
    expect((await signIn('cm@example.org', testPassword)).statusCode).toBe(401);
  });

  it('lets an admin create a case manager, and refuses to demote the last admin', async () => {
    const admin = await signInAs(app, 'admin@example.org');
    const created = await staffRequest(app, admin, 'POST', '/api/staff/users', {
      email: 'new@example.org',
      displayName: 'New Person',
      role: 'case_manager',
      password: 'short',
    });
    expect(created.statusCode).toBe(400);
    const ok = await staffRequest(app, admin, 'POST', '/api/staff/users', {
      email: 'new@example.org',
      displayName: 'New Person',
      role: 'case_manager',
      password: 'a long enough passphrase',
    });
    expect(ok.statusCode).toBe(201);
    const session = (await staffRequest(app, admin, 'GET', '/api/staff/session')).json() as {
      user: { id: string };
    };
    const demote = await staffRequest(app, admin, 'PATCH', `/api/staff/users/${session.user.id}`, {
      role: 'case_manager',
    });
    expect(demote.statusCode).toBe(409);
  });

  it('uses a Secure cookie when SITE_URL is https', async () => {
    const secureApp = await createTestApp(store, { config: { siteUrl: 'https://intake.example' } });
    const response = await secureApp.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'admin@example.org', password: testPassword },
    });
    expect(response.cookies.find((entry) => entry.name === 'staff_session')?.secure).toBe(true);
    await secureApp.close();
  });
});

describe('npm run staff -- create-user', () => {
  it('creates a user from a password on standard input, and refuses a short one', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
    const databaseUrl = `sqlite:${path.join(folder, 'app.db')}`;
    const run = (args: string[], password: string) => {
      const child = execFile(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: folder, LOG_LEVEL: 'silent' },
      });
      child.stdin!.end(`${password}\n`);
      return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    };
    const short = await run(
      ['create-user', '--email', 'first@example.org', '--role', 'admin', '--password-stdin'],
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const created = await run(
      ['create-user', '--email', 'First@Example.org', '--role', 'admin', '--password-stdin'],
      'the first admin passphrase',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created admin first@example.org');

    const store = openStore(databaseUrl);
    const app = await createTestApp({
      ...store,
      location: folder,
      recycled: false,
      reopen: () => store,
      reopenLocked: () => store,
      destroy: () => store.close(),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'first@example.org', password: 'the first admin passphrase' },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    await store.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});
