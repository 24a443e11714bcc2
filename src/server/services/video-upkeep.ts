// The sweep of old video uploads: every VIDEO_UPLOAD_SWEEP_MS each app server
// deletes uploads declared more than a day ago that never became a recording (still arriving, or
// complete and never published, or refused), with their files.
import type { FastifyBaseLogger } from 'fastify';
import { type Repeating, repeat } from '../../platform/jobs/repeat';
import { sweepUploads, type VideoStore } from './video-upload.service';

export class VideoUpkeep {
  private repeating: Repeating | null = null;

  constructor(
    readonly store: VideoStore,
    private readonly sweepMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.repeating ??= repeat(() => this.sweep(), {
      name: 'video uploads: the sweep',
      everyMs: this.sweepMs,
      log: this.log,
    });
  }

  async stop(): Promise<void> {
    await this.repeating?.stop();
    this.repeating = null;
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
