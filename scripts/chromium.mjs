// Debian's Chromium driven by playwright-core, with the flags this machine needs: no sandbox as
// root, and no background networking (its connections are refused here). Browser tests, the
// benchmarks and the screenshot script all launch it through this one function.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser's own user agent as a headed Chrome sends it: "HeadlessChrome" is what bot filters look for. */
export const headedUserAgent = (userAgent) => userAgent.replace(/Headless/g, '');

/**
 * Launches Chromium whose contexts and pages say they are a normal Chrome (its real user agent
 * without "Headless"), unless a caller gives its own: the server does not count a bot's views,
 * and headless Chrome's user agent is a bot's.
 */
export async function launchChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const probe = await browser.newPage();
  const userAgent = headedUserAgent(await probe.evaluate(() => navigator.userAgent));
  await probe.close();
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ userAgent, ...options });
  browser.newPage = (options = {}) => newPage({ userAgent, ...options });
  return browser;
}
