// Presenting live, the whole journey: the owner opens the presenter view of a
// talk with speaker notes, opens the audience window (the second screen) and goes live from the
// presenter view's panel; two remote viewers, a phone and a desktop in their own browser contexts,
// join with the code's link. The presenter's keys move the audience window (BroadcastChannel) and
// both remote viewers (the server's event stream): the delay from the key press to each remote
// viewer's camera move is printed. A key in the audience window moves everyone too. The phone
// reacts and asks; the desktop upvotes; the presenter sees both, answers the question and ends the
// session, and both remote viewers land on the restart screen with the link to the talk.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';
import { shownAt } from './live-pages';
import { DEMO_PASSWORD, logIn } from './server';

const { server, browser } = setUpE2e();

const DECK = `# Quarterly Town Hall

Note: Welcome everyone; say who is in the room and who joins from home.

## Numbers first

Revenue grew for the fourth quarter in a row.

???
Keep it under a minute: the details are in the appendix.

## What we shipped

Three releases and one new office.

Note: Thank the support team by name.

## What comes next

Hiring, the new editor, the roadmap.

## Questions

Ask from your phone.
`;

const counter = (page: Page) => page.locator('.podium-player__counter').first();

describe('presenting live in Chromium', () => {
  it('drives an audience window and two remote viewers from the presenter view, with reactions and questions', async () => {
    const owner = await new TestClient(server.url).prime();
    expect((await owner.logIn('demo', DEMO_PASSWORD)).status).toBe(303);
    const published = await owner.request('POST', '/api/v4/presentations/', {
      json: { source: DECK, privacy: 'public', format: 'markdown' },
    });
    expect(published.status).toBe(201);
    const { oid, path } = (await published.json()) as { oid: string; path: string };

    const problems: string[] = [];
    const watch = (page: Page) => {
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    };
    const contexts: BrowserContext[] = [];
    const newContext = async (options: Parameters<typeof browser.newContext>[0]) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    };

    // The presenter view, and the audience window it opens on the second screen.
    const presenting = await newContext({ viewport: { width: 1440, height: 900 } });
    const presenter = await presenting.newPage();
    watch(presenter);
    await logIn(presenter, server.url, 'demo', DEMO_PASSWORD);
    await presenter.goto(`${server.url}/p/${oid}/present/`);
    await presenter.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => counter(presenter).textContent()).toBe('1 / 6');
    const notes = presenter.getByTestId('presenter-notes');
    expect(await notes.textContent()).toContain('Welcome everyone');
    const [audience] = await Promise.all([
      presenting.waitForEvent('page'),
      presenter.getByRole('button', { name: 'Open audience window' }).click(),
    ]);
    watch(audience);
    await audience.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => counter(audience).textContent()).toBe('1 / 6');

    // Going live from the panel gives the code and its link.
    await presenter.getByRole('button', { name: 'Go live' }).click();
    const code = (await presenter.locator('.live-panel__code').textContent())!.trim();
    expect(code).toMatch(/^[a-z2-9]{6}$/i);
    const joinUrl = await presenter.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(joinUrl).toBe(`${server.url}/live/${code}/`);

    // Two remote viewers join.
    const phone = await (
      await newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
    ).newPage();
    const desktop = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    for (const viewer of [phone, desktop]) {
      watch(viewer);
      await viewer.goto(joinUrl);
      await viewer.locator('.podium-player').waitFor();
      await shownAt(viewer, 0);
    }
    await presenter.getByText('2 watching').waitFor();

    // The presenter's → keys: the audience window and both remote viewers follow.
    await presenter.bringToFront();
    await presenter.locator('.presenter__title').click();
    const delays: number[] = [];
    for (const step of [1, 2, 3]) {
      const pressed = await presenter.evaluate(() => Date.now());
      await presenter.keyboard.press('ArrowRight');
      for (const viewer of [phone, desktop]) delays.push(Math.round((await shownAt(viewer, step)) - pressed));
      await expect.poll(() => counter(audience).textContent()).toBe(`${step + 1} / 6`);
    }
    console.log(
      `live: presenter's key → remote viewer's camera move (6 moves): ${delays.join(', ')} ms; max ${Math.max(...delays)} ms`,
    );
    // 43-98 ms on a quiet machine, 100-400 ms beside another suite: a figure, printed above, whose
    // budget lives in the live benchmark (bench/live.mjs); the verdict here is that every viewer
    // showed every move.

    // A key in the audience window moves the presenter view, and with it the remote viewers.
    await audience.bringToFront();
    await audience.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(presenter).textContent()).toBe('3 / 6');
    await expect.poll(() => notes.textContent()).toContain('Thank the support team');
    await shownAt(phone, 2);
    await shownAt(desktop, 2);

    // The phone wanders back, then rejoins the presenter.
    await phone.getByRole('button', { name: 'Previous step' }).click();
    await expect.poll(() => counter(phone).textContent()).toBe('2 / 6');
    await phone.getByRole('button', { name: 'Follow the presenter' }).click();
    await expect.poll(() => counter(phone).textContent()).toBe('3 / 6');

    // The phone reacts and asks; the desktop upvotes; the presenter sees them and answers.
    await phone.getByRole('button', { name: 'React with 🎉' }).click();
    await presenter.locator('.live-reactions__item', { hasText: '🎉' }).first().waitFor();
    await phone.getByLabel('Ask a question').fill('Will the roadmap be shared after the call?');
    await phone.getByRole('button', { name: 'Send' }).click();
    await desktop.getByText('Will the roadmap be shared after the call?').waitFor();
    await desktop.getByRole('button', { name: 'Upvote: 0 votes' }).click();
    const question = presenter.locator('.live-questions li', { hasText: 'Will the roadmap be shared' });
    await question.getByText('1 vote').waitFor();
    await question.getByRole('button', { name: 'Answer' }).click();
    await phone
      .locator('.live-questions li', { hasText: 'Will the roadmap' })
      .getByText('Answered')
      .waitFor();

    // The presenter ends the session: both remote viewers get the restart screen and the talk's link.
    await presenter.bringToFront();
    await presenter.getByRole('button', { name: 'End session' }).click();
    await presenter.getByRole('button', { name: 'End it' }).click();
    await presenter.getByText('The live session has ended.').waitFor();
    for (const viewer of [phone, desktop]) {
      await viewer.getByText('This live session has ended.').waitFor();
      expect(await viewer.getByRole('link', { name: 'Watch the presentation' }).getAttribute('href')).toBe(
        path,
      );
    }

    // The talk's statistics count the session.
    const stats = await presenting.newPage();
    await stats.goto(`${server.url}/dashboard/next/${oid}/stats/`);
    const row = stats.locator('section', { hasText: 'Live sessions' }).locator('tbody tr').first();
    await row.waitFor();
    // Viewers, peak, reactions, questions (the presenter and the audience window are not viewers).
    expect((await row.locator('td').allTextContents()).slice(-4)).toEqual(['2', '2', '1', '1']);

    expect(problems).toEqual([]);
    for (const context of contexts) await context.close();
  }, 90_000);
});
