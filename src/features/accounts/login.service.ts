// Logging in, with failures counted in the database (OWASP ASVS 2.2.1) so every
// app server applies the same back-off:
// - per account and address: the first LOGIN_THROTTLE.fromAddress.free failures are free;
// - per account, whatever the address: the first LOGIN_THROTTLE.account.free are free;
// after that each failure doubles the wait (from one second, at most 15 minutes), during which
// the account answers "try again later" without checking the password, the right one included.
// An address the account signed in from before (remembered, hashed, for LOGIN_THROTTLE.knownForMs)
// is judged by its own allowance only: guesses sprayed from elsewhere slow every unknown address
// but cannot lock the owner out of the one they use.
// Unknown logins are counted the same way, so the answers never tell which accounts exist.

import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/connection';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/passwords/passwords';
import {
  deleteLoginFailures,
  deleteStaleLoginFailures,
  findBlockedUntil,
  isRememberedAddress,
  recordLoginFailure,
  rememberAddress,
} from './login-failures.repository';
import type { User } from './tables';
import { findUserByLogin, setPasswordHash } from './users.repository';

export const LOGIN_THROTTLE = {
  fromAddress: { free: 5 },
  account: { free: 10 },
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60 * 1000,
  /** A failure is forgotten this long after the last one. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** An address an account signed in from is remembered this long after the last time. */
  knownForMs: 90 * 24 * 60 * 60 * 1000,
} as const;

/** The key of an address an account signed in from: neither is stored as such. */
const knownKey = (who: string, address: string) =>
  `known:${createHash('sha256').update(`${who}|${address}`).digest('base64url')}`;

/** How long to wait after the `failures`-th failure when the first `free` cost nothing. */
export function waitAfter(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(LOGIN_THROTTLE.maxWaitMs, LOGIN_THROTTLE.firstWaitMs * 2 ** (failures - free - 1));
}

export type LogInResult = { user: User } | { failed: true } | { retryAfterMs: number };

export async function logIn(
  db: Db,
  login: string,
  password: string,
  address: string,
  clock: () => Date = () => new Date(),
): Promise<LogInResult> {
  const user = await findUserByLogin(db, login);
  const who = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  const accountKey = `account:${who}`;
  const addressKey = `address:${who}|${address}`;
  const keys = [accountKey, addressKey];

  const checkedAt = clock();
  const known = await isRememberedAddress(db, knownKey(who, address), checkedAt.toISOString());
  // From a known address only that address's own failures count; the account's wait stays for others.
  const checked = known ? [addressKey] : keys;
  const blockedUntil = await findBlockedUntil(db, checked, checkedAt.toISOString());
  if (blockedUntil) return { retryAfterMs: new Date(blockedUntil).getTime() - checkedAt.getTime() };

  if (user && (await verifyPassword(password, user.password_hash))) {
    await deleteLoginFailures(db, checked);
    const at = clock();
    await rememberAddress(
      db,
      knownKey(who, address),
      at.toISOString(),
      new Date(at.getTime() + LOGIN_THROTTLE.knownForMs).toISOString(),
    );
    // A hash made at an older cost is replaced now, while the password is at hand.
    if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(password));
    return { user };
  }
  if (!user) await verifyPassword(password, null); // the same time as a real check

  // The wait runs from now, after the check's own time (scrypt takes a few hundred ms).
  const now = clock();
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs).toISOString();
  const until = (free: number) => (failures: number) =>
    new Date(now.getTime() + waitAfter(failures, free)).toISOString();
  await recordLoginFailure(db, accountKey, at, forgetBefore, until(LOGIN_THROTTLE.account.free));
  await recordLoginFailure(db, addressKey, at, forgetBefore, until(LOGIN_THROTTLE.fromAddress.free));
  return { failed: true };
}

export const purgeStaleLoginFailures = (db: Db, now = new Date()) =>
  deleteStaleLoginFailures(db, new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs).toISOString());
