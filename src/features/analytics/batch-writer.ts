// Group commit: requests arriving together are written in one transaction, and each request's
// promise settles only when its rows are stored, so a 204 always means "stored".
export class BatchWriter<Row> {
  private queue: { rows: Row[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly write: (rows: Row[]) => Promise<void>) {}

  add(rows: Row[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      // Wait one turn of the event loop so requests parsed together share a transaction;
      // rows arriving during a write are picked up by the flush loop right after it.
      if (!this.flushing) this.flushing = new Promise((r) => setImmediate(r)).then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        await this.write(batch.flatMap((entry) => entry.rows));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await this.writeEach(batch);
      }
    }
    this.flushing = null;
  }

  /** After a failed group: each request's rows on their own, so one bad row costs no one else their data. */
  private async writeEach(batch: typeof this.queue): Promise<void> {
    for (const entry of batch) {
      try {
        await this.write(entry.rows);
        entry.resolve();
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  /** Waits for everything queued so far (used when the app closes). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }
}
