import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

/**
 * Every `npm run` script of ours prints its usage on `--help` and one line on bad input,
 * never a stack trace (issue 26; `npm run newsletter -- --help` used to crash). Run through
 * npm, as an operator would; none of these reach a database, a build or a server.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-polite-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const childEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
  LOG_LEVEL: 'silent',
};

function runFile(file: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env: childEnv, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

function npmRun(script: string, args: string[]): Promise<Run> {
  return runFile('npm', ['run', '--silent', script, '--', ...args]);
}

/**
 * The file an `npm run` script runs (each is `tsx <file>`), run by Node with tsx's loader:
 * what npm would start, less npm's and tsx's own start-up, which was most of this file's CPU.
 * The --help round goes through npm and shows the wiring; this one reads the bad input.
 */
const packageScripts = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

function scriptRun(script: string, args: string[]): Promise<Run> {
  const [runner, file, ...rest] = (packageScripts[script] ?? '').split(' ');
  if (runner !== 'tsx' || !file || rest.length > 0)
    throw new Error(`npm run ${script} is not "tsx <file>": ${packageScripts[script]}`);
  return runFile(process.execPath, ['--import', 'tsx', file, ...args]);
}

/** A few child processes at a time: the machine has two cores. */
async function runAll<T>(jobs: (() => Promise<T>)[], width = 3): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

const scripts = [
  'start',
  'dev',
  'build',
  'bench',
  'staff',
  'newsletter',
  'check:rules',
  'bench:intake',
  'build:safety-words',
  'build:us-places',
  'bench:safety',
  'train:danger',
  'bench:reading',
  'bench:case-type',
  'split:reading',
  'train:case-type',
  'build:insurer-words',
  'test',
];

/** Bad input for each, beyond an unknown option, with the line it must print. */
const badInputs: [string, string[], string][] = [
  ...scripts.map((script): [string, string[], string] => [script, ['--bogus'], "Unknown option '--bogus'"]),
  ['start', ['extra'], "Unexpected argument 'extra'"],
  ['newsletter', ['--subject', 'News'], '--file is required'],
  ['newsletter', ['--subject', 'News', '--file', path.join(dataDir, 'missing.txt')], 'no such file'],
  ['newsletter', ['--subject', '  ', '--file', 'README.md'], '--subject is required'],
  ['staff', ['delete-user'], 'unknown command "delete-user"'],
  [
    'staff',
    ['create-user', '--email', 'not-an-email', '--role', 'admin'],
    '--email must be an email address',
  ],
  ['bench:safety', ['--split', 'everything'], '--split must be test, train or dev'],
  ['bench:intake', ['one', 'two'], 'at most one persona id prefix'],
  ['bench:reading', ['--split', 'everything'], '--split must be test, train or dev'],
  ['bench:case-type', ['--folds', '1'], '--folds must be a whole number of 2 or more'],
  ['bench:case-type', ['--l2', 'lots'], '--l2 must be a number of 0 or more'],
  ['split:reading', ['only-one'], 'give the drafts folder and the output folder'],
];

describe('npm run scripts', () => {
  it('print their usage on --help and exit 0', async () => {
    const runs = await runAll(scripts.map((script) => () => npmRun(script, ['--help'])));
    runs.forEach((run, index) => {
      expect(run.code, scripts[index]).toBe(0);
      expect(run.stdout, scripts[index]).toMatch(/^Usage: npm (run )?\S+/);
      expect(run.stderr, scripts[index]).toBe('');
    });
  }, 240_000);

  it('print one line on bad input, with no stack trace, and exit 2', async () => {
    const runs = await runAll(
      badInputs.map(
        ([script, args]) =>
          () =>
            scriptRun(script, args),
      ),
    );
    runs.forEach((run, index) => {
      const [script, args, expected] = badInputs[index]!;
      const label = `${script} ${args.join(' ')}`;
      expect(run.code, label).toBe(2);
      expect(run.stderr.trimEnd().split('\n'), label).toEqual([
        expect.stringMatching(new RegExp(`^npm run ${script}: .*\\(see --help\\)$`)),
      ]);
      expect(run.stderr, label).toContain(expected);
      expect(run.stderr, label).not.toMatch(/^\s+at /m);
    });
    // Nothing was created: input is checked before any store opens.
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(false);
  }, 240_000);
});
