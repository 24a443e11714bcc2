// The canvas editor in Chromium for the editor benchmark: a signed-in context, a cold load of the
// edit page timed from navigation start to the frame that draws the opening view's elements, and the JavaScript
// the editor and the view page stand on (the Vite manifest's canvas-editor chunk, and what the view
// page downloads).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { round } from './load.mjs';

const kB = (bytes) => round(bytes / 1000, 1);
/** A built file's size gzip-compressed as js.mjs does it (0 for a script the build did not make). */
const gzipBytes = (file) =>
  existsSync(`dist/client/${file}`) ? gzipSync(readFileSync(`dist/client/${file}`)).length : 0;

/** The cookie header's pairs (from logIn) as cookies of `base`, for a browser context's jar. */
export const cookiesOf = (header, base) =>
  header.split(';').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base };
  });

/**
 * Opens the edit page in a fresh context (cold cache) signed in as `session`, CPU throttled by
 * `rate` from before the navigation. An init script checks every animation frame from the
 * document's start: the frame whose callback finds the viewport, the page hydrated and every
 * element of `opening` (the ids the opening view shows; the editor mounts only what is near its
 * camera) drawn is the one that paints them. Times are from navigation start (timeOrigin).
 */
export async function openEditor(browser, { base, oid, session, rate, opening }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookiesOf(session.cookie, base));
  await context.addInitScript((expected) => {
    const open = { viewportMs: null, hydratedMs: null, drawnMs: null, drawn: 0, mounted: 0 };
    window.__open = open;
    const tick = () => {
      const viewport = document.querySelector('.canvas-editor__viewport');
      if (viewport && open.viewportMs === null) open.viewportMs = performance.now();
      if (open.hydratedMs === null && document.documentElement.dataset.hydrated === 'true')
        open.hydratedMs = performance.now();
      const drawn = viewport?.querySelectorAll('.canvas-editor__world [data-element-id]') ?? [];
      const ids = new Set([...drawn].map((element) => element.getAttribute('data-element-id')));
      open.mounted = ids.size;
      open.drawn = expected.filter((id) => ids.has(id)).length;
      if (viewport && open.hydratedMs !== null && open.drawn === expected.length)
        open.drawnMs = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, opening);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/p/edit/${oid}/`);
  try {
    await page.waitForFunction(() => window.__open.drawnMs !== null, null, { timeout: 60_000 });
  } catch (error) {
    const drawn = await page.evaluate(() => window.__open.drawn).catch(() => '?');
    throw new Error(`the editor drew ${drawn} of the ${opening.length} opening elements within 60 s`, {
      cause: error,
    });
  }
  const open = await page.evaluate(() => window.__open);
  return { context, page, cdp, open };
}

/** Every file a manifest chunk loads with it (itself and its static imports, transitively). */
function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The canvas editor's chunk from the build: its own size, and what opening the editor adds to the
 * edit page (the chunk and the imports neither the entry nor the edit page's chunk load already).
 */
export function editorChunkRow() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const key = Object.keys(manifest).find((k) => /^assets\/canvas-editor-.*\.js$/.test(manifest[k].file));
  if (!key) throw new Error('no canvas-editor chunk in the Vite manifest');
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const editPage = Object.keys(manifest).find((k) => k.endsWith('/EditPage.tsx'));
  const present = new Set([...closure(manifest, entry), ...closure(manifest, editPage)]);
  const added = [...closure(manifest, key)].filter((file) => !present.has(file));
  const file = manifest[key].file;
  return {
    name: 'editor chunk (canvas-editor-*.js)',
    file,
    rawKB: kB(readFileSync(`dist/client/${file}`).length),
    gzipKB: kB(gzipBytes(file)),
    addedFiles: added.length,
    addedGzipKB: kB(added.reduce((n, each) => n + gzipBytes(each), 0)),
  };
}

/**
 * The canvas deck's view page, anonymous and cold: the scripts it requests until idle, then those
 * Present adds; none may be the editor's chunk.
 */
export async function viewPageRow(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  let phase = 'initial';
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !scripts.some((s) => s.pathname === pathname))
      scripts.push({ pathname, phase });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForTimeout(1000); // anything loaded on idle counts as initial too
  phase = 'present';
  await page.getByRole('button', { name: 'Present' }).first().click();
  await page.waitForSelector('.podium-player__counter', { state: 'visible' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const initial = scripts.filter((s) => s.phase === 'initial');
  const editor = scripts.filter((s) => /\/canvas-editor-[^/]*\.js$/.test(s.pathname));
  return {
    name: 'view page (canvas deck)',
    initialScripts: initial.length,
    initialGzipKB: kB(initial.reduce((n, s) => n + gzipBytes(s.pathname.slice(1)), 0)),
    afterPresentScripts: scripts.length - initial.length,
    canvasEditorFiles: editor.length,
  };
}
