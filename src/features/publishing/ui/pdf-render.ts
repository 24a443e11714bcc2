// Renders each page of a PDF to a picture in the browser with pdf.js, for publishing. Loaded only
// when someone picks a PDF (a dynamic import), so neither the dashboard's first load nor the view
// page carries pdf.js. The legacy build runs in older browsers too; its worker is a same-origin file.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { PUBLISH_LIMITS } from '../../../kernel/limits';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfProblem = 'password' | 'unreadable' | 'too_many_pages' | 'page';

export class PdfRenderError extends Error {
  constructor(
    readonly problem: PdfProblem,
    readonly detail: { page?: number; pages?: number } = {},
  ) {
    super(problem);
    this.name = 'PdfRenderError';
  }
}

export interface RenderOptions {
  onPage?(page: number, pages: number): void;
  signal?: AbortSignal;
}

export interface RenderedPdf {
  pages: Blob[];
  title: string | undefined;
}

/** About PUBLISH_LIMITS.pageImageWidth wide, never past the pixel bounds the server accepts. */
export function renderScale(width: number, height: number): number {
  const { min, max } = PUBLISH_LIMITS.pageImagePixels;
  const scale = Math.min(PUBLISH_LIMITS.pageImageWidth / width, max / height, max / width);
  return Math.max(scale, min / Math.min(width, height));
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, PUBLISH_LIMITS.pageImageQuality));
}

/** WebP where the browser can encode it (a browser that cannot hands back a PNG), else JPEG. */
async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new Error('the picture could not be encoded');
  return jpeg;
}

async function renderPage(pdf: PDFDocumentProxy, n: number): Promise<Blob> {
  const page = await pdf.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: renderScale(base.width, base.height) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  // pdf.js paints the page on white first, as a reader shows it (transparency would turn black in JPEG).
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  const blob = await encode(canvas);
  canvas.width = 0; // frees the bitmap now rather than at the next collection
  return blob;
}

async function open(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new PdfRenderError(name === 'PasswordException' ? 'password' : 'unreadable');
  }
}

/** Every page as a picture, in order; throws PdfRenderError naming the problem (and page). */
export async function renderPdf(data: ArrayBuffer, options: RenderOptions = {}): Promise<RenderedPdf> {
  const pdf = await open(data);
  try {
    if (pdf.numPages > PUBLISH_LIMITS.pdfPages) {
      throw new PdfRenderError('too_many_pages', { pages: pdf.numPages });
    }
    const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
    const title = (info as { Title?: unknown }).Title;
    const pages: Blob[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      options.signal?.throwIfAborted();
      options.onPage?.(n, pdf.numPages);
      try {
        pages.push(await renderPage(pdf, n));
      } catch {
        throw new PdfRenderError('page', { page: n });
      }
    }
    return { pages, title: typeof title === 'string' && title.trim() ? title.trim() : undefined };
  } finally {
    await pdf.destroy();
  }
}
