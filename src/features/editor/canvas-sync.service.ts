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
import { canvasToYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { pathOf } from '../../kernel/document/canvas/crdt/ydoc';
import { notesOfSource } from '../../kernel/document/editor-source';
import { presentationPath } from '../../kernel/paths';
import type { DatabaseHandle } from '../../platform/db/connection';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { findPresentationById } from '../decks';
import {
  deleteCanvasState,
  deleteCanvasUpdates,
  findCanvasState,
  insertCanvasState,
} from './canvas.repository';
import {
  applyLoggedUpdates,
  followTitle,
  loadState,
  RESET_MESSAGE,
  stateMatches,
  storeMerged,
} from './canvas-state';
import type { CanvasEditorState, CanvasSyncRequest, CanvasSyncResult } from './contracts';
import type { CanvasStateRow } from './tables';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const presentState = (row: CanvasStateRow): CanvasEditorState => ({
  generation: row.generation,
  state: toBase64(row.state),
});

/** How many times a page load reads the deck again when it changed under it before it gives up. */
const LOOKS = 3;

/**
 * The state the editor page opens with: the stored one while it is still the deck's, otherwise one
 * built here from the document, once, so every tab starts from the same Yjs history (two tabs
 * loading the document each would hold every element twice once merged). An older deck gets one
 * only when `convert` asks; nothing is written to the presentation until a sync carries a change.
 */
export async function openCanvasState(
  handle: DatabaseHandle,
  p: Presentation,
  options: { convert: boolean },
  now = new Date(),
): Promise<CanvasEditorState | null> {
  let deck = p;
  for (let look = 1; ; look++) {
    if (deck.kind !== 'deck' || (deck.schema_version !== '3' && !options.convert)) return null;
    const seen = await lookOnce(handle, deck, now, look >= LOOKS);
    if ('opened' in seen) return seen.opened;
    deck = seen.again;
  }
}

/**
 * One look at the deck `p` and its stored state: the state to open with, or the deck as it is now
 * when it changed since `p` was read (a compaction, another page load), to look again with. The
 * `last` look opens what it can or refuses.
 */
async function lookOnce(
  handle: DatabaseHandle,
  p: Presentation,
  now: Date,
  last: boolean,
): Promise<{ opened: CanvasEditorState } | { again: Presentation }> {
  const stored = await findCanvasState(handle.db, p.id);
  if (stored) {
    const ydoc = loadState(stored.state);
    const match = stateMatches(stored, p, ydoc);
    // `p` was read before the state, and a compaction may have stored both since: the state is
    // judged against the deck as it is now, else acknowledged edits would be replaced.
    const fresh = match !== 'same' && !last ? await findPresentationById(handle.db, p.id) : undefined;
    if (fresh && fresh.updated_at !== p.updated_at) return { again: fresh };
    const kept = await keptState(handle, p, { stored, ydoc, match }, now);
    if (kept) return { opened: kept };
  }
  const made = await replaceState(handle, p, stored, now);
  if (made) return { opened: made };
  if (last) throw conflict(RESET_MESSAGE, 'canvas_reset');
  const fresh = await findPresentationById(handle.db, p.id);
  if (!fresh) throw notFound();
  return { again: fresh };
}

/** The stored state, with the live edits not yet merged into it, while it is the deck's own; else null. */
async function keptState(
  handle: DatabaseHandle,
  p: Presentation,
  { stored, ydoc, match }: { stored: CanvasStateRow; ydoc: Y.Doc; match: ReturnType<typeof stateMatches> },
  now: Date,
) {
  if (match === 'replaced' || (match === 'retitled' && !(await followTitle(handle.db, p, stored, ydoc, now))))
    return null;
  const { through } = await applyLoggedUpdates(handle.db, stored, ydoc);
  if (match === 'same' && through === 0) return presentState(stored);
  return { generation: stored.generation, state: toBase64(Y.encodeStateAsUpdate(ydoc)) };
}

/**
 * A new generation from the deck's document, in place of `stored`; null when `stored` changed
 * since it was read (a compaction stored it, or another page load replaced it): the caller looks
 * again instead of deleting what it did not see.
 */
async function replaceState(
  handle: DatabaseHandle,
  p: Presentation,
  stored: CanvasStateRow | undefined,
  now: Date,
): Promise<CanvasEditorState | null> {
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
    if (stored) {
      if (!(await deleteCanvasState(trx, p.id, stored))) return null;
      await deleteCanvasUpdates(trx, p.id);
    }
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
    // The live channel's edits not yet merged are merged with this one.
    const { through } = await applyLoggedUpdates(trx, stored, ydoc);
    let saved = current;
    if (applyClientUpdate(ydoc, update) || through > 0) {
      const merge = { current, stored, ydoc, authorId: viewer.id, through, now };
      saved = await storeMerged(trx, handle.dialect, merge);
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

/**
 * The state as a commenter's read-only canvas gets it: the speaker notes, which only the owner and
 * editors read, are deleted in one transaction, so the collected state keeps none of their words.
 */
export function withoutSpeakerNotes(state: CanvasEditorState): CanvasEditorState {
  const ydoc = loadState(Buffer.from(state.state, 'base64'));
  ydoc.transact(() => {
    for (const step of pathOf(ydoc)) if (step.has('notes')) step.delete('notes');
  });
  return { generation: state.generation, state: toBase64(Y.encodeStateAsUpdate(ydoc)) };
}
