// Managing one presentation: who may, and the rules of each change — settings (title,
// description, tags, privacy, embedding, downloads) and deletion. Its collaborators have their own
// service (collaborators.service.ts), its share links the sharing feature's (view-links.service.ts).
import { authorize } from '../../kernel/access/authorize';
import {
  isListed,
  isOwner,
  type PresentationAccess,
  stewardsWork,
  type Viewer,
} from '../../kernel/access/permissions';
import { documentPlainText } from '../../kernel/document/document';
import type { Privacy } from '../../kernel/document/import-metadata';
import { retitleDocument, retitleSource, retitleTranscript } from '../../kernel/document/retitle';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../kernel/document/thumbnail';
import { transcriptLines } from '../../kernel/document/transcript';
import { LIMITS } from '../../kernel/limits';
import { slugify } from '../../kernel/slug';
import { checkTags } from '../../kernel/tags';
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import { badRequest, forbidden, unauthorized } from '../../platform/http/errors';
import type { Presentation, PresentationUpdate } from '../access';
import { loadFor, teamRolesOf } from '../access';
import type { User } from '../accounts';
import { parseEmbedDomains } from '../sharing';
import { descriptionFromMarkdown, sanitizeDescription } from './description';
import { dropUnusedOriginalPdf } from './original-pdfs.repository';
import { updatePresentation } from './presentations.repository';
import { indexPresentation, removeFromIndex } from './search-index.repository';
import type { ManageRole } from './settings.contracts';
import { deletePresentationRow } from './settings.repository';

export interface Manageable {
  presentation: Presentation;
  access: PresentationAccess;
  role: ManageRole;
  /** Its owner, or an owner or admin of its team (stewardsWork): changes its privacy and deletes it. */
  steward: boolean;
}

/** May this person act on the presentation as its owner does (stewardsWork)? */
export async function isSteward(
  db: Db,
  presentation: Presentation,
  user: Pick<User, 'id'>,
): Promise<boolean> {
  const teamRole = (await teamRolesOf(db, presentation.team_id, [user.id])).get(user.id);
  return stewardsWork(
    { ownerId: presentation.owner_id, teamId: presentation.team_id },
    { id: user.id, teamRole },
  );
}

/**
 * The presentation, when this person (the request's actor) may manage it: signed out → 401, cannot see it → 404,
 * sees it but lacks the right → 403. `need` is 'owner' for owner-only actions, 'steward' for those
 * the team's owners and admins may take on the team's work too (privacy, deletion).
 */
export async function loadManageable(
  db: Db,
  oid: string,
  viewer: Viewer | null,
  need: ManageRole | 'steward',
): Promise<Manageable> {
  if (!viewer) throw unauthorized('Log in to manage this presentation.');
  const { presentation, access } = await loadFor(db, { oid }, viewer, 'presentation.view');
  if (isOwner(access, viewer)) return { presentation, access, role: 'owner', steward: true };
  if (need === 'owner') throw forbidden('Only the owner of this presentation can do this.', 'not_owner');
  const steward = await isSteward(db, presentation, viewer);
  if (need === 'steward' && !steward)
    throw forbidden('Only the owner of this presentation can do this.', 'not_owner');
  if (!steward && !authorize(viewer, 'presentation.edit', access))
    throw forbidden('You cannot change this presentation.', 'not_editor');
  return { presentation, access, role: 'edit', steward };
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
  /** Visitors may download it. */
  allowDownloads?: boolean;
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
  { presentation: p, role, steward }: Manageable,
  input: SettingsInput,
  now = new Date(),
): Promise<Presentation> {
  if (input.privacy !== undefined && !steward)
    throw forbidden('Only the owner can change who sees this presentation.', 'not_owner');
  if (input.embedDomains !== undefined && role !== 'owner')
    throw forbidden('Only the owner can change where this presentation may be embedded.', 'not_owner');
  if (input.allowDownloads !== undefined && role !== 'owner')
    throw forbidden('Only the owner can change whether this presentation may be downloaded.', 'not_owner');
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
    ...(input.allowDownloads !== undefined ? { allow_downloads: input.allowDownloads } : {}),
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
    if (p.original_pdf) await dropUnusedOriginalPdf(trx, p.original_pdf);
  });
}
