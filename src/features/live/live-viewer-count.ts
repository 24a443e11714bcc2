// One session's audience counted across processes. Each process counts its own audience streams
// and broadcasts that count on change (at most once per countThrottleMs) and on every tick of the
// hub; every process sums the counts heard in the last countTtlMs, so a process that went away
// stops counting by itself. The room's streams hear the total (the `viewers` event) at most once
// per viewersThrottleMs: an audience of 2,000 arriving at once is 2,000 changes, and writing each
// to every stream was quadratic.

/** The hub's timing this count follows (LIVE_HUB_TIMING). */
export interface ViewerCountTiming {
  countThrottleMs: number;
  countTtlMs: number;
  viewersThrottleMs: number;
}

export class ViewerCount {
  /** This process's audience streams in the session. */
  audience = 0;
  /** The audience summed over every process that reported recently. */
  total = 0;
  /** Counts heard from every process (this one included), with when they were heard. */
  private readonly counts = new Map<string, { count: number; at: number }>();
  private lastSentCount = -1;
  private lastCountAt = 0;
  private countTimer: NodeJS.Timeout | null = null;
  private lastViewersAt = 0;
  private viewersTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly process: string,
    private readonly timing: ViewerCountTiming,
    /** Tells the other processes this one's audience. */
    private readonly announce: (audience: number) => void,
    /** Tells the session's streams a new total. */
    private readonly tell: (total: number) => void,
  ) {}

  /** Our audience changed: tell everyone soon (throttled), and count ourselves at once. */
  recount(): void {
    this.counts.set(this.process, { count: this.audience, at: Date.now() });
    this.update();
    if (this.countTimer) return;
    const wait = this.lastCountAt + this.timing.countThrottleMs - Date.now();
    if (wait <= 0) this.send();
    else {
      this.countTimer = setTimeout(() => {
        this.countTimer = null;
        this.send();
      }, wait);
      this.countTimer.unref();
    }
  }

  /** Tells the other processes our audience now. */
  send(): void {
    this.lastCountAt = Date.now();
    this.announce(this.audience);
  }

  /** Another process's count (or ours, come back through the peers). */
  heard(process: string, count: number): void {
    this.counts.set(process, { count, at: Date.now() });
    this.update();
  }

  /** Sums the counts still fresh and, if the total changed, tells the streams soon (throttled). */
  update(): void {
    const now = Date.now();
    let total = 0;
    for (const [process, heard] of this.counts) {
      if (now - heard.at > this.timing.countTtlMs) this.counts.delete(process);
      else total += heard.count;
    }
    this.total = total;
    if (this.lastSentCount === total || this.viewersTimer) return;
    const wait = this.lastViewersAt + this.timing.viewersThrottleMs - now;
    if (wait <= 0) this.sendViewers();
    else {
      this.viewersTimer = setTimeout(() => {
        this.viewersTimer = null;
        this.sendViewers();
      }, wait);
      this.viewersTimer.unref();
    }
  }

  stop(): void {
    if (this.countTimer) clearTimeout(this.countTimer);
    if (this.viewersTimer) clearTimeout(this.viewersTimer);
  }

  /** Tells the streams the current total, if it changed since they were last told. */
  private sendViewers(): void {
    if (this.lastSentCount === this.total) return;
    this.lastSentCount = this.total;
    this.lastViewersAt = Date.now();
    this.tell(this.total);
  }
}
