// The budget of wrong passwords a share link takes, whatever address they come from: the per
// address limit (the unlock route's rate limit) leaves a link open to many addresses guessing at
// once, each guess costing a scrypt hash (0.5 s of CPU or more). Each try is counted in the
// database (every app server sees the same count) before it is hashed; past LINK_PASSWORD_TRIES
// .perWindow in a window, tries are refused unhashed until the window ends, the right password
// too. A right password gives its try back.
import type { Db } from '../../platform/db/connection';
import { countPasswordTry, uncountPasswordTry } from './link-password-tries.repository';

export const LINK_PASSWORD_TRIES = { perWindow: 10, windowMs: 10 * 60 * 1000 } as const;

export type PasswordTurn = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Takes one try at the link's password before it is checked, or says how long to wait. */
export async function takePasswordTry(db: Db, linkId: string, now = new Date()): Promise<PasswordTurn> {
  const windowEndsAt = new Date(now.getTime() + LINK_PASSWORD_TRIES.windowMs).toISOString();
  const counted = await countPasswordTry(db, linkId, now.toISOString(), windowEndsAt);
  if (counted.tries <= LINK_PASSWORD_TRIES.perWindow) return { ok: true };
  const waitMs = new Date(counted.windowEndsAt).getTime() - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export const giveBackPasswordTry = (db: Db, linkId: string) => uncountPasswordTry(db, linkId);
