// Recorded video presentations: what the upload, publishing and editing calls send and
// answer, and what the player data of a recording carries for the synced playback. A recording is
// the presenter's video (uploaded in chunks, resumable), the deck's TIMELINE (which step showed
// when, in the video's own time) and an EDIT DECISION LIST applied at playback (trim and cuts; the
// file is never re-encoded). Times are whole milliseconds. Source time is the uploaded file's;
// program time is the edited video as a viewer sees it (domain/recording.ts maps between them).
//
// Calls (JSON unless said, signed in, CSRF-protected like every write; {error:{code,message}} on failure):
//   POST   /api/v4/video-uploads/          UploadDeclaration → 201 UploadCreated
//          413 too_large (over VIDEO_MAX_BYTES), 400 too_long (over VIDEO_MAX_SECONDS),
//          409 too_many_uploads (RECORDING_LIMITS.unfinishedUploadsPerUser unfinished already)
//   PUT    /api/v4/video-uploads/{id}/?offset=N   body: application/octet-stream, at most
//          UploadCreated.chunkBytes bytes, appended at N
//          → 200 UploadProgress; 409 UploadConflict when N is not the server's offset (resume from
//          its `offset`); 413 chunk_too_large / too_large (more than declared); once the last byte
//          arrives the file is checked (type by magic bytes, duration) and the upload is complete,
//          or rejected: 422 UploadRejected (the upload's state is then 'rejected', its file gone)
//   GET    /api/v4/video-uploads/{id}/     → 200 UploadStatus (only the uploader; others 404)
//   DELETE /api/v4/video-uploads/{id}/     abandon → 204
//   POST   /api/v4/recordings/             PublishRecording → 201 PublishedRecording
//          the uploader must be allowed to edit the deck (owner or editor; 403 otherwise, 404
//          when they cannot see it); the upload must be complete (409 upload_not_complete)
//   PUT    /api/v4/recordings/{oid}/       RecordingEdits → 200 PublishedRecording (owner, editors);
//          edits the first take, and the later ones when `laterTakes` is sent (one per later take,
//          in order: 409 takes_changed when the recording has another number of takes by now)
//   POST   /api/v4/recordings/{oid}/takes/ RecordingTake → 201 PublishedRecording (owner, editors):
//          re-record from a step. The program is ended where step `fromStep` first shows (the take
//          showing it trimmed there, later takes dropped) and the uploaded take appended; the
//          transcript follows. 400 step_not_shown (the program never shows that step), 409
//          upload_not_complete, 409 too_many_takes (RECORDING_LIMITS.takes)
//
// Reading (behind exactly the view page's checks: visibility, share-link password/e-mail/expiry):
//   GET /p/{oid}/{slug}/video/             the video file, HTTP Range requests (206/416)
//   GET /view/{linkId}/video/              the same through a share link
//   GET …/video/captions.vtt               the captions as WebVTT, in SOURCE time (for a <track>)
//   GET …/video/{take}/ and …/video/{take}/captions.vtt   the same for take 1, 2, … (take 0 is …/video/)
//   GET /api/v4/presentation/{oid}/        PlayerData; a recording's has `recording` (below)
//   POST /api/v4/presentation/{oid}/view/  counts a view, as for every presentation: call it when
//                                          playback first starts (the player's first step)
//   …/download/?format=original            the original video file, when downloads are allowed; a zip of
//                                          the takes (take-N.webm|mp4), captions.vtt on the program's
//                                          timeline and timeline.json when there are several

import type { Privacy } from '../../kernel/document/import-metadata';
import type { Chapter, EditDecisionList, TimelineEntry } from './rules';

export { RECORDING_LIMITS } from '../../kernel/limits';
export type { Chapter, Cut, EditDecisionList, TimelineEntry } from './rules';

export const VIDEO_MIME_TYPES = ['video/webm', 'video/mp4'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

export type UploadState = 'uploading' | 'complete' | 'rejected';

/** POST /api/v4/video-uploads/: what the browser is about to send. */
export interface UploadDeclaration {
  /** The file's exact size in bytes. */
  bytes: number;
  mimeType: VideoMimeType;
  /** The recording's length as the browser measured it (checked against the file's, with a tolerance). */
  durationMs: number;
}

export interface UploadCreated {
  /** The upload's id (random, 22 characters of base64url). */
  id: string;
  offset: 0;
  /** The most bytes one PUT may carry. */
  chunkBytes: number;
}

/** PUT …/{id}/?offset=N answers the bytes the server now holds. */
export interface UploadProgress {
  offset: number;
}

/** 409: the chunk was not at the server's offset; send again from `offset`. */
export interface UploadConflict {
  error: { code: 'offset_mismatch'; message: string };
  offset: number;
}

/** 422: the complete file was refused (not the declared type, a duration over the limit or unlike the declared one). */
export interface UploadRejected {
  error: { code: 'video_rejected'; message: string };
}

export interface UploadStatus {
  offset: number;
  bytes: number;
  state: UploadState;
  /** Why a rejected upload was refused; null otherwise. */
  reason: string | null;
}

/** POST /api/v4/recordings/: publish a complete upload as a video presentation. */
export interface PublishRecording {
  uploadId: string;
  /** The deck recorded over; its document is copied (a snapshot), so later edits of it do not break the sync. */
  deckOid: string;
  title: string;
  privacy: Privacy;
  /** Sorted by atMs, the first at 0, steps within the deck, times within the video. */
  timeline: TimelineEntry[];
  edits: EditDecisionList;
  /** WebVTT text in source time; '' for none. */
  captions: string;
  /** The cover frame, in source time. */
  coverMs: number;
}

/** One take's edits and captions, in its own file's time. */
export interface TakeEdits {
  edits: EditDecisionList;
  captions: string;
}

/**
 * PUT /api/v4/recordings/{oid}/: the editor's save (the timelines and the videos stay as recorded).
 * `edits` and `captions` are the first take's; `laterTakes` the takes after it (left as they are
 * when absent). The cover is the moment `coverMs` of take `coverTake`'s file (0 when absent).
 */
export interface RecordingEdits extends TakeEdits {
  coverMs: number;
  coverTake?: number;
  laterTakes?: TakeEdits[];
}

/** POST /api/v4/recordings/{oid}/takes/: a new take, re-recorded from step `fromStep`. */
export interface RecordingTake {
  uploadId: string;
  /** The deck step (0-based) re-recorded from: the program is ended where it first shows. */
  fromStep: number;
  /** The new take's timeline, edits and captions, in its own source time. */
  timeline: TimelineEntry[];
  edits: EditDecisionList;
  captions: string;
}

export interface PublishedRecording {
  oid: string;
  /** The view page. */
  path: string;
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
