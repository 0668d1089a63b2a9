import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** True when `program` is an absolute path that exists, or a command found on PATH. */
function isInstalled(program: string): boolean {
  if (path.isAbsolute(program)) return fs.existsSync(program);
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((directory) => directory && fs.existsSync(path.join(directory, program)));
}

/**
 * A tool the tests need from Debian's packages (Chromium, poppler's pdftotext). Installed
 * on demand when we are root, as on CI and a fresh machine; otherwise the run stops and
 * prints the command, so a missing tool never reads as a failing product test.
 */
export function ensureDebianPackage(program: string, debianPackage: string): void {
  if (isInstalled(program)) return;
  const command = `apt-get update && apt-get install -y ${debianPackage}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`${program} is missing. Install it with: sudo sh -c '${command}'`);
  }
  console.info(`Installing ${debianPackage} for the tests: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
