// One error catalogue: named errors with a stable code and status.
// The error handler (app/plugins/errors.ts) turns them into {error:{code,message}} or an error
// page, sent by error-answers.ts.

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 429's or a 503's wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The disk (or the account's disk quota) is full: SQLite's SQLITE_FULL, PostgreSQL's disk_full
 * (53100), a file write's ENOSPC or EDQUOT, also when another error carries it as its cause.
 */
export function isStorageFull(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
  }
  return false;
}
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Log in to do this.') => new AppError(401, 'unauthorized', message);

/** Signed out where an account is needed: 401 on /api/, a redirect to the log-in page elsewhere. */
export class LoginRequired extends AppError {
  constructor(message = 'Log in to do this.') {
    super(401, 'unauthorized', message);
    this.name = 'LoginRequired';
  }
}
export const loginRequired = (message?: string) => new LoginRequired(message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message = 'There is nothing here.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const csrfFailed = (message: string) => new AppError(403, 'csrf_failed', message);
/** A form of an answer the server does not produce (oEmbed asks for 501 for an unknown format). */
export const notImplemented = (message: string, code = 'not_implemented') => new AppError(501, code, message);

/**
 * Stored videos would pass VIDEO_QUOTA_BYTES. `team`: the quota is a team's, not the account's.
 * Sizes come formatted ("1.9 GB").
 */
export const storageQuotaExceeded = (team: boolean, used: string, quota: string, needed: string) =>
  new AppError(
    413,
    'storage_quota_exceeded',
    `${team ? "This team's videos use" : 'Your videos use'} ${used} of ${team ? 'its' : 'your'} ${quota}, ` +
      `and this needs ${needed} more. Delete a recording or ask the site's admin for more room.`,
  );

/** A share link whose time is up: 410 on every surface it opened. */
export const linkExpired = (message = 'This link has expired. Ask the person who shared it for a new one.') =>
  new AppError(410, 'link_expired', message);

/** A stored thing would grow past its limit (413): the message says which and what to do. */
export const tooLarge = (message: string, code = 'too_large') => new AppError(413, code, message);
