// The presenter's moves to the server: rapid key presses coalesce, the latest wins,
// and never more than one request is in flight. A failed send is dropped: the next move retries.
export class StepSender {
  private wanted: number | null = null;
  private sent: number | null = null;
  private inFlight = false;
  private stopped = false;

  constructor(private readonly send: (step: number) => Promise<unknown>) {}

  /** The presenter is now on `step`. */
  move(step: number): void {
    this.wanted = step;
    void this.flush();
  }

  stop(): void {
    this.stopped = true;
  }

  /** Resolves once nothing is waiting (for tests). */
  get idle(): boolean {
    return !this.inFlight;
  }

  private async flush(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    try {
      while (!this.stopped && this.wanted !== null && this.wanted !== this.sent) {
        const step = this.wanted;
        try {
          await this.send(step);
          this.sent = step;
        } catch {
          this.sent = null;
          if (this.wanted === step) break;
        }
      }
    } finally {
      this.inFlight = false;
    }
  }
}
