// The blob store on this machine's disk: a key is a path under the root. A put writes a hidden
// temporary file beside its key's file and renames it over it, so a reader, which holds the file
// it opened, reads the old bytes or the new ones, never a mix; a failed put removes its temporary
// file. Like the files the app wrote before the store, nothing is fsynced: a rename is atomic for
// readers, and the process being killed loses nothing the kernel has. Errors of the file system
// (ENOSPC on a full disk) reach the caller as they are.
import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobInfo,
  type BlobRead,
  type BlobStore,
  type ByteRange,
  checkKey,
  checkPrefix,
  checkRange,
  type PutResult,
} from './blob-store';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as { code?: string } | null)?.code ?? '');

const infoOf = (size: number, modified: Date): BlobInfo => ({
  size,
  etag: `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`,
  lastModified: modified,
});

export class DiskStore implements BlobStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Where a key's bytes are. */
  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Readable | Buffer): Promise<PutResult> {
    const file = this.pathOf(key);
    // Hidden: no key segment starts with ".", so it is never listed nor taken for a blob.
    const temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // The body may fail while the temporary file is made; pipeline() then answers its error.
    const meanwhile = () => undefined;
    source.on('error', meanwhile);
    let handle: FileHandle;
    try {
      handle = await this.createTemp(temp);
    } catch (error) {
      source.destroy();
      throw error;
    }
    try {
      await pipeline(source, measure, handle.createWriteStream());
      await rename(temp, file);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    } finally {
      source.off('error', meanwhile);
    }
    return { size, sha256: hash.digest('hex') };
  }

  /** Opens a new temporary file, making its folder (again, if a delete pruned it in between). */
  private async createTemp(temp: string): Promise<FileHandle> {
    for (let attempt = 0; ; attempt++) {
      await mkdir(path.dirname(temp), { recursive: true });
      try {
        return await open(temp, 'wx');
      } catch (error) {
        if (!isMissing(error) || attempt >= 3) throw error;
      }
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<BlobRead | null> {
    const range = options.range && checkRange(options.range);
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // The open file is read to the end even when a put replaces the key meanwhile.
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return null;
      }
      if (range && range.start >= found.size)
        throw new RangeError(
          `The range ${range.start}-${range.end} starts past the end (${found.size} bytes)`,
        );
      const body = handle.createReadStream({
        autoClose: true,
        ...(range ? { start: range.start, end: Math.min(range.end, found.size - 1) } : {}),
      });
      return { body, ...infoOf(found.size, found.mtime) };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? infoOf(found.size, found.mtime) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    // Folders emptied by the delete go too (never the root), so deleted decks leave no trace.
    for (let dir = path.dirname(file); dir.startsWith(`${this.root}${path.sep}`); dir = path.dirname(dir)) {
      const removed = await rmdir(dir).then(
        () => true,
        () => false, // not empty (or gone already): its parents are not empty either
      );
      if (!removed) break;
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    checkPrefix(prefix);
    // Walk from the deepest whole folder the prefix names, keeping the keys it starts.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.walk(folder, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<string> {
    const dir = folder === '' ? this.root : path.join(this.root, ...folder.split('/'));
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) yield key;
    }
  }
}
