// The recordings feature's public face for the other features: a deck's recordings (a deck taken
// down by staff takes its recordings with it), a recording with its takes and their chapters (its
// statistics count chapters as steps). The routes, the upload sweep and the video files
// are wired by the composition root (src/app/app.ts) from their own files. Browser code takes
// contracts.ts, studio.contracts.ts, the rules and ui/; the player reads the rules for chapters.

export type { RecordingPlayback } from './contracts';
export { attachDeckVideo, releaseDeckVideos } from './deck-video.service';
export { copyDeckVideos, deckVideosOf } from './deck-videos.repository';
export { isRecording, presentRecording, recordingOf } from './recording.service';
export { copyRecording } from './recording-copy.service';
export { recordingOriginal } from './recording-download.service';
export { findRecording, recordingsOfDeck, takesOf } from './repository';
export { VIDEO_MIME_TYPES } from './rules';
export { EditsBody, TimelineBody } from './schemas';
export { chaptersOfTakes } from './takes-rules';
