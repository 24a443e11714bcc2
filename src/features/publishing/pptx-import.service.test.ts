// @vitest-environment node
// Converting a PowerPoint file happens in the sandbox's own process: a good file comes back as a
// document with its pictures and report, the converter's refusals come back in the error
// catalogue's words, and time and turns are bounded.

import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPptx, editPptx, TINY_PNG } from '../../kernel/import/pptx/testing';
import { PPTX_IMPORTER_DEFAULTS, PptxImporterPool } from './pptx-import.service';

// Each conversion starts a child process that loads the converter from the sources: seconds on a
// loaded machine. The tests that are not about the time limit lift it, and each gets minutes of room.
const ROOM_MS = 180_000;
const NO_LIMIT = { timeoutMs: ROOM_MS };

const oneSlide = () =>
  buildPptx((pptx) => {
    const slide = pptx.addSlide();
    slide.addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
    slide.addImage({ data: `image/png;base64,${TINY_PNG}`, x: 1, y: 2, w: 1, h: 1, altText: 'Dot' });
  });

const MB = 1024 * 1024;

/** `count` slides, each with a picture of `mb` MB: a 1×1 PNG's header, then zeros, so the file stays small. */
async function heavyPictures(count: number, mb: number): Promise<Uint8Array> {
  const deck = await buildPptx((pptx) => {
    for (let i = 0; i < count; i++)
      pptx
        .addSlide()
        .addImage({ data: `image/png;base64,${TINY_PNG}`, x: 1, y: 1, w: 1, h: 1, altText: `Dot ${i}` });
  });
  const picture = new Uint8Array(mb * MB);
  picture.set(Buffer.from(TINY_PNG, 'base64'));
  const media = Object.keys(unzipSync(deck)).filter(
    (part) => part.startsWith('ppt/media/') && !part.endsWith('/'),
  );
  expect(media).toHaveLength(count);
  return editPptx(deck, {}, Object.fromEntries(media.map((part) => [part, picture])));
}

describe('PptxImporterPool', () => {
  const pools: PptxImporterPool[] = [];
  const pool = (options: Partial<typeof PPTX_IMPORTER_DEFAULTS> = {}) => {
    const created = new PptxImporterPool({ ...PPTX_IMPORTER_DEFAULTS, ...NO_LIMIT, ...options });
    pools.push(created);
    return created;
  };
  afterAll(() => {
    for (const p of pools) p.close();
  });

  it(
    'converts a deck: its document, its pictures as base64 and its report',
    async () => {
      const converted = await pool().convert(await oneSlide(), 'a', 'Given title');
      expect(converted.document).toMatchObject({ version: 3, title: 'Given title' });
      expect(converted.pictures).toEqual([{ ref: expect.any(String), mime: 'image/png', base64: TINY_PNG }]);
      expect(converted.report.totals).toMatchObject({ slides: 1, pictures: 1 });
    },
    ROOM_MS,
  );

  it(
    'answers the converter’s refusals in the catalogue’s words',
    async () => {
      const importers = pool();
      await expect(importers.convert(new TextEncoder().encode('plain text'), 'a')).rejects.toMatchObject({
        status: 400,
        code: 'not_pptx',
        message: expect.stringContaining('.pptx'),
      });
      const tooMany = await buildPptx((pptx) => {
        for (let i = 0; i < 501; i++) pptx.addSlide();
      });
      await expect(importers.convert(tooMany, 'a')).rejects.toMatchObject({
        status: 413,
        code: 'pptx_too_many_slides',
        message: expect.stringContaining('501 slides'),
      });
    },
    ROOM_MS,
  );

  it(
    'refuses a file still converting at the time limit, and a person’s second file while one converts',
    async () => {
      const slow = pool({ timeoutMs: 300, delayMs: 60_000 });
      await expect(slow.convert(await oneSlide(), 'a')).rejects.toMatchObject({
        status: 422,
        code: 'pptx_too_slow',
      });
      const busy = pool({ perPerson: 1, delayMs: 500 });
      const first = busy.convert(await oneSlide(), 'a');
      await expect(busy.convert(await oneSlide(), 'a')).rejects.toMatchObject({
        status: 429,
        code: 'pptx_queue_full',
      });
      await expect(first).resolves.toMatchObject({ report: { totals: { slides: 1 } } });
    },
    ROOM_MS,
  );

  it(
    'refuses at once with 503 when everyone’s queue is full, and answers what waits when closed',
    async () => {
      // The first file holds the only importer until the pool is closed.
      const importers = pool({ processes: 1, queued: 1, perPerson: 5, delayMs: ROOM_MS * 2 });
      const converting = importers.convert(await oneSlide(), 'a');
      const waiting = importers.convert(await oneSlide(), 'b');
      await expect(importers.convert(await oneSlide(), 'c')).rejects.toMatchObject({
        status: 503,
        code: 'pptx_importers_busy',
      });
      // Both are refused at once on close: each has its handler before then, so neither is left
      // unhandled while the other is awaited.
      const closed = { status: 503, code: 'shutting_down' };
      const refused = [
        expect(converting).rejects.toMatchObject(closed),
        expect(waiting).rejects.toMatchObject(closed),
      ];
      importers.close();
      await Promise.all(refused);
    },
    ROOM_MS,
  );

  it(
    'refuses with 413 a deck whose pictures need more memory than the importer may take',
    async () => {
      // 120 MB of pictures, 160 MB again as base64 and again in the answer's JSON: past 512 MB, and
      // past the heap's 256 MB. Without the limit both decks convert, and their answers are under the
      // pool's cap, so only the memory limit can refuse them. 512 MB leaves Node, tsx and the
      // converter room to start: a one-slide deck converts under it.
      const importers = pool({ memoryMb: 512 });
      const needsMemory = {
        status: 413,
        code: 'pptx_too_large',
        message: expect.stringContaining('needs more memory'),
      };
      // Three pictures: the heap cannot hold the answer's JSON, and V8 aborts.
      await expect(importers.convert(await heavyPictures(3, 40), 'a')).rejects.toMatchObject(needsMemory);
      // One picture: the system refuses its base64 string first, which Node throws rather than aborts.
      await expect(importers.convert(await heavyPictures(1, 120), 'a')).rejects.toMatchObject(needsMemory);
    },
    ROOM_MS,
  );
});
