// What an owner learns from one visit: a visitor plays three steps, likes and opens sharing; the
// playthrough's events are stored, the page's other events stay on a local host's console, and
// the owner's statistics count them.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD } from './server';

// Reads the first StepReached event the whole database holds: it needs a database of its own.
const { server, browser } = setUpE2e({ ownServer: true });

interface Envelope {
  core: { type: string; event_source: string; event_type: string };
  body: { event_name: string; prezi_oid?: string; step_index?: number };
  event_source: { single_page_session_id: string };
  platform: { url: string; type: string };
  user: { session_id: string };
}

describe('analytics in Chromium', () => {
  it('stores the playthrough under one page session, logs page events, and the owner sees them', async () => {
    // The owner publishes a deck.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await owner.goto(`${server.url}/signup/`);
    await owner.getByLabel('Username').fill('stats.owner');
    await owner.getByLabel('Email').fill('stats.owner@example.com');
    await owner.getByLabel(/^Password/).fill('numbers tell stories');
    await owner.getByRole('button', { name: 'Sign up' }).click();
    await owner.waitForURL(`${server.url}/dashboard/next/`);
    await owner
      .getByLabel('Markdown or JSON')
      .fill('# Counting Things\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n\n## Three\n\nThird.\n');
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.waitForURL(/\/p\/[a-z0-9]{12}\/counting-things\/$/);
    const path = new URL(owner.url()).pathname;
    const oid = path.split('/')[2]!;

    // A signed-in visitor (the demo user) watches three steps, likes it and opens sharing.
    const visitorContext = await browser.newContext({ reducedMotion: 'reduce' });
    const login = await visitorContext.newPage();
    // On a local host (127.0.0.1) page events only reach the console (spec §7); what the owner's
    // statistics count is stored all the same.
    const logged: Array<{ name: string; envelope: Envelope }> = [];
    login.on('console', async (message) => {
      const [tag, name, envelope] = message.args();
      if (!envelope || (await tag!.jsonValue()) !== '[analytics]') return;
      logged.push({ name: await name!.jsonValue(), envelope: await envelope.jsonValue() });
    });
    await login.goto(`${server.url}/login/?next=${encodeURIComponent(path)}`);
    await login.getByLabel('Username or email').fill('demo');
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitForURL(server.url + path);
    await login.waitForSelector('html[data-hydrated="true"]');
    await login.getByRole('button', { name: 'Present' }).first().click();
    await login.waitForSelector('.podium-player__counter');
    await expect
      .poll(() => login.locator('.viewer__player').evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    for (const step of [2, 3, 4]) {
      await login.keyboard.press('ArrowRight');
      await expect.poll(() => login.locator('.podium-player__counter').textContent()).toMatch(`${step} / `);
    }
    await login.locator('.viewer-toolbar button.like-button').click();
    await login.getByRole('button', { name: 'Share' }).click();
    await login.keyboard.press('Escape');
    await login.getByRole('searchbox', { name: 'Search presentations' }).click();

    const db = new Database(server.databaseFile, { readonly: true });
    const names = () =>
      (
        db.prepare('select event_name from analytics_events where prezi_oid = ? order by id').all(oid) as {
          event_name: string;
        }[]
      ).map((r) => r.event_name);
    await expect.poll(() => names().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    // In any order: events that wait for a still camera go out together (lib/after-paint.ts).
    expect(names().sort()).toEqual(['PresentationStarted', 'StepReached', 'StepReached', 'StepReached']);
    const onViewPage = () =>
      logged.filter(({ envelope }) => envelope.platform.url.split('#')[0] === server.url + path);
    await expect
      .poll(() => onViewPage().map(({ name }) => name), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          'ZoomOnWebSessionStarted',
          'LoadedPublicViewPage',
          'Like',
          'ShareOpen',
          'ClickSearchInput',
        ]),
      );
    // One analytics client per page: the header's events, the viewer's and the stored ones carry
    // the page's one single_page_session_id, and the visitor's one session id.
    const stored = (
      db.prepare('select envelope from analytics_events where prezi_oid = ?').all(oid) as {
        envelope: string;
      }[]
    ).map((row) => JSON.parse(row.envelope) as Envelope);
    const envelopes = [...onViewPage().map(({ envelope }) => envelope), ...stored];
    expect(new Set(envelopes.map((e) => e.event_source.single_page_session_id)).size).toBe(1);
    expect(new Set(envelopes.map((e) => e.user.session_id)).size).toBe(1);
    // Events wait for the camera to be still and each flush is one beacon, but two flushes' beacons
    // may arrive in either order: the first step's envelope is found by its index.
    const envelope = stored.find((e) => e.body.event_name === 'StepReached' && e.body.step_index === 1)!;
    expect(envelope).toBeDefined();
    expect(envelope.core).toMatchObject({
      type: 'web-graphics',
      event_source: 'Webgl',
      event_type: 'StepReached',
    });
    expect(envelope.body).toMatchObject({ event_name: 'StepReached', prezi_oid: oid, step_index: 1 });
    expect(envelope.platform.type).toBe('Web');
    expect(envelope.user.session_id).toMatch(/^[0-9a-f-]{36}$/);
    db.close();

    // The owner's statistics count the view (on play), the like and the steps.
    const stats = await (
      await owner.request.get(`${server.url}/api/v4/presentation/${oid}/stats/?days=7`)
    ).json();
    expect(stats.period).toMatchObject({ views: 1, uniqueVisitors: 1, likes: 1, started: 1 });
    expect(stats.totals).toEqual({ views: 1, likes: 1 });
    expect(stats.steps.slice(0, 4).map((s: { sessions: number }) => s.sessions)).toEqual([1, 1, 1, 1]);
    await ownerContext.close();
    await visitorContext.close();
  });
});
