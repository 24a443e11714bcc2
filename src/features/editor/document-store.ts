// Writing a document as a presentation's current one, with everything derived from it, and keeping
// the one it replaces as a version: the source editor's saves (editor.service.ts) and the canvas's
// autosaves and live edits (canvas-state.ts) all write through here.
import { isListed } from '../../kernel/access/permissions';
import {
  documentPlainText,
  type PresentationDocument,
  schemaVersionOf,
} from '../../kernel/document/document';
import type { EditorFormat } from '../../kernel/document/editor-source';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../kernel/document/thumbnail';
import { transcriptOf } from '../../kernel/document/transcript';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { slugify } from '../../kernel/slug';
import type { Db, Dialect } from '../../platform/db/connection';
import { conflict } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { indexPresentation, updatePresentationIfUnchanged } from '../decks';
import { insertVersion, pruneVersions } from './repository';

/** A document and the source it was read from (null for a canvas deck, whose document is its truth). */
export interface NextState {
  document: PresentationDocument;
  source: string | null;
  format: EditorFormat | null;
}

export const STALE_MESSAGE =
  'Someone else saved this presentation after you opened it. Copy your changes, reload the editor and apply them again.';

/** The next "last modified": now, yet always after the current one, even within one millisecond. */
export const nextUpdatedAt = (current: Presentation, now: Date) =>
  new Date(Math.max(now.getTime(), Date.parse(current.updated_at) + 1)).toISOString();

/**
 * Writes `next` as the presentation's document with everything derived from it (slug, schema,
 * transcript, thumbnail, search entry), in the caller's transaction, only if nobody saved since
 * `current` was read. Both the source editor's saves and the canvas's autosaves write through here.
 */
export async function storeDocument(
  trx: Db,
  dialect: Dialect,
  current: Presentation,
  next: NextState,
  at: string,
): Promise<void> {
  const { document } = next;
  const thumbnail = renderThumbnailSvg(thumbnailInputOf(document, 'deck'));
  // Only if nobody saved in between: a concurrent save makes this update match no row.
  const updated = await updatePresentationIfUnchanged(trx, current.id, current.updated_at, {
    title: document.title,
    slug: slugify(document.title),
    document,
    schema_version: schemaVersionOf(document),
    source: next.source,
    source_format: next.format,
    transcript: transcriptOf(document),
    thumbnail_svg: thumbnail,
    thumbnail_version: contentVersion(thumbnail),
    updated_at: at,
  });
  if (!updated) throw conflict(STALE_MESSAGE, 'stale');
  await indexPresentation(trx, dialect, {
    presentationId: current.id,
    title: document.title,
    description: current.description_html.replace(/<[^>]+>/g, ' '),
    body: documentPlainText(document),
    tags: current.tags,
    listed: isListed({ privacy: current.privacy, hidden: current.hidden }),
  });
}

/** Keeps the presentation as it is now as a version, saved over by `userId` at `at`. */
export async function keepVersion(trx: Db, current: Presentation, userId: number, at: string) {
  await insertVersion(trx, {
    presentation_id: current.id,
    title: current.title,
    document: current.document,
    source: current.source,
    source_format: current.source_format,
    created_by: userId,
    created_at: at,
  });
  await pruneVersions(trx, current.id, EDITOR_LIMITS.versionsPerPresentation);
}
