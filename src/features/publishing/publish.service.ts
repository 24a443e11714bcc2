// Publishing a new presentation ("Create your own" on the dashboard): from Markdown or JSON
// source, from a PDF and its page pictures, from a template, or blank. Every path creates the
// presentation, its transcript, search entry and media in one transaction, or nothing at all.

import { createHash } from 'node:crypto';
import { blankCanvas } from '../../kernel/document/canvas/blank';
import { publicDocument } from '../../kernel/document/canvas/notes';
import { parseCanvasDocument } from '../../kernel/document/canvas/validate';
import { parseDocument } from '../../kernel/document/document';
import { withoutNotes } from '../../kernel/document/editor-source';
import type { Privacy } from '../../kernel/document/import-metadata';
import { importJson } from '../../kernel/document/json-import';
import { importMarkdown } from '../../kernel/document/markdown-import';
import { pdfDeck } from '../../kernel/document/pdf-deck';
import { sourceWithTheme } from '../../kernel/document/source-theme';
import { LIMITS, PUBLISH_LIMITS } from '../../kernel/limits';
import { type ImageInfo, isPdf, sniffImage } from '../../kernel/media/image-header';
import { editPath, presentationPath } from '../../kernel/paths';
import type { DatabaseHandle } from '../../platform/db/connection';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { initialThemeFor, redrawBrandThumbnail } from '../brand';
import type { SourceFormat } from '../decks';
import {
  copyMediaFiles,
  createPresentation,
  descriptionFromMarkdown,
  insertMediaFiles,
  type NewMedia,
  storeOriginalPdf,
} from '../decks';
import type { BlankKind, Published } from './contracts';
import type { PdfReaderPool } from './pdf.service';

export const presentPublished = (p: Presentation): Published => ({
  oid: p.oid,
  path: presentationPath(p),
  editUrl: editPath(p),
});

/** A JSON document starts with "{"; everything else is read as Markdown. */
export const detectFormat = (source: string): SourceFormat =>
  source.trimStart().startsWith('{') ? 'json' : 'markdown';

/**
 * Markdown or JSON source → a presentation that keeps its source, so it opens in the editor as
 * written; a DocumentError names the line or field at fault. The web always chooses the privacy;
 * the CLI without --privacy leaves it to the source's own metadata (which defaults to public).
 */
export async function publishSource(
  handle: DatabaseHandle,
  ownerId: number,
  input: { source: string; privacy?: Privacy; format?: SourceFormat; teamId?: number | null },
): Promise<Presentation> {
  const format = input.format ?? detectFormat(input.source);
  const read = (text: string) => (format === 'json' ? importJson(text) : importMarkdown(text));
  let source = input.source;
  let imported = read(source);
  // A new presentation made in a team whose brand kit is published starts in the kit's look,
  // unless its source chose a theme other than the default; the source says so, so the editor
  // keeps it.
  const teamId = input.teamId ?? null;
  const branded =
    imported.document.theme === 'ocean' && (await initialThemeFor(handle.db, teamId, 'ocean')) === 'brand'
      ? sourceWithTheme(source, format, 'brand')
      : null;
  if (branded !== null) {
    source = branded;
    imported = read(source);
  }
  const created = await createPresentation(handle, {
    ownerId,
    document: imported.document,
    privacy: input.privacy ?? imported.metadata.privacy,
    source: { text: source, format },
    teamId: input.teamId,
    tags: imported.metadata.tags,
    descriptionHtml: imported.metadata.description
      ? descriptionFromMarkdown(imported.metadata.description)
      : '',
  });
  if (branded !== null) await redrawBrandThumbnail(handle.db, created.id);
  return created;
}

/** The smallest deck worth editing: a title and one topic, as Markdown so the editor has its source. */
export function blankSource(title: string, topic: string): string {
  return `# ${title}\n\n## ${topic}\n`;
}

export async function publishBlank(
  handle: DatabaseHandle,
  ownerId: number,
  input: { privacy: Privacy; title: string; topic: string; teamId?: number | null; kind?: BlankKind },
): Promise<Presentation> {
  if (input.kind === 'canvas') return publishBlankCanvas(handle, ownerId, input);
  return publishSource(handle, ownerId, {
    source: blankSource(input.title, input.topic),
    privacy: input.privacy,
    teamId: input.teamId,
    format: 'markdown',
  });
}

/**
 * A blank canvas deck (schema '3'), with no source: its words live in its document. In a team with
 * a published brand kit it starts in the kit's look, as a Markdown blank does.
 */
async function publishBlankCanvas(
  handle: DatabaseHandle,
  ownerId: number,
  input: { privacy: Privacy; title: string; teamId?: number | null },
): Promise<Presentation> {
  const teamId = input.teamId ?? null;
  const theme = await initialThemeFor(handle.db, teamId, 'ocean');
  const created = await createPresentation(handle, {
    ownerId,
    document: parseCanvasDocument(blankCanvas(input.title, theme)),
    privacy: input.privacy,
    teamId,
    tags: [],
    descriptionHtml: '',
  });
  if (theme === 'brand') await redrawBrandThumbnail(handle.db, created.id);
  return created;
}

/** A template's content as a new presentation of the caller's, with its pictures and source. */
export async function publishFromTemplate(
  handle: DatabaseHandle,
  template: Presentation,
  ownerId: number,
  privacy: Privacy,
  teamId: number | null = null,
): Promise<Presentation> {
  return createPresentation(handle, {
    ownerId,
    teamId,
    document: template.owner_id === ownerId ? template.document : publicDocument(template.document),
    privacy,
    tags: template.tags,
    descriptionHtml: template.description_html,
    // The speaker notes in a template's source are its author's own: someone else's copy goes without.
    ...(template.source && template.source_format
      ? {
          source: {
            text:
              template.owner_id === ownerId
                ? template.source
                : withoutNotes(template.source, template.source_format),
            format: template.source_format,
          },
        }
      : {}),
    afterInsert: (trx, row) => copyMediaFiles(trx, template.id, row.id, row.created_at),
  });
}

export interface PdfUpload {
  privacy: Privacy;
  /** The team it is made in, or none. */
  teamId?: number | null;
  /** The title the author typed, if any. */
  title?: string;
  fileName: string;
  pdf: Buffer;
  /** One picture per page, in page order. */
  images: Buffer[];
}

/** Checks one page picture: a real PNG/JPEG/WebP of sane size (before the PDF is read at all). */
function checkPageImage(bytes: Buffer, page: number): ImageInfo {
  const info = sniffImage(bytes);
  if (!info)
    throw badRequest(`Page ${page}: the picture is not a PNG, JPEG or WebP image.`, 'bad_page_image');
  if (bytes.length > PUBLISH_LIMITS.pageImageBytes) {
    throw badRequest(
      `Page ${page}: the picture is larger than ${PUBLISH_LIMITS.pageImageBytes / 1024 / 1024} MB.`,
      'bad_page_image',
    );
  }
  const { min, max } = PUBLISH_LIMITS.pageImagePixels;
  const sizeOk = [info.width, info.height].every((n) => n >= min && n <= max);
  if (!sizeOk) {
    throw badRequest(
      `Page ${page}: the picture is ${info.width}×${info.height} pixels; each side must be ${min}–${max}.`,
      'bad_page_image',
    );
  }
  return info;
}

/** A picture of another shape is not a picture of this page (rounding allows a pixel or so). */
function checkPageShape(info: ImageInfo, page: number, aspectRatio: number): void {
  const shape = info.width / info.height;
  if (Math.abs(shape - aspectRatio) / aspectRatio > 0.03 + 2 / Math.min(info.width, info.height)) {
    throw badRequest(
      `Page ${page}: the picture is ${info.width}×${info.height} pixels, which is not the shape of the page.`,
      'bad_page_image',
    );
  }
}

/** A stored picture's row (key = content hash and extension), or undefined for a file that is not a picture. */
export function pictureMedia(bytes: Buffer): NewMedia | undefined {
  const info = sniffImage(bytes);
  return info ? mediaOf(bytes, info) : undefined;
}

function mediaOf(bytes: Buffer, info: ImageInfo): NewMedia {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { key: `${hash}.${info.extension}`, contentType: info.contentType, bytes };
}

/** "Q3 review.pdf" → "Q3 review"; the title the deck gets when nothing better is known. */
export function titleFromFileName(fileName: string): string {
  return fileName
    .replace(/\.pdf$/i, '')
    .replace(/[_]+/g, ' ')
    .trim();
}

function pdfTitle(upload: PdfUpload, metadataTitle: string | undefined, fallback: string): string {
  const title = [upload.title, metadataTitle, titleFromFileName(upload.fileName)]
    .map((t) => t?.replace(/\s+/g, ' ').trim())
    .find((t) => t);
  return (title ?? fallback).slice(0, LIMITS.titleLength);
}

/**
 * A PDF and the browser's pictures of its pages → a classic deck of picture frames. The server reads
 * the PDF itself for the page count, shapes and text; the pictures must match it page for page.
 */
export async function publishPdf(
  handle: DatabaseHandle,
  reader: PdfReaderPool,
  ownerId: number,
  upload: PdfUpload,
  untitled: string,
): Promise<Presentation> {
  if (!isPdf(upload.pdf))
    throw badRequest('This file is not a PDF (it does not start with "%PDF-").', 'not_pdf');
  // The pictures are checked first: a PDF is only read (the costly part) for a sane upload.
  if (upload.images.length === 0)
    throw badRequest('Send a picture of each page with the PDF.', 'page_count_mismatch');
  if (upload.images.length > PUBLISH_LIMITS.pdfPages)
    throw new AppError(413, 'too_large', `At most ${PUBLISH_LIMITS.pdfPages} pages can be published.`);
  const pictures = upload.images.map((bytes, i) => checkPageImage(bytes, i + 1));
  const pdf = await reader.read(upload.pdf, `user:${ownerId}`);
  if (upload.images.length !== pdf.pages.length) {
    throw badRequest(
      `The PDF has ${pdf.pages.length} pages but ${upload.images.length} page pictures were sent.`,
      'page_count_mismatch',
    );
  }
  for (const [i, page] of pdf.pages.entries()) checkPageShape(pictures[i]!, i + 1, page.aspectRatio);
  const media = upload.images.map((bytes, i) => mediaOf(bytes, pictures[i]!));
  const document = pdfDeck(
    pdfTitle(upload, pdf.title, untitled),
    pdf.pages.map((page, i) => ({
      image: `/media/u/${media[i]!.key}`,
      aspectRatio: page.aspectRatio,
      text: page.text,
    })),
  );
  // Identical pages share one stored picture.
  const unique = [...new Map(media.map((file) => [file.key, file])).values()];
  // The upload itself is kept once per content, for downloads of the original; it is
  // not a picture of media_files, so the public /media/u/ route never serves it.
  const originalPdf = createHash('sha256').update(upload.pdf).digest('hex');
  return createPresentation(handle, {
    ownerId,
    document: parseDocument(document),
    privacy: upload.privacy,
    teamId: upload.teamId,
    tags: [],
    descriptionHtml: '',
    originalPdf,
    afterInsert: async (trx, row) => {
      await insertMediaFiles(trx, row.id, unique, row.created_at);
      await storeOriginalPdf(trx, originalPdf, upload.pdf, row.created_at);
    },
  });
}
