// Chromium with a fake camera and microphone for the recording tests: a browser of the
// test file's own (the fake devices and the automatic "allow" need launch flags), and the demo user
// signed in in a window of it whose user agent is a normal Chrome's (the server does not count a
// bot's views, and headless Chrome's user agent is a bot's), with the page's errors collected.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, headedUserAgent } from '../../scripts/chromium.mjs';
import { DEMO_PASSWORD, logIn } from './server';

/** Launches the camera browser before the file's tests and closes it after them. */
export function setUpCameraBrowser(): { browser(): Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser! };
}

/**
 * The demo user signed in in a new window of the camera browser; `problems` collects its page
 * errors (and its console's errors, with `consoleErrors`).
 */
export async function demoWithCamera(
  browser: Browser,
  serverUrl: string,
  { width = 1440, height = 900, consoleErrors = false } = {},
) {
  const probe = await browser.newPage();
  const userAgent = headedUserAgent(await probe.evaluate(() => navigator.userAgent));
  await probe.close();
  const context = await browser.newContext({ viewport: { width, height }, userAgent });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  if (consoleErrors) page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await logIn(page, serverUrl, 'demo', DEMO_PASSWORD);
  return { context, page, problems };
}

/** Seconds the studio says it has recorded: its elapsed time ("0:03 of 1:00:00"), pauses left out. */
export async function recordedSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('elapsed').first().textContent()) ?? '';
  const [, minutes, seconds] = /^(\d+):(\d\d) of /.exec(text) ?? [];
  if (minutes === undefined) throw new Error(`not an elapsed time: ${text}`);
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * Waits until the studio has recorded `seconds`, by its own clock (the one its timeline and the
 * recorded media go by): a wait on the recording, not on the machine's time.
 */
export async function untilRecorded(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(() => recordedSeconds(page), { timeout: 60_000, interval: 100 })
    .toBeGreaterThanOrEqual(seconds);
}
