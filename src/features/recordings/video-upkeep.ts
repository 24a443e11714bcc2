// Recorded videos' storage, and the sweep of old video uploads: a scheduled job (every
// VIDEO_UPLOAD_SWEEP_MS, once across the app servers, which share DATA_DIR) deletes uploads
// declared more than a day ago that never became a recording (still arriving, or complete and
// never published, or refused), with their files.
import { sweepUploads, type VideoStore } from './video-upload.service';

export class VideoUpkeep {
  constructor(readonly store: VideoStore) {}

  /** Deletes one batch of old uploads; answers how many. A failure is the job's to retry. */
  sweep(now = new Date()): Promise<number> {
    return sweepUploads(this.store, now);
  }
}
