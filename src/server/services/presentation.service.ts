// Creating presentations and deciding who may see them. Rules that span several tables live here.
import type { VideoMedia } from '../../contracts/presentation';
import type { DatabaseHandle, Db } from '../../db/connection';
import { findAccessRole, findLiveViewLink, insertViewLink } from '../../db/repositories/access.repository';
import {
  findPresentationById,
  findPresentationByOid,
  insertPresentation,
} from '../../db/repositories/presentations.repository';
import { indexPresentation } from '../../db/repositories/search.repository';
import { findForViewer, type OwnerRecord } from '../../db/repositories/viewer.repository';
import type { Presentation, SourceFormat, User, ViewLink } from '../../db/rows';
import { isExpired } from '../../domain/link-rules';
import {
  canView,
  isListed,
  type PresentationAccess,
  passesLinkGate,
  type Viewer,
} from '../../kernel/access/permissions';
import {
  documentPlainText,
  type PresentationDocument,
  schemaVersionOf,
} from '../../kernel/document/document';
import type { Privacy } from '../../kernel/document/import-metadata';
import { layoutDocument } from '../../kernel/document/layout';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../kernel/document/thumbnail';
import { type TranscriptTopic, transcriptLines, transcriptOf } from '../../kernel/document/transcript';
import { newOid } from '../../kernel/ids';
import { slugify } from '../../kernel/slug';
import { LinkLocked, linkExpired, notFound } from '../errors';
import { closedGate, type LinkGate, needsKey } from './link-gate';

/** How many steps the path has (comments and statistics sit on one of them). A video is one step. */
export function stepCount(p: Pick<Presentation, 'kind' | 'document'>): number {
  if (p.kind === 'video') return 1;
  return layoutDocument(p.document).steps.length;
}

export interface CreatePresentationInput {
  ownerId: number;
  document: PresentationDocument;
  privacy: Privacy;
  tags: string[];
  descriptionHtml: string;
  curated?: boolean;
  templateSlug?: string;
  sourceKey?: string;
  viewLinkId?: string;
  /** A video presentation: the seeded ones have media files, a recording has none here. */
  video?: { media: VideoMedia | null; transcript: TranscriptTopic };
  /** The title when it is not the document's (a recording keeps its deck's document as it was). */
  title?: string;
  /** What the author wrote, kept for the editor. */
  source?: { text: string; format: SourceFormat };
  /** The sha256 of the uploaded PDF of a PDF deck, stored in original_pdfs. */
  originalPdf?: string;
  /** The team it is made in, or none: its owner's own space. */
  teamId?: number | null;
  /** More rows that belong to the new presentation (its media), written in the same transaction. */
  afterInsert?: (trx: Db, row: Presentation) => Promise<void>;
}

export async function createPresentation(
  handle: DatabaseHandle,
  input: CreatePresentationInput,
  now = new Date(),
): Promise<Presentation> {
  const { document } = input;
  const kind = input.video ? 'video' : 'deck';
  const thumbnail = renderThumbnailSvg(thumbnailInputOf(document, kind));
  const transcript = input.video?.transcript ?? transcriptOf(document);
  const at = now.toISOString();
  const title = input.title ?? document.title;
  return handle.db.transaction().execute(async (trx) => {
    const row = await insertPresentation(trx, {
      oid: newOid(),
      owner_id: input.ownerId,
      title,
      slug: slugify(title),
      description_html: input.descriptionHtml,
      kind,
      schema_version: schemaVersionOf(document),
      privacy: input.privacy,
      document,
      transcript,
      tags: input.tags,
      is_template: Boolean(input.templateSlug),
      template_slug: input.templateSlug ?? null,
      curated: Boolean(input.curated),
      thumbnail_svg: thumbnail,
      thumbnail_version: contentVersion(thumbnail),
      media: input.video?.media ?? null,
      source_key: input.sourceKey ?? null,
      original_pdf: input.originalPdf ?? null,
      source: input.source?.text ?? null,
      source_format: input.source?.format ?? null,
      team_id: input.teamId ?? null,
      created_at: at,
      updated_at: at,
    });
    await indexPresentation(trx, handle.dialect, {
      presentationId: row.id,
      title: row.title,
      description: input.descriptionHtml.replace(/<[^>]+>/g, ' '),
      body: input.video ? transcriptLines(transcript).join('\n') : documentPlainText(document),
      tags: input.tags,
      listed: isListed({ privacy: input.privacy, hidden: false }),
    });
    if (input.viewLinkId) {
      await insertViewLink(trx, {
        link_id: input.viewLinkId,
        presentation_id: row.id,
        created_by: input.ownerId,
        created_at: at,
      });
    }
    await input.afterInsert?.(trx, row);
    return row;
  });
}

export const viewerOf = (user: User | null): Viewer | null =>
  user ? { id: user.id, isStaff: user.is_staff } : null;

export function accessOf(
  p: Pick<Presentation, 'owner_id' | 'privacy' | 'hidden'>,
  extra: Pick<PresentationAccess, 'role' | 'viaViewLink'> = {},
): PresentationAccess {
  return { ownerId: p.owner_id, privacy: p.privacy, hidden: p.hidden, ...extra };
}

export interface VisiblePresentation {
  presentation: Presentation;
  access: PresentationAccess;
  /** The live view link the request came through, if any. */
  viewLinkId?: string;
}

/** How a request names a presentation: its oid (with the spec's ?auth_key view link), or a view link. */
export type PresentationRef = { oid: string; authKey?: string } | { viewLinkId: string };

/** A presentation as one viewer sees it: what the view page, embed page and player API show. */
export interface ViewerPresentation extends VisiblePresentation {
  viewer: Viewer | null;
  owner: OwnerRecord;
  hasLiked: boolean;
  /** The share link the request came through, with its rules (viewLinkId's row). */
  viewLink?: ViewLink;
}

async function withAccess(
  db: Db,
  presentation: Presentation,
  user: User | null,
  link?: ViewLink,
  gate: LinkGate = closedGate(),
): Promise<VisiblePresentation> {
  const role = user ? await findAccessRole(db, presentation.id, user.id) : undefined;
  const viewer = viewerOf(user);
  const access = accessOf(presentation, { role, viaViewLink: link !== undefined });
  // Not allowed to see it and not allowed to know it exists: both answer 404.
  if (!canView(access, viewer)) throw notFound('This presentation does not exist or is not shared with you.');
  if (link) requireUnlocked(link, presentation, { role }, viewer, gate, null);
  return { presentation, access, ...(link ? { viewLinkId: link.link_id } : {}) };
}

/**
 * A live view link by its id, or undefined; an expired one answers 410 for everyone who uses it:
 * the people it was for learn it has expired, not that it never existed.
 */
async function liveLink(db: Db, linkId: string, gate: LinkGate): Promise<ViewLink | undefined> {
  const link = await findLiveViewLink(db, linkId);
  if (link && isExpired(link, gate.now)) throw linkExpired();
  return link;
}

/**
 * A link with a password or an e-mail gate opens once this browser gave them (LinkGate), unless
 * the viewer passes the gate anyway (kernel/access/permissions.ts passesLinkGate: owner, collaborators, staff).
 */
function requireUnlocked(
  link: ViewLink,
  presentation: Presentation,
  extra: Pick<PresentationAccess, 'role'>,
  viewer: Viewer | null,
  gate: LinkGate,
  owner: OwnerRecord | null,
): void {
  if (!needsKey(link) || gate.isUnlocked(link)) return;
  if (passesLinkGate(accessOf(presentation, extra), viewer)) return;
  throw new LinkLocked(link, presentation.title, owner, presentation);
}

/** A presentation by its oid, as far as this user may see it (404 otherwise). */
export async function loadVisibleByOid(
  db: Db,
  oid: string,
  user: User | null,
  authKey?: string,
  gate: LinkGate = closedGate(),
): Promise<VisiblePresentation> {
  const presentation = await findPresentationByOid(db, oid);
  if (!presentation) throw notFound('This presentation does not exist or is not shared with you.');
  if (authKey !== undefined) {
    const link = await liveLink(db, authKey, gate);
    if (link?.presentation_id === presentation.id) return withAccess(db, presentation, user, link, gate);
  }
  return withAccess(db, presentation, user);
}

/**
 * The one loader of the viewer side (view page, embed page, player API, like, copy, view calls):
 * the presentation this user may see, with its owner and whether they like it, in one query
 * (two through a view link); a 404 otherwise, the same as for a presentation that does not exist.
 */
export async function loadForViewer(
  db: Db,
  ref: PresentationRef,
  user: User | null,
  gate: LinkGate = closedGate(),
): Promise<ViewerPresentation> {
  const linkId = 'viewLinkId' in ref ? ref.viewLinkId : ref.authKey;
  const link = linkId === undefined ? undefined : await liveLink(db, linkId, gate);
  const where = 'oid' in ref ? { oid: ref.oid } : link ? { id: link.presentation_id } : undefined;
  if (!where) throw notFound('This link does not exist or has been revoked.');
  const found = await findForViewer(db, where, user?.id ?? null);
  if (!found) throw notFound('This presentation does not exist or is not shared with you.');
  const { presentation, owner, role, hasLiked } = found;
  // ?auth_key= opens a presentation only when the link is its own.
  const ownLink = link?.presentation_id === presentation.id ? link : undefined;
  const viewLinkId = ownLink?.link_id;
  const viewer = viewerOf(user);
  const access = accessOf(presentation, { role, viaViewLink: viewLinkId !== undefined });
  if (!canView(access, viewer)) throw notFound('This presentation does not exist or is not shared with you.');
  if (ownLink) requireUnlocked(ownLink, presentation, { role }, viewer, gate, owner);
  const through = ownLink ? { viewLinkId: ownLink.link_id, viewLink: ownLink } : {};
  return { presentation, access, ...through, viewer, owner, hasLiked };
}

/** A presentation through a view link (the spec's "prezilink"); a revoked or unknown link is a 404. */
export async function loadVisibleByViewLink(
  db: Db,
  linkId: string,
  user: User | null,
  gate: LinkGate = closedGate(),
): Promise<VisiblePresentation> {
  const link = await liveLink(db, linkId, gate);
  const presentation = link ? await findPresentationById(db, link.presentation_id) : undefined;
  if (!link || !presentation) throw notFound('This link does not exist or has been revoked.');
  return withAccess(db, presentation, user, link, gate);
}
