// axe-core on the pages people land on: no serious or critical accessibility violations.
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';
import { DEMO_PASSWORD, logIn, STAFF_PASSWORD } from './server';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const { server, browser } = setUpE2e();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once and keeps the cookies, so each page checked does not log in again. */
async function signedIn(username: string, password: string): Promise<StorageState> {
  const context = await browser.newContext();
  await logIn(await context.newPage(), server.url, username, password);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function violations(
  path: string,
  viewport: { width: number; height: number },
  storageState?: StorageState,
  /** What a person does on the page before it is checked, such as opening a dialog. */
  act?: (page: Page) => Promise<void>,
): Promise<string[]> {
  // axe is injected as an inline script, which our CSP rightly refuses: the test context bypasses it.
  const context = await browser.newContext({ viewport, bypassCSP: true, storageState });
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await act?.(page);
  await page.addScriptTag({ path: axePath });
  const found = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as Violation[];
  await context.close();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('has no serious or critical violations on home, a view page and search results', async () => {
    const home = await (await fetch(server.url)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)![0];
    for (const path of ['/', viewPath, '/explore/search/?search=design']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        expect(await violations(path, viewport), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
  });

  it('has none in the share and embed dialogs, on a desktop and a phone', async () => {
    const home = await (await fetch(server.url)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)![0];
    const dialogs: [string, (page: Page) => Promise<void>][] = [
      [
        'share',
        async (page) => {
          // Phones without a share sheet get the dialog too.
          await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
          await page.getByRole('button', { name: 'Share', exact: true }).click();
          await page.getByRole('dialog', { name: 'Share presentation' }).waitFor();
        },
      ],
      [
        'embed',
        async (page) => {
          await page.getByRole('button', { name: 'Embed presentation' }).click();
          await page.getByLabel('Height').fill('9999');
        },
      ],
      [
        'responsive embed',
        async (page) => {
          await page.getByRole('button', { name: 'Embed presentation' }).click();
          await page.getByRole('radio', { name: 'Responsive' }).check();
        },
      ],
    ];
    for (const [name, open] of dialogs) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        expect(
          await violations(viewPath, viewport, undefined, open),
          `${name} at ${viewport.width}px`,
        ).toEqual([]);
      }
    }
  });

  it('has none on the owner side: dashboard, settings, editor, statistics and the moderation queue', async () => {
    const demo = await signedIn('demo', DEMO_PASSWORD);
    const admin = await signedIn('admin', STAFF_PASSWORD);
    const cookie = demo.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const dashboard = await (await fetch(`${server.url}/dashboard/next/`, { headers: { cookie } })).text();
    const oid = /\/dashboard\/next\/([a-z0-9]{12})\/stats\//.exec(dashboard)![1];
    const pages: [string, StorageState][] = [
      ['/dashboard/next/', demo],
      ['/settings/', demo],
      [`/dashboard/next/${oid}/`, demo],
      [`/p/edit/${oid}/`, demo],
      [`/dashboard/next/${oid}/stats/`, demo],
      ['/admin/reports/', admin],
    ];
    for (const [path, state] of pages) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        expect(await violations(path, viewport, state), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
  });

  it('has none on the team pages: the team, its settings and an invitation', async () => {
    const demo = await signedIn('demo', DEMO_PASSWORD);
    const cookie = demo.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = {
      cookie,
      origin: server.url,
      'content-type': 'application/json',
      'x-csrftoken': demo.cookies.find((c) => c.name === 'csrftoken')!.value,
    };
    const made = await fetch(`${server.url}/api/v4/teams/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Accessible team' }),
    });
    expect(made.status).toBe(201);
    const { team } = (await made.json()) as { team: { tid: string; path: string; settingsPath: string } };
    const invited = await fetch(`${server.url}/api/v4/teams/${team.tid}/invitations/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a11y@example.com', role: 'member' }),
    });
    const { link } = (await invited.json()) as { link: string };
    for (const [path, state] of [
      [team.path, demo],
      [team.settingsPath, demo],
      [new URL(link).pathname, undefined],
    ] as const) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        expect(await violations(path, viewport, state), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
  });

  it('has none in the presenter view (with notes) and its audience window, on a desktop and a phone', async () => {
    const demo = await signedIn('demo', DEMO_PASSWORD);
    const cookie = demo.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const dashboard = await (await fetch(`${server.url}/dashboard/next/`, { headers: { cookie } })).text();
    const oid = /\/p\/([a-z0-9]{12})\/product-roadmap-2027\//.exec(dashboard)![1];
    // Once the player is in: the real page a presenter looks at, notes and next step included.
    const playing = async (page: Page) => {
      await page.locator('.podium-player__counter').first().waitFor();
    };
    for (const path of [`/p/${oid}/present/`, `/p/${oid}/present/audience/`]) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        expect(await violations(path, viewport, demo, playing), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
    // Live: the join code and link, the viewers, the questions with their moderation buttons.
    const live = async (page: Page) => {
      await playing(page);
      const goLive = page.getByRole('button', { name: 'Go live' });
      if (await goLive.isVisible()) await goLive.click();
      await page.locator('.live-panel__code').waitFor();
    };
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ])
      expect(
        await violations(`/p/${oid}/present/`, viewport, demo, live),
        `live at ${viewport.width}px`,
      ).toEqual([]);
    const headers = { cookie, 'x-csrftoken': demo.cookies.find((c) => c.name === 'csrftoken')!.value };
    const open = (await (
      await fetch(`${server.url}/api/v4/presentation/${oid}/live/`, { headers })
    ).json()) as {
      session: { code: string };
    };
    const ended = await fetch(`${server.url}/api/v4/live/${open.session.code}/end`, {
      method: 'POST',
      headers: { ...headers, origin: server.url },
    });
    expect(ended.status).toBe(204);
  });

  it("has none on a share link's own pages: password and e-mail, a refused password, the e-mailed code, an expired link", async () => {
    const demo = await signedIn('demo', DEMO_PASSWORD);
    const cookie = demo.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const dashboard = await (await fetch(`${server.url}/dashboard/next/`, { headers: { cookie } })).text();
    const oid = /\/dashboard\/next\/([a-z0-9]{12})\/stats\//.exec(dashboard)![1]!;
    const context = await browser.newContext({ storageState: demo });
    const owner = await context.newPage();
    await owner.goto(`${server.url}/dashboard/next/`);
    /** Creates a share link through the owner's JSON call, as the settings page does. */
    const createLink = (rules: Record<string, unknown>) =>
      owner.evaluate(
        async ({ oid, rules }) => {
          const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
          const response = await fetch(`/api/v4/presentation/${oid}/links/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
            body: JSON.stringify(rules),
          });
          return ((await response.json()) as { link: { linkId: string } }).link.linkId;
        },
        { oid, rules },
      );
    const locked = await createLink({ name: 'Board', password: 'open sesame', requireEmail: true });
    const verifying = await createLink({ name: 'Staff', requireEmail: true, verifyEmail: true });
    const expiring = await createLink({
      name: 'Soon',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await context.close();
    // Its moment passes at once: moved to a minute ago in the server's database.
    const db = new Database(server.databaseFile);
    try {
      db.pragma('busy_timeout = 30000');
      const moved = db
        .prepare('update view_links set expires_at = ? where link_id = ?')
        .run(new Date(Date.now() - 60_000).toISOString(), expiring);
      expect(moved.changes).toBe(1);
    } finally {
      db.close();
    }
    expect(locked).toMatch(/^[A-Za-z0-9_-]+$/);

    const refused = async (page: Page) => {
      await page.getByLabel('E-mail address').fill('ada@example.com');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Open the presentation' }).click();
      await page.getByRole('alert').waitFor();
    };
    /** The code page, after an address was given (the shared server sends to a test SMTP server). */
    const codePage = async (page: Page) => {
      await page.getByLabel('E-mail address').fill('ada@example.com');
      await page.getByRole('button', { name: 'Open the presentation' }).click();
      await page.locator('h1', { hasText: 'Check your e-mail' }).waitFor();
    };
    // The server says the link has expired (410).
    expect((await fetch(`${server.url}/view/${expiring}/`)).status).toBe(410);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      for (const [name, path, act] of [
        ['password and e-mail', `/view/${locked}/`, undefined],
        ['refused password', `/view/${locked}/`, refused],
        ['expired', `/view/${expiring}/`, undefined],
        ['e-mailed code', `/view/${verifying}/`, codePage],
      ] as const) {
        expect(await violations(path, viewport, undefined, act), `${name} at ${viewport.width}px`).toEqual(
          [],
        );
      }
    }
  });

  it('has none on a live session’s audience page, following with questions, and once ended', async () => {
    const presenter = await new TestClient(server.url).prime();
    expect((await presenter.logIn('demo', DEMO_PASSWORD)).status).toBe(303);
    const published = await presenter.request('POST', '/api/v4/presentations/', {
      json: {
        source: '# Live and Accessible\n\n## One\n\nText.\n\n## Two\n',
        privacy: 'public',
        format: 'markdown',
      },
    });
    const { oid } = (await published.json()) as { oid: string };
    const { code } = (await (
      await presenter.request('POST', `/api/v4/presentation/${oid}/live/`)
    ).json()) as {
      code: string;
    };
    const viewer = await new TestClient(server.url).prime();
    await viewer.request('POST', `/api/v4/live/${code}/questions`, { json: { text: 'Is this readable?' } });
    const withQuestions = async (page: Page) => {
      await page.getByText('Is this readable?').waitFor();
    };
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ])
      expect(
        await violations(`/live/${code}/`, viewport, undefined, withQuestions),
        `live at ${viewport.width}px`,
      ).toEqual([]);
    await presenter.request('POST', `/api/v4/live/${code}/end`);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ])
      expect(
        await violations(`/live/${code}/`, viewport, undefined, withQuestions),
        `ended at ${viewport.width}px`,
      ).toEqual([]);
  });

  // Folders and the Library: a person with a folder in a folder, on the dashboard's
  // shelf, the folder page with its breadcrumbs and share form, the move dialog, and the Library.
  it('has none on the folder pages, the move dialog and the Library', async () => {
    const owner = await browser.newContext();
    const page = await owner.newPage();
    await page.goto(`${server.url}/signup/`);
    await page.getByLabel('Username').fill('axe.folders');
    await page.getByLabel('Email').fill('axe.folders@example.com');
    await page.getByLabel(/^Password/).fill('folders are accessible');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/dashboard/next/`);
    const csrf = (await owner.cookies()).find((c) => c.name === 'csrftoken')!.value;
    const post = async (path: string, data: unknown) =>
      (
        await page.request.post(server.url + path, {
          data,
          headers: { 'x-csrftoken': csrf, origin: server.url },
        })
      ).json();
    const { folder } = await post('/api/v4/folders/', { name: 'Lectures' });
    await post('/api/v4/folders/', { name: 'Week 1', parentFid: folder.fid });
    const { oid } = await post('/api/v4/presentations/', {
      source: '# Filed talk\n\n## One\n\nText',
      privacy: 'public',
      format: 'markdown',
    });
    await post('/api/v4/folders/moves/', { oid, toFid: folder.fid });
    const state = await owner.storageState();
    await owner.close();
    const openMove = async (p: Page) => {
      await p.getByRole('button', { name: 'Move to… Filed talk' }).click();
      await p.getByRole('dialog').getByRole('radio').first().waitFor();
    };
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      for (const [path, act] of [
        ['/dashboard/next/', undefined],
        [`/folders/${folder.fid}/`, undefined],
        [`/folders/${folder.fid}/`, openMove],
        ['/library/', undefined],
      ] as const)
        expect(await violations(path, viewport, state, act), `${path} at ${viewport.width}px`).toEqual([]);
    }
  });
});
