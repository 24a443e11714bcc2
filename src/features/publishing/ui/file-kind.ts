// Which kind of upload a chosen file is, and whether it is within the limits, before anything is sent.
import { IMPORT_LIMITS, PUBLISH_LIMITS } from '../../../kernel/limits';

/** `pptx`: a presentation the import turns into a canvas deck (.pptx, and .ppt, .odp, .key through LibreOffice). */
export type FileKind = 'pdf' | 'pptx' | 'markdown' | 'json';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** Presentations of other programs the server turns into .pptx first. */
const OFFICE_TYPES = [
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.apple.keynote',
];

/** By extension first (what people see), then by the type the browser reports. */
export function fileKindOf(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (/\.(pptx|ppt|odp|key)$/.test(name) || file.type === PPTX_TYPE || OFFICE_TYPES.includes(file.type))
    return 'pptx';
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

export const ACCEPTED_FILES = `.pdf,.pptx,.ppt,.odp,.key,.md,.markdown,.json,application/pdf,${PPTX_TYPE},${OFFICE_TYPES.join(',')},text/markdown,application/json`;

/** Megabytes with one decimal, for messages ("31.4"). */
export const megabytes = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
