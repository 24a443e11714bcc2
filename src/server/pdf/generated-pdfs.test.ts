import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStore } from '../../platform/storage/disk-store';
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
    const pdfs = cache();
    let running = 0;
    let most = 0;
    const make = async (output: NodeJS.WritableStream) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      output.end('pdf');
      running -= 1;
    };
    await Promise.all([
      pdfs.file('abc', 'v1', make),
      pdfs.file('def', 'v1', make),
      pdfs.file('ghi', 'v1', make),
    ]);
    expect(most).toBe(1);
    await pdfs.file('abc', 'v2', make);
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
