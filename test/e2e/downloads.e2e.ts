// Downloads in two browsers: a visitor sees no Download button until the owner
// allows downloads in the settings; then the button gives a PDF whose first page's text is the first
// step's, as real text (read back with pdf.js), one page per step at the slide's shape.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/kernel/document/layout';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e({ ownServer: true });

describe('downloads in Chromium', () => {
  it('gives a visitor the PDF once the owner allows downloads', async () => {
    const db = new Database(server.databaseFile, { readonly: true });
    const row = db
      .prepare(
        `select p.oid, p.slug, p.document from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'public' and p.kind = 'deck' order by p.id limit 1`,
      )
      .get() as { oid: string; slug: string; document: string };
    db.close();
    const layout = layoutDocument(JSON.parse(row.document));
    const viewUrl = `${server.url}/p/${row.oid}/${row.slug}/`;

    const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await visitorContext.newPage();
    const problems: string[] = [];
    visitor.on('pageerror', (e) => problems.push(e.message));
    await visitor.goto(viewUrl);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    expect(await visitor.getByText('Download', { exact: true }).count()).toBe(0);

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    await owner.goto(`${server.url}/dashboard/next/${row.oid}/`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const section = owner.locator('section[aria-labelledby="manage-downloads"]');
    await section.getByLabel('Allow downloads').check();
    await section.getByRole('button', { name: 'Save downloads' }).click();
    await section.getByText('Saved.').waitFor();

    await visitor.reload();
    await visitor.waitForSelector('html[data-hydrated="true"]');
    // A deck offers its PDF and its PowerPoint file in the Download menu.
    await visitor.getByText('Download', { exact: true }).click();
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'PDF with transcript' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${row.slug}.pdf`);
    const [pptx] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Editable PowerPoint (.pptx)' }).click(),
    ]);
    expect(pptx.suggestedFilename()).toBe(`${row.slug}.pptx`);
    expect(
      readFileSync((await pptx.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
    expect(pdf.numPages).toBeGreaterThan(layout.steps.length);
    const first = await pdf.getPage(1);
    const [, , width, height] = first.view as [number, number, number, number];
    expect(width / height).toBeCloseTo(16 / 9, 2);
    const text = (await first.getTextContent()).items.map((item) => (item as TextItem).str).join(' ');
    const firstFrame = layout.frames.find((frame) => frame.id === layout.steps[0]!.frameId)!;
    expect(text).toContain(firstFrame.title ?? layout.steps[0]!.title);
    await pdf.destroy();
    expect(problems).toEqual([]);
    await visitorContext.close();
    await ownerContext.close();
  });
});
