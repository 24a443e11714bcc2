// The sweep of old video uploads: every VIDEO_UPLOAD_SWEEP_MS each app server
// deletes uploads declared more than a day ago that never became a recording (still arriving, or
// complete and never published, or refused), with their files.
import type { FastifyBaseLogger } from 'fastify';
import { sweepUploads, type VideoStore } from './video-upload.service';

export class VideoUpkeep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    readonly store: VideoStore,
    private readonly sweepMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().finally(() => (this.running = null));
    }, this.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Deletes one batch of old uploads; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    try {
      return await sweepUploads(this.store, now);
    } catch (error) {
      this.log.warn({ err: error }, 'video uploads: the sweep failed; it runs again shortly');
      return 0;
    }
  }
}
