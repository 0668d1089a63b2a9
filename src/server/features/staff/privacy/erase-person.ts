import fs from 'node:fs';
import path from 'node:path';

import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { scrubDeletedData } from '../../../db/scrub-deleted-data';
import { AppError } from '../../../http/app-error';

import { type AuditActor, appendAudit } from '../audit/audit-log.repository';
import {
  deleteCaseRows,
  deleteJobsByIds,
  deletePersonRecordsByEmail,
  erasureTables,
  findCasesForErasure,
  findContactMessageIds,
  findJobsMentioning,
} from './erasure.repository';

export interface ErasePersonInput {
  caseId?: string;
  email?: string;
  actor: AuditActor;
  /** 'request': a data-subject request (also erases the subscriber and contact messages); 'retention': the job. */
  reason: 'request' | 'retention';
}

export interface ErasureSummary {
  cases: number;
  rows: number;
  files: number;
  jobs: number;
  subscribers: number;
  contactMessages: number;
}

/** Removes a file or folder if it lies inside `root`; returns how many files went. */
function removeInside(root: string, target: string): number {
  const resolved = path.resolve(target);
  if (!resolved.startsWith(path.resolve(root) + path.sep) || !fs.existsSync(resolved)) return 0;
  const count = fs.statSync(resolved).isDirectory()
    ? fs.readdirSync(resolved, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
        .length
    : 1;
  fs.rmSync(resolved, { recursive: true, force: true });
  return count;
}

/**
 * Files of the data folder that belong to the person: uploads by their recorded path, then
 * anything named after a case id (report PDFs and the like), then outbox messages that
 * mention the case, the email address or the delivery's Message-ID. The database files
 * themselves are skipped.
 */
function eraseFiles(dataDir: string, uploadPaths: string[], needles: string[], caseIds: string[]): number {
  let removed = 0;
  const uploadsRoot = path.join(dataDir, 'uploads');
  for (const storagePath of uploadPaths)
    removed += removeInside(uploadsRoot, path.join(uploadsRoot, storagePath));
  if (!fs.existsSync(dataDir)) return removed;
  const entries = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (!fs.existsSync(full) || /\.db(-wal|-shm|-journal)?$/.test(entry.name)) continue;
    if (caseIds.some((caseId) => entry.name.includes(caseId))) {
      removed += removeInside(dataDir, full);
      continue;
    }
    if (!entry.isFile() || fs.statSync(full).size > 20 * 1024 * 1024) continue;
    const text = fs.readFileSync(full, 'latin1').toLowerCase();
    if (needles.some((needle) => text.includes(needle))) removed += removeInside(dataDir, full);
  }
  return removed;
}

/**
 * Erases a person's data (decision 0055): their case(s) with messages, consent, uploads
 * (rows and files), report, eligibility, match, email deliveries, every job whose payload
 * names them, and the staff console's own notes, calls, edits and history; for a request,
 * also their newsletter subscription and contact-form messages. One audit entry remains,
 * holding counts and case ids only (random ids, no personal data). Then the bytes the
 * deleted rows leave in the database files are scrubbed (decision 0056).
 */
export async function erasePerson(
  store: Store,
  config: AppConfig,
  input: ErasePersonInput,
): Promise<ErasureSummary> {
  const summary = await erasePersonRows(store, config, input);
  await scrubDeletedData(store, erasureTables);
  return summary;
}

/**
 * The erasure without the scrub: the retention sweep erases many cases and scrubs once
 * at the end, because PostgreSQL's VACUUM FULL rewrites whole tables.
 */
export async function erasePersonRows(
  store: Store,
  config: AppConfig,
  input: ErasePersonInput,
): Promise<ErasureSummary> {
  const { db } = store;
  const cases = await findCasesForErasure(db, input);
  if (cases.length === 0 && !input.email) throw new AppError('not_found', 'No such case.');
  const caseIds = cases.map((row) => row.caseId);
  const emails = [
    ...new Set(
      [input.email, ...cases.map((row) => row.email)]
        .filter((value): value is string => Boolean(value))
        .map((value) => value.trim().toLowerCase()),
    ),
  ];
  const needles = [
    ...caseIds,
    ...cases.flatMap((row) => [...row.reportIds, ...row.messageIds]),
    // Retention erases one case: another, live case of the same person may share the email.
    ...(input.reason === 'request' ? emails : []),
    // Their contact messages go too on a request: so do the link and reply jobs naming them.
    ...(input.reason === 'request' ? await findContactMessageIds(db, emails) : []),
  ]
    .filter((needle) => needle.length >= 6)
    .map((needle) => needle.toLowerCase());

  const summary = await db.transaction().execute(async (trx) => {
    const jobIds = await findJobsMentioning(trx, needles);
    await deleteJobsByIds(trx, jobIds);
    let rows = jobIds.length;
    for (const caseId of caseIds) rows += await deleteCaseRows(trx, caseId);
    const personRecords =
      input.reason === 'request'
        ? await deletePersonRecordsByEmail(trx, emails)
        : { subscribers: 0, contactMessages: 0 };
    const result: ErasureSummary = {
      cases: caseIds.length,
      rows: rows + personRecords.subscribers + personRecords.contactMessages,
      files: 0,
      jobs: jobIds.length,
      ...personRecords,
    };
    await appendAudit(trx, {
      actor: input.actor,
      action: input.reason === 'retention' ? 'case.erased_by_retention' : 'person.erased',
      subjectType: caseIds.length === 1 ? 'case' : 'person',
      subjectId: caseIds.length === 1 ? (caseIds[0] ?? null) : null,
      details: { caseIds, ...result },
    });
    return result;
  });

  for (const caseId of caseIds) store.keyring.forget(caseId);
  summary.files = eraseFiles(
    config.dataDir,
    cases.flatMap((row) => row.uploadPaths),
    needles,
    caseIds,
  );
  return summary;
}
