import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../http/secret-token';

import { findReportLink, insertReportLink } from './reports.repository';

/**
 * Report links: 256 random bits, base64url, shown once (in the email) and stored only as
 * a SHA-256, so a copy of the database cannot open anyone's report. They expire after
 * REPORT_TOKEN_TTL_DAYS. Each email attempt mints its own link; earlier ones stay valid.
 */

export async function mintReportLink(
  db: Kysely<Database> | Transaction<Database>,
  input: { reportId: string; siteUrl: string; ttlDays: number; now: Date },
): Promise<{ url: string; expiresAt: string }> {
  const token = newSecretToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * 86_400_000).toISOString();
  await insertReportLink(db, {
    tokenHash: hashSecretToken(token),
    reportId: input.reportId,
    expiresAt,
    now: input.now.toISOString(),
  });
  return { url: `${input.siteUrl}/report/${token}`, expiresAt };
}

export type LinkLookup = { status: 'ok'; reportId: string } | { status: 'not_found' } | { status: 'expired' };

export async function resolveReportLink(
  db: Kysely<Database> | Transaction<Database>,
  token: string,
  now: Date,
): Promise<LinkLookup> {
  if (!isSecretToken(token)) return { status: 'not_found' };
  const link = await findReportLink(db, hashSecretToken(token));
  if (!link) return { status: 'not_found' };
  if (link.expires_at <= now.toISOString()) return { status: 'expired' };
  return { status: 'ok', reportId: link.report_id };
}
