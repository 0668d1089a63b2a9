import fs from 'node:fs';
import { pipeline, Readable, type Transform } from 'node:stream';

import type { Kysely, Transaction } from 'kysely';

import {
  fileCipher,
  fileDecipher,
  SEALED_FILE_HEADER_BYTES,
  SEALED_FILE_MAGIC,
  SEALED_FILE_TAG_BYTES,
} from '../crypto/case-data-crypto';

import { keyringOf } from './case-keyring';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Uploaded files are sealed with their case's key like its rows (decision 0080): a copy of
 * DATA_DIR in a backup opens only while the case's key exists. The file id is the additional
 * authenticated data, so a file swapped for another fails to open.
 */
export interface FileSealer {
  /** Bytes to write first. */
  header: Buffer;
  /** Encrypts the file's bytes as they stream through. */
  transform: Transform;
  /** The tag to append once every byte went through. */
  finish(): Buffer;
}

export async function fileSealer(db: Db, caseId: string, fileId: string): Promise<FileSealer | null> {
  const keyring = keyringOf(db);
  if (!keyring.isSealing) return null;
  const { header, cipher } = fileCipher(await keyring.dataKeyFor(db, caseId), `file:${fileId}`);
  return { header, transform: cipher, finish: () => cipher.getAuthTag() };
}

/** The file's plaintext as a stream; a file stored before sealing (no header) as it is. */
export async function openStoredFile(
  db: Db,
  caseId: string,
  fileId: string,
  file: string,
): Promise<Readable> {
  const size = fs.statSync(file).size;
  const handle = await fs.promises.open(file, 'r');
  try {
    const header = Buffer.alloc(SEALED_FILE_HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    const isSealed =
      bytesRead === header.length &&
      size >= SEALED_FILE_HEADER_BYTES + SEALED_FILE_TAG_BYTES &&
      header.subarray(0, SEALED_FILE_MAGIC.length).equals(SEALED_FILE_MAGIC);
    if (!isSealed) return fs.createReadStream(file);
    const tag = Buffer.alloc(SEALED_FILE_TAG_BYTES);
    await handle.read(tag, 0, tag.length, size - SEALED_FILE_TAG_BYTES);
    const key = await keyringOf(db).keyForOpening(caseId);
    const decipher = fileDecipher(key, `file:${fileId}`, header, tag);
    const body = size - SEALED_FILE_HEADER_BYTES - SEALED_FILE_TAG_BYTES;
    const source =
      body === 0
        ? Readable.from([])
        : fs.createReadStream(file, {
            start: SEALED_FILE_HEADER_BYTES,
            end: size - SEALED_FILE_TAG_BYTES - 1,
          });
    return pipeline(source, decipher, () => {});
  } finally {
    await handle.close();
  }
}
