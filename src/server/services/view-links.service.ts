// A presentation's share links (issue #16): create one with its rules (a name, a password, an
// expiry, an e-mail gate), change them, list and revoke. Who may do it is decided by the caller
// (manage.service.ts#loadManageable).
import type { ViewLinkRules } from '../../contracts/manage';
import type { Db } from '../../db/connection';
import { insertViewLink, revokeViewLink, updateViewLinkRules } from '../../db/repositories/access.repository';
import { findViewLinkOf, listViewLinks } from '../../db/repositories/manage.repository';
import type { Presentation, ViewLink } from '../../db/rows';
import { newViewLinkId } from '../../domain/ids';
import { parseLinkRules, storedLinkDownload } from '../../domain/link-rules';
import { badRequest, conflict, notFound } from '../errors';
import { hashPassword } from './passwords';

export const viewLinksOf = (db: Db, p: Presentation) => listViewLinks(db, p.id);

/** A new share link, with the rules the owner gave (a name, a password, an expiry). */
export async function createViewLink(
  db: Db,
  p: Presentation,
  userId: number,
  rules: ViewLinkRules = {},
  now = new Date(),
): Promise<ViewLink> {
  const values = await storedRules(rules, now);
  const link = {
    link_id: newViewLinkId(),
    presentation_id: p.id,
    created_by: userId,
    created_at: now.toISOString(),
    name: null,
    password_hash: null,
    expires_at: null,
    require_email: 0,
    download: null,
    ...values,
  };
  await insertViewLink(db, link);
  return { ...link, revoked_at: null };
}

/** Changes a live link's rules: fields left out stay, null removes; a new password locks out the old. */
export async function updateViewLink(
  db: Db,
  p: Presentation,
  linkId: string,
  rules: ViewLinkRules,
  now = new Date(),
): Promise<ViewLink> {
  const link = await findViewLinkOf(db, p.id, linkId);
  if (!link) throw notFound('This presentation has no such link.');
  if (link.revoked_at !== null) throw conflict('This link has been revoked.', 'link_revoked');
  const values = await storedRules(rules, now);
  if (Object.keys(values).length > 0) await updateViewLinkRules(db, link.link_id, values);
  return { ...link, ...values };
}

/** The columns the rules set, checked (400 invalid_link_rules) and with the password hashed. */
async function storedRules(
  rules: ViewLinkRules,
  now: Date,
): Promise<Partial<Pick<ViewLink, 'name' | 'password_hash' | 'expires_at' | 'require_email' | 'download'>>> {
  const parsed = parseLinkRules(rules, now);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_link_rules');
  const { name, password, expiresAt, requireEmail, download } = parsed.changes;
  return {
    ...(download !== undefined ? { download: storedLinkDownload(download) } : {}),
    ...(requireEmail !== undefined ? { require_email: requireEmail ? 1 : 0 } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(password !== undefined
      ? { password_hash: password === null ? null : await hashPassword(password) }
      : {}),
    ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
  };
}

/** Revoking twice is harmless; a link of another presentation does not exist here. */
export async function revokeLink(db: Db, p: Presentation, linkId: string, now = new Date()) {
  const link = await findViewLinkOf(db, p.id, linkId);
  if (!link) throw notFound('This presentation has no such link.');
  if (link.revoked_at === null) await revokeViewLink(db, link.link_id, now.toISOString());
}
