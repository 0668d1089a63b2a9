import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import type * as passwordHashing from './password-hashing';
import { verifyPassword } from './password-hashing';
import { describeWeakPassword } from './password-strength';
import { lockoutMinutes, maxFailures, signIn } from './sign-in';
import { seedStaffUser, signInAs, staffRequest, testPassword } from '../staff-test-helpers';

// Counts how many sign-ins reach the password check, while still checking for real.
vi.mock('./password-hashing', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordHashing>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const parallelGuesses = 18;

describeEachEngine('sign-in lockout under concurrency', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let origin: string;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    vi.mocked(verifyPassword).mockClear();
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  function signInOverHttp(password: string): Promise<Response> {
    return fetch(`${origin}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password }),
    });
  }

  it(`counts all ${parallelGuesses} parallel wrong passwords, checks at most ${maxFailures}, and locks the account`, async () => {
    const responses = await Promise.all(
      Array.from({ length: parallelGuesses }, (_, index) => signInOverHttp(`wrong guess number ${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    const throttle = await store.db
      .selectFrom('staff_sign_in_throttle')
      .selectAll()
      .executeTakeFirstOrThrow();
    console.info(
      `[${engine}] ${parallelGuesses} parallel guesses: counted ${throttle.failures}, password checks ${vi.mocked(verifyPassword).mock.calls.length}, 401 ${checked}, 429 ${refused}`,
    );
    expect(checked + refused).toBe(parallelGuesses);
    expect(throttle.failures).toBe(parallelGuesses);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(maxFailures);
    expect(checked).toBeLessThanOrEqual(maxFailures);
    expect(throttle.locked_until).not.toBeNull();

    const rightPassword = await signInOverHttp(testPassword);
    expect(rightPassword.status).toBe(429);
    expect(await rightPassword.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(maxFailures);
    const audit = await store.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'staff.locked_out')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a right password within the limit signs in and starts the count again', async () => {
    for (let attempt = 1; attempt < maxFailures; attempt += 1) {
      expect((await signInOverHttp('not the password at all')).status).toBe(401);
    }
    expect((await signInOverHttp(testPassword)).status).toBe(200);
    expect(await store.db.selectFrom('staff_sign_in_throttle').selectAll().execute()).toEqual([]);
    for (let attempt = 1; attempt < maxFailures; attempt += 1) {
      expect((await signInOverHttp('not the password at all')).status).toBe(401);
    }
    expect((await signInOverHttp(testPassword)).status).toBe(200);
  });

  it('the lock ends after its 15 minutes: the right password then signs in and the count starts again', async () => {
    const start = new Date();
    const attempt = (password: string, minutesLater: number) =>
      signIn(
        store.db,
        { email: 'admin@example.org', password, sessionTtlHours: 1 },
        new Date(start.getTime() + minutesLater * 60_000),
      ).then(
        () => 'signed in',
        (error: { code?: string }) => error.code,
      );
    for (let index = 0; index <= maxFailures; index += 1) await attempt('not the password at all', 0);
    expect(await attempt(testPassword, lockoutMinutes - 1)).toBe('rate_limited');
    expect(await attempt(testPassword, lockoutMinutes + 1)).toBe('signed in');
    expect(await store.db.selectFrom('staff_sign_in_throttle').selectAll().execute()).toEqual([]);
  });

  it('refuses a guessable staff password in the console with a 400 that says why', async () => {
    const admin = await signInAs(app, 'admin@example.org');
    const created = await staffRequest(app, admin, 'POST', '/api/staff/users', {
      email: 'new@example.org',
      displayName: 'New Person',
      role: 'case_manager',
      password: 'aaaaaaaaaaaa',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining('too easy to guess') },
    });
    expect(created.json().error.message).toContain('Repeated characters');

    const changed = await staffRequest(app, admin, 'POST', '/api/staff/password', {
      currentPassword: testPassword,
      newPassword: 'password1234!',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.message).toContain('too easy to guess');
    // The old password still works: nothing was changed.
    expect((await staffRequest(app, admin, 'GET', '/api/staff/session')).statusCode).toBe(200);
  });

  it('refuses passwords built on the product’s name, the organisation or the email, and says so (issue 26)', async () => {
    const admin = await signInAs(app, 'admin@example.org');
    const create = (password: string, email = 'rosa.delgado@example.org') =>
      staffRequest(app, admin, 'POST', '/api/staff/users', {
        email,
        displayName: 'Rosa Delgado',
        role: 'case_manager',
        password,
      });
    for (const password of ['caseintake2026', 'CaseIntake2026!', 'caseintake.org2026', 'rosadelgado2026']) {
      const refused = await create(password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error.message).toContain(
        'It is built on the name of this service (Case Intake), the organisation or your email address.',
      );
    }
    const changed = await staffRequest(app, admin, 'POST', '/api/staff/password', {
      currentPassword: testPassword,
      newPassword: 'Admin@Example.org2026',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.message).toContain('your email address');
    expect((await create('Tumbling marmot ladders 9')).statusCode).toBe(201);
    const users = await store.db.selectFrom('staff_users').select('email').execute();
    expect(users.map((user) => user.email).sort()).toEqual(['admin@example.org', 'rosa.delgado@example.org']);
  });
});

describe('staff password strength', () => {
  it('refuses repeated characters, common passwords and the account’s own words, accepts a long phrase', () => {
    expect(describeWeakPassword('aaaaaaaaaaaa')).toContain('Repeated characters');
    expect(describeWeakPassword('password1234!')).toContain('commonly used password');
    expect(describeWeakPassword('Mariagonzalez1', ['mariagonzalez@example.org', 'mariagonzalez'])).not.toBe(
      null,
    );
    expect(describeWeakPassword(testPassword)).toBeNull();
  });

  it('npm run staff -- create-user refuses aaaaaaaaaaaa and creates no database', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
    const child = execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/staff.ts',
        'create-user',
        '--email',
        'first@example.org',
        '--role',
        'admin',
        '--password-stdin',
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: `sqlite:${path.join(folder, 'app.db')}`,
          DATA_DIR: folder,
          LOG_LEVEL: 'silent',
        },
      },
    );
    child.stdin!.end('aaaaaaaaaaaa\n');
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('The password is too easy to guess.');
    expect(fs.existsSync(path.join(folder, 'app.db'))).toBe(false);
    fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});
