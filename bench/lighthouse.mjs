// Lighthouse scores of the home page, a view page, a search and the signed-in dashboard, with the
// mobile preset (Lighthouse's default: Moto G Power, simulated slow 4G and 4× CPU) and the desktop
// preset, in Debian's Chromium (DESIGN §8: performance ≥ 95 on mobile, accessibility,
// best practices and SEO 100 on public pages; the dashboard is noindex, so no SEO budget).
// Lighthouse is not a dependency of the project: the exact version below is installed once into
// <tmpdir>/podium-lighthouse-<version> (npm install --no-save) and reused from there by the next runs.
// One Chromium serves every run (Lighthouse resets the origin's storage and cache before each, and
// the cookies are reset here: none for public pages, the demo user's session for the dashboard).
// Each page and preset gets 3 runs: the first with all four categories, the next two with
// performance only; performance is the median of the 3, the other categories are the first run's
// (they do not depend on timing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { biggestDeckPath } from './lib/browser.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'Lighthouse (mobile and desktop presets; performance: median of 3 runs)';

export const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = 3;
/** A search term of content/search-terms.json that lists several demo presentations. */
const SEARCH_TERM = 'design';
/** The categories besides performance, whose every audit must pass. */
const STRICT = ['accessibility', 'best-practices', 'seo'];

/** The Lighthouse folder in the temp directory, installed there first when missing. */
function installLighthouse() {
  const dir = path.join(tmpdir(), `podium-lighthouse-${LIGHTHOUSE_VERSION}`);
  const manifest = path.join(dir, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION)
    return dir;
  // Installed beside the folder and renamed into place, so that an interrupted install is not reused.
  const partial = `${dir}.partial-${process.pid}`;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir}…`);
  mkdirSync(partial, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      partial,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (install.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/** Lighthouse's Node API, and the chrome-launcher and ws it depends on, from the installed folder. */
async function loadLighthouse(dir) {
  const requireFromLighthouse = createRequire(path.join(dir, 'node_modules', 'lighthouse', 'package.json'));
  const load = (name) => import(pathToFileURL(requireFromLighthouse.resolve(name)).href);
  const lighthouse = await load('lighthouse');
  return {
    lighthouse: lighthouse.default,
    desktopConfig: lighthouse.desktopConfig,
    chromeLauncher: await load('chrome-launcher'),
    WebSocket: (await load('ws')).default,
  };
}

/**
 * Leaves exactly `cookies` ({ name, value, url }) in the browser's cookie jar, over the DevTools
 * protocol. Lighthouse's storage reset keeps cookies, and Chromium sends the jar's cookies in place
 * of a Cookie header given with extraHeaders, so the session goes into the jar itself.
 */
async function setBrowserCookies(WebSocket, port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const sent = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== sent) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: sent, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    if (cookies.length > 0) await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

/** The cookie header's pairs as cookies of `base`. */
const cookiesOf = (header, base) =>
  header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });

const score = (category) => (category?.score == null ? undefined : Math.round(category.score * 100));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The audits that fail: in accessibility, best practices and SEO, each scored audit under 1 that
 * counts towards the category (weight > 0); in performance, each metric scoring under 0.9, and each
 * opportunity or insight that estimates saving ≥ 100 ms of a metric (or ≥ 0.05 of layout shift),
 * with its savings, e.g. "unused-javascript (LCP 150 ms)". Audits that crashed end in "(error)".
 */
function failingAudits(lhr, categoryIds) {
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    if (!categoryIds.includes(categoryId)) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.scoreDisplayMode === 'error') failing.push(`${ref.id} (error)`);
      if (typeof audit.score !== 'number' || audit.score >= 1) continue;
      if (categoryId !== 'performance') {
        if (ref.weight > 0) failing.push(ref.id);
      } else if (ref.group === 'metrics') {
        if (audit.score < 0.9) failing.push(`${ref.id} (${audit.displayValue})`);
      } else {
        const savings = Object.entries(audit.metricSavings ?? {})
          .filter(([metric, value]) => (metric === 'CLS' ? value >= 0.05 : value >= 100))
          .map(([metric, value]) =>
            metric === 'CLS' ? `CLS ${value}` : `${metric} ${Math.round(value)} ms`,
          );
        if (savings.length > 0) failing.push(`${ref.id} (${savings.join(', ')})`);
      }
    }
  }
  return failing;
}

export async function run() {
  const dir = installLighthouse();
  const { lighthouse, desktopConfig, chromeLauncher, WebSocket } = await loadLighthouse(dir);
  const server = await startServer();
  let chrome;
  try {
    const base = server.url;
    const session = await logIn(base);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'view page', path: await biggestDeckPath(base) },
      { name: 'search', path: `/explore/search/?search=${encodeURIComponent(SEARCH_TERM)}` },
      // Private and noindex (so not for search engines): no SEO category.
      {
        name: 'dashboard',
        path: '/dashboard/next/',
        cookies: cookiesOf(session.cookie, base),
        categories: ['accessibility', 'best-practices'],
      },
    ];
    // Render each page once before measuring (the server's page caches, the JIT).
    for (const page of pages) {
      const headers = { cookie: (page.cookies ?? []).map((c) => `${c.name}=${c.value}`).join('; ') };
      const response = await fetch(base + page.path, { headers, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless'))],
      logLevel: 'silent',
    });
    /**
     * One Lighthouse run. Public pages are measured as a first visit (no cookies), the dashboard
     * signed in. A run that Lighthouse itself reports as failed (e.g. NO_NAVSTART, a trace that came
     * out incomplete) is tried again, up to 3 times.
     */
    const audit = async (url, preset, categories, cookies) => {
      for (let attempt = 1; ; attempt++) {
        await setBrowserCookies(WebSocket, chrome.port, cookies);
        const flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories };
        const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = result?.lhr;
        const problem = !lhr ? 'no report' : lhr.runtimeError?.message;
        if (problem) {
          if (attempt === 3) throw new Error(`${url} (${preset}): ${problem}`);
          console.warn(`  ${url} (${preset}): ${problem}; trying again`);
          continue;
        }
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`${url} (${preset}) ended on ${lhr.finalDisplayedUrl}`);
        return lhr;
      }
    };
    const rows = [];
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop']) {
        const url = base + page.path;
        const reports = [];
        for (let i = 0; i < RUNS; i++) {
          const categories = i === 0 ? ['performance', ...(page.categories ?? STRICT)] : ['performance'];
          const lhr = await audit(url, preset, categories, page.cookies ?? []);
          reports.push(lhr);
        }
        const performances = reports.map((lhr) => score(lhr.categories.performance));
        const middle = reports[performances.indexOf(median(performances))];
        const first = reports[0];
        const metric = (id) => middle.audits[id]?.numericValue;
        rows.push({
          name: `${page.name} (${preset})`,
          performance: median(performances),
          accessibility: score(first.categories.accessibility),
          bestPractices: score(first.categories['best-practices']),
          // Left out for the dashboard, which is not audited for SEO.
          ...(first.categories.seo ? { seo: score(first.categories.seo) } : {}),
          performanceRuns: performances.join(' '),
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
          // Performance's from the median run, the other categories' from the first.
          failing: [...failingAudits(middle, ['performance']), ...failingAudits(first, STRICT)],
          warnings: [...new Set(reports.flatMap((lhr) => lhr.runWarnings))],
        });
      }
    }
    return rows;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}
