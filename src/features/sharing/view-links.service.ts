// A presentation's share links: create one with its rules (a name, a password, an
// expiry, an e-mail gate, notifications), change them, list and revoke. Who may do it is decided by the caller
// (decks/settings.service.ts#loadManageable).
import { newViewLinkId } from '../../kernel/ids';
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { MAIL_NOT_CONFIGURED } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/passwords/passwords';
import { displayName } from '../accounts';
import { deleteCodesOfLink } from './link-codes.repository';
import { parseLinkRules, storedLinkDownload, type ViewLinkRules } from './rules';
import { encodeDomains, type ViewLink } from './tables';
import {
  findViewLinkOf,
  insertViewLink,
  linkCreatorRows,
  listViewLinks,
  revokeViewLink,
  updateViewLinkRules,
  type ViewLinkRulesColumns,
} from './view-links.repository';

/**
 * The presentation whose links these are: its id is all a link needs. The presentation's record is
 * the access feature's, which sits above sharing (decision 085), so sharing names no more of it.
 */
export type LinkedPresentation = { readonly id: number };

export const viewLinksOf = (db: Db, p: LinkedPresentation) => listViewLinks(db, p.id);

/** Who made each of these links, by name (the link list shows it: a team's members share one deck). */
export async function linkCreators(db: Db, links: ViewLink[]): Promise<Map<number, string>> {
  const ids = links.flatMap((link) => (link.created_by === null ? [] : [link.created_by]));
  return new Map((await linkCreatorRows(db, ids)).map((row) => [row.id, displayName(row)]));
}

/** Whether this site can send e-mail: a link may verify addresses by a code, or notify its owner, only then. */
export interface MailState {
  mailConfigured: boolean;
}

/** A new share link, with the rules the owner gave (a name, a password, an expiry, an e-mail gate, notifications). */
export async function createViewLink(
  db: Db,
  p: LinkedPresentation,
  userId: number,
  rules: ViewLinkRules = {},
  mail: MailState = { mailConfigured: false },
  now = new Date(),
): Promise<ViewLink> {
  const values = await storedRules(rules, { requireEmail: false }, mail, now);
  const link = {
    link_id: newViewLinkId(),
    presentation_id: p.id,
    created_by: userId,
    created_at: now.toISOString(),
    name: null,
    password_hash: null,
    expires_at: null,
    require_email: false,
    verify_email: false,
    allowed_domains: null,
    notify: 'off' as const,
    download: null,
    ...values,
  };
  await insertViewLink(db, link);
  return { ...link, revoked_at: null, first_view_notified_at: null, expiry_announced: 0 };
}

/** Changes a live link's rules: fields left out stay, null removes; a new password locks out the old. */
export async function updateViewLink(
  db: Db,
  p: LinkedPresentation,
  linkId: string,
  rules: ViewLinkRules,
  mail: MailState = { mailConfigured: false },
  now = new Date(),
): Promise<ViewLink> {
  const link = await findViewLinkOf(db, p.id, linkId);
  if (!link) throw notFound('This presentation has no such link.');
  if (link.revoked_at !== null) throw conflict('This link has been revoked.', 'link_revoked');
  const values: Partial<ViewLink> = await storedRules(rules, { requireEmail: link.require_email }, mail, now);
  // A new expiry is announced again when it passes; "first view" starts again when chosen anew.
  if (values.expires_at !== undefined && values.expires_at !== link.expires_at) values.expiry_announced = 0;
  if (values.notify === 'first' && link.notify !== 'first') values.first_view_notified_at = null;
  if (Object.keys(values).length > 0) {
    await updateViewLinkRules(db, link.link_id, values);
    // Codes sent under the old rules (another password, other domains) no longer open it.
    await deleteCodesOfLink(db, link.link_id);
  }
  return { ...link, ...values };
}

/**
 * The columns the rules set, checked (400 invalid_link_rules) and with the password hashed.
 * Verification by a code and notifications need outgoing e-mail: without it, 409 mail_not_configured.
 */
async function storedRules(
  rules: ViewLinkRules,
  current: { requireEmail: boolean },
  mail: MailState,
  now: Date,
): Promise<Partial<ViewLinkRulesColumns>> {
  const parsed = parseLinkRules(rules, now, current);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_link_rules');
  const { name, password, expiresAt, requireEmail, verifyEmail, allowedDomains, notify, download } =
    parsed.changes;
  if (verifyEmail === true && !mail.mailConfigured) {
    throw conflict(
      'Verifying addresses by a code needs outgoing e-mail: set SMTP_URL and MAIL_FROM.',
      'mail_not_configured',
    );
  }
  if (notify !== undefined && notify !== 'off' && !mail.mailConfigured)
    throw conflict(MAIL_NOT_CONFIGURED, 'mail_not_configured');
  return {
    ...(download !== undefined ? { download: storedLinkDownload(download) } : {}),
    ...(notify !== undefined ? { notify } : {}),
    ...(requireEmail !== undefined ? { require_email: requireEmail } : {}),
    ...(verifyEmail !== undefined ? { verify_email: verifyEmail } : {}),
    ...(allowedDomains !== undefined ? { allowed_domains: encodeDomains(allowedDomains) } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(password !== undefined
      ? { password_hash: password === null ? null : await hashPassword(password) }
      : {}),
    ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
  };
}

/** Revoking twice is harmless; a link of another presentation does not exist here. */
export async function revokeLink(db: Db, p: LinkedPresentation, linkId: string, now = new Date()) {
  const link = await findViewLinkOf(db, p.id, linkId);
  if (!link) throw notFound('This presentation has no such link.');
  if (link.revoked_at === null) await revokeViewLink(db, link.link_id, now.toISOString());
}
