// Downloads: which files a request may download (the rule lives in
// kernel/access/permissions.ts#canDownload, asked as 'presentation.download'), the files themselves — the uploaded PDF of a PDF deck, and
// for every deck a generated PDF of its steps and transcript, cached per document version — and
// counting them for the statistics.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Resvg } from '@resvg/resvg-js';
import { countDownload } from '../../features/viewing/downloads.repository';
import type { Language } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import { authorize } from '../../kernel/access/authorize';
import { canvasOf } from '../../kernel/document/canvas/convert';
import { publicDocument } from '../../kernel/document/canvas/notes';
import { planSlides } from '../../kernel/export/pptx/plan';
import { sniffImage } from '../../kernel/media/image-header';
import type { Db } from '../../platform/db/connection';
import { forbidden, notFound } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import type { Presentation, ViewerPresentation } from '../access';
import { displayName } from '../accounts';
import { type BrandStyle, deckTheme, playerBrandFor } from '../brand';
import type { GeneratedPdfs } from '../decks';
import { findOriginalPdf, findPresentationMedia, renderDeckPdf } from '../decks';
import { findRecording, recordingOriginal } from '../recordings';
import { linkDownloadOf } from '../sharing';
import { writePptx } from './pptx-export';

export type DownloadFormat = 'original' | 'pdf' | 'pptx';
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = ['original', 'pdf', 'pptx'];

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Bumped when the generated PDF's drawing changes, so cached files of the old drawing are replaced. */
const PDF_DRAWING_VERSION = 2;

/**
 * The files a presentation has: a deck's generated PDF and editable PowerPoint file, a PDF deck's
 * upload when it was kept, and a recorded video's original file (a seeded video has none).
 */
export function downloadFormats(p: Pick<Presentation, 'kind' | 'original_pdf' | 'media'>): DownloadFormat[] {
  if (p.kind === 'video') return p.media === null ? ['original'] : [];
  return p.original_pdf ? ['original', 'pdf', 'pptx'] : ['pdf', 'pptx'];
}

/** Whether this request (its viewer, and the share link it came through) may download. */
export function mayDownload(loaded: ViewerPresentation): boolean {
  const { presentation: p, access, viewer, viewLink } = loaded;
  return authorize(viewer, 'presentation.download', {
    ...access,
    allowDownloads: p.allow_downloads,
    ...(viewLink ? { linkDownload: linkDownloadOf(viewLink.download) } : {}),
  });
}

/** The formats this request may download: none when downloads are not allowed to it. */
export const downloadsOffered = (loaded: ViewerPresentation): DownloadFormat[] =>
  mayDownload(loaded) ? downloadFormats(loaded.presentation) : [];

export interface DownloadDeps {
  db: Db;
  /** The site's origin, for the links of an exported file to the site's own pages. */
  origin: string;
  pdfs: GeneratedPdfs;
  contentDir: string;
  /** Where recorded videos and generated PDFs are kept. */
  blobs: BlobStore;
}

export type PreparedDownload = { format: DownloadFormat; fileName: string; contentType: string } & (
  | { bytes: Buffer }
  | { stream: Readable; generated: boolean }
);

/** The file to send, after the rule is checked: 403 download_forbidden, 404 for a missing format. */
export async function prepareDownload(
  deps: DownloadDeps,
  loaded: ViewerPresentation,
  format: DownloadFormat,
  lang: Language,
): Promise<PreparedDownload> {
  const p = loaded.presentation;
  if (!mayDownload(loaded))
    throw forbidden('The owner does not allow downloads of this presentation.', 'download_forbidden');
  if (!downloadFormats(p).includes(format)) throw notFound('This presentation has no such download.');
  const fileName = `${p.slug || 'presentation'}.pdf`;
  const contentType = 'application/pdf';
  if (p.kind === 'video') {
    const recording = await findRecording(deps.db, p.id);
    if (!recording) throw notFound('This presentation has no such download.');
    return { format, generated: false, ...(await recordingOriginal(deps.blobs, p, recording)) };
  }
  if (format === 'original') {
    const bytes = p.original_pdf ? await findOriginalPdf(deps.db, p.original_pdf) : undefined;
    if (!bytes) throw notFound('This presentation has no such download.');
    return { format, fileName, contentType, bytes };
  }
  if (format === 'pptx') return { format, ...(await pptxDownload(deps, loaded)) };
  const author = displayName(loaded.owner);
  // A deck in the `brand` theme is drawn in its published kit's colours, which are
  // part of the file's version, so publishing or unpublishing makes a new file.
  const brand = await playerBrandFor(deps.db, p);
  const version = generatedVersion(p, author, lang, brand);
  const file = await deps.pdfs.file(p.oid, version, async (output) => {
    const t = translator(lang);
    await renderDeckPdf({
      title: p.title,
      author,
      // The file is anyone's who may download it: never the speaker notes of a canvas deck.
      document: publicDocument(p.document),
      transcript: p.transcript,
      loadImage: imageLoader(deps, p.id),
      labels: { transcript: t('view.transcript') },
      output,
      theme: deckTheme(p.document.theme, brand),
    });
  });
  // Gone only if a newer version replaced it since: the next request makes that one.
  const blob = await deps.blobs.get(file.key);
  if (!blob) throw notFound('This download changed while it was made; try again.');
  return { format, fileName, contentType, stream: blob.body, generated: file.generated };
}

/**
 * The deck as an editable PowerPoint file, made for this request: one slide per step, with the
 * speaker notes only for those who may edit the deck (the file is anyone's who may download it).
 */
async function pptxDownload(deps: DownloadDeps, loaded: ViewerPresentation) {
  const p = loaded.presentation;
  const notes = authorize(loaded.viewer, 'presentation.edit', loaded.access);
  const document = p.document.version === 3 ? p.document : canvasOf(p.document);
  const brand = await playerBrandFor(deps.db, p);
  const theme = deckTheme(p.document.theme, brand);
  const plan = planSlides(notes ? document : publicDocument(document), theme, { notes });
  const bytes = await writePptx(plan, {
    theme,
    author: displayName(loaded.owner),
    origin: deps.origin,
    loadPicture: imageLoader(deps, p.id),
  });
  return { fileName: `${p.slug || 'presentation'}.pptx`, contentType: PPTX_TYPE, bytes };
}

/** What the generated file depends on: the document, transcript, title, author and language. */
function generatedVersion(p: Presentation, author: string, lang: Language, brand: BrandStyle | null): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        PDF_DRAWING_VERSION,
        p.title,
        author,
        p.document,
        p.transcript,
        ...(brand ? [brand] : []),
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  return `${hash}-${lang}`;
}

const UPLOADED = /^\/media\/u\/([0-9a-f]{64}\.(?:png|jpg|webp))$/;
const CONTENT_MEDIA = /^\/?media\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpg|jpeg|svg|webp))$/;
/** Pictures are drawn at most this wide (an SVG or WebP is rasterised for the PDF). */
const RASTER_WIDTH = 1600;

/**
 * A frame's picture as PNG or JPEG bytes: the presentation's own uploads, or the site's bundled
 * media. Pictures elsewhere on the web are not fetched (the server requests nothing a deck names);
 * the PDF shows a placeholder for them.
 */
function imageLoader(deps: DownloadDeps, presentationId: number) {
  return async (ref: string): Promise<Buffer | null> => {
    const uploaded = UPLOADED.exec(ref);
    if (uploaded) {
      const row = await findPresentationMedia(deps.db, presentationId, uploaded[1]!);
      return row ? drawable(row.bytes) : null;
    }
    const bundled = CONTENT_MEDIA.exec(ref);
    if (bundled) {
      const bytes = await readFile(path.join(deps.contentDir, 'media', bundled[1]!)).catch(() => null);
      return bytes ? drawable(bytes) : null;
    }
    return null;
  };
}

/** PNG and JPEG as they are; WebP and SVG rasterised to PNG (pdfkit draws only the first two). */
export function drawable(bytes: Buffer): Buffer | null {
  const info = sniffImage(bytes);
  if (info?.type === 'png' || info?.type === 'jpeg') return bytes;
  let svg: string;
  if (info?.type === 'webp') {
    svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><image width="${info.width}" height="${info.height}" href="data:image/webp;base64,${bytes.toString('base64')}"/></svg>`;
  } else {
    const text = bytes.subarray(0, 2048).toString('utf8');
    if (!/<svg[\s>]/.test(text)) return null;
    svg = bytes.toString('utf8');
  }
  try {
    const width = info ? Math.min(info.width, RASTER_WIDTH) : RASTER_WIDTH;
    return new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    })
      .render()
      .asPng();
  } catch {
    return null;
  }
}

/** One more download of this presentation today, through this link (or its own address). */
export async function recordDownload(
  db: Db,
  loaded: ViewerPresentation,
  format: DownloadFormat,
  now = new Date(),
): Promise<void> {
  await countDownload(db, {
    presentationId: loaded.presentation.id,
    day: now.toISOString().slice(0, 10),
    linkId: loaded.viewLinkId ?? '',
    format,
  });
}

/** Content-Disposition for a file name, with an RFC 5987 UTF-8 form when it is not plain ASCII. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
