// Restoring an earlier canvas version of a canvas deck as an edit (decision 097): the deck's shared
// state is changed into the version, changing only what differs, and stored with its document in
// one transaction, so the open editors receive the restore as an ordinary change and go on
// editing, instead of being told to reload. The document it replaces is kept as a version first,
// with the live edits not yet merged. A deck whose state no longer matches its document, or an
// older deck, is restored by replacing the document (editor.service.ts) instead.

import { replaceCanvas } from '../../kernel/document/canvas/crdt/ops-replace';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import type { DatabaseHandle } from '../../platform/db/connection';
import { findPresentationById } from '../decks';
import { findCanvasState } from './canvas.repository';
import { foldCanvasLog } from './canvas-log.service';
import { loadState, stateMatches, storeMerged } from './canvas-state';
import { keepVersion, nextUpdatedAt } from './document-store';

/** Restores `document` into the deck's shared state; false when the deck has none to restore into. */
export async function restoreOnCanvas(
  handle: DatabaseHandle,
  presentationId: number,
  userId: number,
  document: CanvasDocument,
  now = new Date(),
): Promise<boolean> {
  return handle.db.transaction().execute(async (trx) => {
    if ((await foldCanvasLog(trx, handle.dialect, presentationId, now)) === 'reset') return false;
    const stored = await findCanvasState(trx, presentationId, handle.dialect);
    const current = await findPresentationById(trx, presentationId);
    if (!stored || !current || current.schema_version !== '3') return false;
    const ydoc = loadState(stored.state);
    if (stateMatches(stored, current, ydoc) !== 'same') return false;
    replaceCanvas(ydoc, document);
    await keepVersion(trx, current, userId, nextUpdatedAt(current, now));
    await storeMerged(trx, handle.dialect, { current, stored, ydoc, authorId: null, through: 0, now });
    return true;
  });
}
