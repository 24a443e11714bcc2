// A worker thread that reads uploaded PDFs with pdf.js, one at a time: page count, page shapes,
// metadata title and the text of every page. It runs apart from the server because pdf.js's Node build installs
// core-js polyfills over globals (JSON.parse and JSON.stringify among them, six times slower than
// the natives), and so a hostile PDF can only exhaust this thread's memory and time, not the server's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

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

export type PdfReadFailure =
  | { code: 'pdf_encrypted' | 'pdf_unreadable' }
  | { code: 'pdf_too_many_pages'; pages: number }
  | { code: 'pdf_bad_page'; page: number };

export type PdfReadResult = { ok: PdfInfo } | { failed: PdfReadFailure };

// Character maps let pdf.js turn CJK fonts' codes into text; they ship with pdfjs-dist.
const CMAP_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

const lineOf = (item: TextItem) => `${item.str}${item.hasEOL ? '\n' : ''}`;

async function read(bytes: Uint8Array, maxPages: number): Promise<PdfReadResult> {
  const task = getDocument({
    data: bytes,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    let pdf: Awaited<typeof task.promise>;
    try {
      pdf = await task.promise;
    } catch (error) {
      const encrypted = (error as { name?: string } | null)?.name === 'PasswordException';
      return { failed: { code: encrypted ? 'pdf_encrypted' : 'pdf_unreadable' } };
    }
    if (pdf.numPages > maxPages) return { failed: { code: 'pdf_too_many_pages', pages: pdf.numPages } };
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
        return { failed: { code: 'pdf_bad_page', page: n } };
      }
    }
    return { ok: { title: typeof title === 'string' && title.trim() ? title.trim() : undefined, pages } };
  } finally {
    await task.destroy();
  }
}

// One PDF at a time: the server sends the next only after this one's answer.
const port = parentPort;
port?.on('message', async ({ bytes, maxPages }: { bytes: Uint8Array; maxPages: number }) => {
  port.postMessage(await read(bytes, maxPages));
});
