// @vitest-environment node
// Converting a PowerPoint file happens in the sandbox's own process: a good file comes back as a
// document with its pictures and report, the converter's refusals come back in the error
// catalogue's words, and time and turns are bounded.
import { afterAll, describe, expect, it } from 'vitest';
import { buildPptx, TINY_PNG } from '../../kernel/import/pptx/testing';
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
});
