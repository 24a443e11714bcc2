// A stopwatch that runs only while the page is visible: time on a step leaves
// out the time the tab was hidden (another tab in front, the window minimised, the phone locked).

/** What the stopwatch needs of `document`; tests give a fake one. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export class VisibleStopwatch {
  private total = 0;
  /** When the current visible stretch began; null while hidden. */
  private since: number | null;

  constructor(
    private readonly doc: VisibilitySource = document,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.since = doc.visibilityState === 'visible' ? now() : null;
    doc.addEventListener('visibilitychange', this.onChange);
  }

  private readonly onChange = () => {
    if (this.doc.visibilityState === 'visible') {
      this.since ??= this.now();
    } else if (this.since !== null) {
      this.total += this.now() - this.since;
      this.since = null;
    }
  };

  /** Visible milliseconds since it started or last lapped. */
  read(): number {
    return Math.round(this.total + (this.since === null ? 0 : this.now() - this.since));
  }

  /** The reading, and starts again from 0. */
  lap(): number {
    const ms = this.read();
    this.total = 0;
    this.since = this.doc.visibilityState === 'visible' ? this.now() : null;
    return ms;
  }

  stop(): void {
    this.doc.removeEventListener('visibilitychange', this.onChange);
  }
}
