// Reads an uploaded PDF on the server (its page count, page shapes, metadata title and the text of
// every page) with pdf.js, as the `read` task of the sandbox for untrusted files (platform/sandbox;
// pdf-reader.ts says why it runs apart). The browser's own rendering is never trusted for
// any of these; it only supplies the page pictures.
//
// A PDF costs a bounded amount, each limit answered in the error catalogue's words:
// - memory: the reader's process has an operating-system limit on everything it allocates, V8's
//   heap and every buffer; past it the PDF is refused with 413. A 2 GB "inflation bomb" stops
//   there, and the memory goes back to the system when the reader exits. The server process never
//   holds more than the uploaded bytes and the small answer (at most READ_ANSWER_BYTES).
// - time: a reader still working after the time limit is killed, and the PDF refused with 422.
// - others' time: at most `processes` readers run at once, one person has at most `perPerson`
//   PDFs reading or waiting (the next answers 429), and at most `queued` PDFs wait in all (503).
import { PUBLISH_LIMITS } from '../../kernel/limits';
import { AppError, badRequest } from '../../platform/http/errors';
import {
  PersonTurns,
  SandboxBusy,
  SandboxClosed,
  SandboxCrashed,
  SandboxPool,
  SandboxTimeout,
  SandboxTooLarge,
} from '../../platform/sandbox';
import type { PdfInfo, PdfReadFailure, PdfReadParams, PdfReadResult } from './pdf-reader';

export type { PdfInfo, PdfPageInfo } from './pdf-reader';

export interface PdfReaderOptions {
  /** Readers running at once (PDF_READERS). */
  processes: number;
  /** PDFs one person may have reading or waiting. */
  perPerson: number;
  /** PDFs waiting for a reader, everyone's together. */
  queued: number;
  timeoutMs: number;
  /** The reader's data-segment limit: heap, buffers and everything else it allocates. */
  memoryMb: number;
  /** Tests only: the reader waits this long before reading, to stand for a slow PDF. */
  delayMs?: number;
}

export const PDF_READER_DEFAULTS: PdfReaderOptions = {
  processes: 2,
  perPerson: 2,
  queued: 32,
  timeoutMs: 30_000,
  memoryMb: 768,
};

/** The reader's answer is JSON of the page texts (each capped): anything longer is not one. */
const READ_ANSWER_BYTES = 8 * 1024 * 1024;

// In the server bundle the reader is the pdf-reader.js entry built beside main.js (vite.config.ts);
// from the sources (tests, the CLI) it is the TypeScript file, which the sandbox runs through tsx.
const READER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pdf-reader.ts', import.meta.url)
  : new URL('./pdf-reader.js', import.meta.url);

const tooLarge = () =>
  new AppError(
    413,
    'pdf_too_large',
    'This PDF needs more memory to read than Podium allows (it may hold very large or compressed pages). Try a smaller or simpler file.',
  );
const tooSlow = (seconds: number) =>
  new AppError(
    422,
    'pdf_too_slow',
    `This PDF took longer than ${seconds} seconds to read. Try a smaller or simpler file.`,
  );
const tooBig = () =>
  new AppError(413, 'too_large', `This PDF is larger than ${PUBLISH_LIMITS.pdfBytes / 1024 / 1024} MB.`);
const busy = () =>
  new AppError(503, 'pdf_readers_busy', 'Podium is reading many PDFs right now. Try again in a minute.');
const unreadable = () =>
  new AppError(422, 'pdf_unreadable', 'This file could not be read as a PDF: it is damaged or not a PDF.');

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
    case 'pdf_too_large':
      return tooLarge();
    default:
      return unreadable();
  }
}

/** The reader's answer is data from a process that read a hostile file: its shape is checked. */
function readResultOf(answer: unknown): PdfReadResult {
  const a = answer as { ok?: { title?: unknown; pages?: unknown }; failed?: { code?: unknown } } | null;
  if (a?.failed && typeof a.failed.code === 'string') return a as { failed: PdfReadFailure };
  const pages = a?.ok?.pages;
  const pageOk = (p: { aspectRatio?: unknown; text?: unknown } | null) =>
    typeof p?.aspectRatio === 'number' && Number.isFinite(p.aspectRatio) && typeof p.text === 'string';
  if (
    Array.isArray(pages) &&
    pages.every(pageOk) &&
    (a?.ok?.title === undefined || typeof a.ok.title === 'string')
  )
    return a as { ok: PdfInfo };
  throw unreadable();
}

/** The sandbox's reasons, in the error catalogue's words. */
function sandboxError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof SandboxTimeout) return tooSlow(Math.round(timeoutMs / 1000));
  if (error instanceof SandboxCrashed) return error.reason === 'exited' ? unreadable() : tooLarge();
  if (error instanceof SandboxTooLarge) return tooBig();
  if (error instanceof SandboxBusy) return busy();
  if (error instanceof SandboxClosed) return new AppError(503, 'shutting_down', 'The server is restarting.');
  return error;
}

const queueFull = (queued: number) =>
  new AppError(
    429,
    'pdf_queue_full',
    `You already have ${queued} PDFs being read. Wait for them to finish, then upload this one.`,
  );

export class PdfReaderPool {
  private readonly sandbox: SandboxPool;
  /** PDFs reading or waiting, per person. */
  private readonly turns: PersonTurns;

  constructor(private readonly options: PdfReaderOptions = PDF_READER_DEFAULTS) {
    const { processes, queued, timeoutMs, memoryMb } = options;
    this.sandbox = new SandboxPool({
      name: 'pdf-reader',
      entry: READER_ENTRY,
      concurrency: processes,
      maxQueued: queued,
      timeoutMs,
      maxInputBytes: PUBLISH_LIMITS.pdfBytes,
      maxAnswerBytes: READ_ANSWER_BYTES,
      memoryMb,
      maxOldGenerationSizeMb: Math.floor(memoryMb / 2),
    });
    this.turns = new PersonTurns(options.perPerson);
  }

  /** Reads the PDF for `person`: its pages, or an error with a status that says what is wrong. */
  async read(bytes: Uint8Array, person: string): Promise<PdfInfo> {
    const params: PdfReadParams = {
      maxPages: PUBLISH_LIMITS.pdfPages,
      maxPageText: PUBLISH_LIMITS.pageTextLength,
      delayMs: this.options.delayMs,
    };
    const result = await this.turns.run(person, queueFull, async (): Promise<PdfReadResult> => {
      try {
        return readResultOf(await this.sandbox.run('read', bytes, params));
      } catch (error) {
        throw sandboxError(error, this.options.timeoutMs);
      }
    });
    if ('ok' in result) return result.ok;
    throw failureError(result.failed);
  }

  /** Kills every reader and refuses what waits (the server is shutting down). */
  close(): void {
    this.sandbox.close();
  }
}
