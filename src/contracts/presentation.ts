// The public shapes of a presentation: the player API (GET /api/v4/presentation/{oid}/), the view
// and embed pages, and the cards of every listing. server/presenters/ builds them from rows.

import type { OwnerData } from '../features/accounts/contracts';
import type { PageBrand } from '../features/brand/contracts';
import type { BrandStyle } from '../kernel/document/brand-style';
import type { PresentationDocument, PresentationKind, SchemaVersion } from '../kernel/document/document';
import type { Privacy } from '../kernel/document/import-metadata';
import type { TranscriptTopic } from '../kernel/document/transcript';
import type { VideoMedia } from '../kernel/media/media';
import type { RecordingPlayback } from '../kernel/media/recording-playback';

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

/** The store app offered to signed-in phone visitors (spec §2 native-app prompt). */
export interface NativeApp {
  type: 'ios' | 'android';
  url: string;
  ownProtocolUrl: string;
  openAppTimeout: number;
}

export interface AutoplayOptions {
  /** ?autoplay=1: the steps advance by themselves until the viewer takes over. */
  shouldAutoplay: boolean;
  /** ?autoplay=force: they keep advancing. */
  forceAutoplay: boolean;
}

/** The view page's context around the presentation. */
export interface ViewPageContext extends AutoplayOptions {
  /** The brand kit's logo shown instead of Podium's, when the owner chose it. */
  brand: PageBrand | null;
  isMobile: boolean;
  /** Listed and reached by its public address: promotions, canonical link, shared cache. */
  isPublicView: boolean;
  nativeApp: NativeApp | null;
  shareUrl: string;
  origin: string;
  sidebar: { videos: CardData[]; templates: CardData[]; staffPicks: CardData[] };
  /** The print view of this page (every step, then the transcript). */
  printPath: string;
  /** What this request may download, or null when it may download nothing. */
  downloads: DownloadOffer | null;
}

/** The files offered: a PDF deck's upload ('original') and the generated PDF ('pdf'). */
export interface DownloadOffer {
  /** The download address; ?format= names the file. */
  path: string;
  formats: Array<'original' | 'pdf'>;
}

export interface ViewPageProps {
  presentation: ViewPageData;
  page: ViewPageContext;
}

/** The print view: every step of the deck as a still, then the transcript. */
export interface PrintPageData {
  oid: string;
  title: string;
  ownerName: string;
  lastModifiedDateString: string;
  kind: PresentationKind;
  /** The deck to draw; null for a video, whose print view is its cover and transcript. */
  document: PresentationDocument | null;
  thumbnail: string;
  transcriptData: TranscriptTopic;
  /** The published brand kit of a deck in the `brand` theme; null otherwise. */
  brand: BrandStyle | null;
}

export interface PrintPageProps {
  presentation: PrintPageData;
  page: {
    /** The view page this print view belongs to: the way back, and the address printed. */
    viewPath: string;
    viewUrl: string;
  };
}

/** The embed page's context: the viewer alone, with a link back to the site. */
export interface EmbedPageContext extends AutoplayOptions {
  /** The brand kit's logo shown instead of Podium's, when the owner chose it. */
  brand: PageBrand | null;
  siteUrl: string;
  shareUrl: string;
  origin: string;
}

export interface EmbedPageProps {
  presentation: ViewPageData;
  page: EmbedPageContext;
}
