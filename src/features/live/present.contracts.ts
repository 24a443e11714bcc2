// The presenter view and its audience window: the props of /p/{oid}/present/ and
// /p/{oid}/present/audience/, both for the talk's owner and editors only.
import type { PlayerData } from '../decks/contracts';

export interface PresentPageTalk {
  oid: string;
  title: string;
  /** The view page, for the way back. */
  path: string;
}

export interface PresenterPageData {
  presentation: PresentPageTalk;
  player: PlayerData;
  /**
   * The speaker notes of each step of the layout ('' where there are none), read from the author's
   * source (kernel/document/speaker-notes.ts). Only this owner-and-editor page carries them.
   */
  notes: string[];
  audiencePath: string;
}

export interface AudiencePageData {
  presentation: PresentPageTalk;
  player: PlayerData;
  presenterPath: string;
}
