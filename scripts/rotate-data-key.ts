import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Master key rotation (issue 26, decision 0080): every case key is re-wrapped under a new
 * master key. Keys never appear as arguments (shell history, `ps`).
 */
const usage = (keyFileName: string) => `Usage: npm run rotate-data-key -- [--new-key-stdin] [--help]

Re-wraps every case's data key under a new master key. Stop every server process first.

The current key is read as the server reads it: DATA_ENCRYPTION_KEY, else
DATA_DIR/${keyFileName}. The new key is base64 of 32 bytes read from standard input
with --new-key-stdin (e.g. \`openssl rand -base64 32 | npm run rotate-data-key -- --new-key-stdin\`);
without it one is generated.

Where the new key goes:
  - current key from the key file: the file is replaced (0600) once every case key is
    re-wrapped;
  - current key from DATA_ENCRYPTION_KEY: a generated key is written to
    DATA_DIR/${keyFileName}.new (0600): move it into your secret store, set
    DATA_ENCRYPTION_KEY to it, delete the file, and start the server.

An interrupted run is safe: run it again with the same keys. Afterwards destroy the old
key: cases erased before the rotation are then unreadable in every older backup and WAL.`;

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function writePrivateFile(file: string, key: Buffer): void {
  const temporary = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(temporary, file);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'new-key-stdin': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  // The server's modules are loaded once the arguments are known to be right (decision 0133).
  const { MASTER_KEY_FILE, MasterKeyError, unlockStore } = await import('../src/server/db/unlock-store');
  if (values.help) {
    console.info(usage(MASTER_KEY_FILE));
    return 0;
  }
  const { loadConfig } = await import('../src/server/config');
  const { masterKeyId, parseMasterKey } = await import('../src/server/crypto/case-data-crypto');
  const { openStore } = await import('../src/server/db/database');
  const { migrateToLatest } = await import('../src/server/db/migrate');
  const { rotateMasterKey } = await import('../src/server/db/rotate-master-key');
  const config = loadConfig();
  let newKey: Buffer = randomBytes(32);
  if (values['new-key-stdin']) {
    const parsed = parseMasterKey(await readStdinLine());
    if (!parsed) {
      console.error('The new key must be base64 of exactly 32 bytes (openssl rand -base64 32).');
      return 2;
    }
    newKey = parsed;
  }
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store.db);
    await unlockStore(store, {
      configuredKey: config.dataEncryptionKey,
      dataDir: config.dataDir,
      nodeEnv: config.nodeEnv,
    });
    const keyFile = path.join(config.dataDir, MASTER_KEY_FILE);
    const currentKey = config.dataEncryptionKey
      ? parseMasterKey(config.dataEncryptionKey)
      : parseMasterKey(fs.readFileSync(keyFile, 'utf8'));
    if (!currentKey) throw new MasterKeyError('The current key did not parse.');
    const result = await rotateMasterKey(store, { from: currentKey, to: newKey });
    console.info(
      `Re-wrapped ${result.rewrapped} case key(s); ${result.alreadyCurrent} already under the new key (id ${masterKeyId(newKey)}).`,
    );
    if (result.unknown > 0) {
      console.error(`${result.unknown} case key(s) are wrapped by another key and were left as they are.`);
      return 1;
    }
    if (config.dataEncryptionKey) {
      if (!values['new-key-stdin']) {
        writePrivateFile(`${keyFile}.new`, newKey);
        console.info(
          `The new key is in ${keyFile}.new: set DATA_ENCRYPTION_KEY to it, then delete the file.`,
        );
      } else {
        console.info('Set DATA_ENCRYPTION_KEY to the new key before starting the server.');
      }
    } else {
      writePrivateFile(keyFile, newKey);
      console.info(`${keyFile} now holds the new key.`);
    }
    console.info('Destroy every copy of the old key.');
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A ConfigError or MasterKeyError says what to fix in its message; so does anything else.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
