import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from node:crypto (decision 0051). The parameters travel with each hash, so the
 * cost can be raised later without breaking stored passwords. Default cost N = 2^16,
 * r = 8, p = 1 (64 MiB, roughly a tenth of a second here): a stolen table is expensive
 * to attack, and a sign-in stays quick.
 */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

export const defaultScryptCost: ScryptCost = { logN: 16, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * cost.p + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = defaultScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Verifying against this when the email is unknown costs the same time as a real check,
 * so response time does not tell which staff emails exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
