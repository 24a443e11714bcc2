// Limits shared by the server and the browser. Change them here only.
export const LIMITS = {
  titleLength: 200,
  descriptionLength: 5000,
  textLength: 5000,
  paragraphsPerText: 100,
  textsPerTopic: 50,
  topicsPerLevel: 50,
  topicDepth: 3,
  framesPerDocument: 500,
  tagsPerPresentation: 10,
  tagLength: 40,
  documentBytes: 2_000_000,
  usernameLength: { min: 3, max: 30 },
  passwordLength: { min: 12, max: 200 },
  nameLength: 80,
  emailLength: 254,
} as const;

export const OID_LENGTH = 12;
export const VIEW_LINK_ID_LENGTH = 16;

/** Staff moderation: the reason an owner is shown when a presentation is hidden, and their review request. */
export const MODERATION_LIMITS = { hiddenReasonLength: 500, reviewRequestLength: 2000 } as const;

/** The periods, in days, the statistics page offers; it opens on DEFAULT_STATS_DAYS. */
export const STATS_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_STATS_DAYS = 30;

/**
 * What a viewer's analytics events may claim. Anyone can send them, so every
 * number is bounded before it is stored: a step index below `steps` (and below the deck's own
 * count, checked on arrival), a step's time at most a day, a playthrough at most a week.
 */
export const PLAYTHROUGH_LIMITS = {
  steps: 100_000,
  stepMs: 86_400_000,
  durationMs: 7 * 86_400_000,
} as const;

/** Publishing from files: what the browser checks before uploading and the server enforces. */
export const PUBLISH_LIMITS = {
  /** Pasted or uploaded Markdown/JSON, in characters. */
  sourceLength: 200_000,
  /** The original PDF file. */
  pdfBytes: 30 * 1024 * 1024,
  /** One rendered page image. */
  pageImageBytes: 3 * 1024 * 1024,
  /** A whole PDF upload: the PDF, every page image and the form fields. */
  uploadBytes: 50 * 1024 * 1024,
  pdfPages: 200,
  /** Page images are rendered about this wide, and may be no smaller or larger than these bounds. */
  pageImageWidth: 1600,
  pageImageQuality: 0.8,
  pageImagePixels: { min: 16, max: 4096 },
  /** Text kept per page for the transcript and search; the rest of a dense page is dropped. */
  pageTextLength: 6000,
  fileNameLength: 255,
} as const;

/** Presentations imported from other programs' files (PowerPoint's .pptx today). */
export const IMPORT_LIMITS = {
  /** A whole import upload: the file and the form fields. */
  uploadBytes: 100 * 1024 * 1024,
  /** The file itself. */
  fileBytes: 100 * 1024 * 1024 - 64 * 1024,
  fileNameLength: 255,
} as const;

/**
 * Search indexes the first this-many characters of a presentation's text: PostgreSQL's tsvector
 * holds at most 1 MB, and 960 KB of distinct words overflow it (a 500 on save).
 */
export const SEARCH_TEXT_LENGTH = 100_000;

/** The editor and comments: what the browser checks before sending and the server enforces. */
export const EDITOR_LIMITS = {
  /** The editor's source (Markdown or pretty-printed JSON), in characters. */
  sourceLength: 1_000_000,
  commentLength: 2000,
  /** Comments one presentation holds, replies included: a review's worth, never a flood. */
  commentsPerPresentation: 2000,
  /** Replies in one thread. */
  repliesPerThread: 200,
  /** People one comment may mention (and so mail). */
  mentionsPerComment: 10,
  /** Earlier versions kept per presentation; older ones are pruned on save. */
  versionsPerPresentation: 50,
  /** One canvas autosave's Y update, as base64 characters (a pasted picture travels as a media reference). */
  canvasUpdateLength: 4_000_000,
  /** A canvas deck's whole editing state, as stored bytes: past it, saves are refused until compacted. */
  canvasStateBytes: 32_000_000,
  /** One picture uploaded into a canvas deck (a file chosen, dropped or pasted). */
  pictureBytes: 3 * 1024 * 1024,
  /** Its largest side in pixels: a camera's photo fits, a picture that would take gigabytes to draw does not. */
  pictureSide: 12_000,
  /** Its pixels in all (width × height), for the same reason. */
  picturePixels: 50_000_000,
  /** What one deck's media files may take in all: its pictures, uploaded or from its source, and PDF pages. */
  deckMediaBytes: 300 * 1024 * 1024,
  /** How many media files one deck may hold. */
  deckMediaFiles: 2000,
  /** Videos uploaded into one deck (their bytes count against the owner's video quota). */
  deckVideos: 50,
} as const;

/**
 * Visits: what the visit beacon may send and for how long. A step's time is
 * capped by PLAYTHROUGH_LIMITS.stepMs and a visit's by PLAYTHROUGH_LIMITS.durationMs; a visit has
 * at most one row per step of its deck.
 */
export const VISIT_LIMITS = {
  /** A visit takes beacons this long after it started, no longer. */
  maxAgeMs: 6 * 3_600_000,
  /** A view not counted (the same visitor within 30 minutes) continues a visit seen this recently. */
  continueWithinMs: 30 * 60_000,
  /** Steps one beacon may report. */
  beaconSteps: 50,
  /** Characters of a visit id (random, base64url). */
  idLength: 22,
  /** Rows of the CSV export of visits; past it the export says it stopped. */
  csvRows: 100_000,
} as const;

/**
 * Speaker notes: the characters of one step's notes (a topic's, a subtopic's or
 * the overview's, several blocks under one heading counted together).
 */
export const NOTES_LIMITS = { noteLength: 5000 } as const;

/**
 * Recorded video presentations: what a recording's timeline, edits and captions may
 * hold. The video's own size and length come from configuration (VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS).
 */
export const RECORDING_LIMITS = {
  /** Deck steps recorded in one timeline (a step change every 0.7 s for an hour). */
  timelineEntries: 5000,
  /** Segments cut out of one recording. */
  cuts: 50,
  /** The captions' WebVTT text, in bytes (UTF-8). */
  captionsBytes: 200 * 1024,
  /** One cue's text, in characters. */
  cueTextLength: 500,
  /** Takes of one recording (each re-recording from a step appends one). */
  takes: 20,
  /** The edited program must keep at least this much of the recording. */
  minProgramMs: 500,
  /** The browser's declared duration may differ from the file's by this much (or 5 %, if more). */
  durationToleranceMs: 2000,
  /** One chunk of a resumable upload. */
  chunkBytes: 8 * 1024 * 1024,
  /** Unfinished uploads (still arriving, or complete and not yet published) one person may hold. */
  unfinishedUploadsPerUser: 3,
  /** An unfinished upload is deleted this long after it was declared. */
  uploadMaxAgeMs: 24 * 3_600_000,
  /** The cover frame's picture the browser draws: its bytes, and the width it is drawn at most. */
  coverBytes: 1024 * 1024,
  coverWidth: 1280,
  /** The largest side the server takes (a tall portrait frame drawn 1280 wide), and the smallest. */
  coverMaxSide: 2560,
  coverMinSide: 16,
  /** A person's recordings the editor's video picker lists on one page (the latest changed first). */
  listPageSize: 48,
} as const;

/** Teams and folders: what one person or team may hold, so every listing stays bounded. */
export const TEAM_LIMITS = {
  teamNameLength: 80,
  /** Teams one person belongs to. */
  teamsPerUser: 20,
  /** Members of one team, pending invitations included. */
  membersPerTeam: 500,
  /** Invitations one team sends in a day. */
  invitationsPerDay: 100,
  /** Invitations one account sends in a day, across all its teams. */
  invitationsPerAccountPerDay: 100,
  /** An invitation link works this long. */
  invitationMaxAgeMs: 7 * 24 * 3_600_000,
  folderNameLength: 80,
  /** Folders nest at most this deep (a folder at the top is at depth 1). */
  folderDepth: 8,
  /** Folders one person or team holds. */
  foldersPerOwner: 500,
  /** People one folder is shared with. */
  folderCollaborators: 100,
} as const;
