// The XSS corpus in Chromium: every payload of test/fixtures/xss-payloads.ts is
// stored in the fields people control (names, titles, descriptions, tags, a deck's headings, text,
// links and pictures, speaker notes (with the presenter view opened), comments, report details, a
// takedown reason and a review request, a webhook's address and its delivery errors (with the log
// opened), a live session's questions, the recording studio's deck picker and studio, search
// terms, the log-in page's next=), then every page that shows them is opened (a deck's view page
// also with Present pressed: the first step's poster, then the player). Any dialog, any
// payload that runs (window.__xss), any CSP violation, any script error, any javascript:/data:
// link or inline event handler in the page fails the test.
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CanvasDocument, RichText } from '../../src/kernel/document/canvas/model';
import { PARSER_BARRIER } from '../../src/ui-kit/common/ParserBarrier';
import { TEXT_PAYLOADS, URL_PAYLOADS } from '../fixtures/xss-payloads';
import { signUp, TestClient } from '../helpers/client';
import { makePng } from '../helpers/pdf';
import { completeUpload, publish as publishRecording, recordingBody } from '../helpers/video';
import { setUpE2e } from './fixture';
import { STAFF_PASSWORD } from './server';

const { server, browser } = setUpE2e();

interface Findings {
  dialogs: string[];
  errors: string[];
}

/** Records what a page must never do. */
async function watch(context: BrowserContext): Promise<{ page: Page; findings: Findings }> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const findings: Findings = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => findings.errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      findings.errors.push(`${page.url()}: ${message.text()}`);
  });
  return { page, findings };
}

/** Opens a page and reports what ran or was injected into it. */
async function inspect(page: Page, url: string): Promise<string[]> {
  // Error pages are inspected too: they may repeat what was asked for.
  const response = await page.goto(url);
  if (!response || response.status() >= 500) return [`${url}: answered ${response?.status()}`];
  return examine(page, url);
}

/** Reports what ran or was injected into the page open now (reached by a link or a form). */
async function examine(page: Page, url: string): Promise<string[]> {
  await page.waitForLoadState('load');
  // Let hydration and anything injected run: a page with the client's script is hydrated when
  // PageRoot marks it, and an injected handler (an image's error, an autofocus) has run by the
  // second frame after that.
  const hydration = await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' ||
        !document.querySelector('script[type="module"][src]'),
      null,
      { timeout: 30_000 },
    )
    .then(
      () => [],
      () => [`${url}: did not hydrate`],
    );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const found = await page.evaluate((barrier) => {
    const w = window as unknown as { __xss?: unknown; __csp: string[] };
    const badLinks = [...document.querySelectorAll<HTMLElement>('[href],[src],[action],[formaction],[data]')]
      .map(
        (el) =>
          el.getAttribute('href') ??
          el.getAttribute('src') ??
          el.getAttribute('action') ??
          el.getAttribute('formaction') ??
          el.getAttribute('data') ??
          '',
      )
      // Browsers ignore control characters and spaces inside a scheme: so does this check.
      .filter((value) =>
        /^(javascript|vbscript|data:text\/html)/i.test([...value].filter((c) => c > ' ').join('')),
      );
    const handlers = [...document.querySelectorAll('*')]
      .flatMap((el) => [...el.attributes].map((a) => a.name))
      .filter((name) => name.startsWith('on'));
    // The one inline script without a nonce is the comment the policy allows by its hash.
    const scripts = [...document.querySelectorAll('script')].filter(
      (s) => !s.nonce && s.type !== 'application/json' && !s.src && s.textContent !== barrier,
    ).length;
    const base = document.querySelectorAll('base, meta[http-equiv]').length;
    return { xss: w.__xss, csp: w.__csp, badLinks, handlers, scripts, base };
  }, PARSER_BARRIER);
  const problems: string[] = [...hydration];
  if (found.xss !== undefined) problems.push(`${url}: a payload ran`);
  if (found.csp.length) problems.push(`${url}: CSP violations ${found.csp.join(', ')}`);
  if (found.badLinks.length) problems.push(`${url}: script links ${found.badLinks.join(', ')}`);
  if (found.handlers.length) problems.push(`${url}: inline handlers ${found.handlers.join(', ')}`);
  if (found.scripts) problems.push(`${url}: ${found.scripts} scripts without our nonce`);
  if (found.base) problems.push(`${url}: an injected <base> or <meta http-equiv>`);
  return problems;
}

/** A deck whose every heading, line and link carries payloads (pictures: see the refusal below). */
function payloadDeck(): string {
  const sections = TEXT_PAYLOADS.map(
    (payload, i) =>
      `## ${payload}\n\n- ${payload}\n- [a link](${URL_PAYLOADS[i % URL_PAYLOADS.length]})\n- ![${payload}](media/chart.svg)\n\nNote: ${payload}\n[a link](${URL_PAYLOADS[i % URL_PAYLOADS.length]})\n`,
  );
  // Speaker notes carry them too, shown in the presenter view and the editor's preview.
  return `# ${TEXT_PAYLOADS[0]} deck\n\n???\n${TEXT_PAYLOADS.join('\n')}\n\n${sections.join('\n')}`;
}

/**
 * A canvas deck (schema '3') carrying the corpus: every payload two runs of its text (bold; italic
 * and linked) and a table cell; single payloads a shape's text, the frames' titles, a step's title
 * and a picture's text alternative. Frame one opens the path, frame two holds the table.
 */
function canvasPayloadDeck(): CanvasDocument {
  const box = { rotation: 0, z: 1 };
  const runs = (text: string): RichText => ({ paragraphs: [{ runs: [{ text }] }] });
  const cells = TEXT_PAYLOADS.map((text) => ({ content: runs(text) }));
  return {
    version: 3,
    title: `Canvas ${TEXT_PAYLOADS[2]}`,
    theme: 'ocean',
    elements: [
      {
        kind: 'frame',
        id: 'one',
        shape: 'rectangle',
        title: TEXT_PAYLOADS[6],
        ...box,
        z: 0,
        x: 0,
        y: 0,
        width: 1600,
        height: 900,
      },
      {
        kind: 'text',
        id: 'words',
        parent: 'one',
        ...box,
        x: 50,
        y: 50,
        width: 1000,
        height: 800,
        content: {
          paragraphs: TEXT_PAYLOADS.map((text) => ({
            runs: [
              { text, bold: true },
              { text: ` ${text}`, italic: true, link: 'https://example.org/?q=%3Cscript%3E' },
            ],
          })),
        },
      },
      {
        kind: 'image',
        id: 'picture',
        parent: 'one',
        ...box,
        x: 1100,
        y: 50,
        width: 400,
        height: 300,
        src: 'media/a-funnel-dropoff.svg',
        alt: TEXT_PAYLOADS[2],
      },
      {
        kind: 'shape',
        id: 'label',
        parent: 'one',
        ...box,
        shape: 'rounded',
        x: 1100,
        y: 400,
        width: 400,
        height: 300,
        content: runs(TEXT_PAYLOADS[4]),
      },
      {
        kind: 'frame',
        id: 'two',
        shape: 'rectangle',
        title: TEXT_PAYLOADS[7],
        ...box,
        z: 0,
        x: 2000,
        y: 0,
        width: 1600,
        height: 900,
      },
      {
        kind: 'table',
        id: 'grid',
        parent: 'two',
        ...box,
        x: 2050,
        y: 50,
        width: 1500,
        height: 800,
        columns: [0.5, 0.5],
        headerRow: true,
        rows: Array.from({ length: Math.ceil(cells.length / 2) }, (_, r) => [
          cells[2 * r]!,
          cells[2 * r + 1] ?? { content: runs('') },
        ]),
      },
    ],
    path: [
      { id: 's1', frame: 'one', notes: TEXT_PAYLOADS[0] },
      { id: 's2', frame: 'two', title: TEXT_PAYLOADS[11] },
    ],
  };
}

const fields = {
  firstName: '<svg onload=alert(1)>',
  lastName: '"><script>alert(1)</script>',
  publicDisplayName: '<img src=x onerror=alert(1)>',
  authorSegment: 'other',
  language: 'en',
};

describe('stored and reflected XSS', () => {
  it('runs none of the corpus on any page that shows it', async () => {
    expect(TEXT_PAYLOADS.length + URL_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    const url = server.url;

    // An author whose names, deck, settings and comments carry the payloads.
    const author = await new TestClient(url).prime();
    const signup = await author.submit('/signup/', {
      username: 'mallory',
      email: 'mallory@example.com',
      password: 'tidy rows and columns',
      firstName: fields.firstName,
      lastName: fields.lastName,
    });
    expect(signup.status).toBe(303);
    expect((await author.submit('/settings/', fields)).status).toBe(303);
    const publish = async (source: string) => {
      const response = await author.request('POST', '/api/v4/presentations/', {
        json: { source, privacy: 'public', format: 'markdown' },
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(201);
      return body as { oid: string; path: string };
    };
    // A picture comes from media/ or https only: a script address is refused, or stays text.
    for (const address of URL_PAYLOADS) {
      const response = await author.request('POST', '/api/v4/presentations/', {
        json: {
          source: `# Pictures\n\n## One\n\n![x](${address})\n`,
          privacy: 'private',
          format: 'markdown',
        },
      });
      if (response.status === 400) continue;
      expect(response.status, address).toBe(201);
      const { oid } = (await response.json()) as { oid: string };
      const stored = JSON.stringify(
        (await (await author.get(`/api/v4/presentation/${oid}/`)).json()).document,
      );
      expect(stored, address).not.toMatch(/"image":"\s*(java|vb|data)/i);
    }
    const deck = await publish(payloadDeck());
    const title = '</title><script>alert(1)</script>';
    const settings = await author.request('PATCH', `/api/v4/presentation/${deck.oid}/`, {
      json: {
        title,
        descriptionHtml: `<p>${TEXT_PAYLOADS.slice(0, 30).join('</p><p>')}</p><a href="javascript:alert(1)">x</a>`,
        tags: TEXT_PAYLOADS.filter((p) => p.length <= 40).slice(0, 10),
      },
    });
    expect(settings.status).toBe(200);
    const commentIds: number[] = [];
    for (const body of TEXT_PAYLOADS.slice(0, 12)) {
      const comment = await author.request('POST', `/api/v4/presentation/${deck.oid}/comments/`, {
        json: { step: 0, body },
      });
      expect(comment.status).toBe(201);
      commentIds.push((await comment.json()).comment.id);
    }
    const player = await (await author.get(`/api/v4/presentation/${deck.oid}/`)).json();
    const viewPath = deck.path;
    // The notes did go in: the presenter view's page data carries one per step.
    const presenter = await (await author.get(`/p/${deck.oid}/present/`)).text();
    expect(presenter).toContain('"notes":[');
    expect(presenter).not.toContain('"notes":["",""');

    // A reader reports it, with payloads for staff to read.
    const reader = await new TestClient(url).prime();
    expect(
      (
        await reader.submit(`/contact/abuse/${deck.oid}/`, {
          reason: 'spam',
          details: TEXT_PAYLOADS.join('\n'),
        })
      ).status,
    ).toBeLessThan(400);

    // A second deck is taken down with a payload reason, and its owner asks for a review.
    const hidden = await publish('# Second deck\n\n## One\n\nText');
    expect(
      (
        await reader.submit(`/contact/abuse/${hidden.oid}/`, {
          reason: 'spam',
          details: 'spam again and again',
        })
      ).status,
    ).toBe(200);
    const staff = await new TestClient(url).prime();
    expect((await staff.logIn('admin', STAFF_PASSWORD)).status).toBe(303);
    const db = new Database(server.databaseFile, { readonly: true });
    const report = db
      .prepare('select r.id from reports r join presentations p on p.id = r.presentation_id where p.oid = ?')
      .get(hidden.oid) as { id: number };
    db.close();
    const hide = await staff.request('POST', `/api/admin/reports/${report.id}/hide/`, {
      json: { reason: '<img src=x onerror=alert(1)> spam' },
    });
    expect(hide.status).toBe(200);
    expect(
      (
        await author.request('POST', `/api/v4/presentation/${hidden.oid}/review-request/`, {
          json: { message: '<script>alert(1)</script> please review' },
        })
      ).status,
    ).toBeLessThan(300);
    // A second report, left open, so the queue shows the first deck's payloads.
    await reader.submit(`/contact/abuse/${deck.oid}/`, {
      reason: 'spam',
      details: TEXT_PAYLOADS.slice(-5).join(' '),
    });

    const problems: string[] = [];
    const visit = async (cookies: TestClient | null, paths: string[]) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (cookies)
        await context.addCookies([...cookies.cookies].map(([name, value]) => ({ name, value, url })));
      const { page, findings } = await watch(context);
      for (const path of paths) problems.push(...(await inspect(page, url + path)));
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
      return page;
    };

    // A share link named with a payload, behind a password: its settings row and its password
    // page (which shows the talk's title and owner) are inspected too.
    const shared = await author.request('POST', `/api/v4/presentation/${deck.oid}/links/`, {
      json: { name: TEXT_PAYLOADS[0]!.slice(0, 100), password: 'open sesame' },
    });
    expect(shared.status).toBe(201);
    const lockedLink = (await shared.json()).link.linkId as string;

    // A link that verifies addresses by an e-mailed code: its code page, reached by
    // posting the form, shows the talk's title and owner too.
    const privateDeck = await author.request('POST', '/api/v4/presentations/', {
      json: {
        source: `# ${TEXT_PAYLOADS[0]} private\n\n## One\n\n- text\n`,
        privacy: 'private',
        format: 'markdown',
      },
    });
    expect(privateDeck.status).toBe(201);
    const privateOid = ((await privateDeck.json()) as { oid: string }).oid;
    const verifying = await author.request('POST', `/api/v4/presentation/${privateOid}/links/`, {
      json: { requireEmail: true, verifyEmail: true },
    });
    expect(verifying.status).toBe(201);
    const verifyingLink = (await verifying.json()).link.linkId as string;
    {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const { page, findings } = await watch(context);
      problems.push(...(await inspect(page, `${url}/view/${verifyingLink}/`)));
      await page.getByLabel('E-mail address').fill('visitor@example.com');
      await page.getByRole('button', { name: 'Open the presentation' }).click();
      await page.locator('h1', { hasText: 'Check your e-mail' }).waitFor();
      expect(await page.textContent('main')).toContain(TEXT_PAYLOADS[0]!);
      problems.push(...(await examine(page, `/view/${verifyingLink}/ code page`)));
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
    }

    // A link that asks for an e-mail address, named with a payload, watched by someone whose
    // address is one: the statistics show both over its steps and its visitors.
    const gated = await author.request('POST', `/api/v4/presentation/${deck.oid}/links/`, {
      json: { name: TEXT_PAYLOADS[2]!.slice(0, 100), requireEmail: true },
    });
    expect(gated.status).toBe(201);
    const gatedLink = (await gated.json()).link.linkId as string;
    const watcher = await new TestClient(url).prime();
    // The gate takes only plain addresses (RFC 5322 atext), which still hold quotes, = and backticks.
    const address = "'onfocus=alert`1`'autofocus=''@evil.example";
    expect((await watcher.submit(`/view/${gatedLink}/unlock/`, { email: address })).status).toBe(303);
    const watched = await watcher.request(
      'POST',
      `/api/v4/presentation/${deck.oid}/view/?auth_key=${gatedLink}&key_type=prezilink`,
      { json: {} },
    );
    const { visitId } = await watched.json();
    const stepped = await watcher.request('POST', '/api/v4/visits/', {
      json: { visitId, linkId: gatedLink, steps: [{ step: 0, ms: 1500 }] },
    });
    expect(stepped.status).toBe(204);
    const csv = await (await author.get(`/dashboard/next/${deck.oid}/stats/visits.csv`)).text();
    expect(csv).toContain(address);

    const search = encodeURIComponent(TEXT_PAYLOADS[2]);
    await visit(null, [
      `/view/${lockedLink}/`,
      viewPath,
      `${viewPath}print/`,
      `/p/embed/${deck.oid}/`,
      `/user/${player.owner.oid}/`,
      '/',
      '/explore/',
      `/explore/search/?search=${search}`,
      `/explore/search/?search=${encodeURIComponent(TEXT_PAYLOADS[11])}`,
      `/login/?next=${encodeURIComponent('javascript:alert(1)')}`,
      `/login/?next=${encodeURIComponent('/"><script>alert(1)</script>')}`,
      `/contact/abuse/${deck.oid}/`,
      `/explore/?page=${search}`,
    ]);
    await visit(author, [
      viewPath,
      '/dashboard/next/',
      '/settings/',
      `/dashboard/next/${deck.oid}/`,
      `/dashboard/next/${deck.oid}/stats/`,
      `/p/edit/${deck.oid}/`,
      // A mention's link: the editor opened on a comment, marked and focused.
      `/p/edit/${deck.oid}/?comment=${commentIds[3]}`,
      `/p/edit/${deck.oid}/?comment=${search}`,
      `/p/${deck.oid}/present/`,
      `/p/${deck.oid}/present/audience/`,
      // The recording studio: its deck picker and the studio on the deck.
      '/video/new/',
      `/video/new/?deck=${deck.oid}`,
      hidden.path,
    ]);
    await visit(staff, ['/admin/reports/', viewPath]);

    // The first step's poster: the page's own drawing of the deck's first step, shown
    // by a press on Present while the player's chunk is held back, and then the player itself.
    {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const { page, findings } = await watch(context);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/present-viewer-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url + viewPath);
      await page.locator('[data-present]').first().click();
      await page.locator('.podium-poster .podium-frame').first().waitFor();
      problems.push(...(await examine(page, `${viewPath} (first step's poster)`)));
      release();
      await page.locator('.podium-poster').waitFor({ state: 'detached' });
      problems.push(...(await examine(page, `${viewPath} (player)`)));
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
    }

    // A live session of the deck: its title and the audience's questions carry the
    // payloads (three per viewer, the rate limit), shown on the audience page as the stream delivers them.
    const started = await author.request('POST', `/api/v4/presentation/${deck.oid}/live/`);
    expect(started.status).toBe(201);
    const { code } = (await started.json()) as { code: string };
    const asked = TEXT_PAYLOADS.filter((text) => text.trim() !== '' && [...text].length <= 280).slice(0, 12);
    let asker = await new TestClient(url).prime();
    for (const [i, text] of asked.entries()) {
      if (i > 0 && i % 3 === 0) asker = await new TestClient(url).prime();
      const question = await asker.request('POST', `/api/v4/live/${code}/questions`, { json: { text } });
      expect(question.status, text).toBe(201);
    }
    await visit(null, [`/live/${code}/`, `/live/${encodeURIComponent(TEXT_PAYLOADS[0]!)}/`]);
    await visit(author, [`/live/${code}/`, `/dashboard/next/${deck.oid}/stats/`]);
    {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const { page, findings } = await watch(context);
      problems.push(...(await inspect(page, `${url}/live/${code}/`)));
      await page
        .locator('.live-question__text')
        .nth(asked.length - 1)
        .waitFor();
      const shown = await page.locator('.live-question__text').allTextContents();
      for (const text of asked) expect(shown).toContain(text.trim());
      problems.push(...(await examine(page, `/live/${code}/ with its questions`)));
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
    }

    /** Half a second a cue, so every payload fits in the seeded 36-second video. */
    const stamp = (ms: number) =>
      `00:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
    // A recorded video over the deck: its title and caption text carry payloads, shown
    // on the view page (transcript) and, once Present is pressed, as the caption the player draws.
    {
      const upload = await completeUpload(author);
      const cues = TEXT_PAYLOADS.filter(
        (text) => text.trim() !== '' && !/[\r\n]/.test(text) && text.length <= 500,
      );
      const captions = `WEBVTT\n\n${cues
        .map((text, i) => `${stamp(i * 500)} --> ${stamp(i * 500 + 400)}\n${text}\n`)
        .join('\n')}`;
      const title = TEXT_PAYLOADS.find((text) => text.trim() !== '' && text.length <= 200)!;
      const recorded = await publishRecording(author, {
        ...recordingBody(upload.id, deck.oid, upload.durationMs),
        title,
        captions,
        edits: { startMs: 0, endMs: upload.durationMs, cuts: [] },
      });
      // Stored as given: the payloads reach the pages below.
      const stored = await (await author.get(`/api/v4/presentation/${recorded.oid}/`)).json();
      expect(stored.recording.captions).toBe(captions);
      expect(stored.title).toBe(title.replace(/\s+/g, ' ').trim());
      await visit(null, [recorded.path, `${recorded.path}video/captions.vtt`, `/p/embed/${recorded.oid}/`]);
      await visit(author, [recorded.path, '/dashboard/next/']);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const { page, findings } = await watch(context);
      problems.push(...(await inspect(page, url + recorded.path)));
      await page.getByRole('button', { name: 'Present' }).first().click();
      await page.locator('video').waitFor();
      // The player draws the cue itself, across the bottom of the video: a payload is on screen.
      await page.locator('.podium-recording__caption').first().waitFor();
      problems.push(...(await examine(page, `${recorded.path} playing`)));
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
    }

    // Webhooks: an address and delivery errors carrying payloads, shown on the
    // settings page with the delivery log opened. Written straight into the database: the server
    // refuses such addresses at registration, and no receiver answers with them.
    const writable = new Database(server.databaseFile);
    const { id: authorId } = writable.prepare('select id from users where username = ?').get('mallory') as {
      id: number;
    };
    const now = new Date().toISOString();
    const hookId = Number(
      writable
        .prepare(
          "insert into webhooks (user_id, url, secret, events, created_at) values (?, ?, 'whsec_xss000000000000000000000', '[\"view\"]', ?)",
        )
        .run(authorId, `https://hooks.example.com/?q=${TEXT_PAYLOADS[0]}`, now).lastInsertRowid,
    );
    const addDelivery = writable.prepare(
      "insert into webhook_deliveries (webhook_id, event, payload, status, attempts, next_attempt_at, response_status, error, created_at) values (?, ?, '{}', 'failed', 6, ?, 500, ?, ?)",
    );
    for (const payload of TEXT_PAYLOADS.slice(0, 12))
      addDelivery.run(hookId, payload.slice(0, 40), now, payload, now);
    writable.close();
    await visit(author, ['/settings/']);
    const logContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await logContext.addCookies([...author.cookies].map(([name, value]) => ({ name, value, url })));
    const { page: logPage, findings: logFindings } = await watch(logContext);
    problems.push(...(await inspect(logPage, `${url}/settings/`)));
    await logPage.waitForSelector('html[data-hydrated="true"]');
    await logPage.getByRole('button', { name: 'Delivery log' }).click();
    await expect
      .poll(() => logPage.getByRole('table').textContent())
      .toContain(TEXT_PAYLOADS[1]!.slice(0, 20));
    await logPage.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    problems.push(
      ...(await logPage.evaluate(() =>
        (window as unknown as { __xss?: unknown }).__xss ? ['settings log: a payload ran'] : [],
      )),
    );
    problems.push(...logFindings.dialogs, ...logFindings.errors);
    await logContext.close();

    // Teams: a team named with payloads, and invitations to addresses carrying them
    // (written straight into the database: the server refuses such addresses), shown on the team
    // page, its settings (pending list and audit log), the dashboard and the invitation page.
    const teamName = TEXT_PAYLOADS.find((payload) => payload.length <= 80 && payload.includes('<script'))!;
    const madeTeam = await author.request('POST', '/api/v4/teams/', { json: { name: teamName } });
    expect(madeTeam.status).toBe(201);
    const { team } = (await madeTeam.json()) as { team: { tid: string; path: string; settingsPath: string } };
    const teamDb = new Database(server.databaseFile);
    const { id: teamId } = teamDb.prepare('select id from teams where tid = ?').get(team.tid) as {
      id: number;
    };
    const addInvitation = teamDb.prepare(
      "insert into team_invitations (team_id, token_hash, email, role, invited_by, created_at, expires_at) values (?, ?, ?, 'member', ?, ?, ?)",
    );
    const addAudit = teamDb.prepare(
      "insert into team_audit (team_id, actor_id, action, subject, role, at) values (?, ?, 'invited', ?, 'member', ?)",
    );
    const joinToken = randomBytes(32).toString('base64url');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (const [i, payload] of TEXT_PAYLOADS.slice(0, 12).entries()) {
      const token = i === 0 ? joinToken : randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token).digest('hex');
      addInvitation.run(teamId, hash, `${payload}@example.com`.slice(0, 320), authorId, now, later);
      addAudit.run(teamId, authorId, `${payload}@example.com`, now);
    }
    teamDb.close();
    await visit(author, [team.path, team.settingsPath, '/dashboard/next/', `/teams/join/${joinToken}/`]);
    await visit(null, [`/teams/join/${joinToken}/`]);
    const teamText = await (await author.get(team.settingsPath)).text();
    expect(teamText).toContain('&lt;script');
    // Brand kits: a team whose name carries a payload publishes a kit with a logo; its
    // name is the kit page's heading and the logo's text alternative on the deck's view page and embed.
    const brandDb = new Database(server.databaseFile);
    const brandTeamId = Number(
      brandDb
        .prepare(
          "insert into teams (tid, name, created_by, created_at, updated_at) values ('xssbrand0001', ?, ?, ?, ?)",
        )
        .run(`${TEXT_PAYLOADS[0]} ${TEXT_PAYLOADS[3]}`.slice(0, 200), authorId, now, now).lastInsertRowid,
    );
    brandDb
      .prepare("insert into team_members (team_id, user_id, role, created_at) values (?, ?, 'owner', ?)")
      .run(brandTeamId, authorId, now);
    brandDb
      .prepare('update presentations set team_id = ?, show_brand_logo = 1 where oid = ?')
      .run(brandTeamId, deck.oid);
    brandDb.close();
    const logoUpload = await author.request('PUT', '/api/v4/teams/xssbrand0001/brand-kit/logo/', {
      body: makePng(64, 32),
      headers: { 'content-type': 'image/png' },
    });
    expect(logoUpload.status).toBe(200);
    expect((await author.request('POST', '/api/v4/teams/xssbrand0001/brand-kit/publish/')).status).toBe(200);
    await visit(author, ['/teams/xssbrand0001/brand-kit/', '/brand-kit/', `/dashboard/next/${deck.oid}/`]);
    await visit(null, [viewPath, `/p/embed/${deck.oid}/`]);
    // The logo is there (so the team's name was put on the page as its text alternative).
    expect(await (await new TestClient(url).get(`/p/embed/${deck.oid}/`)).text()).toContain(
      'embed-page__brand-logo',
    );
    expect(problems).toEqual([]);

    // The payloads were stored and are shown as text, not dropped (so the test can fail).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url + viewPath);
    expect(await page.locator('h1').first().textContent()).toContain(title);
    expect(await page.title()).toContain(title);
    expect(await page.textContent('body')).toContain('<svg onload=alert(1)>');
    await context.close();

    // The embed codes people copy name the frame after the title, escaped: pasted into a page,
    // each is one frame, titled with the payload as text, and nothing runs. A second deck's title
    // tries to end the attribute.
    const quoted = await publish('# Quoted\n\n## One\n\nText');
    const quotedTitle = `" onload="alert(1)" x='"><img src=x onerror=alert(2)>`;
    expect(
      (await author.request('PATCH', `/api/v4/presentation/${quoted.oid}/`, { json: { title: quotedTitle } }))
        .status,
    ).toBe(200);
    const embedding = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page: viewer, findings } = await watch(embedding);
    for (const [path, shown] of [
      [viewPath, title],
      [quoted.path, quotedTitle],
    ]) {
      await viewer.goto(url + path);
      await viewer.waitForSelector('html[data-hydrated="true"]');
      await viewer.getByRole('button', { name: 'Embed presentation' }).click();
      const codes = [await viewer.getByLabel('Code').inputValue()];
      await viewer.getByRole('radio', { name: 'Responsive' }).check();
      codes.push(await viewer.getByLabel('Code').inputValue());
      for (const code of codes) {
        await viewer.setContent(`<!doctype html><title>Blog</title><body>${code}</body>`);
        const pasted = await viewer.evaluate(() => ({
          frames: [...document.querySelectorAll('iframe')].map((frame) => frame.title),
          injected: [...document.querySelectorAll('body *')].filter(
            (e) => e.tagName !== 'IFRAME' && e.tagName !== 'DIV',
          ).length,
          handlers: [...document.querySelectorAll('*')].flatMap((e) =>
            e.getAttributeNames().filter((name) => name.startsWith('on')),
          ),
        }));
        expect(pasted, code).toEqual({ frames: [shown], injected: 0, handlers: [] });
      }
    }
    expect([...findings.dialogs, ...findings.errors]).toEqual([]);
    await embedding.close();

    // oEmbed answers JSON, never HTML a browser would run.
    const oembed = await fetch(`${url}/api/oembed/?url=${encodeURIComponent(url + viewPath)}`);
    expect(oembed.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await oembed.json()).title).toBe(title);
  }, 120_000);

  // Folders: folder names carrying the corpus, nested so they show as breadcrumbs,
  // shared with a reader; the dashboard's shelf, the folder pages and the move dialog are opened.
  it('runs none of the corpus in folder names, breadcrumbs, the shelf or the move dialog', async () => {
    const url = server.url;
    const folderAuthor = await new TestClient(url).prime();
    expect(
      (
        await folderAuthor.submit('/signup/', {
          username: 'folderxss',
          email: 'folderxss@example.com',
          password: 'tidy rows and columns',
        })
      ).status,
    ).toBe(303);
    const reader = await new TestClient(url).prime();
    expect(
      (
        await reader.submit('/signup/', {
          username: 'folderxssreader',
          email: 'fxr@example.com',
          password: 'tidy rows and columns',
        })
      ).status,
    ).toBe(303);
    const names = TEXT_PAYLOADS.filter((text) => text.trim() !== '' && [...text].length <= 80);
    const fids: string[] = [];
    for (const [i, name] of names.entries()) {
      // Eight levels deep at most: the rest go side by side at the top.
      const parentFid = i > 0 && i < 8 ? fids[i - 1] : null;
      const made = await folderAuthor.request('POST', '/api/v4/folders/', { json: { name, parentFid } });
      expect(made.status).toBe(201);
      fids.push((await made.json()).folder.fid);
    }
    await folderAuthor.request('POST', `/api/v4/folders/${fids[0]}/collaborators/`, {
      json: { login: 'folderxssreader', role: 'comment' },
    });
    const deck = await folderAuthor.request('POST', '/api/v4/presentations/', {
      json: { source: '# Filed\n\n## One\n\nText', privacy: 'private', format: 'markdown' },
    });
    const { oid } = await deck.json();
    await folderAuthor.request('POST', '/api/v4/folders/moves/', { json: { oid, toFid: fids[7] } });
    const problems: string[] = [];
    for (const [client, paths] of [
      [folderAuthor, ['/dashboard/next/', '/library/', `/folders/${fids.at(-1)}/`, `/folders/${fids[7]}/`]],
      [reader, ['/dashboard/next/', `/folders/${fids[7]}/`]],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url })));
      const { page, findings } = await watch(context);
      for (const path of paths) problems.push(...(await inspect(page, url + path)));
      if (client === folderAuthor) {
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.getByRole('button', { name: 'Move to… Filed' }).click();
        await page.getByRole('dialog').getByRole('radio').first().waitFor();
        problems.push(...(await examine(page, 'move dialog')));
        expect(await page.getByRole('dialog').textContent()).toContain(names[1]!);
      }
      expect(await page.locator('nav.crumbs').textContent()).toContain(names[7]!.trim());
      problems.push(...findings.dialogs, ...findings.errors);
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
  // A canvas deck: its text is runs, its table cells, text alternatives and frame titles the
  // player puts on the page itself; a script address is refused as a link or a picture.
  it('runs none of the corpus in a canvas deck, on its pages and in the player', async () => {
    const url = server.url;
    const author = await signUp(url, 'canvas.mallory');
    const publish = (doc: unknown) =>
      author.request('POST', '/api/v4/presentations/', {
        json: { source: JSON.stringify(doc), privacy: 'public', format: 'json' },
      });
    const deck = canvasPayloadDeck();
    for (const address of URL_PAYLOADS) {
      const linked = structuredClone(deck);
      (linked.elements[1] as { content: RichText }).content.paragraphs[0]!.runs[0]!.link = address;
      const pictured = structuredClone(deck);
      (pictured.elements[2] as { src: string }).src = address;
      expect((await publish(linked)).status, address).toBe(400);
      expect((await publish(pictured)).status, address).toBe(400);
    }
    const published = await publish(deck);
    expect(published.status).toBe(201);
    const { oid, path } = (await published.json()) as { oid: string; path: string };

    const problems: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, findings } = await watch(context);
    for (const shown of [`/p/embed/${oid}/`, `${path}print/`, path])
      problems.push(...(await inspect(page, url + shown)));
    // The first step's poster, drawn by the page while the player's chunk is held back, then the player.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/present-viewer-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('[data-present]').first().click();
    await page.locator('.podium-poster .podium-canvas-item').first().waitFor();
    problems.push(...(await examine(page, `${path} (first step's poster)`)));
    release();
    await page.locator('.podium-poster').waitFor({ state: 'detached' });
    const player = page.locator('section.podium-player');
    const live = player.locator('.podium-player__live');
    await expect.poll(() => live.textContent()).toBe(TEXT_PAYLOADS[6]);
    problems.push(...(await examine(page, `${path} (player, step 1)`)));
    // The markup is shown as text: the runs, the picture's text alternative, the frame's title.
    const text = player.locator('.podium-canvas-item--text');
    expect(await text.locator('strong').allTextContents()).toEqual([...TEXT_PAYLOADS]);
    expect(await text.getByRole('link').allTextContents()).toEqual(TEXT_PAYLOADS.map((t) => ` ${t}`));
    expect(await player.locator('.podium-canvas-image').getAttribute('alt')).toBe(TEXT_PAYLOADS[2]);
    expect(await player.locator('.podium-canvas-item--shape').textContent()).toBe(TEXT_PAYLOADS[4]);
    await player.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe(deck.path[1]!.title);
    await player.locator('th').first().waitFor();
    problems.push(...(await examine(page, `${path} (player, step 2)`)));
    expect(await player.locator('th').allTextContents()).toEqual([TEXT_PAYLOADS[0], TEXT_PAYLOADS[1]]);
    const cellTexts = await player.locator('td').allTextContents();
    for (const text of TEXT_PAYLOADS.slice(2)) expect(cellTexts).toContain(text);
    problems.push(...findings.dialogs, ...findings.errors);
    await context.close();
    // Its commenter's read-only canvas on the edit page, drawn by the canvas editor's own chunk.
    const reader = await signUp(url, 'canvas.xssreader');
    const shared = await author.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
      json: { login: 'canvas.xssreader', role: 'comment' },
    });
    expect(shared.status).toBe(201);
    const readerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await readerContext.addCookies([...reader.cookies].map(([name, value]) => ({ name, value, url })));
    const readerWatch = await watch(readerContext);
    await readerWatch.page.goto(`${url}/p/edit/${oid}/`);
    await readerWatch.page.getByRole('region', { name: 'Canvas', exact: true }).waitFor();
    problems.push(...(await examine(readerWatch.page, `/p/edit/${oid}/ (a commenter's canvas)`)));
    problems.push(...readerWatch.findings.dialogs, ...readerWatch.findings.errors);
    expect(problems).toEqual([]);
    await readerContext.close();
  }, 60_000);
});
