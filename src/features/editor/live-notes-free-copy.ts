// What a read-only connection (a commenter's) is sent of a live room's document: a copy of it
// without the speaker notes, which only editors may read (decision 100). The copy follows the room's
// document a moment behind: each time it catches up, the notes are deleted from it in their own
// transaction, which collects their words, and the difference since the last catch-up goes out as
// an ordinary Yjs update. The deletions carry no words, and an update a commenter gets is one any
// Yjs document can apply, so their canvas shows the editors' changes as they happen without ever
// holding a note.
import * as Y from 'yjs';
import { pathOf } from '../../kernel/document/canvas/crdt/ydoc';
import { type RoomClock, systemClock } from './live-presence-outbox';

/** How long the copy waits after a change before catching up: changes in that time go out as one. */
export const COPY_DELAY_MS = 100;

/** Deletes every step's speaker notes, in one transaction, so the document keeps none of their words. */
export function deleteSpeakerNotes(ydoc: Y.Doc): void {
  ydoc.transact(() => {
    for (const step of pathOf(ydoc)) if (step.has('notes')) step.delete('notes');
  });
}

export class NotesFreeCopy {
  readonly ydoc = new Y.Doc();
  /** The copy's state vector when it last sent its changes out. */
  private sent: Uint8Array;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly source: Y.Doc,
    private readonly publish: (update: Uint8Array) => void,
    private readonly clock: RoomClock = systemClock,
  ) {
    this.catchUp();
    this.sent = Y.encodeStateVector(this.ydoc);
  }

  /** The source changed: the copy catches up within COPY_DELAY_MS, and publishes the difference. */
  changed(): void {
    this.cancel ??= this.clock.schedule(() => this.publishChanges(), COPY_DELAY_MS);
  }

  /**
   * Sync step 2 for a read-only tab that sent its state vector: what it lacks of the copy, brought
   * up to the source first. What the others have not been sent yet goes to them at once, so every
   * read-only tab stays level with the copy.
   */
  answer(stateVector: Uint8Array): Uint8Array {
    this.publishChanges();
    return Y.encodeStateAsUpdate(this.ydoc, stateVector);
  }

  destroy(): void {
    this.cancel?.();
    this.cancel = null;
    this.ydoc.destroy();
  }

  private publishChanges() {
    this.cancel?.();
    this.cancel = null;
    if (!this.catchUp()) return;
    const update = Y.encodeStateAsUpdate(this.ydoc, this.sent);
    this.sent = Y.encodeStateVector(this.ydoc);
    this.publish(update);
  }

  /** Applies what the copy lacks of the source, then deletes the notes: whether anything changed. */
  private catchUp(): boolean {
    let changed = false;
    const mark = () => {
      changed = true;
    };
    this.ydoc.on('update', mark);
    try {
      Y.applyUpdate(this.ydoc, Y.encodeStateAsUpdate(this.source, Y.encodeStateVector(this.ydoc)));
      deleteSpeakerNotes(this.ydoc);
    } finally {
      this.ydoc.off('update', mark);
    }
    return changed;
  }
}
