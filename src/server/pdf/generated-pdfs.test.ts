import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneratedPdfs } from './generated-pdfs';

const dirs: string[] = [];
const cache = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-pdfs-'));
  dirs.push(dir);
  return new GeneratedPdfs(dir);
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('GeneratedPdfs', () => {
  it('makes a version once for requests at the same time, then reuses the file', async () => {
    const pdfs = cache();
    let made = 0;
    const make = async (file: string) => {
      made += 1;
      await writeFile(file, 'pdf');
    };
    const [a, b] = await Promise.all([pdfs.file('abc', 'v1', make), pdfs.file('abc', 'v1', make)]);
    expect(made).toBe(1);
    expect([a.generated, b.generated].sort()).toEqual([false, true]);
    expect((await pdfs.file('abc', 'v1', make)).generated).toBe(false);
    expect(made).toBe(1);
  });

  it('makes one file at a time, and a new version replaces the old ones', async () => {
    const pdfs = cache();
    let running = 0;
    let most = 0;
    const make = async (file: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await writeFile(file, 'pdf');
      running -= 1;
    };
    await Promise.all([
      pdfs.file('abc', 'v1', make),
      pdfs.file('def', 'v1', make),
      pdfs.file('ghi', 'v1', make),
    ]);
    expect(most).toBe(1);
    await pdfs.file('abc', 'v2', make);
    expect(readdirSync(path.join(pdfs.dir, 'abc'))).toEqual(['v2.pdf']);
    await pdfs.drop('abc');
    expect(existsSync(path.join(pdfs.dir, 'abc'))).toBe(false);
  });

  it('leaves no file behind when making one fails, and the next request tries again', async () => {
    const pdfs = cache();
    await expect(
      pdfs.file('abc', 'v1', async (file) => {
        await writeFile(file, 'half');
        throw new Error('broken picture');
      }),
    ).rejects.toThrow('broken picture');
    expect(readdirSync(path.join(pdfs.dir, 'abc'))).toEqual([]);
    const next = await pdfs.file('abc', 'v1', (file) => writeFile(file, 'pdf'));
    expect(next.generated).toBe(true);
    expect(() => pdfs.file('../etc', 'v1', async () => undefined)).toThrow();
  });
});
