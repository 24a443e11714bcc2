// A live session in Chromium: the presenter (through the API, as the
// presenter view will) starts a session; two viewers, a phone and a desktop in separate browser
// contexts, open /live/{code}/ and follow three steps. The delay from the presenter's call to each
// viewer's camera move (the player's `podium:live-step` mark, on the same clock) is printed as
// p50/max and bounded loosely. A viewer wanders and presses "Follow the presenter"; one sends a
// reaction and a question the other upvotes; the presenter ends and both see the restart screen.
import { describe, expect, it } from 'vitest';
import type { LiveSessionData } from '../../src/features/live/contracts';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';
import { shownAt } from './live-pages';
import { DEMO_PASSWORD } from './server';

const { server, browser } = setUpE2e();

const DECK = `# Live Follow-Along

## Why follow live

Everyone sees the same step.

### On their own devices

Phones and laptops alike.

## Questions from the room

Upvote what matters.

## Wrapping up

Thanks for watching.
`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

describe('a live session in Chromium', () => {
  it('moves two remote viewers with the presenter, carries reactions and questions, and ends', async () => {
    const presenter = await new TestClient(server.url).prime();
    expect((await presenter.logIn('demo', DEMO_PASSWORD)).status).toBe(303);
    const published = await presenter.request('POST', '/api/v4/presentations/', {
      json: { source: DECK, privacy: 'public', format: 'markdown' },
    });
    expect(published.status).toBe(201);
    const { oid, path } = (await published.json()) as { oid: string; path: string };
    const started = await presenter.request('POST', `/api/v4/presentation/${oid}/live/`, { json: {} });
    expect(started.status).toBe(201);
    const session = (await started.json()) as LiveSessionData;
    const call = (what: string, body?: object) =>
      presenter.request('POST', `/api/v4/live/${session.code}/${what}`, body ? { json: body } : {});

    const phoneContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const desktopContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const phone = await phoneContext.newPage();
    const desktop = await desktopContext.newPage();
    const problems: string[] = [];
    for (const page of [phone, desktop]) {
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(`${server.url}/live/${session.code}/`);
      await page.getByText('2 watching').or(page.getByText('1 watching')).first().waitFor();
      await page.locator('.podium-player').waitFor();
      await shownAt(page, 0);
    }
    await desktop.getByText('2 watching').waitFor();

    // Three moves of the presenter: each viewer's camera follows, timed on one clock.
    const delays: number[] = [];
    for (const step of [1, 2, 3]) {
      const sent = Date.now();
      expect((await call('step', { step })).status).toBe(204);
      for (const page of [phone, desktop]) delays.push(Math.round((await shownAt(page, step)) - sent));
    }
    const p50 = percentile(delays, 50);
    const max = Math.max(...delays);
    console.log(
      `live step delay, presenter's call → viewer's camera move (6 moves): p50 ${p50} ms, max ${max} ms`,
    );
    // Every viewer showed every move (shownAt waits for each). How fast is a figure, not a verdict:
    // a loaded machine makes it anything, so its budget lives in the live benchmark (bench/live.mjs).

    // The desktop viewer wanders ahead, then rejoins the presenter on step 3.
    await desktop.getByRole('button', { name: 'Next step' }).click();
    await shownAt(desktop, 4);
    const follow = desktop.getByRole('button', { name: 'Follow the presenter' });
    await follow.waitFor();
    expect((await call('step', { step: 2 })).status).toBe(204);
    await shownAt(phone, 2);
    await follow.click();
    await shownAt(desktop, 2);
    await follow.waitFor({ state: 'detached' });

    // The phone reacts and asks; the desktop sees both and upvotes; the phone sees the vote.
    await phone.getByRole('button', { name: 'React with 👏' }).click();
    await desktop.locator('.live-reactions__item', { hasText: '👏' }).first().waitFor();
    await phone.getByLabel('Ask a question').fill('Can we get the slides <afterwards>?');
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Yours').waitFor();
    await desktop.getByText('Can we get the slides <afterwards>?').waitFor();
    await desktop.getByRole('button', { name: 'Upvote: 0 votes' }).click();
    await desktop.getByRole('button', { name: 'Upvote: 1 vote' }).waitFor();
    await phone.getByRole('button', { name: 'Upvote: 1 vote' }).waitFor();

    // The presenter ends: both see the restart screen with the link to the talk.
    expect((await call('end')).status).toBe(204);
    for (const page of [phone, desktop]) {
      await page.getByText('This live session has ended.').waitFor();
      expect(await page.getByRole('link', { name: 'Watch the presentation' }).getAttribute('href')).toBe(
        path,
      );
    }
    expect(problems).toEqual([]);
    await phoneContext.close();
    await desktopContext.close();
  });
});
