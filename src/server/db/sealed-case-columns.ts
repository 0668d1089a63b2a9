import type { Kysely, Transaction } from 'kysely';

import { indexCaseContact, searchHashesFor, sealForCase } from './case-keyring';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The cases columns that hold a visitor's personal data: sealed with the case's key (decision 0080). */
export const sealedCaseColumns = [
  'full_name',
  'phone',
  'phone_e164',
  'email',
  'description',
  'case_record',
] as const;
type SealedCaseColumn = (typeof sealedCaseColumns)[number];

/**
 * Seals the personal columns present in a cases insert or update, and refreshes the blind
 * indexes of the name, phone and email it sets. Other columns pass through.
 */
export async function sealCaseColumns<T extends Partial<Record<SealedCaseColumn, unknown>>>(
  db: Db,
  caseId: string,
  values: T,
): Promise<T> {
  const picked: Record<string, string | null> = {};
  for (const column of sealedCaseColumns) {
    const value = values[column];
    if (typeof value === 'string' || value === null) picked[column] = value;
  }
  if (Object.keys(picked).length === 0) return values;
  const sealed = await sealForCase(db, caseId, picked);
  const has = (column: SealedCaseColumn) => column in picked;
  await indexCaseContact(db, caseId, {
    ...(has('full_name') ? { name: picked.full_name ?? null } : {}),
    ...(has('phone_e164') || has('phone') ? { phone: picked.phone_e164 ?? picked.phone ?? null } : {}),
    ...(has('email') ? { email: picked.email ?? null } : {}),
  });
  return { ...values, ...sealed };
}

/** Case ids whose blind index holds one of these terms (a subquery for `where id in`). */
export function casesWithSearchTerms(
  db: Db,
  terms: { name?: string | null; phone?: string | null; email?: string | null },
) {
  const hashes = searchHashesFor(db, terms);
  return db
    .selectFrom('case_search_terms')
    .select('case_search_terms.case_id')
    .where('case_search_terms.term_hash', 'in', hashes.length > 0 ? hashes : ['(none)']);
}

/**
 * What a staff search text is looked up by: every whole word of it as a name word (all must
 * match), and as a phone number (seven digits or more) or an email, either of which may.
 */
export function staffSearchHashes(db: Db, text: string): { nameWords: string[]; contact: string[] } {
  const digits = text.replace(/\D/g, '');
  return {
    nameWords: searchHashesFor(db, { name: text }),
    contact: searchHashesFor(db, {
      phone: digits.length >= 7 ? digits : null,
      email: text.includes('@') ? text : null,
    }),
  };
}

/** Case ids whose blind index holds this one hash. */
export function casesWithSearchHash(db: Db, hash: string) {
  return db
    .selectFrom('case_search_terms')
    .select('case_search_terms.case_id')
    .where('case_search_terms.term_hash', '=', hash);
}

/** Case ids whose blind index holds any of these hashes. */
export function casesWithAnySearchHash(db: Db, hashes: readonly string[]) {
  return db
    .selectFrom('case_search_terms')
    .select('case_search_terms.case_id')
    .where('case_search_terms.term_hash', 'in', hashes.length > 0 ? [...hashes] : ['(none)']);
}
