import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';

import {
  blindIndex,
  CaseDataKeyError,
  deriveIndexKey,
  emailTerm,
  isSealed,
  keyIdOf,
  masterKeyId,
  nameWords,
  newDataKey,
  openValue,
  phoneDigitTerms,
  sealValue,
  type SearchTermKind,
  unwrapDataKey,
  wrapDataKey,
} from '../crypto/case-data-crypto';

import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredCaseKey {
  case_id: string;
  wrapped_key: string;
  master_key_id: string;
}

/** Reads committed case keys outside the caller's transaction (see openStore). */
export interface CaseKeyLoader {
  load(caseIds: readonly string[]): Promise<StoredCaseKey[]>;
  close(): Promise<void>;
}

const CACHE_LIMIT = 20_000;

/**
 * The store's case keys (decision 0080). Locked until the master key is given (unlockStore):
 * a locked store neither seals nor opens, so a process that forgot its key fails loudly
 * instead of writing plaintext. `plaintext` exists for the bench's without-encryption figure
 * only; nothing in config reaches it.
 */
export class CaseKeyring {
  private mode: 'locked' | 'sealing' | 'plaintext' = 'locked';
  private masterKey: Buffer | null = null;
  private indexKey: Buffer | null = null;
  private currentMasterKeyId: string | null = null;
  /** Unwrapped data keys by case id. Entries may be stale after a rollback: a failed open reloads once. */
  private readonly dataKeys = new Map<string, Buffer>();
  /** Keys read or written inside a transaction, by transaction: gone with it. */
  private readonly keysSeenIn = new WeakMap<Db, Map<string, Buffer>>();

  constructor(private readonly loader: CaseKeyLoader) {}

  unlock(masterKey: Buffer): void {
    this.masterKey = masterKey;
    this.indexKey = deriveIndexKey(masterKey);
    this.currentMasterKeyId = masterKeyId(masterKey);
    this.dataKeys.clear();
    this.mode = 'sealing';
  }

  /** The bench's "without encryption" run: values are stored as given. */
  storePlaintextForBench(): void {
    this.mode = 'plaintext';
  }

  get isUnlocked(): boolean {
    return this.mode !== 'locked';
  }

  get isSealing(): boolean {
    return this.mode === 'sealing';
  }

  get masterKeyId(): string | null {
    return this.currentMasterKeyId;
  }

  private requireMasterKey(): Buffer {
    if (this.mode === 'locked' || !this.masterKey) {
      throw new CaseDataKeyError('The store is locked: the data encryption key was not given (unlockStore).');
    }
    return this.masterKey;
  }

  private remember(caseId: string, key: Buffer): void {
    this.dataKeys.delete(caseId);
    this.dataKeys.set(caseId, key);
    if (this.dataKeys.size > CACHE_LIMIT) {
      const oldest = this.dataKeys.keys().next().value;
      if (oldest !== undefined) this.dataKeys.delete(oldest);
    }
  }

  forget(caseId: string): void {
    this.dataKeys.delete(caseId);
  }

  private unwrap(row: StoredCaseKey): Buffer {
    return unwrapDataKey(this.requireMasterKey(), row.case_id, row.wrapped_key);
  }

  /**
   * The case's data key, created in the caller's transaction when it has none: the key row
   * commits or rolls back with the rows it seals.
   */
  async dataKeyFor(db: Db, caseId: string): Promise<Buffer> {
    const masterKey = this.requireMasterKey();
    // Within one transaction the key row, once read or written, stays: look it up once.
    const seen = db.isTransaction ? this.keysSeenIn.get(db) : undefined;
    const known = seen?.get(caseId);
    if (known) return known;
    let row = await db
      .selectFrom('case_keys')
      .select(['case_id', 'wrapped_key', 'master_key_id'])
      .where('case_id', '=', caseId)
      .executeTakeFirst();
    if (!row) {
      await db
        .insertInto('case_keys')
        .values({
          case_id: caseId,
          wrapped_key: wrapDataKey(masterKey, caseId, newDataKey()),
          master_key_id: masterKeyId(masterKey),
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('case_id').doNothing())
        .execute();
      row = await db
        .selectFrom('case_keys')
        .select(['case_id', 'wrapped_key', 'master_key_id'])
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
    }
    const key = this.unwrap(row);
    this.remember(caseId, key);
    if (db.isTransaction) {
      const keys = this.keysSeenIn.get(db) ?? new Map<string, Buffer>();
      keys.set(caseId, key);
      this.keysSeenIn.set(db, keys);
    }
    return key;
  }

  /** Seals each given value for the case; null and undefined pass through (plaintext mode: all do). */
  async seal<T extends Record<string, string | null | undefined>>(
    db: Db,
    caseId: string,
    values: T,
  ): Promise<T> {
    if (this.mode === 'plaintext') return values;
    const key = await this.dataKeyFor(db, caseId);
    const sealed: Record<string, string | null | undefined> = {};
    for (const [name, value] of Object.entries(values)) {
      sealed[name] = typeof value === 'string' ? sealValue(key, caseId, value) : value;
    }
    return sealed as T;
  }

  /** Opens every sealed string in the rows, in place. Plaintext (legacy rows, decision 0080) is left as it is. */
  async openRows(rows: UnknownRow[]): Promise<void> {
    const needed = new Set<string>();
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const keyId = isSealed(value) ? keyIdOf(value) : null;
        if (keyId && !this.dataKeys.has(keyId)) needed.add(keyId);
      }
    }
    if (needed.size === 0 && !rows.some((row) => Object.values(row).some(isSealed))) return;
    this.requireMasterKey();
    if (needed.size > 0) await this.load([...needed]);
    for (const row of rows) {
      for (const [name, value] of Object.entries(row)) {
        if (isSealed(value)) row[name] = await this.open(value);
      }
    }
  }

  /** The case's key for opening (a sealed file): from memory or the committed key rows. */
  async keyForOpening(caseId: string): Promise<Buffer> {
    this.requireMasterKey();
    if (!this.dataKeys.has(caseId)) await this.load([caseId]);
    const key = this.dataKeys.get(caseId);
    if (!key) throw new CaseDataKeyError('The case key is gone (the case was erased).');
    return key;
  }

  private async load(caseIds: string[]): Promise<void> {
    for (const row of await this.loader.load(caseIds)) this.remember(row.case_id, this.unwrap(row));
  }

  private async open(value: string): Promise<string> {
    const keyId = keyIdOf(value);
    if (!keyId) throw new CaseDataKeyError('A sealed value is malformed.');
    const cached = this.dataKeys.get(keyId);
    if (cached) {
      try {
        return openValue(cached, value);
      } catch {
        // A key cached from a transaction that rolled back: read the committed one.
        this.forget(keyId);
      }
    }
    await this.load([keyId]);
    const key = this.dataKeys.get(keyId);
    if (!key) throw new CaseDataKeyError('The case key of a sealed value is gone (the case was erased).');
    return openValue(key, value);
  }

  /** Keyed hashes of the search terms of a name, phone number and email (blind indexes). */
  searchTerms(input: { name?: string | null; phone?: string | null; email?: string | null }): {
    kind: SearchTermKind;
    hash: string;
  }[] {
    if (this.mode !== 'sealing' || !this.indexKey) return [];
    const indexKey = this.indexKey;
    const terms: { kind: SearchTermKind; hash: string }[] = [];
    const add = (kind: SearchTermKind, term: string) =>
      terms.push({ kind, hash: blindIndex(indexKey, kind, term) });
    if (input.name) for (const word of nameWords(input.name)) add('name', word);
    if (input.phone) for (const digits of phoneDigitTerms(input.phone)) add('phone', digits);
    const email = input.email ? emailTerm(input.email) : null;
    if (email) add('email', email);
    return terms;
  }

  async close(): Promise<void> {
    await this.loader.close();
  }
}

/** Opens sealed values in every query result of the Kysely instance it is given to. */
export class CaseDataPlugin implements KyselyPlugin {
  constructor(readonly keyring: CaseKeyring) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.keyring.openRows(args.result.rows as UnknownRow[]);
    return args.result;
  }
}

/** The keyring of the store a Kysely instance or transaction belongs to. */
export function keyringOf(db: Db): CaseKeyring {
  const plugin = db.getExecutor().plugins.find((candidate) => candidate instanceof CaseDataPlugin);
  if (!plugin)
    throw new CaseDataKeyError('This database handle was not opened by openStore (no case keyring).');
  return (plugin as CaseDataPlugin).keyring;
}

/** Seals a case's personal values at a repository's edge (decision 0080). */
export async function sealForCase<T extends Record<string, string | null | undefined>>(
  db: Db,
  caseId: string,
  values: T,
): Promise<T> {
  return keyringOf(db).seal(db, caseId, values);
}

/**
 * Replaces the case's blind-index rows of the kinds given (a name, a phone, an email),
 * so staff search and matching find it by whole words, digits and address.
 */
export async function indexCaseContact(
  db: Db,
  caseId: string,
  contact: { name?: string | null; phone?: string | null; email?: string | null },
): Promise<void> {
  const keyring = keyringOf(db);
  const kinds = (['name', 'phone', 'email'] as const).filter((kind) => contact[kind] !== undefined);
  if (kinds.length === 0) return;
  await db.deleteFrom('case_search_terms').where('case_id', '=', caseId).where('kind', 'in', kinds).execute();
  const terms = keyring.searchTerms(contact);
  const unique = new Map(terms.map((term) => [`${term.kind}:${term.hash}`, term]));
  if (unique.size === 0) return;
  await db
    .insertInto('case_search_terms')
    .values([...unique.values()].map((term) => ({ case_id: caseId, kind: term.kind, term_hash: term.hash })))
    // Two requests writing the same contact at once (a repeated end-intake) write the same terms.
    .onConflict((conflict) => conflict.columns(['term_hash', 'case_id']).doNothing())
    .execute();
}

/** The blind-index hashes a search text is looked up by. */
export function searchHashesFor(
  db: Db,
  input: { name?: string | null; phone?: string | null; email?: string | null },
): string[] {
  return keyringOf(db)
    .searchTerms(input)
    .map((term) => term.hash);
}
