// The sandbox task that converts one uploaded PowerPoint file (.pptx) into a canvas document with
// the kernel's pure converter (decision 101). It runs in the sandbox's own process (platform/sandbox,
// decision 083): a hostile archive or XML part exhausts only that process's memory and time, and
// everything it took is given back when it exits. The answer is JSON, the pictures' bytes as base64;
// the server checks all of it again, since it comes from a process that read a hostile file.
import { setTimeout as sleep } from 'node:timers/promises';
import { type ImportReport, importPptx, PptxError, type PptxErrorCode } from '../../kernel/import/pptx/index';
import { isOutOfMemory } from '../../platform/sandbox/protocol';
import { serveTasks } from '../../platform/sandbox/task';

/** A picture of the converted deck: `ref` is the src of every image showing it. */
export interface ImportedPictureAnswer {
  ref: string;
  mime: string;
  /** The picture's bytes, base64. */
  base64: string;
}

export interface PptxConverted {
  document: unknown;
  pictures: ImportedPictureAnswer[];
  report: ImportReport;
  /** Elements kept as their words for now, for a later step to draw as pictures. */
  unmapped: number;
}

export type PptxImportFailure = { code: PptxErrorCode | 'out-of-memory'; message: string };

export type PptxImportResult = { ok: PptxConverted } | { failed: PptxImportFailure };

/** What the server asks of the `import` task. */
export interface PptxImportParams {
  title?: string;
  /** Tests only: the importer waits this long first, to stand for a slow file. */
  delayMs?: number;
}

function convertPptx(bytes: Uint8Array, params: PptxImportParams): PptxImportResult {
  try {
    const converted = importPptx(bytes, params.title ? { title: params.title } : {});
    return {
      ok: {
        document: converted.document,
        pictures: converted.pictures.map((picture) => ({
          ref: picture.ref,
          mime: picture.mime,
          base64: Buffer.from(picture.bytes).toString('base64'),
        })),
        report: converted.report,
        unmapped: converted.unmapped.length,
      },
    };
  } catch (error) {
    if (error instanceof PptxError) return { failed: { code: error.code, message: error.message } };
    if (isOutOfMemory(error)) return { failed: { code: 'out-of-memory', message: 'out of memory' } };
    return { failed: { code: 'malformed', message: 'The presentation could not be read.' } };
  }
}

serveTasks({
  import: async (bytes, params): Promise<PptxImportResult> => {
    const { delayMs } = params as PptxImportParams;
    if (delayMs) await sleep(delayMs);
    return convertPptx(bytes, params as PptxImportParams);
  },
});
