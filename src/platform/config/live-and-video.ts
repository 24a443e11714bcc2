// Live sessions (when an idle one ends, how many event streams a process holds) and recorded videos
// (what one upload may be, what an account or team stores, how often old uploads are swept).
import type { EnvReader } from './env-reader';

export interface LiveAndVideoConfig {
  /** Live sessions. */
  live: {
    /** LIVE_PRESENTER_IDLE_MS: a session whose presenter was not heard from for this long ends. */
    idleMs: number;
    /** LIVE_SWEEP_MS: how often such sessions are looked for (a scheduled job, once per site). */
    sweepMs: number;
    /** LIVE_MAX_STREAMS: live event streams one process holds at most; more get 503. */
    maxStreams: number;
    /**
     * LIVE_MAX_STREAMS_PER_ADDRESS: audience streams one client address holds in a process (never
     * more than a quarter of maxStreams, so one address leaves room for others); more get 429.
     */
    maxStreamsPerAddress: number;
  };
  /** Recorded video presentations: what one upload may be, and how often old ones are swept. */
  video: {
    /** VIDEO_MAX_BYTES: the largest video file accepted. */
    maxBytes: number;
    /** VIDEO_MAX_SECONDS: the longest video accepted. */
    maxSeconds: number;
    /**
     * VIDEO_QUOTA_BYTES: the video bytes one account stores (its own recordings and its uploads),
     * and separately each team (its recordings); an upload or publish beyond it gets 413.
     */
    quotaBytes: number;
    /** VIDEO_UPLOAD_SWEEP_MS: how often unfinished uploads older than a day are deleted (a scheduled job). */
    sweepMs: number;
  };
}

export function readLiveAndVideo({ int }: EnvReader): LiveAndVideoConfig {
  return {
    live: {
      idleMs: int('LIVE_PRESENTER_IDLE_MS', 30 * 60 * 1000, 1000, 7 * 24 * 3_600_000),
      sweepMs: int('LIVE_SWEEP_MS', 60_000, 50, 3_600_000),
      maxStreams: int('LIVE_MAX_STREAMS', 10_000, 1, 1_000_000),
      maxStreamsPerAddress: int('LIVE_MAX_STREAMS_PER_ADDRESS', 200, 1, 1_000_000),
    },
    video: {
      maxBytes: int('VIDEO_MAX_BYTES', 2 * 1024 ** 3, 1024, 1024 ** 4),
      maxSeconds: int('VIDEO_MAX_SECONDS', 3600, 1, 24 * 3600),
      quotaBytes: int('VIDEO_QUOTA_BYTES', 2 * 1024 ** 3, 1024, 1024 ** 5),
      sweepMs: int('VIDEO_UPLOAD_SWEEP_MS', 15 * 60_000, 50, 24 * 3_600_000),
    },
  };
}
