// A deck as an editable PowerPoint file over real HTTP on every dialect: one slide per step, read
// back with Podium's own PowerPoint import, its words still text in each slide, in path order; the
// speaker notes only for those who may edit the deck; the download rule as for the PDF; and an
// older (classic) deck exports too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { textsOf } from '../../../src/kernel/document/canvas/element-layout';
import type { CanvasDocument } from '../../../src/kernel/document/canvas/model';
import { richTextLines } from '../../../src/kernel/document/canvas/text';
import { importPptx } from '../../../src/kernel/import/pptx';
import { defineActors } from '../../helpers/actors';
import { TestClient as Client, type TestClient } from '../../helpers/client';
import { bodyText, buildCanvasDocument, buildClassic, buildFrame } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SECRET = 'Xyzzy-canvas-pptx-note';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Each slide's words, read back by the import: one string per frame, in the path's order. */
function slideWords(document: CanvasDocument): string[] {
  return document.path.map((step) => {
    const inside = document.elements.filter((element) => element.parent === step.frame);
    return inside.flatMap((element) => textsOf(element).flatMap(richTextLines)).join(' ');
  });
}

describe.each(DIALECTS)('%s: a deck’s PowerPoint file', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function publish(source: string, allowDownloads: boolean) {
    const owner = await actors.owner.client();
    const published = await owner.request('POST', '/api/v4/presentations/', {
      json: { source, privacy: 'public' },
    });
    expect(published.status).toBe(201);
    const p = (await findPresentationByOid(t.handle.db, (await published.json()).oid))!;
    const allowed = await owner.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
      json: { allowDownloads },
    });
    expect(allowed.status).toBe(200);
    return p;
  }

  async function download(client: TestClient, p: { oid: string; slug: string }) {
    const response = await client.get(`/p/${p.oid}/${p.slug}/download/?format=pptx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PPTX);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${p.slug}.pptx"`);
    return importPptx(new Uint8Array(await response.arrayBuffer())).document;
  }

  it('makes a slide per step with its words as text, and no notes for a visitor', async () => {
    const p = await publish(JSON.stringify(buildCanvasDocument({}, SECRET)), true);
    const read = await download(await new Client(t.url).prime(), p);

    expect(read.path).toHaveLength(3);
    const words = slideWords(read);
    // Step 1 is the frame Harbour with its text; step 2 the frame Lighthouse alone; step 3 a view
    // of both, where Harbour's words show again.
    expect(words[0]).toContain('Ferries at dawn');
    expect(words[0]).toContain('Boats leave early');
    expect(words[1]).not.toContain('Ferries at dawn');
    expect(words[2]).toContain('Ferries at dawn');
    // The bold run stays a run of its own, bold.
    const runs = read.elements.flatMap((element) =>
      textsOf(element).flatMap((text) => text.paragraphs.flatMap((paragraph) => paragraph.runs)),
    );
    expect(runs.find((run) => run.text.startsWith('Boats'))?.bold).toBe(true);
    expect(read.path.every((step) => step.notes === undefined)).toBe(true);
    expect(JSON.stringify(read)).not.toContain(SECRET);
  });

  it('keeps the speaker notes for the owner', async () => {
    const p = await publish(JSON.stringify(buildCanvasDocument({}, SECRET)), false);
    const read = await download(await actors.owner.client(), p);
    expect(read.path.map((step) => step.notes)).toEqual([`${SECRET} one`, undefined, `${SECRET} three`]);
  });

  it('refuses a visitor when the owner does not allow downloads', async () => {
    const p = await publish(JSON.stringify(buildCanvasDocument({}, SECRET)), false);
    const response = await (await new Client(t.url).prime()).get(
      `/p/${p.oid}/${p.slug}/download/?format=pptx`,
    );
    expect(response.status).toBe(403);
  });

  it('exports a classic deck too, a slide per frame of its path', async () => {
    const classic = buildClassic({
      title: 'Tides',
      frames: [
        buildFrame({ id: 'high', title: 'High water', texts: [bodyText('t1', 'The sea comes in')] }),
        buildFrame({ id: 'low', title: 'Low water', x: 500, texts: [bodyText('t2', 'The sea goes out')] }),
      ],
      path: ['high', 'low'],
    });
    const p = await publish(JSON.stringify(classic), true);
    const read = await download(await new Client(t.url).prime(), p);
    expect(read.path).toHaveLength(2);
    const all = slideWords(read).join(' ');
    expect(all).toContain('The sea comes in');
    expect(all).toContain('The sea goes out');
  });
});
