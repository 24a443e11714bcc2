import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStore } from './disk-store';
import { blobStoreContract, heldBody } from './testing';

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'podium-blobs-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

blobStoreContract('the disk store', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'podium-blobs-'));
  return { store: new DiskStore(root), dispose: async () => rmSync(root, { recursive: true, force: true }) };
});

/** Every file and folder under `root`, hidden ones included. */
const everything = (root: string) => readdirSync(root, { recursive: true }).map(String).sort();

describe('the disk store', () => {
  it('keeps a key where its path says, so the files of before the store are found', async () => {
    const root = freshRoot();
    const store = new DiskStore(root);
    await store.put('videos/abc.webm', Buffer.from('video'));
    expect(store.pathOf('videos/abc.webm')).toBe(path.join(root, 'videos', 'abc.webm'));
    expect(everything(root)).toEqual(['videos', path.join('videos', 'abc.webm')]);
  });

  it('leaves no temporary file when a put fails, and prunes the folders a delete empties', async () => {
    const root = freshRoot();
    const store = new DiskStore(root);
    const failing = heldBody();
    const put = store.put('downloads/abc/v1.pdf', failing.body);
    failing.push(Buffer.from('%PDF-1.7 half'));
    failing.fail(new Error('drawing failed'));
    await expect(put).rejects.toThrow('drawing failed');
    expect(everything(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    await store.put('downloads/abc/v1.pdf', Buffer.from('%PDF'));
    await store.put('downloads/abc/v2.pdf', Buffer.from('%PDF'));
    await store.delete('downloads/abc/v1.pdf');
    expect(everything(root)).toEqual([
      'downloads',
      path.join('downloads', 'abc'),
      path.join('downloads', 'abc', 'v2.pdf'),
    ]);
    await store.delete('downloads/abc/v2.pdf');
    expect(everything(root)).toEqual([]);
    // A put after its folder was pruned makes it again.
    await store.put('downloads/abc/v3.pdf', Buffer.from('%PDF'));
    expect(await store.stat('downloads/abc/v3.pdf')).toMatchObject({ size: 4 });
  });

  it('passes a write error on as the file system gave it, so a full disk stays storage_full', async () => {
    const store = new DiskStore(freshRoot());
    const failing = heldBody();
    const put = store.put('videos/full.webm', failing.body);
    failing.fail(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    await expect(put).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});
