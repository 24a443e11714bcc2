// Time per step through a share link in Chromium: a visitor who asked for the
// link with an e-mail address goes through three steps, hiding the tab for a while on the second;
// the owner's statistics show their time on each step without the hidden time, under the link
// and under their address.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LinkStats, PresentationStats } from '../../src/features/analytics/contracts';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e({ ownServer: true });
/** How long the visitor's tab is behind another one, on step 2. */
const HIDDEN_MS = 4000;

/** Makes the page look hidden (another tab in front) or visible again, as the browser tells it. */
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('visits in Chromium', () => {
  it('times each step a visitor watched, leaving out the time the tab was hidden', async () => {
    const db = new Database(server.databaseFile, { readonly: true });
    const { oid } = db
      .prepare(
        `select p.oid from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.privacy = 'private' and p.kind = 'deck' order by p.id limit 1`,
      )
      .get() as { oid: string };
    db.close();

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await logIn(owner, server.url, 'demo', DEMO_PASSWORD);
    const token = (await ownerContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const created = await owner.request.post(`${server.url}/api/v4/presentation/${oid}/links/`, {
      data: { name: 'Acme board', requireEmail: true },
      headers: { 'x-csrftoken': token, origin: server.url },
    });
    expect(created.status()).toBe(201);
    const { linkId, url } = (await created.json()).link as { linkId: string; url: string };

    const visitorContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      reducedMotion: 'reduce',
    });
    const visitor = await visitorContext.newPage();
    const problems: string[] = [];
    visitor.on('pageerror', (e) => problems.push(e.message));
    // The page's clock (performance.now, timers, frames) is the test's: time on a step is what the
    // test lets pass on it, exactly, however slow the machine.
    await visitor.clock.install();
    await visitor.goto(url);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    await visitor.getByLabel('E-mail address').fill('cfo@acme.example');
    await visitor.getByRole('button', { name: 'Open the presentation' }).click();
    await visitor.waitForURL(url);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    // The page's own clock bounds step 1: it showed after this, and before onFirstSince.
    const beforePresent = await visitor.evaluate(() => performance.now());
    await visitor.getByRole('button', { name: 'Present' }).first().click();
    const counter = visitor.locator('.podium-player__counter');
    await expect.poll(() => counter.textContent()).toMatch(/^1 \//);
    await expect
      .poll(() => visitor.locator('.viewer__player').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    // Stop the clock a second on from now (the jump counts on step 1), then let time pass by hand.
    const onFirstSince = await visitor.evaluate(() => performance.now());
    await visitor.clock.pauseAt((await visitor.evaluate(() => Date.now())) + 1000);
    const onFirstUntil = await visitor.evaluate(() => performance.now());
    await visitor.keyboard.press('ArrowRight'); // step 2
    await expect.poll(() => counter.textContent()).toMatch(/^2 \//);
    await visitor.clock.runFor(700);
    await visitor.evaluate(setHidden, true);
    await visitor.clock.runFor(HIDDEN_MS); // another tab in front: not time on the step
    await visitor.evaluate(setHidden, false);
    await visitor.clock.runFor(500);
    await visitor.keyboard.press('ArrowRight'); // step 3
    await expect.poll(() => counter.textContent()).toMatch(/^3 \//);
    await visitor.clock.runFor(800);
    expect(problems).toEqual([]);
    await visitor.close({ runBeforeUnload: true }); // pagehide: the last step's time goes out
    await visitorContext.close();

    const linkStats = async () => {
      const response = await owner.request.get(`${server.url}/api/v4/presentation/${oid}/stats/?days=7`);
      const stats = (await response.json()) as PresentationStats;
      return stats.links.find((link) => link.linkId === linkId) as LinkStats;
    };
    await expect.poll(async () => (await linkStats()).visitors[0]?.stepsSeen, { timeout: 10_000 }).toBe(3);
    const link = await linkStats();
    expect(link).toMatchObject({ views: 1, uniqueVisitors: 1 });
    expect(link.steps.slice(0, 3).map((s) => s.reached)).toEqual([1, 1, 1]);
    const [first, second, third] = link.visitors[0]!.stepMs as number[];
    expect(link.visitors[0]!.email).toBe('cfo@acme.example');
    // Step 1: from when it showed to when the clock stopped, the second's jump included. Step 2:
    // 0.7 s + 0.5 s visible, the 4 s hidden left out. Step 3: 0.8 s.
    expect(first).toBeGreaterThanOrEqual(Math.floor(onFirstUntil - onFirstSince));
    expect(first).toBeGreaterThanOrEqual(1000);
    expect(first).toBeLessThanOrEqual(Math.ceil(onFirstUntil - beforePresent));
    expect(second).toBe(1200);
    expect(third).toBe(800);
    expect(link.steps[1]!.avgMs).toBe(second);

    // The statistics page shows them under the link and the address.
    await owner.goto(`${server.url}/dashboard/next/${oid}/stats/?days=7`);
    await owner.waitForSelector('html[data-hydrated="true"]');
    const section = owner.getByRole('region', { name: 'Views by share link' });
    await section.getByText('Steps watched through Acme board').click();
    const people = section.getByRole('table', { name: 'Who watched through Acme board' });
    await people.getByText(/^3 of \d+$/).click();
    expect(await people.locator('li').count()).toBe(3);
    expect(await section.getByRole('link', { name: 'Download visits (CSV)' }).getAttribute('href')).toBe(
      `/dashboard/next/${oid}/stats/visits.csv?days=7`,
    );
    await ownerContext.close();
  });
});
