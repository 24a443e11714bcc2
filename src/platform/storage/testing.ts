// The contract every blob store passes (the disk store in disk-store.test.ts; a bucket's store
// against a server its test starts): round trips, byte ranges, missing keys, atomic overwrites, a
// failed put leaving nothing, listing by prefix, refused keys. A test file calls
// blobStoreContract() with a way to open a fresh, empty store for each test.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { type BlobStore, InvalidBlobKey } from './blob-store';

export interface OpenedStore {
  store: BlobStore;
  /** Removes what the test left (its folder, its bucket). */
  dispose(): Promise<void>;
}

/** Everything a body yields, as one buffer. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A body the test feeds piece by piece: nothing arrives until `push`, the end only at `end`. */
export function heldBody() {
  const body = new Readable({ read() {} });
  return {
    body,
    push: (bytes: Buffer) => body.push(bytes),
    end: () => body.push(null),
    fail: (error: Error) => body.destroy(error),
  };
}

const keys = async (store: BlobStore, prefix: string) => {
  const found: string[] = [];
  for await (const key of store.list(prefix)) found.push(key);
  return found.sort();
};

export const BAD_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'videos/../../outside',
  'videos/./a',
  'videos\\a.webm',
  'videos//a.webm',
  'videos/',
  '.hidden',
  'videos/.a.tmp',
  'a b',
  'C:/x',
  `videos/${'a'.repeat(600)}`,
];

export function blobStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name}: the blob store contract`, () => {
    const opened: OpenedStore[] = [];
    const fresh = async () => {
      const next = await open();
      opened.push(next);
      return next.store;
    };
    afterEach(async () => {
      for (const next of opened.splice(0)) await next.dispose();
    });

    it('gives back what was put, from a buffer or a stream, with its size, hash, etag and date', async () => {
      const store = await fresh();
      const bytes = randomBytes(300_000);
      const put = await store.put('videos/a.webm', bytes, { contentType: 'video/webm' });
      expect(put.size).toBe(bytes.length);
      if (put.sha256) expect(put.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const got = await store.get('videos/a.webm');
      expect(got).not.toBeNull();
      expect((await readAll(got!.body)).equals(bytes)).toBe(true);
      expect(got!.size).toBe(bytes.length);
      expect(got!.etag).toMatch(/^(W\/)?".+"$/);
      expect(got!.lastModified).toBeInstanceOf(Date);
      expect(await store.stat('videos/a.webm')).toMatchObject({ size: bytes.length, etag: got!.etag });

      const pieces = [randomBytes(70_000), randomBytes(1), randomBytes(200_000)];
      const streamed = await store.put('downloads/x/v1.pdf', Readable.from(pieces));
      expect(streamed.size).toBe(270_001);
      const back = await store.get('downloads/x/v1.pdf');
      expect((await readAll(back!.body)).equals(Buffer.concat(pieces))).toBe(true);
      expect((await store.put('empty', Buffer.alloc(0))).size).toBe(0);
      expect((await readAll((await store.get('empty'))!.body)).length).toBe(0);
    });

    it('reads a byte range: the first byte, the last, the middle, an end past the last', async () => {
      const store = await fresh();
      const bytes = randomBytes(1000);
      await store.put('videos/b.mp4', bytes);
      const range = async (start: number, end: number) => {
        const got = await store.get('videos/b.mp4', { range: { start, end } });
        expect(got!.size).toBe(1000);
        return readAll(got!.body);
      };
      expect((await range(0, 0)).equals(bytes.subarray(0, 1))).toBe(true);
      expect((await range(999, 999)).equals(bytes.subarray(999))).toBe(true);
      expect((await range(100, 499)).equals(bytes.subarray(100, 500))).toBe(true);
      expect((await range(990, 5000)).equals(bytes.subarray(990))).toBe(true);
      await expect(store.get('videos/b.mp4', { range: { start: 1000, end: 1000 } })).rejects.toThrow(
        RangeError,
      );
      await expect(store.get('videos/b.mp4', { range: { start: 5, end: 4 } })).rejects.toThrow(RangeError);
    });

    it('answers null for a key with nothing under it, and deletes a missing key quietly', async () => {
      const store = await fresh();
      expect(await store.get('videos/none.webm')).toBeNull();
      expect(await store.stat('videos/none.webm')).toBeNull();
      await store.delete('videos/none.webm');
      await store.put('videos/c.webm', Buffer.from('c'));
      await store.delete('videos/c.webm');
      expect(await store.get('videos/c.webm')).toBeNull();
      expect(await keys(store, '')).toEqual([]);
      await store.delete('videos/c.webm');
    });

    it('overwrites atomically: a reader gets the old bytes or the new, never a mix', async () => {
      const store = await fresh();
      const before = Buffer.alloc(512 * 1024, 'a');
      const after = Buffer.alloc(512 * 1024, 'b');
      await store.put('videos/d.webm', before);
      // A read under way when the new bytes land finishes with the old ones.
      const early = await store.get('videos/d.webm');
      const writing = heldBody();
      const put = store.put('videos/d.webm', writing.body);
      // Readers in between each piece the writer takes see the whole old file.
      for (let at = 0; at < after.length; at += 32 * 1024) {
        writing.push(after.subarray(at, at + 32 * 1024));
        const now = await store.get('videos/d.webm');
        const read = await readAll(now!.body);
        expect(read.equals(before) || read.equals(after), `a read at piece ${at / 32768}`).toBe(true);
      }
      writing.end();
      await put;
      expect((await readAll(early!.body)).equals(before)).toBe(true);
      expect((await readAll((await store.get('videos/d.webm'))!.body)).equals(after)).toBe(true);
    });

    it('leaves nothing when the body fails midway, and keeps what was there before', async () => {
      const store = await fresh();
      const failing = heldBody();
      const put = store.put('downloads/e/v1.pdf', failing.body);
      failing.push(randomBytes(64 * 1024));
      failing.fail(new Error('the connection dropped'));
      await expect(put).rejects.toThrow('the connection dropped');
      expect(await store.get('downloads/e/v1.pdf')).toBeNull();
      expect(await keys(store, '')).toEqual([]);

      await store.put('downloads/e/v1.pdf', Buffer.from('kept'));
      const again = heldBody();
      const second = store.put('downloads/e/v1.pdf', again.body);
      again.push(Buffer.from('half of a new'));
      again.fail(new Error('the disk went away'));
      await expect(second).rejects.toThrow('the disk went away');
      expect((await readAll((await store.get('downloads/e/v1.pdf'))!.body)).toString()).toBe('kept');
      expect(await keys(store, '')).toEqual(['downloads/e/v1.pdf']);
    });

    it('lists the keys under a prefix', async () => {
      const store = await fresh();
      for (const key of ['a/b/1', 'a/b/2', 'a/c/3', 'ab/4', 'a/b1', 'z'])
        await store.put(key, Buffer.from(key));
      expect(await keys(store, 'a/b/')).toEqual(['a/b/1', 'a/b/2']);
      expect(await keys(store, 'a/b')).toEqual(['a/b/1', 'a/b/2', 'a/b1']);
      expect(await keys(store, 'a/')).toEqual(['a/b/1', 'a/b/2', 'a/b1', 'a/c/3']);
      expect(await keys(store, 'a')).toEqual(['a/b/1', 'a/b/2', 'a/b1', 'a/c/3', 'ab/4']);
      expect(await keys(store, '')).toEqual(['a/b/1', 'a/b/2', 'a/b1', 'a/c/3', 'ab/4', 'z']);
      expect(await keys(store, 'nothing/')).toEqual([]);
    });

    it('refuses keys that could leave the store or mean different things to different stores', async () => {
      const store = await fresh();
      for (const key of BAD_KEYS) {
        const what = JSON.stringify(key.slice(0, 30));
        await expect(store.put(key, Buffer.from('x')), what).rejects.toThrow(InvalidBlobKey);
        await expect(store.get(key), what).rejects.toThrow(InvalidBlobKey);
        await expect(store.stat(key), what).rejects.toThrow(InvalidBlobKey);
        await expect(store.delete(key), what).rejects.toThrow(InvalidBlobKey);
      }
      await expect(keys(store, '../')).rejects.toThrow(InvalidBlobKey);
      expect(await keys(store, '')).toEqual([]);
    });
  });
}
