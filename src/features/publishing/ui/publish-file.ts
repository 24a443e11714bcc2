// Publishing an uploaded file from the browser: Markdown or JSON is read here and sent as text; a
// PDF is rendered page by page with pdf.js (loaded on demand) and sent with its page pictures; a
// PowerPoint file is sent as it is, and the server converts it into a canvas deck.
// Each step reports its progress so the panel can show it; everything stops on cancel.
import type { Privacy } from '../../../kernel/document/import-metadata';
import { PUBLISH_LIMITS } from '../../../kernel/limits';
import { type Imported, type Published, publishingApi } from '../contracts';
import { type FileKind, maxBytesOf } from './file-kind';
import { UploadCancelled, upload } from './upload';

export type { Published } from '../contracts';

export type UploadPhase =
  | { step: 'reading' }
  | { step: 'rendering'; page: number; pages: number }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' }
  /** The server converts a PowerPoint file within the request: no share of it can be known. */
  | { step: 'converting' };

/** A problem found in the browser before anything was sent; the panel words it. */
export class FileProblem extends Error {
  constructor(
    readonly problem: 'too_long' | 'too_large' | 'password' | 'unreadable' | 'too_many_pages' | 'page',
    /** max: the limit that was passed, in bytes, when it is not the whole upload's. */
    readonly detail: { page?: number; pages?: number; bytes?: number; max?: number } = {},
  ) {
    super(problem);
    this.name = 'FileProblem';
  }
}

export interface PublishFileInput {
  file: File;
  kind: FileKind;
  privacy: Privacy;
  title: string;
  /** Made in this team, by its tid. */
  team?: string;
}

export interface PublishFileOptions {
  onPhase(phase: UploadPhase): void;
  signal: AbortSignal;
}

const uploadProgress =
  (onPhase: PublishFileOptions['onPhase'], after: 'processing' | 'converting' = 'processing') =>
  (fraction: number) =>
    onPhase(fraction < 1 ? { step: 'uploading', percent: Math.floor(fraction * 100) } : { step: after });

async function publishSourceFile(input: PublishFileInput, options: PublishFileOptions): Promise<Published> {
  options.onPhase({ step: 'reading' });
  const source = await input.file.text();
  if (source.length > PUBLISH_LIMITS.sourceLength) throw new FileProblem('too_long');
  const format = input.kind === 'json' ? 'json' : 'markdown';
  return upload(
    publishingApi.source,
    { source, privacy: input.privacy, format, ...(input.team ? { team: input.team } : {}) },
    { onProgress: uploadProgress(options.onPhase), signal: options.signal },
  );
}

async function publishPdfFile(input: PublishFileInput, options: PublishFileOptions): Promise<Published> {
  options.onPhase({ step: 'reading' });
  const [{ renderPdf, PdfRenderError }, data] = await Promise.all([
    import('./pdf-render'),
    input.file.arrayBuffer(),
  ]);
  let pages: Blob[];
  try {
    ({ pages } = await renderPdf(data, {
      onPage: (page, count) => options.onPhase({ step: 'rendering', page, pages: count }),
      signal: options.signal,
    }));
  } catch (error) {
    if (options.signal.aborted) throw new UploadCancelled();
    if (error instanceof PdfRenderError) throw new FileProblem(error.problem, error.detail);
    throw error;
  }
  const total = pages.reduce((sum, page) => sum + page.size, input.file.size);
  if (total > PUBLISH_LIMITS.uploadBytes) throw new FileProblem('too_large', { bytes: total });
  const form = new FormData();
  form.append('privacy', input.privacy);
  if (input.team) form.append('team', input.team);
  if (input.title.trim()) form.append('title', input.title.trim());
  form.append('pdf', input.file, input.file.name);
  pages.forEach((page, i) => {
    form.append(`page-${i + 1}`, page, `page-${i + 1}.${page.type === 'image/webp' ? 'webp' : 'jpg'}`);
  });
  return upload(publishingApi.pdf, form, {
    onProgress: uploadProgress(options.onPhase),
    signal: options.signal,
  });
}

/** The title field is offered for PDFs only, so a title typed for one is not sent with a .pptx. */
function importPptxFile(input: PublishFileInput, options: PublishFileOptions): Promise<Imported> {
  const form = new FormData();
  form.append('privacy', input.privacy);
  if (input.team) form.append('team', input.team);
  form.append('file', input.file, input.file.name);
  return upload(publishingApi.import, form, {
    onProgress: uploadProgress(options.onPhase, 'converting'),
    signal: options.signal,
  });
}

/** Publishes the file; rejects with FileProblem, ApiError (with the server's words) or UploadCancelled. */
export function publishFile(input: PublishFileInput, options: PublishFileOptions): Promise<Published> {
  const max = maxBytesOf(input.kind);
  if (input.file.size > max)
    return Promise.reject(new FileProblem('too_large', { bytes: input.file.size, max }));
  if (input.kind === 'pptx') return importPptxFile(input, options);
  return input.kind === 'pdf' ? publishPdfFile(input, options) : publishSourceFile(input, options);
}
