// Where the app keeps its files (finished videos, generated PDFs, and later pictures, uploads and
// exports): one interface, a directory on this machine by default (disk-store.ts), an S3-compatible
// bucket when several machines serve the site. Nothing above it may assume a file is on the local
// disk, so the interface is what a bucket can do without buffering a file: bodies are streams,
// reads take one byte range, listings are streams of keys. Every implementation passes the same
// contract (testing.ts). Why the keys look like today's paths: decision 080.
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as HTTP's Range header has them: { start: 0, end: 0 } is the first byte. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobInfo {
  /** The whole blob's size in bytes, also when a range of it is read. */
  size: number;
  /** As given to put, where the store keeps it (the disk store does not: its callers know their types). */
  contentType?: string;
  /** Changes whenever the blob is written again; quoted, as an HTTP ETag. */
  etag: string;
  lastModified: Date;
}

export interface BlobRead extends BlobInfo {
  /** The blob's bytes, or the range's: read it to the end or destroy it. */
  body: Readable;
}

export interface PutResult {
  size: number;
  /** The hex SHA-256 of what was written, when the store computed it on the way. */
  sha256?: string;
}

export interface BlobStore {
  /**
   * Writes the whole of `body` under `key`, replacing what was there. Atomic: a reader sees the old
   * blob or the new one, never part of one, and a put that fails (the body errors, the disk is
   * full) leaves the key as it was and nothing beside it. A full disk rejects with an error whose
   * `code` (or its `cause`'s) is ENOSPC or EDQUOT, as the file system gave it.
   */
  put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<PutResult>;
  /** The blob, or `range` of it (RangeError when the range starts past its end); null when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<BlobRead | null>;
  stat(key: string): Promise<BlobInfo | null>;
  /** Removes the blob; a key with nothing under it is fine. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (such as "downloads/abc/"), in no promised order. */
  list(prefix: string): AsyncIterable<string>;
}

/** A key is a relative path of such segments: no "..", no hidden names, no separators but "/". */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
/** Within what every bucket takes (S3: 1024 bytes) and what a file system's paths hold. */
export const MAX_KEY_LENGTH = 512;

export class InvalidBlobKey extends Error {
  constructor(readonly key: string) {
    super(
      `Not a blob key: ${JSON.stringify(key.slice(0, 80))}. A key is a relative path of "/"-separated ` +
        `segments of letters, digits, ".", "_" and "-" (none starting with "."), at most ${MAX_KEY_LENGTH} characters.`,
    );
    this.name = 'InvalidBlobKey';
  }
}

/** Refuses a key that could leave the store's root or mean different things to different stores. */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw new InvalidBlobKey(key);
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) throw new InvalidBlobKey(key);
  return key;
}

/** A prefix to list: "" (everything), whole segments ending in "/", or a key's beginning. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  checkKey(trimmed);
  return prefix;
}

/** Refuses a range that is not whole numbers from start to end. */
export function checkRange(range: ByteRange): ByteRange {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start)
    throw new RangeError(`Not a byte range: ${start}-${end}`);
  return range;
}
