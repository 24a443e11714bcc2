// Saving a presentation's document from the editor, and its earlier versions. A save
// re-reads the source with the importers, keeps the previous state as a version, and re-derives
// everything that follows from the document (slug, transcript, thumbnail, search) in one transaction.
// A canvas deck's JSON, and a canvas version of it, go into its shared state as an edit.

import type { Viewer } from '../../kernel/access/permissions';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import { type SchemaVersion, schemaVersionOf } from '../../kernel/document/document';
import {
  type EditorFormat,
  type EditorSource,
  editorSourceOf,
  parseEditorSource,
  problemText,
} from '../../kernel/document/editor-source';
import { presentationPath } from '../../kernel/paths';
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { displayName } from '../accounts';
import { findPresentationById } from '../decks';
import { deleteCanvasState, deleteCanvasUpdates } from './canvas.repository';
import { foldCanvasLog } from './canvas-log.service';
import { replaceOnCanvas } from './canvas-replace.service';
import type { SaveResult, VersionData } from './contracts';
import { keepVersion, type NextState, nextUpdatedAt, STALE_MESSAGE, storeDocument } from './document-store';
import { findVersion, listVersions } from './repository';

export interface SaveInput {
  source: string;
  format: EditorFormat;
  baseUpdatedAt: string;
}

export async function versionsOf(db: Db, presentationId: number): Promise<VersionData[]> {
  const rows = await listVersions(db, presentationId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.created_at,
    author:
      row.author_username === null
        ? null
        : {
            username: row.author_username,
            displayName: displayName({
              username: row.author_username,
              first_name: row.author_first_name,
              last_name: row.author_last_name,
              public_display_name: row.author_public_display_name,
            }),
          },
  }));
}

/** The source the editor opens with (null for videos, which have none). */
export function sourceOf(p: Presentation): EditorSource | null {
  if (p.kind === 'video') return null;
  return editorSourceOf({
    document: p.document,
    source: p.source,
    sourceFormat: p.source_format,
  });
}

function assertEditable(p: Presentation) {
  if (p.kind === 'video')
    throw badRequest(
      'Video presentations have no source to edit; change their details in settings.',
      'no_source',
    );
}

export async function saveDocument(
  handle: DatabaseHandle,
  presentation: Presentation,
  viewer: Viewer,
  input: SaveInput,
  now = new Date(),
): Promise<SaveResult & { asEdit: boolean }> {
  assertEditable(presentation);
  const parsed = parseEditorSource(input.source, input.format, presentation.schema_version);
  if (!parsed.ok) {
    const problems = parsed.problems.map(problemText).join('; ');
    throw badRequest(`The presentation was not saved: ${problems}`, 'invalid_source');
  }
  const at = Date.parse(input.baseUpdatedAt);
  if (Number.isNaN(at)) throw badRequest('baseUpdatedAt must be the time the editor loaded.');
  // A canvas deck's JSON is saved as an edit of its shared state (the open editors go on).
  const { document } = parsed;
  const asEdit =
    schemaVersionOf(document) === '3' &&
    (await replaceOnCanvas(handle, presentation.id, viewer.id, document as CanvasDocument, {
      baseUpdatedAt: at,
      now,
    }));
  if (asEdit) return { ...(await savedResult(handle.db, presentation.id)), asEdit };
  const next = { document, source: input.source, format: input.format };
  return { ...(await writeDocument(handle, presentation.id, viewer.id, next, at, now)), asEdit };
}

/**
 * Restores an earlier version as a new save: the current state becomes a version too. A version of
 * another schema is restored whole (the version saved before a deck went onto the canvas brings
 * the Markdown deck back, decision 092): document, schema, source and format all come from it, so
 * none can disagree with another; the answer names the schema, for the editor to reopen in it. A
 * canvas version of a canvas deck is restored as an edit that its open editors receive (`asEdit`).
 */
export async function restoreVersion(
  handle: DatabaseHandle,
  presentation: Presentation,
  viewer: Viewer,
  versionId: number,
  now = new Date(),
): Promise<SaveResult & { source: EditorSource; schemaVersion: SchemaVersion; asEdit: boolean }> {
  assertEditable(presentation);
  const version = await findVersion(handle.db, presentation.id, versionId);
  if (!version) throw notFound('This version does not exist (it may have been pruned).');
  const { document } = version;
  // A canvas version of a canvas deck is restored as an edit of its shared state (the open
  // editors go on); anything else replaces the document.
  const asEdit =
    schemaVersionOf(document) === '3' &&
    (await replaceOnCanvas(handle, presentation.id, viewer.id, document as CanvasDocument, { now }));
  const saved = asEdit
    ? await savedResult(handle.db, presentation.id)
    : await writeDocument(
        handle,
        presentation.id,
        viewer.id,
        { document, source: version.source, format: version.source_format },
        null,
        now,
      );
  const source = editorSourceOf({ document, source: version.source, sourceFormat: version.source_format });
  return { ...saved, source, schemaVersion: schemaVersionOf(document), asEdit };
}

async function writeDocument(
  handle: DatabaseHandle,
  presentationId: number,
  userId: number,
  next: NextState,
  baseUpdatedAt: number | null,
  now: Date,
): Promise<SaveResult> {
  await handle.db.transaction().execute(async (trx) => {
    // The canvas's live edits not yet merged join the document first, so the version kept below
    // holds them and a stale base is noticed.
    await foldCanvasLog(trx, handle.dialect, presentationId, now);
    const current = await findPresentationById(trx, presentationId);
    if (!current) throw notFound();
    if (baseUpdatedAt !== null && baseUpdatedAt !== Date.parse(current.updated_at))
      throw conflict(STALE_MESSAGE, 'stale');
    const at = nextUpdatedAt(current, now);
    await keepVersion(trx, current, userId, at);
    await storeDocument(trx, handle.dialect, current, next, at);
    // The document was replaced from outside the canvas: its editors' shared state ends, and a
    // tab still on it is told to reload rather than merge edits into a deck it no longer shows.
    await deleteCanvasState(trx, current.id);
    await deleteCanvasUpdates(trx, current.id);
  });
  return savedResult(handle.db, presentationId);
}

/** What a save answers: the deck as saved and its history. */
async function savedResult(db: Db, presentationId: number): Promise<SaveResult> {
  const saved = await findPresentationById(db, presentationId);
  if (!saved) throw notFound();
  return {
    updatedAt: saved.updated_at,
    title: saved.title,
    path: presentationPath(saved),
    versions: await versionsOf(db, presentationId),
  };
}
