// Which kind of upload a chosen file is, and whether it is within the limits, before anything is sent.
import { IMPORT_LIMITS, PUBLISH_LIMITS } from '../../../kernel/limits';

export type FileKind = 'pdf' | 'pptx' | 'markdown' | 'json';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** By extension first (what people see), then by the type the browser reports. */
export function fileKindOf(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.pptx') || file.type === PPTX_TYPE) return 'pptx';
  if (name.endsWith('.json') || file.type === 'application/json') return 'json';
  if (/\.(md|markdown|txt)$/.test(name) || file.type === 'text/markdown') return 'markdown';
  return null;
}

/** The most a file of this kind may weigh, in bytes (Markdown/JSON: a character can take 4 bytes). */
export function maxBytesOf(kind: FileKind): number {
  if (kind === 'pdf') return PUBLISH_LIMITS.pdfBytes;
  if (kind === 'pptx') return IMPORT_LIMITS.fileBytes;
  return PUBLISH_LIMITS.sourceLength * 4;
}

export const ACCEPTED_FILES = `.pdf,.pptx,.md,.markdown,.json,application/pdf,${PPTX_TYPE},text/markdown,application/json`;

/** Megabytes with one decimal, for messages ("31.4"). */
export const megabytes = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
