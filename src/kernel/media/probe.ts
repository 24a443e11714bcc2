// What the container readers (video-container.ts for WebM, mp4-container.ts for MP4) share: the
// bytes they read, what they answer, and the budgets that bound their work on a crafted file.

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
}

export type ContainerType = 'webm' | 'mp4';

export type ProbeResult =
  | { type: ContainerType; durationMs: number }
  | { type: ContainerType; durationMs: null; problem: string }
  | { type: null; problem: string };

export const PROBE_BUDGET = {
  /** The header part read at the start of a WebM (EBML header, Segment Info). */
  headBytes: 256 * 1024,
  /** The end part searched for the last Cluster. */
  tailBytes: 16 * 1024 * 1024,
  /** Cluster candidates tried from the end before giving up. */
  clusterCandidates: 64,
  /** Container elements or boxes visited in all. */
  elements: 200_000,
  /** A fragmented MP4's track-run sample entries read in all (an hour of video and audio is ~300,000). */
  samples: 2_000_000,
  /** The most bytes of one track run (`trun`) read. */
  trunBytes: 4 * 1024 * 1024,
} as const;
