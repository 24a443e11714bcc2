// No sideways scroll and no overlapping boxes at any width from 320 px, on the
// view page, the private view page, the embed, home, search, the print view and the forms (a share
// link's password page among them); and the private view page's
// presentation fills the window.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e();

const WIDTHS = [320, 375, 768, 992, 1440];

/** Boxes that sit side by side or one above the other and must never cover each other. */
const NEIGHBOURS = [
  '.site-header > *, .site-header__nav > *',
  '.viewer-overlay--start .viewer-overlay__meta, .viewer-overlay--start .viewer-overlay__center',
  '.viewer-toolbar__group--left > *, .viewer-toolbar__group--right > *',
  '.viewer-toolbar__group',
  '.detail-section > *',
  '.card-grid > *',
  '.print-page__actions > *',
  '.print-page__steps > *',
];

/** How far the page scrolls sideways, and which neighbours overlap (by more than a pixel). */
function layoutProblems(page: Page) {
  return page.evaluate((groups) => {
    const overlaps: string[] = [];
    for (const selector of groups) {
      const boxes = [...document.querySelectorAll(selector)]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 1 && down > 1) overlaps.push(`${a.element.className} × ${b.element.className}`);
        }
      }
    }
    // A form's fields stay inside its card (a select is as wide as its longest option otherwise).
    for (const card of document.querySelectorAll('.form-card')) {
      const edge = card.getBoundingClientRect().right;
      for (const field of card.querySelectorAll('input, select, textarea, button')) {
        const right = field.getBoundingClientRect().right;
        if (right > edge + 1)
          overlaps.push(
            `${field.tagName.toLowerCase()} sticks out of its card by ${Math.round(right - edge)} px`,
          );
      }
    }
    const root = document.documentElement;
    return { sideways: root.scrollWidth - root.clientWidth, overlaps };
  }, NEIGHBOURS);
}

function privateTalkOfDemo(): string {
  const db = new Database(server.databaseFile, { readonly: true });
  try {
    const row = db
      .prepare(
        `select p.oid, p.slug from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'private' and p.kind = 'deck' order by p.id limit 1`,
      )
      .get() as { oid: string; slug: string };
    return `/p/${row.oid}/${row.slug}/`;
  } finally {
    db.close();
  }
}

describe('layout at every width', () => {
  it('never scrolls sideways nor overlaps on the public pages and the embed', async () => {
    const home = await (await fetch(server.url)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/shipping-less-javascript\//)![0];
    const oid = viewPath.split('/')[2];
    // A share link with a password on the demo's private talk: its password page.
    const demo = await new TestClient(server.url).prime();
    await demo.logIn('demo', DEMO_PASSWORD);
    const privateOid = privateTalkOfDemo().split('/')[2];
    const created = await demo.request('POST', `/api/v4/presentation/${privateOid}/links/`, {
      json: { name: 'Layout check', password: 'open sesame' },
    });
    const { linkId } = (await created.json()).link as { linkId: string };
    const pages = [
      '/',
      '/explore/search/?search=design',
      viewPath,
      `${viewPath}print/`,
      `/contact/abuse/${oid}/`,
      '/signup/',
      `/view/${linkId}/`,
    ];
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(server.url + path);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect({ width, path, ...(await layoutProblems(page)) }).toEqual({
          width,
          path,
          sideways: 0,
          overlaps: [],
        });
      }
      await context.close();
    }
    // The embed at the sizes the embed dialog offers first, and at a small one.
    for (const viewport of [
      { width: 560, height: 315 },
      { width: 320, height: 180 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/p/embed/${oid}/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect({ ...viewport, ...(await layoutProblems(page)) }).toEqual({
        ...viewport,
        sideways: 0,
        overlaps: [],
      });
      await context.close();
    }
  });

  it('fills the window with a private presentation, with no blank band under it', async () => {
    const path = privateTalkOfDemo();
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
      { width: 320, height: 640 },
      { width: 768, height: 1024 },
      { width: 992, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, server.url, 'demo', DEMO_PASSWORD);
      await page.goto(server.url + path);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect({ ...viewport, ...(await layoutProblems(page)) }).toEqual({
        ...viewport,
        sideways: 0,
        overlaps: [],
      });
      const { stage, toolbar, viewer, window } = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        return {
          stage: box('.viewer__stage'),
          toolbar: box('.viewer-toolbar'),
          viewer: box('.view-page__viewer'),
          window: { height: innerHeight },
        };
      });
      // The viewer reaches the bottom of the window, and the stage runs down to the toolbar.
      expect(viewer.bottom).toBeGreaterThanOrEqual(window.height - 32);
      expect(toolbar.top - stage.bottom).toBeLessThanOrEqual(1);
      expect(viewer.bottom - toolbar.bottom).toBeLessThanOrEqual(2);
      await context.close();
    }
  });
});
