// What a page says about itself in its <head>: title, description, canonical address, link previews
// (Open Graph, Twitter) and what it lets browsers and readers find.
import type { FrameAncestors } from './csp';
import { escapeHtml } from './serialize';

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  noindex?: boolean;
  /** oEmbed discovery (https://oembed.com/#section4): the JSON endpoint for this page. */
  oembed?: string;
  /**
   * Embed pages may be framed by any site, or by the sites their owner lists; every
   * other page only by our own.
   */
  frameAncestors?: FrameAncestors;
  /** The start screen's picture (its blurred preview), fetched ahead once the page is drawn. */
  preloadImage?: string;
  /**
   * Lazy chunks the page imports as soon as it runs (AssetManifest.lazyChunk: the canvas editor on
   * a canvas deck's edit page), fetched ahead with the page's own chunks instead of after them.
   */
  preloadChunks?: string[];
  /**
   * The page's chunks are asked for from the head, with the style sheet, rather than once its first
   * frame is drawn (preload-script.ts): for a page with nothing to show before its script has run
   * (the canvas editor), where waiting for that frame only delays the first one that matters.
   */
  eagerPreload?: boolean;
  /**
   * A page that is one person's work (a view page): Open Graph type article
   * (https://ogp.me/#type_article) and the author meta tag; every other page is a website.
   */
  article?: ArticleTags;
  /**
   * The page's first script, run with the page's nonce before the style sheet, while the HTML is
   * still arriving (a page with a viewer: a press on Present starts the player's downloads).
   */
  firstScript?: string;
  /** A deck's first step (features/viewing/poster.ts), which that first script shows when Present is pressed. */
  poster?: string;
  /** The RSS and Atom feeds of what a listing shows (routes/feeds.ts), for readers to find. */
  feeds?: { title: string; rss: string; atom: string };
}

export interface ArticleTags {
  author: string;
  /** The author's profile page (article:author is a profile, not a name). */
  authorUrl: string;
  /** ISO 8601. */
  publishedTime: string;
  modifiedTime: string;
}

function articleMeta(article: ArticleTags | undefined): string {
  if (!article) return '<meta property="og:type" content="website">';
  return [
    `<meta name="author" content="${escapeHtml(article.author)}">`,
    '<meta property="og:type" content="article">',
    `<meta property="article:author" content="${escapeHtml(article.authorUrl)}">`,
    `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(article.modifiedTime)}">`,
  ].join('');
}

const feedLinks = ({ title, rss, atom }: NonNullable<HeadTags['feeds']>) =>
  `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(rss)}">` +
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(atom)}">`;

/** The meta and link tags after the <title>, for a page of the site named `siteName`. */
export function metaTags(head: HeadTags, siteName: string): string {
  return [
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.oembed
      ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(head.oembed)}">`
      : '',
    head.feeds ? feedLinks(head.feeds) : '',
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.image
      ? '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="675">'
      : '',
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    articleMeta(head.article),
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
}
