import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';

import { MAX_ATTACHMENT_MB, MAX_ATTACHMENTS } from '../../../contracts/limits';
import type { UploadReply } from '../../../contracts/webhooks';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { makePrivateFolder, privateFileMode } from '../../private-data-files';

import { countUploads, deleteUpload, findBoundCaseId, insertUpload } from './uploads.repository';

export interface StoreUploadInput {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
  fileName: string;
  declaredType: string | null;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * Streams one attachment to <DATA_DIR>/uploads/<case>/<id> (outside the web root, never
 * served), names its type from its bytes, and records it. Size and count are enforced
 * here whatever the browser checked; a refused file leaves nothing behind.
 */
export async function storeUpload(
  deps: { db: Kysely<Database>; uploadsDir: string },
  input: StoreUploadInput,
): Promise<UploadReply> {
  const caseId = await findBoundCaseId(
    deps.db,
    { sessionId: input.sessionId, chatId: input.chatId },
    input.bindingHash,
  );
  if (!caseId) throw new AppError('not_found', 'This chat was not found.');
  if ((await countUploads(deps.db, caseId)) >= MAX_ATTACHMENTS) {
    throw new AppError('payload_too_large', `Maximum ${MAX_ATTACHMENTS} files allowed.`);
  }

  const uploadId = `up_${randomBytes(12).toString('hex')}`;
  const caseDir = path.join(deps.uploadsDir, caseId);
  makePrivateFolder(caseDir);
  const finalPath = path.join(caseDir, uploadId);
  const partialPath = `${finalPath}.part`;
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      input.stream,
      meter,
      fs.createWriteStream(partialPath, { flags: 'wx', mode: privateFileMode }),
    );
    if (input.stream.truncated) {
      throw new AppError(
        'payload_too_large',
        `File "${input.fileName}" is too large. Maximum size is ${MAX_ATTACHMENT_MB}MB.`,
      );
    }
    if (size === 0) throw new AppError('invalid_request', 'The file is empty.');
    const sniffed =
      (await fileTypeFromFile(partialPath))?.mime ??
      ((await looksLikeText(partialPath)) ? 'text/plain' : 'application/octet-stream');
    fs.renameSync(partialPath, finalPath);
    await insertUpload(deps.db, {
      id: uploadId,
      case_id: caseId,
      original_name: input.fileName.slice(0, 255),
      sniffed_type: sniffed,
      declared_type: input.declaredType?.slice(0, 255) ?? null,
      size_bytes: size,
      sha256: hash.digest('hex'),
      storage_path: path.join(caseId, uploadId),
      status: 'stored',
      message_id: null,
      created_at: new Date().toISOString(),
    });
    // Two uploads racing past the count check: the later one gives way.
    if ((await countUploads(deps.db, caseId)) > MAX_ATTACHMENTS) {
      await deleteUpload(deps.db, uploadId);
      fs.rmSync(finalPath, { force: true });
      throw new AppError('payload_too_large', `Maximum ${MAX_ATTACHMENTS} files allowed.`);
    }
    return { uploadId, name: input.fileName.slice(0, 255), size, type: sniffed };
  } finally {
    fs.rmSync(partialPath, { force: true });
  }
}

/** No recognisable signature: call it text when the first bytes are valid UTF-8 without NULs. */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, bytesRead - 4)));
      return true;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}
