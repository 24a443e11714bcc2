// A canvas deck's autosave (decisions 093 and 095). Every editor of a deck sends its Yjs updates
// here; the server keeps the merged Y state per deck, so two tabs editing at once merge instead of
// one overwriting the other, and stores the canvas document read back from it as the
// presentation's document, so the player, search, transcript and thumbnails see every autosave.
// The state lives in one generation: when the document is replaced from outside the canvas (a
// JSON save, a restored version), the generation ends and tabs still on it are told to reload. A
// new title from the deck's settings is not a replacement: the state takes it as an edit of the
// server's, which the open tabs merge.

import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import type { Viewer } from '../../kernel/access/permissions';
import { canvasOf } from '../../kernel/document/canvas/convert';
import { canvasFromYDoc, canvasToYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { setCanvasMeta } from '../../kernel/document/canvas/crdt/ops-meta';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import { parseCanvasDocument } from '../../kernel/document/canvas/validate';
import { notesOfSource } from '../../kernel/document/editor-source';
import { DocumentError } from '../../kernel/document/schema-problems';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { presentationPath } from '../../kernel/paths';
import type { DatabaseHandle, Db, Dialect } from '../../platform/db/connection';
import { badRequest, conflict, notFound, tooLarge } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { findPresentationById } from '../decks';
import {
  deleteCanvasState,
  findCanvasState,
  insertCanvasState,
  updateCanvasState,
} from './canvas.repository';
import type { CanvasEditorState, CanvasSyncRequest, CanvasSyncResult } from './contracts';
import { keepVersion, nextUpdatedAt, storeDocument } from './editor.service';
import { findNewestVersion } from './repository';
import type { CanvasStateRow } from './tables';

/** Autosaves by one person within this long of their last kept version add no other version. */
export const AUTOSAVE_VERSION_GAP_MS = 10 * 60 * 1000;

const RESET_MESSAGE =
  'This deck was replaced elsewhere since you opened it (for example by restoring an earlier version or saving its JSON), ' +
  'so your latest changes were not saved. They are still in this tab: copy what you need, then reload the editor.';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const presentState = (row: CanvasStateRow): CanvasEditorState => ({
  generation: row.generation,
  state: toBase64(row.state),
});

function loadState(state: Uint8Array): Y.Doc {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, state);
  return ydoc;
}

/** JSON with every object's keys sorted: two documents alike but for key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/**
 * Whether the stored state is still the presentation's document: `same` when nothing wrote the
 * presentation since the state was, or what did (its tags, its team) left the document as the
 * state reads; `retitled` when only the title differs (the deck's settings renamed it); otherwise
 * `replaced`.
 */
function stateMatches(row: CanvasStateRow, p: Presentation, ydoc: Y.Doc): 'same' | 'retitled' | 'replaced' {
  if (row.document_at === p.updated_at) return 'same';
  if (p.schema_version !== '3') return 'replaced';
  const read = canvasFromYDoc(ydoc);
  if (canonical(read) === canonical(p.document)) return 'same';
  return canonical({ ...read, title: p.document.title }) === canonical(p.document) ? 'retitled' : 'replaced';
}

/**
 * The state follows a rename from the deck's settings, as an edit of the server's, and is stored
 * as matching the presentation as it is now; false when another request changed the state first.
 */
async function followTitle(db: Db, p: Presentation, stored: CanvasStateRow, ydoc: Y.Doc, now: Date) {
  setCanvasMeta(ydoc, { title: p.document.title });
  const state = Y.encodeStateAsUpdate(ydoc);
  const values = {
    state: Buffer.from(state),
    size: state.byteLength,
    document_at: p.updated_at,
    updated_at: now.toISOString(),
  };
  return updateCanvasState(db, p.id, stored.generation, values);
}

/**
 * The state the editor page opens with: the stored one while it is still the deck's, otherwise one
 * built here from the document, once, so every tab starts from the same Yjs history (two tabs
 * loading the document each would hold every element twice once merged). An older deck gets one
 * only when `convert` asks; nothing is written to the presentation until a sync carries a change.
 */
export async function openCanvasState(
  handle: DatabaseHandle,
  p: Presentation,
  { convert }: { convert: boolean },
  now = new Date(),
): Promise<CanvasEditorState | null> {
  if (p.kind !== 'deck' || (p.schema_version !== '3' && !convert)) return null;
  const stored = await findCanvasState(handle.db, p.id);
  if (stored) {
    const ydoc = loadState(stored.state);
    const match = stateMatches(stored, p, ydoc);
    if (match === 'same') return presentState(stored);
    if (match === 'retitled' && (await followTitle(handle.db, p, stored, ydoc, now)))
      return { generation: stored.generation, state: toBase64(Y.encodeStateAsUpdate(ydoc)) };
  }
  const state = Y.encodeStateAsUpdate(
    canvasToYDoc(canvasOf(p.document, notesOfSource(p.source, p.source_format))),
  );
  const row: CanvasStateRow = {
    presentation_id: p.id,
    generation: randomBytes(16).toString('base64url'),
    state: Buffer.from(state),
    size: state.byteLength,
    document_at: p.updated_at,
    updated_at: now.toISOString(),
  };
  return handle.db.transaction().execute(async (trx) => {
    if (stored) await deleteCanvasState(trx, p.id, stored.generation);
    if (await insertCanvasState(trx, row)) return presentState(row);
    // Another page load stored one first: every tab shares theirs.
    const theirs = await findCanvasState(trx, p.id);
    if (!theirs) throw conflict(RESET_MESSAGE, 'canvas_reset');
    return presentState(theirs);
  });
}

function decoded(text: string, field: 'update' | 'stateVector'): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  try {
    if (field === 'stateVector') Y.decodeStateVector(bytes);
  } catch {
    throw badRequest(`${field}: is not a Yjs state vector`, 'invalid_update');
  }
  return bytes;
}

/** Applies the editor's update; whether it changed anything. A malformed one changes nothing stored. */
function applyClientUpdate(ydoc: Y.Doc, update: Uint8Array): boolean {
  let changed = false;
  const mark = () => {
    changed = true;
  };
  ydoc.on('update', mark);
  try {
    Y.applyUpdate(ydoc, update);
  } catch {
    throw badRequest('update: is not a Yjs update', 'invalid_update');
  } finally {
    ydoc.off('update', mark);
  }
  // An update that builds on changes this state lacks belongs to another history.
  if (ydoc.store.pendingStructs || ydoc.store.pendingDs)
    throw badRequest('update: builds on changes the server does not have', 'invalid_update');
  return changed;
}

/** The canvas document the merged state reads as, validated: the field at fault is named. */
function documentOf(ydoc: Y.Doc): CanvasDocument {
  try {
    return parseCanvasDocument(canvasFromYDoc(ydoc));
  } catch (error) {
    const problems = error instanceof DocumentError ? error.message : 'the canvas cannot be read';
    throw badRequest(`The canvas was not saved: ${problems}`, 'invalid_canvas');
  }
}

/**
 * Merges an editor's update into the deck's state and, when it changed something, stores the state
 * and the document read from it in one transaction. The state's row is locked (PostgreSQL) or the
 * database has one writer (SQLite), so two tabs' autosaves land one after the other, both kept.
 */
export async function syncCanvas(
  handle: DatabaseHandle,
  presentation: Presentation,
  viewer: Viewer,
  body: CanvasSyncRequest,
  now = new Date(),
): Promise<CanvasSyncResult> {
  const update = decoded(body.update, 'update');
  const clientVector = decoded(body.stateVector, 'stateVector');
  return handle.db.transaction().execute(async (trx) => {
    // The state first: its lock orders concurrent syncs before either reads the presentation.
    const stored = await findCanvasState(trx, presentation.id, handle.dialect);
    const current = await findPresentationById(trx, presentation.id);
    if (!current) throw notFound();
    if (!stored || stored.generation !== body.generation) throw conflict(RESET_MESSAGE, 'canvas_reset');
    const ydoc = loadState(stored.state);
    const match = stateMatches(stored, current, ydoc);
    if (match === 'replaced') throw conflict(RESET_MESSAGE, 'canvas_reset');
    if (match === 'retitled' && !(await followTitle(trx, current, stored, ydoc, now)))
      throw conflict(RESET_MESSAGE, 'canvas_reset');
    let saved = current;
    if (applyClientUpdate(ydoc, update)) {
      saved = await storeMerged(trx, handle.dialect, { current, stored, ydoc, viewer, now });
    }
    return {
      update: toBase64(Y.encodeStateAsUpdate(ydoc, clientVector)),
      stateVector: toBase64(Y.encodeStateVector(ydoc)),
      updatedAt: saved.updated_at,
      title: saved.title,
      path: presentationPath(saved),
    };
  });
}

interface Merge {
  current: Presentation;
  stored: CanvasStateRow;
  ydoc: Y.Doc;
  viewer: Viewer;
  now: Date;
}

async function storeMerged(trx: Db, dialect: Dialect, merge: Merge): Promise<Presentation> {
  const { current, stored, ydoc, viewer, now } = merge;
  const document = documentOf(ydoc);
  const state = Y.encodeStateAsUpdate(ydoc);
  if (state.byteLength > EDITOR_LIMITS.canvasStateBytes)
    throw tooLarge(
      'The canvas was not saved: this deck has grown past what one deck may hold. Remove some elements, or split it into two decks.',
      'canvas_too_large',
    );
  const at = nextUpdatedAt(current, now);
  if (await keepsVersion(trx, current, viewer, now)) await keepVersion(trx, current, viewer.id, at);
  await storeDocument(trx, dialect, current, { document, source: null, format: null }, at);
  const saved = await findPresentationById(trx, current.id);
  if (!saved) throw notFound();
  const values = {
    state: Buffer.from(state),
    size: state.byteLength,
    document_at: saved.updated_at,
    updated_at: at,
  };
  if (!(await updateCanvasState(trx, current.id, stored.generation, values)))
    throw conflict(RESET_MESSAGE, 'canvas_reset');
  return saved;
}

/**
 * Autosave keeps history without a version a second: the document it replaces becomes a version
 * when this person's last one is ten minutes old, when someone else's save made the newest, or when
 * it is not yet a canvas deck (the Markdown deck stays restorable, decision 092).
 */
async function keepsVersion(trx: Db, current: Presentation, viewer: Viewer, now: Date): Promise<boolean> {
  if (current.schema_version !== '3') return true;
  const newest = await findNewestVersion(trx, current.id);
  if (!newest || newest.created_by !== viewer.id) return true;
  return now.getTime() - Date.parse(newest.created_at) >= AUTOSAVE_VERSION_GAP_MS;
}
