// A canvas deck's stored editing state, as the autosave (canvas-sync.service.ts) and the live
// channel's log (canvas-log.service.ts) both read and write it: the state merged with the live
// edits logged since (decision 097), whether it is still the presentation's document, and storing
// what it reads as the document, with the version history autosave keeps.
import * as Y from 'yjs';
import { canvasFromYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { setCanvasMeta } from '../../kernel/document/canvas/crdt/ops-meta';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import { parseCanvasDocument } from '../../kernel/document/canvas/validate';
import { DocumentError } from '../../kernel/document/schema-problems';
import { EDITOR_LIMITS } from '../../kernel/limits';
import type { Db, Dialect } from '../../platform/db/connection';
import { badRequest, conflict, notFound, tooLarge } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { findPresentationById } from '../decks';
import { deleteCanvasUpdates, listCanvasUpdates, updateCanvasState } from './canvas.repository';
import { keepVersion, nextUpdatedAt, storeDocument } from './document-store';
import { findNewestVersion } from './repository';
import type { CanvasStateRow } from './tables';

/** Autosaves by one person within this long of their last kept version add no other version. */
export const AUTOSAVE_VERSION_GAP_MS = 10 * 60 * 1000;

export const RESET_MESSAGE =
  'This deck was replaced elsewhere since you opened it (for example by restoring a version from before it was a canvas), ' +
  'so your latest changes were not saved. They are still in this tab: copy what you need, then reload the editor.';

export const CANVAS_TOO_LARGE =
  'The canvas was not saved: this deck has grown past what one deck may hold. Remove some elements, or split it into two decks.';

export function loadState(state: Uint8Array): Y.Doc {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, state);
  return ydoc;
}

/**
 * The live edits logged since the state was stored, applied to it: the id of the last, its author,
 * and the log's size in bytes.
 */
export async function applyLoggedUpdates(db: Db, row: CanvasStateRow, ydoc: Y.Doc) {
  const updates = await listCanvasUpdates(db, row.presentation_id, row.generation);
  if (updates.length > 0) Y.applyUpdate(ydoc, Y.mergeUpdates(updates.map((u) => new Uint8Array(u.update))));
  const last = updates.at(-1);
  const bytes = updates.reduce((sum, u) => sum + u.update.byteLength, 0);
  return { through: last?.id ?? 0, authorId: last?.user_id ?? null, bytes };
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
 * `replaced`. `ydoc` is the stored state alone, before any logged update.
 */
export function stateMatches(
  row: CanvasStateRow,
  p: Presentation,
  ydoc: Y.Doc,
): 'same' | 'retitled' | 'replaced' {
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
export async function followTitle(db: Db, p: Presentation, stored: CanvasStateRow, ydoc: Y.Doc, now: Date) {
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

/** The canvas document the merged state reads as, validated: the field at fault is named. */
export function documentOf(ydoc: Y.Doc): CanvasDocument {
  try {
    return parseCanvasDocument(canvasFromYDoc(ydoc));
  } catch (error) {
    const problems = error instanceof DocumentError ? error.message : 'the canvas cannot be read';
    throw badRequest(`The canvas was not saved: ${problems}`, 'invalid_canvas');
  }
}

/** What a merged state stores: the document it reads as, and the state itself. */
export interface MergedState {
  document: CanvasDocument;
  state: Uint8Array;
}

/** The document and state of a merged Y.Doc; refused when it is invalid or past the size limit. */
export function readMerged(ydoc: Y.Doc): MergedState {
  const document = documentOf(ydoc);
  const state = Y.encodeStateAsUpdate(ydoc);
  if (state.byteLength > EDITOR_LIMITS.canvasStateBytes) throw tooLarge(CANVAS_TOO_LARGE, 'canvas_too_large');
  return { document, state };
}

export interface Merge {
  current: Presentation;
  stored: CanvasStateRow;
  ydoc: Y.Doc;
  /** The ydoc's document and state when they were read already (outside the transaction). */
  read?: MergedState;
  /** Who made the change, the author of a version kept; null when no one can be named. */
  authorId: number | null;
  /** The last logged update the state now holds: those up to it are deleted. */
  through: number;
  now: Date;
}

/** Stores the merged state and the document read from it, in the caller's transaction. */
export async function storeMerged(trx: Db, dialect: Dialect, merge: Merge): Promise<Presentation> {
  const { current, stored, authorId, through, now } = merge;
  const { document, state } = merge.read ?? readMerged(merge.ydoc);
  const at = nextUpdatedAt(current, now);
  if (authorId !== null && (await keepsVersion(trx, current, authorId, now)))
    await keepVersion(trx, current, authorId, at);
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
  if (through > 0) await deleteCanvasUpdates(trx, current.id, through);
  return saved;
}

/**
 * Autosave keeps history without a version a second: the document it replaces becomes a version
 * when this person's last one is ten minutes old, when someone else's save made the newest, or when
 * it is not yet a canvas deck (the Markdown deck stays restorable, decision 092).
 */
async function keepsVersion(trx: Db, current: Presentation, authorId: number, now: Date): Promise<boolean> {
  if (current.schema_version !== '3') return true;
  const newest = await findNewestVersion(trx, current.id);
  if (!newest || newest.created_by !== authorId) return true;
  return now.getTime() - Date.parse(newest.created_at) >= AUTOSAVE_VERSION_GAP_MS;
}
