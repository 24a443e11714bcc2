// Managing one presentation (issue #6 item 3): who may, and the rules of each change — settings
// (title, description, tags, privacy), view links, collaborators and deletion.
import type { CollaboratorData, ManageRole, ViewLinkRules } from '../../contracts/manage';
import type { DatabaseHandle, Db } from '../../db/connection';
import {
  findCollaboratorRole,
  insertViewLink,
  revokeViewLink,
  updateViewLinkRules,
} from '../../db/repositories/access.repository';
import {
  deleteCollaborator,
  deletePresentationRow,
  findViewLinkOf,
  insertCollaborator,
  listCollaborators,
  listViewLinks,
  updateCollaboratorRole,
} from '../../db/repositories/manage.repository';
import { updatePresentation } from '../../db/repositories/presentations.repository';
import { indexPresentation, removeFromIndex } from '../../db/repositories/search.repository';
import { findUserByUsername } from '../../db/repositories/users.repository';
import type { Presentation, PresentationUpdate, User, ViewLink } from '../../db/rows';
import { documentPlainText } from '../../domain/document';
import { parseEmbedDomains } from '../../domain/embed-domains';
import { newViewLinkId } from '../../domain/ids';
import type { Privacy } from '../../domain/import-metadata';
import { LIMITS } from '../../domain/limits';
import { parseLinkRules } from '../../domain/link-rules';
import { canEdit, isListed, isOwner, type PresentationAccess } from '../../domain/permissions';
import { retitleDocument, retitleSource, retitleTranscript } from '../../domain/retitle';
import { slugify } from '../../domain/slug';
import { checkTags } from '../../domain/tags';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../domain/thumbnail';
import { transcriptLines } from '../../domain/transcript';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import { presentCollaborator } from '../presenters/manage.presenter';
import { descriptionFromMarkdown, sanitizeDescription } from './description';
import { hashPassword } from './passwords';
import { loadVisibleByOid, viewerOf } from './presentation.service';

export interface Manageable {
  presentation: Presentation;
  access: PresentationAccess;
  role: ManageRole;
}

/**
 * The presentation, when this user may manage it: signed out → 401, cannot see it → 404,
 * sees it but lacks the right → 403. `need` is 'owner' for owner-only actions.
 */
export async function loadManageable(
  db: Db,
  oid: string,
  user: User | null,
  need: ManageRole,
): Promise<Manageable> {
  if (!user) throw unauthorized('Log in to manage this presentation.');
  const { presentation, access } = await loadVisibleByOid(db, oid, user);
  const viewer = viewerOf(user);
  if (isOwner(access, viewer)) return { presentation, access, role: 'owner' };
  if (need === 'owner') throw forbidden('Only the owner of this presentation can do this.', 'not_owner');
  if (!canEdit(access, viewer)) throw forbidden('You cannot change this presentation.', 'not_editor');
  return { presentation, access, role: 'edit' };
}

export interface SettingsInput {
  title?: string;
  descriptionHtml?: string;
  /** Markdown, the alternative to descriptionHtml. */
  description?: string;
  tags?: string[];
  privacy?: Privacy;
  /** The sites that may embed it; null or [] for anywhere. */
  embedDomains?: string[] | null;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The embedding allow-list to store: null for anywhere, undefined when not asked to change. */
function checkedEmbedDomains(entries: string[] | null | undefined): string[] | null | undefined {
  if (entries === undefined) return undefined;
  if (entries === null) return null;
  const parsed = parseEmbedDomains(entries);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_embed_domains');
  return parsed.domains.length === 0 ? null : parsed.domains;
}

function checkedDescription(input: SettingsInput): string | undefined {
  if (input.descriptionHtml !== undefined && input.description !== undefined)
    throw badRequest(
      'Send the description either as HTML (descriptionHtml) or as Markdown (description), not both.',
    );
  const raw = input.descriptionHtml ?? input.description;
  if (raw === undefined) return undefined;
  const html = input.descriptionHtml !== undefined ? sanitizeDescription(raw) : descriptionFromMarkdown(raw);
  if (plainText(html).length > LIMITS.descriptionLength)
    throw badRequest(`The description is longer than ${LIMITS.descriptionLength} characters.`);
  // An editor left with only empty paragraphs (<p><br></p>) means "no description".
  return plainText(html) === '' ? '' : html;
}

function checkedTitle(title: string | undefined): string | undefined {
  if (title === undefined) return undefined;
  const tidy = title.replace(/\s+/g, ' ').trim();
  if (tidy === '') throw badRequest('The title cannot be empty.');
  if (tidy.length > LIMITS.titleLength)
    throw badRequest(`The title is longer than ${LIMITS.titleLength} characters.`);
  return tidy;
}

/** Everything a new title changes: slug, document, transcript heading, source, thumbnail. */
function retitled(p: Presentation, title: string): PresentationUpdate {
  const document = retitleDocument(p.document, title);
  const thumbnail = renderThumbnailSvg(thumbnailInputOf(document, p.kind));
  const transcript = p.kind === 'video' ? retitleTranscript(p.transcript, p.title, title) : p.transcript;
  return {
    title,
    slug: slugify(title),
    document,
    transcript,
    thumbnail_svg: thumbnail,
    thumbnail_version: contentVersion(thumbnail),
    ...(p.source !== null && p.source_format !== null
      ? { source: retitleSource(p.source, p.source_format, title) }
      : {}),
  };
}

/** Applies the changes all at once or not at all, and keeps the search index in step. */
export async function updateSettings(
  handle: DatabaseHandle,
  { presentation: p, role }: Manageable,
  input: SettingsInput,
  now = new Date(),
): Promise<Presentation> {
  if (input.privacy !== undefined && role !== 'owner')
    throw forbidden('Only the owner can change who sees this presentation.', 'not_owner');
  if (input.embedDomains !== undefined && role !== 'owner')
    throw forbidden('Only the owner can change where this presentation may be embedded.', 'not_owner');
  const embedDomains = checkedEmbedDomains(input.embedDomains);
  const title = checkedTitle(input.title);
  const descriptionHtml = checkedDescription(input);
  let tags: string[] | undefined;
  if (input.tags !== undefined) {
    const checked = checkTags(input.tags);
    if (checked.problems.length > 0) throw badRequest(checked.problems.join(' '));
    tags = checked.tags;
  }
  const update: PresentationUpdate = {
    ...(title !== undefined && title !== p.title ? retitled(p, title) : {}),
    ...(descriptionHtml !== undefined ? { description_html: descriptionHtml } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
    ...(embedDomains !== undefined ? { embed_domains: embedDomains } : {}),
    updated_at: now.toISOString(),
  };
  return handle.db.transaction().execute(async (trx) => {
    const row = await updatePresentation(trx, p.id, update);
    await indexPresentation(trx, handle.dialect, {
      presentationId: row.id,
      title: row.title,
      description: plainText(row.description_html),
      body:
        row.kind === 'video' ? transcriptLines(row.transcript).join('\n') : documentPlainText(row.document),
      tags: row.tags,
      listed: isListed({ privacy: row.privacy, hidden: row.hidden }),
    });
    return row;
  });
}

export async function deletePresentation(handle: DatabaseHandle, p: Presentation) {
  await handle.db.transaction().execute(async (trx) => {
    await removeFromIndex(trx, handle.dialect, p.id);
    await deletePresentationRow(trx, p);
  });
}

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
): Promise<Partial<Pick<ViewLink, 'name' | 'password_hash' | 'expires_at' | 'require_email'>>> {
  const parsed = parseLinkRules(rules, now);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_link_rules');
  const { name, password, expiresAt, requireEmail } = parsed.changes;
  return {
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

export async function collaboratorsOf(db: Db, p: Presentation): Promise<CollaboratorData[]> {
  return (await listCollaborators(db, p.id)).map(presentCollaborator);
}

export async function addCollaborator(
  db: Db,
  p: Presentation,
  login: string,
  role: 'edit' | 'comment',
  now = new Date(),
): Promise<CollaboratorData> {
  // By username only: matching an email address would tell the caller whose address it is.
  if (login.includes('@'))
    throw badRequest('Add collaborators by their username, not an email address.', 'username_required');
  const user = login.trim() === '' ? undefined : await findUserByUsername(db, login.trim());
  if (!user) throw badRequest('No account has that username.', 'unknown_user');
  if (user.id === p.owner_id)
    throw badRequest('The owner already has every right on this presentation.', 'owner_not_collaborator');
  if (await findCollaboratorRole(db, p.id, user.id))
    throw conflict(
      `${user.username} is already a collaborator; change their role instead.`,
      'already_collaborator',
    );
  await insertCollaborator(db, {
    presentation_id: p.id,
    user_id: user.id,
    role,
    created_at: now.toISOString(),
  });
  return presentCollaborator({ ...user, user_id: user.id, role });
}

async function collaboratorByUsername(db: Db, p: Presentation, username: string) {
  const user = await findUserByUsername(db, username);
  const role = user ? await findCollaboratorRole(db, p.id, user.id) : undefined;
  if (!user || !role) throw notFound(`${username} is not a collaborator on this presentation.`);
  return user;
}

export async function changeCollaboratorRole(
  db: Db,
  p: Presentation,
  username: string,
  role: 'edit' | 'comment',
): Promise<CollaboratorData> {
  const user = await collaboratorByUsername(db, p, username);
  await updateCollaboratorRole(db, p.id, user.id, role);
  return presentCollaborator({ ...user, user_id: user.id, role });
}

export async function removeCollaborator(db: Db, p: Presentation, username: string) {
  const user = await collaboratorByUsername(db, p, username);
  await deleteCollaborator(db, p.id, user.id);
}
