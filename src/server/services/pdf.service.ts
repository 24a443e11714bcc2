// Reads an uploaded PDF on the server with pdf.js (the legacy build runs in Node, no canvas needed
// for text): its page count, page shapes, metadata title and the text of every page. The browser's
// own rendering is never trusted for any of these; it only supplies the page pictures.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { PUBLISH_LIMITS } from '../../domain/limits';
import { badRequest } from '../errors';

// Character maps let pdf.js turn CJK fonts' codes into text; they ship with pdfjs-dist.
const CMAP_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

export interface PdfPageInfo {
  /** Width ÷ height as the page is shown (its /Rotate applied). */
  aspectRatio: number;
  /** The page's text, one line per line. */
  text: string;
}

export interface PdfInfo {
  title: string | undefined;
  pages: PdfPageInfo[];
}

function openError(error: unknown) {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    return badRequest(
      'This PDF is protected by a password. Save an unprotected copy and upload that.',
      'pdf_encrypted',
    );
  }
  return badRequest('This file could not be read as a PDF: it is damaged or not a PDF.', 'pdf_unreadable');
}

const lineOf = (item: TextItem) => `${item.str}${item.hasEOL ? '\n' : ''}`;

/** Opens, checks and reads a PDF; throws a 400 naming what is wrong (and the page, when one is). */
export async function readPdf(bytes: Uint8Array): Promise<PdfInfo> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw openError(error);
    });
    if (pdf.numPages > PUBLISH_LIMITS.pdfPages) {
      throw badRequest(
        `This PDF has ${pdf.numPages} pages; at most ${PUBLISH_LIMITS.pdfPages} can be published.`,
        'pdf_too_many_pages',
      );
    }
    const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
    const title = (info as { Title?: unknown }).Title;
    const pages: PdfPageInfo[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      try {
        const page = await pdf.getPage(n);
        const { width, height } = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const text = content.items
          .filter((item): item is TextItem => 'str' in item)
          .map(lineOf)
          .join('');
        pages.push({ aspectRatio: width / height, text });
        page.cleanup();
      } catch {
        throw badRequest(`Page ${n} of this PDF is damaged and could not be read.`, 'pdf_bad_page');
      }
    }
    return { title: typeof title === 'string' && title.trim() ? title.trim() : undefined, pages };
  } finally {
    await task.destroy();
  }
}
