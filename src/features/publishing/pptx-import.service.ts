// Converts an uploaded PowerPoint file (.pptx) into a canvas document on the server, as the `import`
// task of the sandbox for untrusted files (platform/sandbox; pptx-importer.ts is the task). A file
// costs a bounded amount, each limit answered in the error catalogue's words, as for PDFs
// (pdf.service.ts):
// - memory: the importer's process has an operating-system limit on everything it allocates;
//   past it the file is refused with 413, and the memory goes back to the system when it exits.
// - time: an importer still working after the time limit is killed, and the file refused with 422.
// - others' time: at most `processes` importers run at once, one person has at most `perPerson`
//   files converting or waiting (the next answers 429), and at most `queued` wait in all (503).
// An OpenDocument, old PowerPoint or Keynote file is first turned into a .pptx by LibreOffice, in
// the sandbox too (platform/sandbox/office.ts), within the same turn of its person.
import { IMPORT_LIMITS } from '../../kernel/limits';
import { AppError, badRequest, tooLarge } from '../../platform/http/errors';
import {
  type OfficeConverter,
  type OfficeFormat,
  PersonTurns,
  SandboxBusy,
  SandboxClosed,
  SandboxCrashed,
  SandboxPool,
  SandboxTimeout,
  SandboxTooLarge,
} from '../../platform/sandbox';
import type { PptxConverted, PptxImportFailure, PptxImportParams, PptxImportResult } from './pptx-importer';

export type { ImportedPictureAnswer, PptxConverted } from './pptx-importer';

export interface PptxImporterOptions {
  /** Importers running at once (PPTX_IMPORTERS). */
  processes: number;
  /** Files one person may have converting or waiting. */
  perPerson: number;
  /** Files waiting for an importer, everyone's together. */
  queued: number;
  timeoutMs: number;
  /** The importer's data-segment limit: heap, buffers and everything else it allocates. */
  memoryMb: number;
  /** Tests only: the importer waits this long before converting, to stand for a slow file. */
  delayMs?: number;
}

export const PPTX_IMPORTER_DEFAULTS: PptxImporterOptions = {
  processes: 1,
  perPerson: 1,
  queued: 16,
  timeoutMs: 60_000,
  memoryMb: 1536,
};

/** The answer carries every picture as base64 (4 bytes for 3) beside the document and report. */
const ANSWER_BYTES = Math.ceil((IMPORT_LIMITS.fileBytes * 4) / 3) + 64 * 1024 * 1024;

// In the server bundle the importer is the pptx-importer.js entry built beside main.js
// (vite.config.ts); from the sources (tests, the CLI) it is the TypeScript file, run through tsx.
const IMPORTER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pptx-importer.ts', import.meta.url)
  : new URL('./pptx-importer.js', import.meta.url);

const MB = 1024 * 1024;

export const pptxUnreadable = (detail = 'it is damaged or not a PowerPoint presentation') =>
  new AppError(422, 'pptx_unreadable', `This file could not be read as a .pptx presentation: ${detail}.`);
const needsMemory = () =>
  tooLarge(
    'This presentation needs more memory to convert than Podium allows (it may hold very large pictures). Try a smaller file.',
    'pptx_too_large',
  );
const tooSlow = (seconds: number) =>
  new AppError(
    422,
    'pptx_too_slow',
    `This presentation took longer than ${seconds} seconds to convert. Try a smaller or simpler file.`,
  );
const busy = () =>
  new AppError(
    503,
    'pptx_importers_busy',
    'Podium is converting many presentations right now. Try again in a minute.',
  );

/** The converter's refusal, in the error catalogue's words; its message says what is wrong. */
function failureError(failure: PptxImportFailure): AppError {
  const message = failure.message.slice(0, 500);
  switch (failure.code) {
    case 'not-a-pptx':
      return badRequest(`${message} Upload a PowerPoint presentation (.pptx).`, 'not_pptx');
    case 'too-large':
      return tooLarge(message, 'pptx_too_large');
    case 'too-many-slides':
      return tooLarge(message, 'pptx_too_many_slides');
    case 'out-of-memory':
      return needsMemory();
    default:
      return new AppError(422, 'pptx_unreadable', message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The importer's answer is data from a process that read a hostile file: its outline is checked here,
 * the document and pictures again where they are stored (pptx-publish.service.ts). */
function resultOf(answer: unknown): PptxImportResult {
  if (!isObject(answer)) throw pptxUnreadable();
  const failed = answer.failed;
  if (isObject(failed) && typeof failed.code === 'string' && typeof failed.message === 'string')
    return { failed: failed as PptxImportFailure };
  const ok = answer.ok;
  const pictureOk = (p: unknown) =>
    isObject(p) && typeof p.ref === 'string' && typeof p.mime === 'string' && typeof p.base64 === 'string';
  if (
    isObject(ok) &&
    isObject(ok.document) &&
    Array.isArray(ok.pictures) &&
    ok.pictures.every(pictureOk) &&
    isObject(ok.report) &&
    Array.isArray(ok.report.slides) &&
    isObject(ok.report.totals) &&
    typeof ok.unmapped === 'number'
  )
    return { ok: ok as unknown as PptxConverted };
  throw pptxUnreadable();
}

/** The sandbox's reasons, in the error catalogue's words. */
function sandboxError(error: unknown): unknown {
  if (error instanceof SandboxTimeout) return tooSlow(Math.round(error.timeoutMs / 1000));
  if (error instanceof SandboxCrashed) return error.reason === 'exited' ? pptxUnreadable() : needsMemory();
  if (error instanceof SandboxTooLarge)
    return tooLarge(`This presentation is larger than ${Math.round(IMPORT_LIMITS.fileBytes / MB)} MB.`);
  if (error instanceof SandboxBusy) return busy();
  if (error instanceof SandboxClosed) return new AppError(503, 'shutting_down', 'The server is restarting.');
  return error;
}

const queueFull = (queued: number) =>
  new AppError(
    429,
    'pptx_queue_full',
    `You already have ${queued} presentation${queued === 1 ? '' : 's'} converting. Wait for ${queued === 1 ? 'it' : 'them'} to finish, then upload this one.`,
  );

/** What each format LibreOffice reads is called, for messages. */
export const FORMAT_NAMES: Record<OfficeFormat, string> = {
  odp: 'an OpenDocument presentation (.odp)',
  ppt: 'a PowerPoint 97–2003 presentation (.ppt)',
  key: 'a Keynote presentation (.key)',
};

const officeUnreadable = (format: OfficeFormat) =>
  new AppError(
    422,
    'pptx_unreadable',
    `This file could not be read as ${FORMAT_NAMES[format]}: it is damaged, protected by a password or of a version LibreOffice does not read. Save it as .pptx and try again.`,
  );

export class PptxImporterPool {
  private readonly sandbox: SandboxPool;
  /** Files converting or waiting, per person. */
  private readonly turns: PersonTurns;

  constructor(
    private readonly options: PptxImporterOptions = PPTX_IMPORTER_DEFAULTS,
    /** LibreOffice, for the formats it turns into .pptx; null or not installed: .pptx only. */
    private readonly office: OfficeConverter | null = null,
  ) {
    const { processes, queued, timeoutMs, memoryMb } = options;
    this.sandbox = new SandboxPool({
      name: 'pptx-importer',
      entry: IMPORTER_ENTRY,
      concurrency: processes,
      maxQueued: queued,
      timeoutMs,
      maxInputBytes: IMPORT_LIMITS.fileBytes,
      maxAnswerBytes: ANSWER_BYTES,
      memoryMb,
      maxOldGenerationSizeMb: Math.floor(memoryMb / 2),
    });
    this.turns = new PersonTurns(options.perPerson);
  }

  /** Whether .odp, .ppt and .key files are turned into .pptx here (LibreOffice is installed). */
  get readsOffice(): boolean {
    return this.office?.available === true;
  }

  /**
   * Converts the file for `person`: the deck, its pictures and report, or an error that says why
   * not. A file of another `format` is first turned into a .pptx by LibreOffice (see `readsOffice`).
   */
  async convert(
    bytes: Uint8Array,
    person: string,
    title?: string,
    format: OfficeFormat | 'pptx' = 'pptx',
  ): Promise<PptxConverted> {
    const params: PptxImportParams = { title, delayMs: this.options.delayMs };
    const result = await this.turns.run(person, queueFull, async (): Promise<PptxImportResult> => {
      try {
        const pptx = format === 'pptx' ? bytes : await this.toPptx(bytes, format);
        return resultOf(await this.sandbox.run('import', pptx, params));
      } catch (error) {
        throw sandboxError(error);
      }
    });
    if ('ok' in result) return result.ok;
    throw failureError(result.failed);
  }

  private async toPptx(bytes: Uint8Array, format: OfficeFormat): Promise<Uint8Array> {
    if (!this.office) throw officeUnreadable(format);
    try {
      return await this.office.toPptx(bytes, format);
    } catch (error) {
      if (error instanceof SandboxCrashed && error.reason === 'exited') throw officeUnreadable(format);
      throw error;
    }
  }

  /** Kills every importer and LibreOffice, and refuses what waits (the server is shutting down). */
  close(): void {
    this.sandbox.close();
    this.office?.close();
  }
}
