// Reads an uploaded PDF on the server (its page count, page shapes, metadata title and the text of
// every page) in a child process running pdf.js (workers/pdf-reader.ts says why it runs apart).
// The browser's own rendering is never trusted for any of these; it only supplies the page pictures.
//
// A PDF costs a bounded amount:
// - memory: each reader runs under an operating-system limit on its data segment (RLIMIT_DATA, set
//   with the shell's `ulimit -d`), which V8's heap and every ArrayBuffer count against; past it an
//   allocation fails and the PDF is refused with 413. A 2 GB "inflation bomb" stops there, and the
//   memory goes back to the system when the reader exits. The server process never holds more than
//   the uploaded bytes and the small answer (at most READ_ANSWER_BYTES).
// - time: a reader still working after the time limit is killed, and the PDF refused with 422.
// - others' time: at most `processes` readers run at once, and one person has at most
//   `perPerson` PDFs reading or waiting; the next answers 429.
import { type ChildProcess, spawn } from 'node:child_process';
import { PUBLISH_LIMITS } from '../../kernel/limits';
import { AppError, badRequest } from '../errors';
import type { PdfInfo, PdfReadFailure, PdfReadResult } from '../workers/pdf-reader';

export type { PdfInfo, PdfPageInfo } from '../workers/pdf-reader';

export interface PdfReaderOptions {
  /** Readers running at once (PDF_READERS). */
  processes: number;
  /** PDFs one person may have reading or waiting. */
  perPerson: number;
  timeoutMs: number;
  /** The reader's data-segment limit: heap, buffers and everything else it allocates. */
  memoryMb: number;
  /** Tests only: the reader waits this long before reading, to stand for a slow PDF. */
  delayMs?: number;
}

export const PDF_READER_DEFAULTS: PdfReaderOptions = {
  processes: 2,
  perPerson: 2,
  timeoutMs: 30_000,
  memoryMb: 768,
};

/** The reader's answer is JSON of the page texts (each capped): anything longer is not one. */
const READ_ANSWER_BYTES = 8 * 1024 * 1024;

// In the server bundle the reader is the pdf-reader.js entry built beside main.js (vite.config.ts);
// from the sources (tests, the CLI) it is the TypeScript file, run through tsx.
const fromSources = import.meta.url.endsWith('.ts');
const READER_ARGS = fromSources
  ? ['--import', 'tsx', new URL('../workers/pdf-reader.ts', import.meta.url).pathname]
  : [new URL('./pdf-reader.js', import.meta.url).pathname];

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

interface Job {
  bytes: Uint8Array;
  person: string;
  resolve(info: PdfInfo): void;
  reject(error: unknown): void;
}

export class PdfReaderPool {
  private readonly waiting: Job[] = [];
  private readonly running = new Set<ChildProcess>();
  /** PDFs reading or waiting, per person. */
  private readonly perPerson = new Map<string, number>();
  private closed = false;

  constructor(private readonly options: PdfReaderOptions = PDF_READER_DEFAULTS) {}

  /** Reads the PDF for `person`: its pages, or an error with a status that says what is wrong. */
  read(bytes: Uint8Array, person: string): Promise<PdfInfo> {
    const queued = this.perPerson.get(person) ?? 0;
    if (queued >= this.options.perPerson)
      return Promise.reject(
        new AppError(
          429,
          'pdf_queue_full',
          `You already have ${queued} PDFs being read. Wait for them to finish, then upload this one.`,
        ),
      );
    this.perPerson.set(person, queued + 1);
    return new Promise<PdfInfo>((resolve, reject) => {
      this.waiting.push({ bytes, person, resolve, reject });
      this.next();
    });
  }

  /** Kills every reader and refuses what waits (the server is shutting down). */
  close(): void {
    this.closed = true;
    for (const child of this.running) child.kill('SIGKILL');
    for (const job of this.waiting.splice(0))
      job.reject(new AppError(503, 'shutting_down', 'The server is restarting.'));
  }

  private next(): void {
    while (!this.closed && this.running.size < this.options.processes && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      // The person's turn is given back before they hear the answer, so they may send the next.
      const finish = () => {
        const left = (this.perPerson.get(job.person) ?? 1) - 1;
        if (left > 0) this.perPerson.set(job.person, left);
        else this.perPerson.delete(job.person);
        this.next();
      };
      this.run(job).then(
        (info) => {
          finish();
          job.resolve(info);
        },
        (error: unknown) => {
          finish();
          job.reject(error);
        },
      );
    }
  }

  private run(job: Job): Promise<PdfInfo> {
    const { timeoutMs, memoryMb, delayMs } = this.options;
    const args = [
      `--max-old-space-size=${Math.floor(memoryMb / 2)}`,
      ...READER_ARGS,
      `--max-pages=${PUBLISH_LIMITS.pdfPages}`,
      `--max-page-text=${PUBLISH_LIMITS.pageTextLength}`,
      ...(delayMs ? [`--delay-ms=${delayMs}`] : []),
    ];
    // `ulimit -d` (KB) sets RLIMIT_DATA for the shell, which exec hands to node unchanged.
    const child = spawn(
      '/bin/sh',
      ['-c', 'ulimit -d "$0" && exec "$@"', String(memoryMb * 1024), process.execPath, ...args],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.running.add(child);
    return new Promise<PdfInfo>((resolve, reject) => {
      const out: Buffer[] = [];
      let outBytes = 0;
      let stderr = '';
      let verdict: Error | undefined;
      const stop = (error: Error) => {
        verdict ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop(tooSlow(Math.round(timeoutMs / 1000))), timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        outBytes += chunk.length;
        if (outBytes > READ_ANSWER_BYTES) stop(tooLarge());
        else out.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 4096) stderr += chunk.toString();
      });
      child.stdin.on('error', () => undefined); // a reader that died early closes its stdin
      child.stdin.end(job.bytes);
      child.on('error', (error) => stop(error));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        this.running.delete(child);
        if (verdict) return reject(verdict);
        // A reader that dies of a signal ran out of memory under its limit: V8 aborts when its heap
        // cannot grow ("heap out of memory"), and a failed allocation outside it ends in SIGSEGV.
        if (signal !== null || /out of memory|allocation failed/i.test(stderr)) return reject(tooLarge());
        if (code !== 0) return reject(unreadable());
        try {
          const result = JSON.parse(Buffer.concat(out).toString('utf8')) as PdfReadResult;
          if ('ok' in result) resolve(result.ok);
          else reject(failureError(result.failed));
        } catch {
          reject(unreadable());
        }
      });
    });
  }
}
