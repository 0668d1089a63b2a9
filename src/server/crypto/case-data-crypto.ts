import {
  type CipherGCM,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  type DecipherGCM,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/**
 * Crypto-shredding (issue 26, decision 0080): each case's personal data is sealed with a
 * data key of its own (AES-256-GCM); the data key is stored wrapped by the master key.
 * Destroying the wrapped key makes every copy of the sealed values unreadable: the live
 * rows, PostgreSQL's write-ahead log, backups and replicas.
 *
 * A sealed value is text, so it fits the columns as they are:
 *   ci1.<key id>.<iv>.<tag>.<ciphertext>   (base64url parts; key id = the case id)
 * The key id is also the additional authenticated data, so a value moved to another
 * case's row fails to open instead of decrypting under the wrong case.
 */
export const ENVELOPE_PREFIX = 'ci1.';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class CaseDataKeyError extends Error {
  override name = 'CaseDataKeyError';
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(ENVELOPE_PREFIX);
}

export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** Parses DATA_ENCRYPTION_KEY: base64 (or base64url) of exactly 32 bytes. */
export function parseMasterKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/** A short public name for a master key (stored beside each wrapped key); reveals nothing of it. */
export function masterKeyId(masterKey: Buffer): string {
  return createHash('sha256')
    .update('case-intake master key id')
    .update(masterKey)
    .digest('hex')
    .slice(0, 16);
}

function encrypt(
  key: Buffer,
  plaintext: Buffer,
  aad: string,
): { iv: Buffer; tag: Buffer; ciphertext: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

function decrypt(key: Buffer, parts: { iv: Buffer; tag: Buffer; ciphertext: Buffer }, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** The data key wrapped by the master key, bound to its case: `<iv>.<tag>.<ciphertext>`. */
export function wrapDataKey(masterKey: Buffer, caseId: string, dataKey: Buffer): string {
  const { iv, tag, ciphertext } = encrypt(masterKey, dataKey, `case-key:${caseId}`);
  return [b64(iv), b64(tag), b64(ciphertext)].join('.');
}

export function unwrapDataKey(masterKey: Buffer, caseId: string, wrapped: string): Buffer {
  const [iv, tag, ciphertext] = wrapped.split('.');
  if (!iv || !tag || !ciphertext) throw new CaseDataKeyError('A wrapped case key is malformed.');
  try {
    return decrypt(
      masterKey,
      {
        iv: Buffer.from(iv, 'base64url'),
        tag: Buffer.from(tag, 'base64url'),
        ciphertext: Buffer.from(ciphertext, 'base64url'),
      },
      `case-key:${caseId}`,
    );
  } catch {
    throw new CaseDataKeyError('The master key does not unwrap this case key.');
  }
}

export function sealValue(dataKey: Buffer, keyId: string, plaintext: string): string {
  const { iv, tag, ciphertext } = encrypt(dataKey, Buffer.from(plaintext, 'utf8'), keyId);
  return `${ENVELOPE_PREFIX}${keyId}.${b64(iv)}.${b64(tag)}.${b64(ciphertext)}`;
}

/** The key id a sealed value names (the case id); null for plaintext. */
export function keyIdOf(value: string): string | null {
  if (!isSealed(value)) return null;
  const end = value.indexOf('.', ENVELOPE_PREFIX.length);
  return end === -1 ? null : value.slice(ENVELOPE_PREFIX.length, end);
}

export function openValue(dataKey: Buffer, sealed: string): string {
  const parts = sealed.slice(ENVELOPE_PREFIX.length).split('.');
  const [keyId, iv, tag, ciphertext] = parts;
  if (parts.length !== 4 || !keyId || !iv || !tag || ciphertext === undefined) {
    throw new CaseDataKeyError('A sealed value is malformed.');
  }
  try {
    return decrypt(
      dataKey,
      {
        iv: Buffer.from(iv, 'base64url'),
        tag: Buffer.from(tag, 'base64url'),
        ciphertext: Buffer.from(ciphertext, 'base64url'),
      },
      keyId,
    ).toString('utf8');
  } catch {
    throw new CaseDataKeyError('A sealed value does not open with its case key.');
  }
}

/** The blind-index key: derived from the master key, never the same bytes (HKDF-SHA256). */
export function deriveIndexKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'case-intake blind index v1', KEY_BYTES));
}

export type SearchTermKind = 'name' | 'phone' | 'email';

/** A keyed hash of one normalised search term: equal terms give equal hashes, nothing else is learnt. */
export function blindIndex(indexKey: Buffer, kind: SearchTermKind, term: string): string {
  return createHmac('sha256', indexKey).update(`${kind}:${term}`).digest('base64url');
}

/** Whole words of a name, lower-cased, accents folded ("José O'Neil" → jose, o'neil, oneil). */
export function nameWords(name: string): string[] {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = new Set<string>();
  for (const word of folded.split(/[^\p{L}\p{N}'’-]+/u)) {
    const trimmed = word.replace(/^['’-]+|['’-]+$/g, '');
    if (!trimmed) continue;
    words.add(trimmed);
    const joined = trimmed.replace(/['’-]/g, '');
    if (joined && joined !== trimmed) {
      words.add(joined);
      for (const part of trimmed.split(/['’-]+/)) if (part) words.add(part);
    }
  }
  return [...words];
}

/**
 * The digit strings a phone number is found by: every digit as typed, and for a US number
 * the ten digits without the country code, so "+1 512 555 0100" and "512-555-0100" meet.
 */
export function phoneDigitTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return [];
  const terms = new Set([digits]);
  if (digits.length === 11 && digits.startsWith('1')) terms.add(digits.slice(1));
  if (digits.length === 10) terms.add(`1${digits}`);
  return [...terms];
}

export function emailTerm(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : null;
}

/** A sealed file: `CIF1` + iv (12 bytes) + ciphertext + tag (16 bytes), under the case's key. */
export const SEALED_FILE_MAGIC = Buffer.from('CIF1');
export const SEALED_FILE_HEADER_BYTES = SEALED_FILE_MAGIC.length + IV_BYTES;
export const SEALED_FILE_TAG_BYTES = 16;

export function fileCipher(dataKey: Buffer, aad: string): { header: Buffer; cipher: CipherGCM } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  return { header: Buffer.concat([SEALED_FILE_MAGIC, iv]), cipher };
}

export function fileDecipher(dataKey: Buffer, aad: string, header: Buffer, tag: Buffer): DecipherGCM {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, header.subarray(SEALED_FILE_MAGIC.length));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return decipher;
}
