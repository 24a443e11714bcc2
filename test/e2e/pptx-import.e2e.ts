// A PowerPoint deck imported from the dashboard: the file is uploaded with its progress, converted on
// the server, and opens in the canvas editor with its slides as frames, their words as text, its
// picture with its description and its notes on the path; a link to one slide (#frame=, as the
// import report gives) opens the editor on that slide's frame, selected and announced.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPptx, TINY_PNG } from '../../src/kernel/import/pptx/testing';
import { signUp } from '../helpers/client';
import { announced, cameraAtRest, canvas, openEditor, playerDocument, signedIn } from './canvas-editor-pages';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('PowerPoint import in Chromium', () => {
  it('imports a .pptx from the dashboard into the editor, and opens a link to one slide on it', async () => {
    const owner = await signUp(server.url, 'pptx.owner');
    const context = await signedIn(browser, server.url, owner);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const bytes = await buildPptx((pptx) => {
      const first = pptx.addSlide();
      first.addText('Harbour tides', { x: 1, y: 1, w: 8, h: 1, fontSize: 32, bold: true });
      const second = pptx.addSlide();
      second.addText('Ferry timetable', { x: 1, y: 0.5, w: 8, h: 1, fontSize: 28 });
      second.addImage({
        data: `image/png;base64,${TINY_PNG}`,
        x: 1,
        y: 2,
        w: 2,
        h: 2,
        altText: 'A red buoy',
      });
    });

    await page.goto(`${server.url}/dashboard/next/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'harbour.pptx', mimeType: PPTX_TYPE, buffer: Buffer.from(bytes) });
    await page.getByRole('button', { name: 'Upload and publish' }).click();
    await page.waitForURL(/\/p\/edit\/[a-z0-9]{12}\//, { timeout: 60_000 });
    const editUrl = page.url().split('#')[0]!;
    const oid = /\/p\/edit\/([a-z0-9]{12})\//.exec(editUrl)![1]!;
    await canvas(page).waitFor();
    await cameraAtRest(page);
    await expect.poll(() => page.locator('.canvas-editor__world').textContent()).toContain('Harbour tides');

    // The editor opens with the import report over it; its address drops the report's mark, so a
    // reload does not open it again.
    const report = page.getByRole('dialog', { name: 'Import report' });
    await expect.poll(() => report.textContent()).toContain('harbour.pptx became 2 frames on the canvas');
    expect(new URL(page.url()).hash).toBe('');
    await page.screenshot({ path: '/tmp/import-report-1440x900.png' });
    // A slide's link closes it and flies to that slide's frame, selected and announced.
    await report.getByRole('link', { name: 'Slide 2', exact: true }).click();
    await expect.poll(() => report.count()).toBe(0);
    await expect.poll(() => announced(page)).toBe('Frame selected: Slide 2');
    await cameraAtRest(page);
    await expectCentred(page, 'slide-2');
    // And the bar opens it again.
    await page.getByRole('button', { name: 'Import report' }).click();
    await expect.poll(() => report.count()).toBe(1);
    await page.screenshot({ path: '/tmp/import-report-bar-1440x900.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: '/tmp/import-report-375x812.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');

    // Stored as a canvas deck: two slides as frames and steps (the notes stay the owner's: the
    // player's document leaves them out).
    const doc = await playerDocument(owner, oid);
    expect(doc.path.map((step) => step.frame)).toEqual(['slide-1', 'slide-2']);

    // A link to the second slide opens the editor on its frame, selected and announced.
    const linked = await openEditor(context, `${editUrl}#frame=slide-2`);
    await cameraAtRest(linked.page);
    await expect.poll(() => announced(linked.page)).toBe('Frame selected: Slide 2');
    await expectCentred(linked.page, 'slide-2');
    await expect.poll(() => linked.page.locator('img[alt="A red buoy"]').count()).toBe(1);

    expect([...errors, ...linked.errors]).toEqual([]);
    await context.close();
  });
});

/** The frame `id` is in the middle of the canvas, as the camera shows a frame. */
async function expectCentred(page: Page, id: string) {
  const view = (await canvas(page).boundingBox())!;
  const frame = (await page.locator(`[data-element-id="${id}"]`).boundingBox())!;
  expect(Math.abs(frame.x + frame.width / 2 - (view.x + view.width / 2))).toBeLessThan(view.width * 0.05);
}
