// The view, embed and print pages' props: the presentation (decks' ViewPageData, or the print
// view's own shape) and what each page shows around it. view-page.presenter.ts builds them. Types
// only: the browser imports them.
import type { BrandStyle } from '../../kernel/document/brand-style';
import type { PresentationDocument, PresentationKind } from '../../kernel/document/document';
import type { TranscriptTopic } from '../../kernel/document/transcript';
import type { PageBrand } from '../brand/contracts';
import type { CardData, ViewPageData } from '../decks/contracts';

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

/**
 * The files offered: a PDF deck's upload ('original'), the generated PDF ('pdf') and the editable
 * PowerPoint file ('pptx').
 */
export interface DownloadOffer {
  /** The download address; ?format= names the file. */
  path: string;
  formats: Array<'original' | 'pdf' | 'pptx'>;
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
