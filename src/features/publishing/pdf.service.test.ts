// @vitest-environment node
// Reading a PDF happens in the sandbox's own process: the server's own globals stay native, bad files come
// back as answers that say what is wrong, and time, memory and turns are bounded.
import { afterAll, describe, expect, it } from 'vitest';
import { makeEncryptedPdf, makeNumberedPdf } from '../../../test/helpers/pdf';
import { PDF_READER_DEFAULTS, PdfReaderPool } from './pdf.service';

// Each read starts a child process that loads pdf.js: seconds on a loaded machine. The production
// time limit (30 s) would turn a slow machine into a wrong verdict, so the tests that are not about
// the limit lift it, and every test gets minutes of room.
const ROOM_MS = 180_000;
const NO_LIMIT = { timeoutMs: ROOM_MS };

describe('PdfReaderPool', () => {
  const pools: PdfReaderPool[] = [];
  const pool = (options: Partial<typeof PDF_READER_DEFAULTS> = {}) => {
    const created = new PdfReaderPool({ ...PDF_READER_DEFAULTS, ...NO_LIMIT, ...options });
    pools.push(created);
    return created;
  };
  afterAll(() => {
    for (const p of pools) p.close();
  });

  it(
    'reads pages and text without touching the server’s JSON (pdf.js polyfills stay in the reader)',
    async () => {
      const info = await pool().read(makeNumberedPdf(2), 'a');
      expect(info.pages.map((p) => p.text)).toEqual([
        expect.stringContaining('Body text of page 1'),
        expect.stringContaining('Body text of page 2'),
      ]);
      expect(JSON.stringify.toString()).toContain('[native code]');
      expect(JSON.parse.toString()).toContain('[native code]');
    },
    ROOM_MS,
  );

  it(
    'refuses encrypted and unreadable files with a named answer',
    async () => {
      const readers = pool();
      await expect(readers.read(makeEncryptedPdf(), 'a')).rejects.toMatchObject({
        status: 400,
        code: 'pdf_encrypted',
      });
      await expect(readers.read(new TextEncoder().encode('%PDF-1.4 nonsense'), 'a')).rejects.toMatchObject({
        status: 422,
        code: 'pdf_unreadable',
      });
    },
    ROOM_MS,
  );

  it(
    'answers uploads that arrive together, each with its own pages',
    async () => {
      const readers = pool({ perPerson: 3 });
      const counts = await Promise.all(
        [3, 1, 2].map(async (n) => (await readers.read(makeNumberedPdf(n), 'a')).pages.length),
      );
      expect(counts).toEqual([3, 1, 2]);
    },
    ROOM_MS,
  );

  it(
    'kills a reader past its time limit and answers 422',
    async () => {
      // The reader would wait longer than the test's room: only the limit can end it in time.
      const readers = pool({ timeoutMs: 300, delayMs: ROOM_MS * 2 });
      await expect(readers.read(makeNumberedPdf(1), 'a')).rejects.toMatchObject({
        status: 422,
        code: 'pdf_too_slow',
      });
    },
    ROOM_MS,
  );

  it(
    'lets one person queue at most perPerson PDFs, and keeps others’ turns',
    async () => {
      const readers = pool({ processes: 2, perPerson: 1, delayMs: 1500 });
      const first = readers.read(makeNumberedPdf(1), 'slow person');
      await expect(readers.read(makeNumberedPdf(1), 'slow person')).rejects.toMatchObject({
        status: 429,
        code: 'pdf_queue_full',
      });
      // Another person reads on the second reader meanwhile.
      const other = readers.read(makeNumberedPdf(2), 'someone else');
      expect((await other).pages).toHaveLength(2);
      expect((await first).pages).toHaveLength(1);
      // Once the first is done, the slow person may send another.
      expect((await readers.read(makeNumberedPdf(1), 'slow person')).pages).toHaveLength(1);
    },
    ROOM_MS,
  );

  it(
    'refuses at once with 503 when everyone’s queue is full, and answers what waits when closed',
    async () => {
      // The first PDF holds the only reader until the pool is closed.
      const readers = pool({ processes: 1, queued: 1, perPerson: 5, delayMs: ROOM_MS * 2 });
      const reading = readers.read(makeNumberedPdf(1), 'a');
      const waiting = readers.read(makeNumberedPdf(1), 'b');
      await expect(readers.read(makeNumberedPdf(1), 'c')).rejects.toMatchObject({
        status: 503,
        code: 'pdf_readers_busy',
      });
      // Both are refused at once on close: each has its handler before then, so neither is left
      // unhandled while the other is awaited.
      const closed = { status: 503, code: 'shutting_down' };
      const refused = [
        expect(reading).rejects.toMatchObject(closed),
        expect(waiting).rejects.toMatchObject(closed),
      ];
      readers.close();
      await Promise.all(refused);
    },
    ROOM_MS,
  );
});
