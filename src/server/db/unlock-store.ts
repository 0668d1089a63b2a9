import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { masterKeyId, parseMasterKey, unwrapDataKey } from '../crypto/case-data-crypto';
import { makePrivateFolder } from '../private-data-files';

import type { Store } from './database';

/** Where the embedded default keeps its generated master key (0600, decision 0080). */
export const MASTER_KEY_FILE = 'data-encryption.key';

/** The service must not start: the message says why and what to do; it never names key bytes. */
export class MasterKeyError extends Error {
  override name = 'MasterKeyError';
}

export interface UnlockOptions {
  /** DATA_ENCRYPTION_KEY, base64; null = the key file in dataDir. */
  configuredKey: string | null;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
}

/**
 * Gives the store its master key, or refuses (decision 0080):
 * - DATA_ENCRYPTION_KEY when set; otherwise `DATA_DIR/data-encryption.key`, generated at
 *   first start on an empty database only. A production PostgreSQL must be given the key.
 * - Every case key must have been wrapped by this master key. A database that holds case
 *   keys and a missing or different master key stops start-up: a new key would make every
 *   case unreadable, so nothing is generated or overwritten.
 */
export async function unlockStore(store: Store, options: UnlockOptions): Promise<{ masterKeyId: string }> {
  const storedCount = await countCaseKeys(store);
  const masterKey = options.configuredKey
    ? parseConfiguredKey(options.configuredKey)
    : readOrCreateKeyFile(store, options, storedCount);
  await checkKeyMatchesStore(store, masterKey);
  store.keyring.unlock(masterKey);
  return { masterKeyId: masterKeyId(masterKey) };
}

function parseConfiguredKey(text: string): Buffer {
  const key = parseMasterKey(text);
  if (!key) throw new MasterKeyError('DATA_ENCRYPTION_KEY must be base64 of exactly 32 bytes.');
  return key;
}

async function countCaseKeys(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('case_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function readOrCreateKeyFile(store: Store, options: UnlockOptions, storedCount: number): Buffer {
  const file = path.join(options.dataDir, MASTER_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = parseMasterKey(fs.readFileSync(file, 'utf8'));
    if (!key)
      throw new MasterKeyError(
        `${file} does not hold a valid key (base64 of 32 bytes). Restore it from your key backup.`,
      );
    return key;
  }
  if (store.engine === 'postgres' && options.nodeEnv === 'production') {
    throw new MasterKeyError(
      'DATA_ENCRYPTION_KEY is required with PostgreSQL in production: generate one with `openssl rand -base64 32` and keep it in your secret store.',
    );
  }
  if (storedCount > 0) {
    throw new MasterKeyError(
      `The database holds ${storedCount} encrypted case key(s) but no master key was given: ${file} is missing and DATA_ENCRYPTION_KEY is unset. Restore the key; a new one would make every case unreadable, so none is generated.`,
    );
  }
  makePrivateFolder(options.dataDir);
  const key = randomBytes(32);
  // 'wx': never overwrite a key file another process wrote a moment ago.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = parseMasterKey(fs.readFileSync(file, 'utf8'));
    if (!other) throw new MasterKeyError(`${file} does not hold a valid key (base64 of 32 bytes).`);
    return other;
  }
  return key;
}

async function checkKeyMatchesStore(store: Store, masterKey: Buffer): Promise<void> {
  const id = masterKeyId(masterKey);
  const other = await store.db
    .selectFrom('case_keys')
    .select((eb) => ['master_key_id', eb.fn.countAll<number | string>().as('count')])
    .where('master_key_id', '<>', id)
    .groupBy('master_key_id')
    .executeTakeFirst();
  if (other) {
    throw new MasterKeyError(
      `The data encryption key (id ${id}) is not the key that wrapped ${Number(other.count)} case key(s) (id ${other.master_key_id}). Give the key in use; if a rotation stopped half-way, run it again with both keys (npm run rotate-data-key -- --help).`,
    );
  }
  const sample = await store.db
    .selectFrom('case_keys')
    .select(['case_id', 'wrapped_key'])
    .limit(1)
    .executeTakeFirst();
  // The id is a hash of the key, so a match is the same key; unwrapping one proves the rows intact.
  if (sample) unwrapDataKey(masterKey, sample.case_id, sample.wrapped_key);
}
