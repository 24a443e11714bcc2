// A deck's live edits are merged once they pause, at least every two seconds while they keep
// coming, at once when the process goes away; a failed merge is reported and tried with the next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPACT_MAX_WAIT_MS, COMPACT_QUIET_MS, CompactionScheduler } from './live-compaction';

afterEach(() => {
  vi.useRealTimers();
});

describe('merging live edits', () => {
  it('merges once the edits pause, and at least every two seconds while they go on', async () => {
    vi.useFakeTimers();
    const merged: number[] = [];
    const merging = new CompactionScheduler(
      async (id) => merged.push(id),
      () => {},
      () => Date.now(),
    );
    merging.soon(1);
    await vi.advanceTimersByTimeAsync(COMPACT_QUIET_MS - 1);
    merging.soon(1);
    await vi.advanceTimersByTimeAsync(COMPACT_QUIET_MS - 1);
    expect(merged).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(merged).toEqual([1]);
    // A steady stream, an edit every 100 ms: merged by the two-second mark.
    for (let at = 0; at < COMPACT_MAX_WAIT_MS; at += 100) {
      merging.soon(2);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(merged).toEqual([1, 2]);
  });

  it('merges what waits at once when asked, and reports a failure', async () => {
    const warnings: string[] = [];
    const merging = new CompactionScheduler(
      async () => {
        throw new Error('database away');
      },
      (message) => warnings.push(message),
    );
    merging.soon(7);
    await merging.flush();
    expect(warnings).toEqual(['the live edits of deck 7 were not merged yet: database away']);
  });
});
