import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { fileTypeFromBuffer } from 'file-type';

import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_MB } from '../../../contracts/limits';
import type { UploadReply } from '../../../contracts/webhooks';
import type { Store } from '../../db/database';
import { withLockedTransaction } from '../../db/locked-transaction';
import { type FileSealer, fileSealer } from '../../db/sealed-files';
import { AppError } from '../../http/app-error';
import { findBoundCaseId } from '../../db/bound-cases';
import { ipHashOf } from '../../email/mailbox';
import { makePrivateFolder, privateFileMode } from '../../private-data-files';

import {
  findQuotaRefusal,
  IP_WINDOW_MS,
  quotaAddressOf,
  quotaRefusalError,
  type UploadQuotas,
} from './upload-quota';
import { deleteUpload, insertUpload, markUploadStored, readUploadUsage } from './uploads.repository';

export interface StoreUploadDependencies {
  store: Store;
  uploadsDir: string;
  quotas: UploadQuotas;
  /** Free bytes on the uploads folder's file system (fs.statfs; tests inject a figure). */
  freeDiskBytes: (folder: string) => Promise<number>;
  now: () => Date;
  /** Told when the free space cannot be read (the upload is refused, as if the disk were full). */
  onDiskCheckError?: (error: unknown) => void;
}

export interface StoreUploadInput {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
  /** The client IP; only the SHA-256 of its quota address (an IPv6 /64) is kept, for the daily quota. */
  ip: string;
  /** The request's Content-Length: the file is no bigger. null when the client did not say. */
  declaredBytes: number | null;
  fileName: string;
  declaredType: string | null;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * While it streams in, a file is `<storage path>.part`; the retention sweep removes both names
 * of a reservation a crash left behind (erase-closed-cases.ts).
 */
const partialPathOf = (finalPath: string) => `${finalPath}.part`;

const QUOTA_LOCK = 'uploads.quota';
/** What file-type and the text check read to name a file's type (kept in memory, never on disk). */
const SNIFF_BYTES = 64 * 1024;

/**
 * Streams one attachment to <DATA_DIR>/uploads/<case>/<id> (outside the web root, never
 * served), names its type from its bytes, and records it. Before a byte is written, the
 * most it can take is reserved against the quotas in one locked transaction (decision
 * 0061), so parallel uploads in any process count each other; the reservation shrinks to the
 * real size once the file is on disk and is released if anything fails. A refused file
 * leaves nothing behind: no row, no file.
 */
export async function storeUpload(
  deps: StoreUploadDependencies,
  input: StoreUploadInput,
): Promise<UploadReply> {
  const caseId = await findBoundCaseId(
    deps.store.db,
    { sessionId: input.sessionId, chatId: input.chatId },
    input.bindingHash,
  );
  if (!caseId) return refuse(input.stream, new AppError('not_found', 'This chat was not found.'));

  // The multipart body is a little larger than the file, so this never reserves too little.
  const reserved = Math.min(input.declaredBytes ?? MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES);
  const now = deps.now();
  const uploadId = `up_${randomBytes(12).toString('hex')}`;
  const storagePath = path.join(caseId, uploadId);
  const freeDiskBytes = await deps.freeDiskBytes(deps.uploadsDir).catch((error: unknown) => {
    deps.onDiskCheckError?.(error);
    return 0;
  });
  const ipHash = ipHashOf(quotaAddressOf(input.ip));
  const refusal = await withLockedTransaction(deps.store, QUOTA_LOCK, async (db) => {
    const usage = await readUploadUsage(db, {
      caseId,
      ipHash,
      ipSince: new Date(now.getTime() - IP_WINDOW_MS).toISOString(),
    });
    const found = findQuotaRefusal({ usage, bytes: reserved, quotas: deps.quotas, freeDiskBytes, now });
    if (found) return found;
    await insertUpload(db, {
      id: uploadId,
      case_id: caseId,
      original_name: input.fileName.slice(0, 255),
      sniffed_type: 'application/octet-stream',
      declared_type: input.declaredType?.slice(0, 255) ?? null,
      size_bytes: reserved,
      sha256: '',
      storage_path: storagePath,
      status: 'receiving',
      message_id: null,
      created_at: now.toISOString(),
      ip_hash: ipHash,
    });
    return null;
  });
  if (refusal) return refuse(input.stream, quotaRefusalError(refusal, deps.quotas));

  const finalPath = path.join(deps.uploadsDir, storagePath);
  const partialPath = partialPathOf(finalPath);
  let isStored = false;
  try {
    makePrivateFolder(path.dirname(finalPath));
    // The bytes reach the disk sealed with the case's key (decision 0080); the type is named
    // from the head kept in memory, so no plaintext copy is ever written.
    const sealer = await fileSealer(deps.store.db, caseId, uploadId);
    const { size, sha256, head } = await writeWithin(input, partialPath, reserved, sealer);
    const sniffed =
      (await fileTypeFromBuffer(head))?.mime ??
      (looksLikeText(head) ? 'text/plain' : 'application/octet-stream');
    fs.renameSync(partialPath, finalPath);
    if (
      !(await markUploadStored(deps.store.db, uploadId, { size_bytes: size, sha256, sniffed_type: sniffed }))
    )
      throw new AppError('not_found', 'This chat was not found.');
    isStored = true;
    return { uploadId, name: input.fileName.slice(0, 255), size, type: sniffed };
  } finally {
    fs.rmSync(partialPath, { force: true });
    if (!isStored) {
      fs.rmSync(finalPath, { force: true });
      await deleteUpload(deps.store.db, uploadId);
    }
  }
}

/** Reads the rest of a refused file so the browser gets the answer rather than a reset. */
async function refuse(stream: NodeJS.ReadableStream, error: AppError): Promise<never> {
  for await (const _chunk of stream);
  throw error;
}

/** Writes the file, failing as soon as it passes the per-file limit or its reservation. */
async function writeWithin(
  input: StoreUploadInput,
  partialPath: string,
  reserved: number,
  sealer: FileSealer | null,
): Promise<{ size: number; sha256: string; head: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const tooLarge = () =>
    new AppError(
      'payload_too_large',
      `File "${input.fileName}" is too large. Maximum size is ${MAX_ATTACHMENT_MB}MB.`,
    );
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > reserved) return callback(tooLarge());
      hash.update(chunk);
      if (headBytes < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      callback(null, chunk);
    },
  });
  if (sealer) {
    fs.writeFileSync(partialPath, sealer.header, { flag: 'wx', mode: privateFileMode });
    await pipeline(input.stream, meter, sealer.transform, fs.createWriteStream(partialPath, { flags: 'a' }));
    fs.appendFileSync(partialPath, sealer.finish());
  } else {
    await pipeline(
      input.stream,
      meter,
      fs.createWriteStream(partialPath, { flags: 'wx', mode: privateFileMode }),
    );
  }
  if (input.stream.truncated) throw tooLarge();
  if (size === 0) throw new AppError('invalid_request', 'The file is empty.');
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** No recognisable signature: call it text when the first bytes are valid UTF-8 without NULs. */
function looksLikeText(start: Buffer): boolean {
  const head = start.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}
