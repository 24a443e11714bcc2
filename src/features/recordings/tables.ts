// The stored shapes of the tables this feature writes: uploads, recordings and their takes. They join
// Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps one
// Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** A resumable video upload. */
export interface VideoUploadsTable {
  /** Random, 22 characters of base64url. */
  id: string;
  user_id: number;
  mime_type: 'video/webm' | 'video/mp4';
  /** Declared size in bytes. */
  bytes: number;
  /** The length the browser declared. */
  declared_ms: number;
  /** Bytes received so far: the offset the next chunk must start at. */
  received: ColumnType<number, number | undefined, number>;
  state: ColumnType<
    'uploading' | 'complete' | 'rejected',
    'uploading' | undefined,
    'uploading' | 'complete' | 'rejected'
  >;
  /** Why a rejected upload was refused. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Once complete: the file under DATA_DIR/videos/ and the length read from it. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a recorded video presentation adds to its presentation. JSON columns are text. */
export interface RecordingsTable {
  presentation_id: number;
  video_sha256: string;
  mime_type: 'video/webm' | 'video/mp4';
  bytes: number;
  duration_ms: number;
  deck_id: number | null;
  /** JSON: TimelineEntry[]. */
  timeline: string;
  /** JSON: EditDecisionList. */
  edits: string;
  /** WebVTT in the video's own time ('' for none). */
  captions: string;
  cover_ms: number;
  /** The take the cover frame is in (0: the first); cover_ms is in that take's file. */
  cover_take: Generated<number>;
  /** The cover frame's picture: a media_files key of the recording's presentation, or null. */
  cover_image: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A take after the first of a recording (re-recorded from a step), from position 1. */
export interface RecordingTakesTable {
  presentation_id: number;
  position: number;
  video_sha256: string;
  mime_type: 'video/webm' | 'video/mp4';
  bytes: number;
  duration_ms: number;
  /** JSON: TimelineEntry[]. */
  timeline: string;
  /** JSON: EditDecisionList. */
  edits: string;
  /** WebVTT in the take's own time ('' for none). */
  captions: string;
  created_at: Timestamp;
}

/** A video uploaded into a canvas deck from the editor (its elements name it /media/v/{sha256}.{ext}). */
export interface DeckVideosTable {
  presentation_id: number;
  video_sha256: string;
  mime_type: 'video/webm' | 'video/mp4';
  bytes: number;
  duration_ms: number;
  created_at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    video_uploads: VideoUploadsTable;
    recordings: RecordingsTable;
    recording_takes: RecordingTakesTable;
    deck_videos: DeckVideosTable;
  }
}
