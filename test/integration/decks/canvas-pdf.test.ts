// The generated PDF of a canvas deck over real HTTP on every dialect: a page per step at 16:9 with
// the words in view as real text (text elements, frames' titles), the transcript after, and never
// the speaker notes kept in its steps.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { defineActors } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SECRET = 'Xyzzy-canvas-pdf-note';

async function pageTexts(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: Array<{ text: string; width: number; height: number }> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({ text: content.items.map((item) => (item as TextItem).str).join(' '), width, height });
  }
  await pdf.destroy();
  return pages;
}

describe.each(DIALECTS)('%s: a canvas deck’s PDF', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws each step’s words at their places, then the transcript, without the notes', async () => {
    const owner = await actors.owner.client();
    const published = await owner.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({}, SECRET)), privacy: 'public' },
    });
    expect(published.status).toBe(201);
    const p = (await findPresentationByOid(t.handle.db, (await published.json()).oid))!;
    const allowed = await owner.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { allowDownloads: true },
    });
    expect(allowed.status).toBe(200);

    const download = await (await new TestClient(t.url).prime()).get(
      `/p/${p.oid}/${p.slug}/download/?format=pdf`,
    );
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes).toString('latin1')).not.toContain(SECRET);
    const pages = await pageTexts(bytes);
    const text = (n: number) => pages[n]!.text.replace(/\s+/g, ' ');
    for (const page of pages.slice(0, 3)) expect(page.width / page.height).toBeCloseTo(16 / 9, 2);
    // Step 1 is the frame Harbour: its title, its text element's title and list.
    expect(text(0)).toContain('Harbour');
    expect(text(0)).toContain('Ferries at dawn');
    expect(text(0)).toContain('Boats leave early');
    expect(text(0)).not.toContain('Lighthouse');
    // Step 2 is the frame Lighthouse alone; step 3 a view of both.
    expect(text(1)).toContain('Lighthouse');
    expect(text(1)).not.toContain('Ferries at dawn');
    expect(text(2)).toContain('Harbour');
    expect(text(2)).toContain('Lighthouse');
    expect(text(3)).toContain('Transcript');
    expect(pages.map((page) => page.text).join(' ')).not.toContain(SECRET);
  });
});
