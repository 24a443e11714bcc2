// The sandbox task that reads one uploaded PDF with pdf.js (page count, page shapes, metadata title
// and the text of every page). It runs in the sandbox's own process (platform/sandbox, decision
// 083) because pdf.js's Node build installs core-js polyfills over globals (JSON.parse and
// JSON.stringify among them, six times slower than the natives), and so a hostile PDF exhausts only
// that process's memory and time, and everything it took is given back when it exits.
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { isOutOfMemory } from '../../platform/sandbox/protocol';
import { serveTasks } from '../../platform/sandbox/task';

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
  | { code: 'pdf_encrypted' | 'pdf_unreadable' | 'pdf_too_large' }
  | { code: 'pdf_too_many_pages'; pages: number }
  | { code: 'pdf_bad_page'; page: number };

export type PdfReadResult = { ok: PdfInfo } | { failed: PdfReadFailure };

/** What the server asks of the `read` task. */
export interface PdfReadParams {
  maxPages: number;
  maxPageText: number;
  /** Tests only: the reader waits this long before reading, to stand for a slow PDF. */
  delayMs?: number;
}

// Character maps let pdf.js turn CJK fonts' codes into text; they ship with pdfjs-dist.
const CMAP_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

const lineOf = (item: TextItem) => `${item.str}${item.hasEOL ? '\n' : ''}`;

async function read(bytes: Uint8Array, maxPages: number, maxPageText: number): Promise<PdfReadResult> {
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
      if (isOutOfMemory(error)) return { failed: { code: 'pdf_too_large' } };
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
        // Only the first maxPageText characters of a page are kept, so the answer stays small.
        let text = '';
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text += lineOf(item);
          if (text.length >= maxPageText) break;
        }
        pages.push({ aspectRatio: width / height, text: text.slice(0, maxPageText) });
        page.cleanup();
      } catch (error) {
        if (isOutOfMemory(error)) return { failed: { code: 'pdf_too_large' } };
        return { failed: { code: 'pdf_bad_page', page: n } };
      }
    }
    return { ok: { title: typeof title === 'string' && title.trim() ? title.trim() : undefined, pages } };
  } finally {
    await task.destroy();
  }
}

serveTasks({
  read: async (bytes, params): Promise<PdfReadResult> => {
    const { maxPages, maxPageText, delayMs } = params as PdfReadParams;
    if (delayMs) await sleep(delayMs);
    try {
      return await read(bytes, maxPages, maxPageText);
    } catch (error) {
      return { failed: { code: isOutOfMemory(error) ? 'pdf_too_large' : 'pdf_unreadable' } };
    }
  },
});
