// Password hashing with node:crypto scrypt and a per-user salt (DESIGN §3). The cost is one of
// OWASP's current scrypt figures (Password Storage Cheat Sheet): N=2^15, r=8, p=3, 32 MiB each.
// Hashes record their own parameters, so older ones still verify, and are replaced at the next
// successful log-in (needsRehash). scrypt runs on libuv's thread pool (4 threads), which also
// bounds how much memory concurrent log-ins take.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
export const SCRYPT_COST = { N: 32768, r: 8, p: 3 } as const;
let PARAMS: { N: number; r: number; p: number; maxmem: number } = {
  ...SCRYPT_COST,
  maxmem: 64 * 1024 * 1024,
};
const KEY_LENGTH = 32;

/**
 * The cost new hashes are made at. Only the integration tests lower it (test/setup), as Django's
 * test settings swap in a fast hasher: they create hundreds of accounts, and the cost is not what
 * they test. The browser tests and the benchmarks run the production cost.
 */
export function setScryptCost(cost: { N: number; r: number; p: number }) {
  PARAMS = { ...cost, maxmem: PARAMS.maxmem };
}

/** The cost new hashes are made at now. */
export const scryptCost = (): { N: number; r: number; p: number } => ({
  N: PARAMS.N,
  r: PARAMS.r,
  p: PARAMS.p,
});

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await scryptAsync(password, Buffer.alloc(16), KEY_LENGTH, PARAMS);
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's (so it is re-hashed at log-in). */
export function needsRehash(stored: string | null): boolean {
  const [scheme, n, r, p] = (stored ?? '').split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}
