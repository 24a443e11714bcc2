// JavaScript a visitor downloads for an anonymous view page, gzip-compressed (zlib gzipSync per
// script body) and as brotli bytes on the wire (the build's .br copies are quality 11, as here): every script requested before the Present button is clicked, then the chunk(s)
// requested by the click, checked against the Vite manifest's player chunk (DESIGN §8: initial JS
// ≤ 100 KB gzip, the player loads lazily).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { biggestDeckPath, launchBrowser } from './lib/browser.mjs';
import { round } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'JS shipped to the view page (gzip and brotli on the wire, kB = 1000 bytes)';

const kB = (bytes) => round(bytes / 1000, 1);

export async function run() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const chunkNames = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.name ?? '']));
  const playerFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js') && /player|present-viewer/.test(chunk.name ?? ''))
      .map((chunk) => `/${chunk.file}`),
  );
  if (playerFiles.size === 0) throw new Error('no player chunk (present-viewer) in the Vite manifest');

  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const viewPath = await biggestDeckPath(server.url);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = [];
    const sized = [];
    let phase = 'before Present';
    page.on('request', (request) => {
      const url = new URL(request.url());
      const isScript = request.resourceType() === 'script' || url.pathname.endsWith('.js');
      if (!isScript || scripts.some((s) => s.path === url.pathname)) return;
      const entry = { name: url.pathname, path: url.pathname, phase };
      scripts.push(entry);
      sized.push(
        request.response().then(async (response) => {
          const body = await response.body();
          entry.rawBytes = body.length;
          entry.gzipBytes = gzipSync(body).length;
          entry.brotliBytes = brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }).length;
        }),
      );
    });
    await page.goto(server.url + viewPath, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(1000); // anything loaded on idle counts as initial too
    phase = 'after Present';
    await page.getByRole('button', { name: 'Present' }).first().click();
    await page.waitForSelector('.podium-player__counter', { state: 'visible' });
    await page.waitForLoadState('networkidle');
    await Promise.all(sized);
    await context.close();

    const rows = scripts.map((s) => ({
      name: s.name,
      phase: s.phase,
      chunk: chunkNames.get(s.path) ?? '(not in manifest)',
      rawKB: kB(s.rawBytes),
      gzipKB: kB(s.gzipBytes),
      brotliKB: kB(s.brotliBytes),
    }));
    const total = (name, list) => ({
      name,
      files: list.length,
      rawKB: kB(list.reduce((n, s) => n + s.rawBytes, 0)),
      gzipKB: kB(list.reduce((n, s) => n + s.gzipBytes, 0)),
      brotliKB: kB(list.reduce((n, s) => n + s.brotliBytes, 0)),
    });
    const initial = scripts.filter((s) => s.phase === 'before Present');
    const after = scripts.filter((s) => s.phase === 'after Present');
    const player = after.filter((s) => playerFiles.has(s.path));
    const others = after.filter((s) => !playerFiles.has(s.path));
    rows.push(total('initial JS (before Present)', initial));
    // No player chunk after the click (e.g. preloaded) leaves the budgeted row without figures.
    if (player.length > 0) rows.push(total('player chunk (after Present)', player));
    if (others.length > 0) rows.push(total('other JS after Present (not the player chunk)', others));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
