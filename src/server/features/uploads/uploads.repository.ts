import type { Kysely } from 'kysely';

import { sealForCase } from '../../db/case-keyring';
import type { Database } from '../../db/schema';
import type { UploadsTable } from '../../db/tables/intake.tables';

/** What the quotas count: stored files and reservations still streaming in (decision 0061). */
export interface UploadUsage {
  /** Files of this chat. */
  chatFiles: number;
  chatBytes: number;
  /** Bytes from this IP since the start of its window. */
  ipBytes: number;
  /** When the oldest upload of this IP in the window was made (it leaves the window 24 h later). */
  ipOldestAt: string | null;
  totalBytes: number;
  /** Reserved but not yet stored, by every chat: not on the disk's free space yet. */
  receivingBytes: number;
}

const asNumber = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export async function readUploadUsage(
  db: Kysely<Database>,
  scope: { caseId: string; ipHash: string; ipSince: string },
): Promise<UploadUsage> {
  const chat = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('files'),
      eb.fn.sum<string | number | null>('size_bytes').as('bytes'),
    ])
    .where('case_id', '=', scope.caseId)
    .executeTakeFirstOrThrow();
  const ip = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.sum<string | number | null>('size_bytes').as('bytes'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ])
    .where('ip_hash', '=', scope.ipHash)
    .where('created_at', '>=', scope.ipSince)
    .executeTakeFirstOrThrow();
  const total = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.sum<string | number | null>('size_bytes').as('bytes'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('status', '=', 'receiving').then(eb.ref('size_bytes')).else(0).end(),
        )
        .as('receiving'),
    ])
    .executeTakeFirstOrThrow();
  return {
    chatFiles: asNumber(chat.files),
    chatBytes: asNumber(chat.bytes),
    ipBytes: asNumber(ip.bytes),
    ipOldestAt: ip.oldest ?? null,
    totalBytes: asNumber(total.bytes),
    receivingBytes: asNumber(total.receiving),
  };
}

export async function insertUpload(db: Kysely<Database>, row: UploadsTable): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ ...row, ...(await sealForCase(db, row.case_id, { original_name: row.original_name })) })
    .execute();
}

/** A reservation becomes the stored file; false when the row is gone (the case was erased meanwhile). */
export async function markUploadStored(
  db: Kysely<Database>,
  uploadId: string,
  stored: Pick<UploadsTable, 'size_bytes' | 'sha256' | 'sniffed_type'>,
): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set({ ...stored, status: 'stored' })
    .where('id', '=', uploadId)
    .where('status', '=', 'receiving')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteUpload(db: Kysely<Database>, uploadId: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', uploadId).execute();
}
