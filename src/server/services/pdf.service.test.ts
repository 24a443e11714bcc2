// @vitest-environment node
// Reading a PDF happens in a worker thread: the server's own globals stay native, and bad files
// come back as 400s that say what is wrong.
import { describe, expect, it } from 'vitest';
import { makeEncryptedPdf, makeNumberedPdf } from '../../../test/helpers/pdf';
import { readPdf } from './pdf.service';

describe('readPdf', () => {
  it('reads pages and text without touching the server’s JSON (pdf.js polyfills stay in the worker)', async () => {
    const info = await readPdf(makeNumberedPdf(2));
    expect(info.pages.map((p) => p.text)).toEqual([
      expect.stringContaining('Body text of page 1'),
      expect.stringContaining('Body text of page 2'),
    ]);
    expect(JSON.stringify.toString()).toContain('[native code]');
    expect(JSON.parse.toString()).toContain('[native code]');
  }, 30_000);

  it('refuses encrypted and unreadable files with a named 400', async () => {
    await expect(readPdf(makeEncryptedPdf())).rejects.toMatchObject({ status: 400, code: 'pdf_encrypted' });
    await expect(readPdf(new TextEncoder().encode('%PDF-1.4 nonsense'))).rejects.toMatchObject({
      status: 400,
      code: 'pdf_unreadable',
    });
  }, 30_000);

  it('answers uploads that arrive together one by one, each with its own pages', async () => {
    const counts = await Promise.all(
      [3, 1, 2].map(async (n) => (await readPdf(makeNumberedPdf(n))).pages.length),
    );
    expect(counts).toEqual([3, 1, 2]);
  }, 30_000);
});
