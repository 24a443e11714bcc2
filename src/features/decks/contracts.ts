// The public shapes of a presentation, as every feature that shows a deck sends them: the player's
// data (GET /api/v4/presentation/{oid}/, the editor's preview, the studio, live), the view and embed
// pages' presentation, and the cards of every listing. player-data.presenter.ts builds them from
// rows. Types only: the browser imports them.

import type { BrandStyle } from '../../kernel/document/brand-style';
import type { PresentationDocument, PresentationKind, SchemaVersion } from '../../kernel/document/document';
import type { Privacy } from '../../kernel/document/import-metadata';
import type { TranscriptTopic } from '../../kernel/document/transcript';
import type { VideoMedia } from '../../kernel/media/media';
import type { RecordingPlayback } from '../../kernel/media/recording-playback';
import type { OwnerData } from '../accounts/contracts';

export interface ViewerRights {
  edit: boolean;
  comment: boolean;
}

/** What the player downloads: the document and what the viewer widget shows around it. */
export interface PlayerData {
  oid: string;
  title: string;
  kind: PresentationKind;
  schemaVersion: SchemaVersion;
  privacy: Privacy;
  document: PresentationDocument;
  media: VideoMedia | null;
  /** A recorded video presentation's video, edits, timeline and chapters; null otherwise. */
  recording: RecordingPlayback | null;
  thumbnail: string;
  owner: OwnerData;
  lastModified: string;
  lastModifiedDateString: string;
  likesCount: number;
  hasLiked: boolean;
  viewCount: number;
  tags: string[];
  viewerRights: ViewerRights;
  prezilink: { link_id: string } | null;
  /** The published brand kit a deck in the `brand` theme is drawn with; null otherwise. */
  brand?: BrandStyle | null;
}

/** The presentation as the view and embed pages render it (spec §3 names). */
export interface ViewPageData {
  oid: string;
  title: string;
  slug: string;
  description: string;
  owner: OwnerData;
  ownerName: string;
  lastModifiedDateString: string;
  privacy: Privacy;
  kind: PresentationKind;
  schemaVersion: SchemaVersion;
  thumbnail: string;
  viewCount: number;
  likesCount: number;
  hasLikedPrezi: boolean;
  tags: string;
  transcriptData: TranscriptTopic;
  viewerRights: ViewerRights;
  prezilink: { link_id: string } | null;
  isAuthenticated: boolean;
  hiddenReason: string | null;
  /** Staff pick (spec §3 curationExists). */
  curationExists: boolean;
  /** kernel/access/permissions.ts#showsMakeACopy decides it. */
  showMakeACopyButton: boolean;
  /** A video recorded in the studio, which its owner and editors may edit. */
  isRecording: boolean;
}

/** A presentation in a listing, the sidebar or the dashboard. */
export interface CardData {
  oid: string;
  title: string;
  subTitle: string;
  path: string;
  thumbnail: string;
  type?: 'TEMPLATE';
  previewAnimation?: string;
  viewCount: number;
  likesCount: number;
  /** Search results: the text around the matched words, marked with \u0002…\u0003. */
  excerpt?: string;
}
