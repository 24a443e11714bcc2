// The archive, opened with its cost bounded before anything is inflated. A zip's central directory
// declares each entry's uncompressed size; the entries are counted and their declared sizes summed
// first, and fflate then inflates each entry into a buffer of exactly its declared size, so an entry
// that lies about its size cannot grow past it. A zip bomb is refused from its directory alone.
import { unzipSync } from 'fflate';
import { PptxError } from './errors';

export interface ZipLimits {
  /** How many entries the archive may hold. */
  entries: number;
  /** The largest declared uncompressed size of one entry, in bytes. */
  entryBytes: number;
  /** The largest sum of the declared uncompressed sizes, in bytes. */
  totalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  entries: 10_000,
  entryBytes: 200 * 1024 * 1024,
  totalBytes: 500 * 1024 * 1024,
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.ceil(bytes / MB)} MB`;

/** The archive's entries by path; a directory entry is left out. */
export function openZip(bytes: Uint8Array, limits: ZipLimits): Map<string, Uint8Array> {
  // "PK\x03\x04": a zip's first local header. Anything else is not an Office file at all.
  // An encrypted .pptx, and an old .ppt, are OLE compound files instead.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new PptxError(
      'not-a-pptx',
      'The file is password-protected or an old .ppt: save it as .pptx without a password and try again.',
    );
  }
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
    throw new PptxError('not-a-pptx', 'The file is not a PowerPoint file (it is not a zip archive).');
  }
  let count = 0;
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        count++;
        total += file.originalSize;
        if (count > limits.entries) {
          throw new PptxError('too-large', `The file holds more than ${limits.entries} parts.`);
        }
        if (file.originalSize > limits.entryBytes) {
          throw new PptxError(
            'too-large',
            `A part of the file unpacks to ${megabytes(file.originalSize)}, over the ${megabytes(limits.entryBytes)} allowed.`,
          );
        }
        if (total > limits.totalBytes) {
          throw new PptxError('too-large', `The file unpacks to more than ${megabytes(limits.totalBytes)}.`);
        }
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof PptxError) throw error;
    throw new PptxError('not-a-pptx', 'The file is not a PowerPoint file (its zip archive cannot be read).');
  }
  return new Map(Object.entries(files));
}
