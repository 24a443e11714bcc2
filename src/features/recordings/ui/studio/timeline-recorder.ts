// The recording's timeline: which step of the deck showed from which moment, in
// the recording's OWN clock, the clock the recorded media plays in. Time spent paused is not
// recorded, so it does not count; a step changed while paused shows from the moment recording
// resumes. The first entry is at 0 (the step shown when recording started).
import type { TimelineEntry } from '../../contracts';

export type Clock = () => number;

export class TimelineRecorder {
  private entries: TimelineEntry[] = [];
  /** Recording time banked before the current run (runs are separated by pauses). */
  private banked = 0;
  /** Wall time the current run started at; null while paused or stopped. */
  private runStart: number | null = null;
  private stopped = false;

  constructor(private readonly clock: Clock) {}

  /** Recording starts on `step`. */
  start(step: number) {
    this.entries = [{ atMs: 0, step }];
    this.banked = 0;
    this.stopped = false;
    this.runStart = this.clock();
  }

  /** Milliseconds recorded so far, pauses excluded. */
  elapsed(): number {
    const running = this.runStart === null ? 0 : this.clock() - this.runStart;
    return Math.max(0, Math.round(this.banked + running));
  }

  get paused(): boolean {
    return this.runStart === null && !this.stopped && this.entries.length > 0;
  }

  pause() {
    if (this.runStart === null) return;
    this.banked += this.clock() - this.runStart;
    this.runStart = null;
  }

  resume() {
    if (this.runStart !== null || this.stopped || this.entries.length === 0) return;
    this.runStart = this.clock();
  }

  /** The deck moved to `step`: an entry at the current recording time (one per moment, none for no change). */
  step(step: number) {
    if (this.stopped || this.entries.length === 0) return;
    const atMs = this.elapsed();
    const last = this.entries[this.entries.length - 1]!;
    if (last.step === step) return;
    if (last.atMs === atMs) {
      // Two moves in one moment (or while paused): the later wins; a move back undoes the entry.
      this.entries.pop();
      const before = this.entries[this.entries.length - 1];
      if (before && before.step === step) return;
      if (!before) {
        this.entries.push({ atMs, step });
        return;
      }
    }
    this.entries.push({ atMs, step });
  }

  /** Recording ends: its length in ms. */
  /** Stops for good; the recording's length in whole milliseconds, as every time the server takes. */
  stop(): number {
    this.pause();
    this.stopped = true;
    return Math.round(this.banked);
  }

  /** The timeline so far. */
  timeline(): TimelineEntry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }
}

/**
 * The timeline for a video of `durationMs` (the file may be a few ms shorter than the clock said):
 * entries must lie within the video and after the first; those past its end are dropped.
 */
export function timelineWithin(timeline: TimelineEntry[], durationMs: number): TimelineEntry[] {
  return timeline.filter((entry, i) => i === 0 || entry.atMs < durationMs);
}
