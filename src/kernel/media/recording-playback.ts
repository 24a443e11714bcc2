// A recording's playback as the player receives it: the video types, the deck's timeline, the
// edits and chapters, and each take. It lives in the kernel, below the decks feature, because a
// deck's player data carries it and decks sits below the recordings feature that builds it
// (decision 090); the recordings feature's rules hold the logic over these shapes.

/** The video types a recording may be uploaded as (checked by their bytes once complete). */
export const VIDEO_MIME_TYPES = ['video/webm', 'video/mp4'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

/** From `atMs` (source time) on, the deck showed `step` (0-based), until the next entry. */
export interface TimelineEntry {
  atMs: number;
  step: number;
}

/** A segment of the source left out of the program: from `fromMs` up to (not including) `toMs`. */
export interface Cut {
  fromMs: number;
  toMs: number;
}

/** The program: the source from `startMs` to `endMs`, without the cuts. */
export interface EditDecisionList {
  startMs: number;
  endMs: number;
  cuts: Cut[];
}

/** A chapter mark: the deck's step `step` starts at `atMs` of the program. */
export interface Chapter {
  atMs: number;
  step: number;
  title: string;
}

/** One take of a recording as the player plays it (re-recording from a step adds one). */
export interface TakePlayback {
  /** The take's file (Range requests). */
  videoUrl: string;
  mimeType: VideoMimeType;
  /** The take's file's length (its source time). */
  durationMs: number;
  /** Where the take's program starts in the whole program, and how long it plays. */
  programStartMs: number;
  programDurationMs: number;
  edits: EditDecisionList;
  timeline: TimelineEntry[];
  /** WebVTT in the take's source time (null when it has none), and its text. */
  captionsUrl: string | null;
  captions: string;
}

/**
 * What the player data of a recording adds (PlayerData.recording; null for decks and the seeded
 * videos). PlayerData.document is the deck snapshot the video was recorded over, and
 * PlayerData.media names the same video and captions, so a player that knows only plain videos
 * plays it too (without the cuts or the deck).
 */
export interface RecordingPlayback {
  /**
   * The takes, played one after the other (one for a recording never re-recorded). The fields
   * below up to `coverMs` are the FIRST take's, except programDurationMs
   * and chapters, which are the whole program's.
   */
  takes: TakePlayback[];
  /** The video file (Range requests), through the same address the page was reached by. */
  videoUrl: string;
  mimeType: VideoMimeType;
  /** The whole file's length (source time). */
  durationMs: number;
  /** The edited program's length (all takes). */
  programDurationMs: number;
  edits: EditDecisionList;
  timeline: TimelineEntry[];
  /** One per step change the viewer sees, in program time (all takes), titled by the deck's steps. */
  chapters: Chapter[];
  /** WebVTT in source time, for a <track> on the video element (null when there are no captions). */
  captionsUrl: string | null;
  /** The same captions' text, for the editor ('' when none). */
  captions: string;
  /** The cover frame: the moment `coverMs` of take `coverTake`'s file. */
  coverMs: number;
  coverTake: number;
}
