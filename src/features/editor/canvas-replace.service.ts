// Replacing a canvas deck's document as an edit (decision 097): restoring an earlier canvas version,
// or saving the deck's JSON from the source editor. The deck's shared state is changed into the
// new document, changing only what differs, and stored with its document in one transaction, so
// the open editors receive it as an ordinary change and go on editing, merging it with what they
// did meanwhile, instead of being told to reload. The document it replaces is kept as a version
// first, with the live edits not yet merged. A deck whose state no longer matches its document,
// or an older deck, has its document replaced (editor.service.ts) instead.

import { replaceCanvas } from '../../kernel/document/canvas/crdt/ops-replace';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import type { DatabaseHandle } from '../../platform/db/connection';
import { conflict } from '../../platform/http/errors';
import { findPresentationById } from '../decks';
import { findCanvasState } from './canvas.repository';
import { foldCanvasLog } from './canvas-log.service';
import { loadState, stateMatches, storeMerged } from './canvas-state';
import { keepVersion, nextUpdatedAt, STALE_MESSAGE } from './document-store';

export interface CanvasReplacement {
  /** The document's `updated_at` the change was made on (a save): refused as stale if it moved on. */
  baseUpdatedAt?: number;
  now?: Date;
}

/** Puts `document` into the deck's shared state; false when the deck has none to put it into. */
export async function replaceOnCanvas(
  handle: DatabaseHandle,
  presentationId: number,
  userId: number,
  document: CanvasDocument,
  { baseUpdatedAt, now = new Date() }: CanvasReplacement = {},
): Promise<boolean> {
  return handle.db.transaction().execute(async (trx) => {
    if ((await foldCanvasLog(trx, handle.dialect, presentationId, now)) === 'reset') return false;
    const stored = await findCanvasState(trx, presentationId, handle.dialect);
    const current = await findPresentationById(trx, presentationId);
    if (!stored || !current || current.schema_version !== '3') return false;
    const ydoc = loadState(stored.state);
    if (stateMatches(stored, current, ydoc) !== 'same') return false;
    // Live edits merged just now count: a save made before them would undo them.
    if (baseUpdatedAt !== undefined && baseUpdatedAt !== Date.parse(current.updated_at))
      throw conflict(STALE_MESSAGE, 'stale');
    replaceCanvas(ydoc, document);
    await keepVersion(trx, current, userId, nextUpdatedAt(current, now));
    await storeMerged(trx, handle.dialect, { current, stored, ydoc, authorId: null, through: 0, now });
    return true;
  });
}
