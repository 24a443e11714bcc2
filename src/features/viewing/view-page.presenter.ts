// The view and embed pages' data (spec §2, §3): the presentation as this viewer sees it, the
// page's context (sharing, sidebar, device) and the head tags, built from what loadFor found.

import type { Language } from '../../i18n/languages';
import { isPublicView, sharePath } from '../../kernel/access/permissions';
import { publicDocument } from '../../kernel/document/canvas/notes';
import { transcriptLines } from '../../kernel/document/transcript';
import {
  canonicalPath,
  downloadPath,
  playerDataPath,
  presentationPath,
  printPath,
  profilePath,
  thumbnailPath,
} from '../../kernel/paths';
import type { HeadTags } from '../../platform/render/render-page';
import type { ViewerPresentation } from '../access';
import { displayName } from '../accounts';
import type { BrandStyle, PageBrand } from '../brand';
import { type CardData, lastModifiedText, presentViewPageData } from '../decks';
import { downloadsOffered } from './download.service';
import type {
  AutoplayOptions,
  DownloadOffer,
  EmbedPageProps,
  NativeApp,
  PrintPageProps,
  ViewPageProps,
} from './pages.contracts';

/** What the request tells about where and how the page is seen. */
export interface PageContext {
  /** The site's public origin (edge.ts#publicOrigin). */
  origin: string;
  lang: Language;
  brandName: string;
  autoplay: AutoplayOptions;
  /** The published brand kit's logo, when the owner chose to show it. */
  brand?: PageBrand | null;
}

export interface ViewPageContextInput extends PageContext {
  isMobile: boolean;
  nativeApp: NativeApp | null;
  sidebar: { videos: CardData[]; templates: CardData[]; staffPicks: CardData[] };
}

/** A viewer page's head tags, with where its player data is (early-present-script.ts withEarlyPresent). */
export interface ViewerHead extends HeadTags {
  playerDataPath?: string;
}

export interface PresentedPage<Props> {
  props: Props;
  head: ViewerHead;
}

const SUMMARY_LENGTH = 300;

/** The page description: the description's text, else the first lines of the transcript. */
function summaryOf(loaded: ViewerPresentation, transcriptText: () => string[]): string {
  const text = loaded.presentation.description_html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (text || transcriptText().slice(0, 3).join(' ')).slice(0, SUMMARY_LENGTH);
}

export function presentViewPage(
  loaded: ViewerPresentation,
  context: ViewPageContextInput,
): PresentedPage<ViewPageProps> {
  const { presentation: p, access, viewLinkId } = loaded;
  const { origin } = context;
  const presentation = presentViewPageData(loaded, context.lang);
  const isPublic = isPublicView(access);
  const publicUrl = `${origin}${presentationPath(p)}`;
  const canonicalUrl = `${origin}${canonicalPath(p)}`;
  return {
    props: {
      presentation,
      page: {
        ...context.autoplay,
        brand: context.brand ?? null,
        isMobile: context.isMobile,
        isPublicView: isPublic,
        nativeApp: context.nativeApp,
        shareUrl: `${origin}${sharePath(p, viewLinkId)}`,
        origin,
        sidebar: context.sidebar,
        printPath: printPath(p, viewLinkId),
        downloads: downloadOfferOf(loaded),
      },
    },
    head: {
      title: `${p.title} · ${presentation.ownerName} · ${context.brandName}`,
      description: summaryOf(loaded, () => transcriptLines(presentation.transcriptData)),
      canonical: isPublic ? canonicalUrl : undefined,
      oembed: isPublic ? `${origin}/api/oembed/?url=${encodeURIComponent(publicUrl)}` : undefined,
      image: isPublic ? `${origin}${thumbnailPath(p).replace(/\.svg$/, '.png')}` : undefined,
      noindex: !isPublic,
      // The start screen's blurred preview: asked for once the page is drawn (platform/render/preload-script.ts).
      preloadImage: presentation.thumbnail,
      playerDataPath: playerDataPath(p.oid, viewLinkId),
      article: {
        author: presentation.ownerName,
        authorUrl: `${origin}${profilePath(loaded.owner.oid)}`,
        publishedTime: new Date(p.created_at).toISOString(),
        modifiedTime: new Date(p.updated_at).toISOString(),
      },
    },
  };
}

/** The Download button's files, as the rule allows them to this request (link included). */
function downloadOfferOf(loaded: ViewerPresentation): DownloadOffer | null {
  const formats = downloadsOffered(loaded);
  if (formats.length === 0) return null;
  return { path: downloadPath(loaded.presentation, loaded.viewLinkId), formats };
}

/** The embed page links back to where the visitor could watch it on the site. */
export function presentEmbedPage(
  loaded: ViewerPresentation,
  context: PageContext,
): PresentedPage<EmbedPageProps> {
  const { presentation: p, viewLinkId } = loaded;
  const siteUrl = `${context.origin}${sharePath(p, viewLinkId)}`;
  return {
    props: {
      presentation: presentViewPageData(loaded, context.lang),
      page: {
        siteUrl,
        shareUrl: siteUrl,
        origin: context.origin,
        brand: context.brand ?? null,
        ...context.autoplay,
      },
    },
    head: {
      title: `${p.title} · ${context.brandName}`,
      noindex: true,
      frameAncestors: p.embed_domains ?? 'any',
      playerDataPath: playerDataPath(p.oid, viewLinkId),
    },
  };
}

/** The print view: the deck for a still per step (videos: none), the transcript, the way back. */
export function presentPrintPage(
  loaded: ViewerPresentation,
  context: Pick<PageContext, 'origin' | 'lang'>,
  title: string,
  brand: BrandStyle | null = null,
): PresentedPage<PrintPageProps> {
  const { presentation: p, owner, access, viewLinkId } = loaded;
  const viewPath = sharePath(p, viewLinkId);
  return {
    props: {
      presentation: {
        oid: p.oid,
        title: p.title,
        ownerName: displayName(owner),
        lastModifiedDateString: lastModifiedText(p.updated_at, context.lang),
        kind: p.kind,
        document: p.kind === 'video' ? null : publicDocument(p.document),
        thumbnail: thumbnailPath(p, viewLinkId),
        transcriptData: p.transcript,
        brand,
      },
      page: { viewPath, viewUrl: `${context.origin}${viewPath}` },
    },
    head: {
      title,
      canonical: isPublicView(access) ? `${context.origin}${canonicalPath(p)}` : undefined,
      noindex: true,
    },
  };
}
