import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

/** Runs `npm run staff -- create-user` as an operator would, on a throwaway SQLite file. */
function createUser(env: Record<string, string>, email: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
  directories.push(dataDir);
  const { SITE_URL: _site, PORT: _port, ...inherited } = process.env;
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/staff.ts',
      'create-user',
      '--email',
      email,
      '--role',
      'admin',
      '--password-stdin',
    ],
    {
      input: 'a long passphrase nobody guesses\n',
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${dataDir}/app.db`,
        LOG_LEVEL: 'silent',
        ...env,
      },
      encoding: 'utf8',
    },
  );
}
const directories: string[] = [];

describe('npm run staff -- create-user', () => {
  afterEach(() => {
    for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  it(
    'prints the sign-in address of the configured port, or of SITE_URL when set',
    { timeout: 60_000 },
    () => {
      expect(createUser({ PORT: '4321' }, 'first@example.org')).toContain(
        'Sign in at http://localhost:4321/staff',
      );
      expect(
        createUser({ PORT: '4321', SITE_URL: 'https://intake.example.org/' }, 'second@example.org'),
      ).toContain('Sign in at https://intake.example.org/staff');
    },
  );
});
