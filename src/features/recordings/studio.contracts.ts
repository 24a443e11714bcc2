// The recording studio: the props of /video/new/ and /video/new/?deck={oid}, for
// signed-in people. Without a deck it lists the decks they may edit; with one it opens the studio on
// it (the same 403/404 rules as the editor). The studio publishes through contracts.ts.
import type { PlayerData } from '../decks/contracts';
import type { RecordingPlayback } from './contracts';

export interface StudioDeckChoice {
  oid: string;
  title: string;
  /** Where the studio opens on this deck. */
  studioPath: string;
}

export interface StudioDeck {
  oid: string;
  title: string;
  privacy: 'public' | 'reusable' | 'private';
  /** The deck's view page, for the way back. */
  path: string;
}

/** The server's limits on an upload (VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS). */
export interface StudioLimits {
  maxBytes: number;
  maxSeconds: number;
}

/**
 * Re-recording a published recording from a step (/video/new/?recording={oid}&from={step}): the
 * studio opens on that step of the recording's deck snapshot, and Publish uploads the new
 * take and sends it to POST /api/v4/recordings/{oid}/takes/ (contracts.ts RecordingTake).
 */
export interface StudioRetake {
  /** The step (0-based) re-recorded from. */
  fromStep: number;
  stepTitle: string;
  /** The recording's editor, where the studio returns after publishing. */
  editorPath: string;
}

export interface StudioPageData {
  /** The deck being recorded over (in re-record mode: the recording), or null when the page offers the picker. */
  deck: StudioDeck | null;
  /** Set when re-recording a recording from a step. */
  retake: StudioRetake | null;
  player: PlayerData | null;
  /** The decks the user may edit (owned, or shared with them as editor), for the picker. */
  decks: StudioDeckChoice[];
  limits: StudioLimits;
}

/**
 * The recording editor (/video/edit/{oid}/): a published recording's trim, cuts,
 * cover frame and captions, for its owner and editors (others who can see it: 403; anyone else:
 * 404; a presentation that is not a recording: 404). It saves with PUT /api/v4/recordings/{oid}/
 * (contracts.ts RecordingEdits).
 */
export interface RecordingEditorPageData {
  presentation: { oid: string; title: string; path: string };
  /** The video (through the presentation's own address), its timeline, edits, captions and cover. */
  recording: RecordingPlayback;
  /** The titles of the deck's steps, as the timeline numbers them. */
  steps: string[];
}
