// Reads an uploaded PDF on the server (its page count, page shapes, metadata title and the text of
// every page) in a worker thread running pdf.js (workers/pdf-reader.ts says why it is a thread).
// The browser's own rendering is never trusted for any of these; it only supplies the page pictures.
import { Worker } from 'node:worker_threads';
import { PUBLISH_LIMITS } from '../../domain/limits';
import { badRequest } from '../errors';
import type { PdfInfo, PdfReadFailure, PdfReadResult } from '../workers/pdf-reader';

export type { PdfInfo, PdfPageInfo } from '../workers/pdf-reader';

/** How long and how much memory one PDF may take before it is refused (and the worker replaced). */
const READ_TIMEOUT_MS = 60_000;
const READ_MEMORY_MB = 512;

// In the server bundle the worker is the pdf-reader.js entry built beside main.js (vite.config.ts);
// from the sources (tests, the CLI) it is the TypeScript file, loaded through tsx's loader.
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_SCRIPT = fromSources
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
      new URL('../workers/pdf-reader.ts', import.meta.url).href,
    )}); });`
  : new URL('./pdf-reader.js', import.meta.url);

function failureError(failure: PdfReadFailure) {
  switch (failure.code) {
    case 'pdf_encrypted':
      return badRequest(
        'This PDF is protected by a password. Save an unprotected copy and upload that.',
        failure.code,
      );
    case 'pdf_too_many_pages':
      return badRequest(
        `This PDF has ${failure.pages} pages; at most ${PUBLISH_LIMITS.pdfPages} can be published.`,
        failure.code,
      );
    case 'pdf_bad_page':
      return badRequest(`Page ${failure.page} of this PDF is damaged and could not be read.`, failure.code);
    default:
      return badRequest(
        'This file could not be read as a PDF: it is damaged or not a PDF.',
        'pdf_unreadable',
      );
  }
}

/**
 * One long-lived worker, started on the first upload and reading one PDF at a time; a PDF that
 * runs out of time or memory is refused and the worker replaced. It does not keep the process alive.
 */
class PdfReader {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  read(bytes: Uint8Array): Promise<PdfInfo> {
    const next = this.queue.then(() => this.readNow(bytes));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SCRIPT, {
      eval: fromSources,
      resourceLimits: { maxOldGenerationSizeMb: READ_MEMORY_MB },
    });
    worker.unref();
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  private readNow(bytes: Uint8Array): Promise<PdfInfo> {
    this.worker ??= this.start();
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (result: PdfReadResult) => {
        settle();
        if ('ok' in result) resolve(result.ok);
        else reject(failureError(result.failed));
      };
      // Out of memory or a crash inside pdf.js: the file is the problem, and nothing was stored.
      const onError = () => {
        settle();
        reject(failureError({ code: 'pdf_unreadable' }));
      };
      const timer = setTimeout(() => {
        settle();
        this.worker = undefined;
        void worker.terminate();
        reject(badRequest('This PDF took too long to read. Try a smaller or simpler file.', 'pdf_too_slow'));
      }, READ_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      // pdf.js takes ownership of the buffer it is given, so the worker gets a copy.
      const copy = new Uint8Array(bytes);
      worker.postMessage({ bytes: copy, maxPages: PUBLISH_LIMITS.pdfPages }, [copy.buffer]);
    });
  }
}

const reader = new PdfReader();

/** Opens, checks and reads a PDF; throws a 400 naming what is wrong (and the page, when one is). */
export const readPdf = (bytes: Uint8Array): Promise<PdfInfo> => reader.read(bytes);
