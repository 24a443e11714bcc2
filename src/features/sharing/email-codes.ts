// The 6-digit codes that verify a visitor's address for a share link: made with
// crypto.randomInt, kept only as an HMAC with the site's secret key, valid CODE_TTL_MS, void after
// MAX_WRONG_TRIES wrong tries, sent again at most once per RESEND_AFTER_MS for a link and address.
// The rows are bounded: one per link and address, at most MAX_PENDING_PER_LINK per link, and those
// long expired are deleted whenever a code is sent.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Translate } from '../../i18n/translate';
import { escapeHtml } from '../../kernel/html';
import type { Db } from '../../platform/db/connection';
import type { Mailer } from '../../platform/mail/mailer';
import {
  claimCodeTry,
  countLinkCodes,
  deleteExpiredLinkCodes,
  findLinkCode,
  saveLinkCode,
  spendLinkCode,
} from './link-codes.repository';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 30 * 1000;
export const MAX_WRONG_TRIES = 5;
/** Addresses waiting for a code on one link at once (a bound on what anonymous visitors store). */
export const MAX_PENDING_PER_LINK = 200;
/** An expired code still says "expired" for this long, then its row goes. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/** Six digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: an HMAC naming the link and address, so a row cannot be reused elsewhere. */
export const codeHash = (secret: string, linkId: string, email: string, code: string): string =>
  createHmac('sha256', secret).update(`link-code:${linkId}:${email}:${code}`).digest('base64url');

/** What a visitor typed, as six digits (spaces and dashes people copy along are dropped), or null. */
export function typedCode(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export type SendResult = 'sent' | 'throttled' | 'tooMany';

export interface CodeMail {
  mailer: Mailer;
  secret: string;
  t: Translate;
  brandName: string;
  title: string;
}

/**
 * Sends a new code for the link to the address, unless one went there less than RESEND_AFTER_MS
 * ago ('throttled') or too many addresses wait for a code ('tooMany'). A failed send rejects and
 * stores nothing: the code before it (if any) stays as it was.
 */
export async function sendLinkCode(
  db: Db,
  linkId: string,
  email: string,
  mail: CodeMail,
  now = new Date(),
): Promise<SendResult> {
  await deleteExpiredLinkCodes(db, new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString());
  const pending = await findLinkCode(db, linkId, email);
  if (pending && now.getTime() - Date.parse(pending.sent_at) < RESEND_AFTER_MS) return 'throttled';
  if (!pending && (await countLinkCodes(db, linkId)) >= MAX_PENDING_PER_LINK) return 'tooMany';
  const code = newCode();
  await mail.mailer.send(codeMessage(email, code, mail));
  await saveLinkCode(db, {
    link_id: linkId,
    email,
    code_hash: codeHash(mail.secret, linkId, email, code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    sent_at: now.toISOString(),
  });
  return 'sent';
}

/** The e-mail with the code: plain text and simple HTML, naming the site and the talk. */
export function codeMessage(to: string, code: string, mail: Omit<CodeMail, 'mailer' | 'secret'>) {
  const { t, brandName, title } = mail;
  const minutes = CODE_TTL_MS / 60_000;
  const text = [
    t('link.codeMailIntro', { title, site: brandName }),
    '',
    code,
    '',
    t('link.codeMailValid', { minutes }),
    t('link.codeMailIgnore'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t('link.codeMailIntro', { title, site: brandName }))}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`,
    `<p>${escapeHtml(t('link.codeMailValid', { minutes }))}</p>`,
    `<p style="color:#666">${escapeHtml(t('link.codeMailIgnore'))}</p>`,
  ].join('\n');
  return { to, subject: t('link.codeMailSubject', { title }), text, html };
}

export type CheckResult = 'ok' | 'wrong' | 'void' | 'expired' | 'missing';

/**
 * Judges a typed code: 'ok' (the row goes: a code opens once), 'wrong' (one try fewer), 'void'
 * (MAX_WRONG_TRIES wrong: a new code must be sent), 'expired', or 'missing' (none was sent).
 */
export async function checkLinkCode(
  db: Db,
  secret: string,
  linkId: string,
  email: string,
  code: string,
  now = new Date(),
): Promise<CheckResult> {
  const row = await findLinkCode(db, linkId, email);
  if (!row) return 'missing';
  if (row.attempts >= MAX_WRONG_TRIES) return 'void';
  if (Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  // Every try takes one of the code's tries before it is judged: a burst of wrong codes sent with
  // the right one cannot all be judged against the count they read before any of them was added.
  const claimed = await claimCodeTry(db, linkId, email, MAX_WRONG_TRIES);
  if (!claimed) return (await findLinkCode(db, linkId, email)) ? 'void' : 'missing';
  const expected = Buffer.from(claimed.code_hash);
  const actual = Buffer.from(codeHash(secret, linkId, email, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual))
    return (await spendLinkCode(db, linkId, email, claimed.code_hash)) ? 'ok' : 'missing';
  return claimed.attempts >= MAX_WRONG_TRIES ? 'void' : 'wrong';
}
