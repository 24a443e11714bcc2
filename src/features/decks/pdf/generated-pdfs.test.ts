import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../../test/helpers/wait-until';
import { DiskStore } from '../../../platform/storage/disk-store';
import { GeneratedPdfs } from './generated-pdfs';

const dirs: string[] = [];
const cache = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-pdfs-'));
  dirs.push(dir);
  return new GeneratedPdfs(new DiskStore(dir));
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const keysOf = async (pdfs: GeneratedPdfs, prefix: string) => {
  const keys: string[] = [];
  for await (const key of pdfs.blobs.list(prefix)) keys.push(key);
  return keys.sort();
};

describe('GeneratedPdfs', () => {
  it('makes a version once for requests at the same time, then reuses the file', async () => {
    const pdfs = cache();
    let made = 0;
    const make = async (output: NodeJS.WritableStream) => {
      made += 1;
      output.end('pdf');
    };
    const [a, b] = await Promise.all([pdfs.file('abc', 'v1', make), pdfs.file('abc', 'v1', make)]);
    expect(made).toBe(1);
    expect([a.generated, b.generated].sort()).toEqual([false, true]);
    expect(a.key).toBe('downloads/abc/v1.pdf');
    expect((await pdfs.file('abc', 'v1', make)).generated).toBe(false);
    expect(made).toBe(1);
  });

  it('makes one file at a time, and a new version replaces the old ones', async () => {
    // The store's stat calls are the only waits between a request and its make: once every one has
    // answered and the promises after them have run, a make that could start has started.
    const stats = { started: 0, finished: 0 };
    const store = new DiskStore(mkdtempSync(path.join(tmpdir(), 'podium-pdfs-')));
    dirs.push(store.root);
    const pdfs = new GeneratedPdfs({
      put: (key, body) => store.put(key, body),
      get: (key, options) => store.get(key, options),
      delete: (key) => store.delete(key),
      list: (prefix) => store.list(prefix),
      stat: (key) => {
        stats.started += 1;
        return store.stat(key).finally(() => {
          stats.finished += 1;
        });
      },
    });
    const settled = async () => {
      await waitUntil(() => stats.started === stats.finished, { what: "the store's stat calls to answer" });
      await new Promise((resolve) => setImmediate(resolve));
      expect(stats.started).toBe(stats.finished);
    };
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const make = (oid: string) => (output: NodeJS.WritableStream) =>
      new Promise<void>((resolve) => {
        started.push(oid);
        finish.set(oid, () => {
          output.end('pdf');
          resolve();
        });
      });
    const all = Promise.all(['abc', 'def', 'ghi'].map((oid) => pdfs.file(oid, 'v1', make(oid))));
    // Each make is held until nothing else can move; by then a second make that could run beside it
    // would have begun.
    for (let i = 1; i <= 3; i++) {
      await waitUntil(() => started.length >= i, { what: `make number ${i} to start` });
      await settled();
      expect(started).toHaveLength(i);
      finish.get(started[i - 1]!)!();
    }
    await all;
    await pdfs.file('abc', 'v2', async (output) => {
      output.end('pdf');
    });
    expect(await keysOf(pdfs, 'downloads/abc/')).toEqual(['downloads/abc/v2.pdf']);
    await pdfs.drop('abc');
    expect(await keysOf(pdfs, 'downloads/abc/')).toEqual([]);
    expect(await keysOf(pdfs, 'downloads/')).toEqual(['downloads/def/v1.pdf', 'downloads/ghi/v1.pdf']);
  });

  it('leaves no file behind when making one fails, and the next request tries again', async () => {
    const pdfs = cache();
    await expect(
      pdfs.file('abc', 'v1', async (output) => {
        output.write('half');
        throw new Error('broken picture');
      }),
    ).rejects.toThrow('broken picture');
    expect(await keysOf(pdfs, '')).toEqual([]);
    const next = await pdfs.file('abc', 'v1', async (output) => {
      output.end('pdf');
    });
    expect(next.generated).toBe(true);
    expect(() => pdfs.file('../etc', 'v1', async () => undefined)).toThrow();
  });
});
