import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream';

const dir = mkdtempSync(path.join(tmpdir(), 'zip-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('zipStream', () => {
  it('streams files in pieces and text entries, in order, as a zip', async () => {
    const big = randomBytes(3 * 1024 * 1024 + 17);
    const file = path.join(dir, 'big.bin');
    writeFileSync(file, big);
    const chunks: Buffer[] = [];
    for await (const chunk of zipStream([
      { name: 'take-1.webm', body: async () => createReadStream(file, { highWaterMark: 1024 * 1024 }) },
      { name: 'notes.json', text: '{"a":1}' },
    ]))
      chunks.push(Buffer.from(chunk as Uint8Array));
    // A file is read and sent a piece at a time (never held whole).
    expect(chunks.length).toBeGreaterThan(3);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(1024 * 1024 + 1024);
    const files = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(files)).toEqual(['take-1.webm', 'notes.json']);
    expect(Buffer.from(files['take-1.webm']!).equals(big)).toBe(true);
    expect(strFromU8(files['notes.json']!)).toBe('{"a":1}');
  });
});
