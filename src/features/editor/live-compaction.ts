// When this process merges a deck's live edits into its document (decision 097): shortly after the
// edits pause (so the view page, search and a Present click see them within a moment of the
// editor's "Saved"), and at least every few seconds while they keep coming. The compaction job
// queued beside it is the safety net for a process that dies first.

/** A pause in a deck's edits this long merges them. */
export const COMPACT_QUIET_MS = 300;
/** While edits keep coming, they are merged at least this often. */
export const COMPACT_MAX_WAIT_MS = 5_000;

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  firstAt: number;
}

export class CompactionScheduler {
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly compact: (presentationId: number) => Promise<unknown>,
    private readonly warn: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Edits of the deck were stored: merge them once they pause. */
  soon(presentationId: number): void {
    const at = this.now();
    const pending = this.pending.get(presentationId);
    if (pending) clearTimeout(pending.timer);
    const firstAt = pending?.firstAt ?? at;
    const wait = Math.max(0, Math.min(COMPACT_QUIET_MS, firstAt + COMPACT_MAX_WAIT_MS - at));
    const timer = setTimeout(() => this.run(presentationId), wait);
    this.pending.set(presentationId, { timer, firstAt });
  }

  /** Merges everything waiting now (the process is going away). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((presentationId) => this.run(presentationId)));
  }

  private async run(presentationId: number) {
    const pending = this.pending.get(presentationId);
    if (pending) clearTimeout(pending.timer);
    this.pending.delete(presentationId);
    try {
      await this.compact(presentationId);
    } catch (error) {
      this.warn(`the live edits of deck ${presentationId} were not merged yet: ${(error as Error).message}`);
    }
  }
}
