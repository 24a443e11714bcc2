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
//   GET    /api/v4/recordings/?page=N      → 200 OwnRecordings: the signed-in person's own recordings
//          that play (published, not taken down), the latest changed first,
//          RECORDING_LIMITS.listPageSize a page (page 1 to 999); 401 when signed out. The editor's
//          video picker lists them; nobody else's recording is ever in it, whatever they share.
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
//
// The calls' shapes are declared once, as the TypeBox schemas in schemas.ts (decision 084); this
// file takes their types from there and imports them as types only, so the browser, which loads
// this file, never loads TypeBox.

import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './schemas';

export { RECORDING_LIMITS } from '../../kernel/limits';
// What a recording's player data carries: the kernel's, below decks, whose player data holds it.
export type { RecordingPlayback, TakePlayback } from '../../kernel/media/recording-playback';
export type { Chapter, Cut, EditDecisionList, TimelineEntry } from './rules';
export { VIDEO_MIME_TYPES, type VideoMimeType } from './rules';

export type UploadState = UploadStatus['state'];

/** POST /api/v4/video-uploads/: what the browser is about to send (the file's exact size in bytes). */
export type UploadDeclaration = Static<typeof schemas.UploadDeclaration>;

/** A declared upload: its id and the most bytes one PUT may carry. */
export type UploadCreated = Static<typeof schemas.UploadCreated>;

/** PUT …/{id}/?offset=N answers the bytes the server now holds. */
export type UploadProgress = Static<typeof schemas.UploadProgress>;

/** 409: the chunk was not at the server's offset; send again from `offset`. */
export interface UploadConflict {
  error: { code: 'offset_mismatch'; message: string };
  offset: number;
}

/** 422: the complete file was refused (not the declared type, a duration over the limit or unlike the declared one). */
export interface UploadRejected {
  error: { code: 'video_rejected'; message: string };
}

/** GET …/{id}/: where an upload is; a rejected one says why. */
export type UploadStatus = Static<typeof schemas.UploadStatus>;

/**
 * POST /api/v4/recordings/: publish a complete upload as a video presentation. The deck's document
 * is copied (a snapshot), so later edits of it do not break the sync; the timeline is sorted by
 * atMs, the first at 0, steps within the deck, times within the video; captions are WebVTT text in
 * source time ('' for none); the cover frame is `coverMs`, in source time.
 */
export type PublishRecording = Static<typeof schemas.PublishRecording>;

/** One take's edits and captions, in its own file's time. */
export type TakeEdits = Static<typeof schemas.TakeEdits>;

/**
 * PUT /api/v4/recordings/{oid}/: the editor's save (the timelines and the videos stay as recorded).
 * `edits` and `captions` are the first take's; `laterTakes` the takes after it (left as they are
 * when absent). The cover is the moment `coverMs` of take `coverTake`'s file (0 when absent).
 */
export type RecordingEdits = Static<typeof schemas.RecordingEdits>;

/**
 * POST /api/v4/recordings/{oid}/takes/: a new take, re-recorded from the deck step (0-based)
 * `fromStep`, where the program is ended; its timeline, edits and captions in its own source time.
 */
export type RecordingTake = Static<typeof schemas.RecordingTake>;

/** A recording and its view page. */
export type PublishedRecording = Static<typeof schemas.PublishedRecording>;

/** One of the person's own recordings, as the editor's video picker lists it. */
export type OwnRecording = Static<typeof schemas.OwnRecording>;

/** GET /api/v4/recordings/: one page (1-based) of the person's own recordings. */
export type OwnRecordings = Static<typeof schemas.OwnRecordings>;

/**
 * The recording calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are schemas.ts's recordingsSchemas, entry by entry. The upload's chunks go out through the
 * studio's own uploader (retries, progress) at the paths filled from this table.
 */
export const recordingsApi = endpoints<typeof schemas.recordingsSchemas>()({
  declareUpload: { method: 'POST', path: '/api/v4/video-uploads/' },
  sendChunk: { method: 'PUT', path: '/api/v4/video-uploads/:id/' },
  uploadStatus: { method: 'GET', path: '/api/v4/video-uploads/:id/' },
  abandonUpload: { method: 'DELETE', path: '/api/v4/video-uploads/:id/' },
  publish: { method: 'POST', path: '/api/v4/recordings/' },
  edit: { method: 'PUT', path: '/api/v4/recordings/:oid/' },
  addTake: { method: 'POST', path: '/api/v4/recordings/:oid/takes/' },
  cover: { method: 'PUT', path: '/api/v4/recordings/:oid/cover/' },
  ownRecordings: { method: 'GET', path: '/api/v4/recordings/' },
});
