// Podium against the open presentation viewers, in one interleaved batch of the team's
// viewer-measuring harness (bench/peers/measure.mjs, a copy): a static one-heading page as the floor,
// reveal.js 6.0.2's demo and impress.js 1.1.0's demo (installed from npm into bench/.peers/, which
// git ignores, on the first run), Podium's start screen and Podium's first step with Present
// pressed as soon as it works, on the demo's first staff pick. PODIUM_BENCH_PEER_RUNS runs (5) at
// CPU 1x and 4x, 10 "next" steps each, medians. Each Podium figure is also given as a ratio to the
// best peer in the batch (< 1 is better), and the floor's range across the batch shows the noise.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { round } from './lib/load.mjs';
import { freePort, startServer } from './lib/server.mjs';

const PEERS_DIR = 'bench/.peers';
const PEERS = { 'reveal.js': '6.0.2', 'impress.js': '1.1.0' };
const RUNS = Number(process.env.PODIUM_BENCH_PEER_RUNS ?? 5);

export const title = `Podium against reveal.js ${PEERS['reveal.js']} and impress.js ${PEERS['impress.js']} (medians of ${RUNS} runs, CPU 1x / 4x)`;

/** The peers' npm tarballs unpacked into bench/.peers/<name>/, and the floor page. */
function installPeers() {
  mkdirSync(PEERS_DIR, { recursive: true });
  for (const [name, version] of Object.entries(PEERS)) {
    const dir = path.join(PEERS_DIR, name);
    const stamp = path.join(dir, '.version');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) continue;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const packed = mkdtempSync(path.join(tmpdir(), 'podium-peer-'));
    execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', packed], {
      stdio: 'ignore',
    });
    const [tarball] = readdirSync(packed);
    execFileSync('tar', ['xzf', path.join(packed, tarball), '-C', dir, '--strip-components=1']);
    rmSync(packed, { recursive: true, force: true });
    writeFileSync(stamp, version);
  }
  mkdirSync(path.join(PEERS_DIR, 'floor'), { recursive: true });
  writeFileSync(
    path.join(PEERS_DIR, 'floor', 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><h1>A presentation</h1></body></html>\n',
  );
}

/** A page of another site that the harness opens first and follows a link from. */
const LAUNCH_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title></head><body><p>A page of another site.</p></body></html>\n';

/**
 * The response headers that decide where the browser draws a page, carried over to its static copy:
 * Origin-Agent-Cluster asks for a renderer of the page's own origin, which costs a cross-site arrival
 * a process start that the spare renderer saves a page without it (about 60 ms at 1x, measured), and
 * the opener policy a browsing context group of its own. The content security policy stays behind:
 * it polices scripts the copy does not have, and its base-uri would refuse the copy's <base>.
 */
const CARRIED_HEADERS = [
  'origin-agent-cluster',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-content-type-options',
];

/**
 * The view page as a static file: its server-rendered HTML and style sheets, every script taken
 * out, and its addresses resolved against Podium's server (a <base>), so it draws what the start
 * screen draws before any script runs, served with the page's own headers (CARRIED_HEADERS).
 */
function writeStaticCopy(response, html, podiumUrl) {
  const headers = Object.fromEntries(
    CARRIED_HEADERS.filter((name) => response.headers.has(name)).map((name) => [
      name,
      response.headers.get(name),
    ]),
  );
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace('<head>', `<head><base href="${podiumUrl}/">`);
  mkdirSync(path.join(PEERS_DIR, 'podium-static'), { recursive: true });
  writeFileSync(path.join(PEERS_DIR, 'podium-static', 'index.html'), withoutScripts);
  writeFileSync(path.join(PEERS_DIR, 'podium-static', 'index.html.headers.json'), JSON.stringify(headers));
}

/** The harness's targets (as in the harness's own peers.json), pointed at this run's servers. */
function targets(peersUrl, viewUrl, staticCopyUrl) {
  const podiumFirstStep = `(() => { const b = document.querySelector('.viewer-overlay__play, .viewer-overlay__play-small'); if (b) b.click();
    const c = document.querySelector('.podium-player__counter'); return !!c && c.getBoundingClientRect().width > 0; })()`;
  return [
    { name: 'static floor', url: `${peersUrl}/floor/index.html`, readySelector: 'h1', steps: 0 },
    {
      name: 'reveal.js',
      url: `${peersUrl}/reveal.js/demo.html`,
      readyEvent: 'ready',
      readySelector: '.reveal.ready .slides > section.present',
      stateExpr: 'JSON.stringify(Reveal.getIndices())',
    },
    {
      name: 'impress.js',
      url: `${peersUrl}/impress.js/index.html`,
      readyEvent: 'impress:init',
      readySelector: '.step.active',
      stateExpr: "(document.querySelector('.step.active') || {}).id",
    },
    // The start screen's own floor: the page's server-rendered HTML and CSS as a static file, without
    // a script; what the start screen is held to (within 1.2x) in the same batch.
    { name: 'Podium static copy', url: staticCopyUrl, readySelector: '.viewer-overlay__play', steps: 0 },
    { name: 'Podium start screen', url: viewUrl, readySelector: '.viewer-overlay__play', steps: 0 },
    {
      name: 'Podium first step',
      url: viewUrl,
      readyExpr: podiumFirstStep,
      stateExpr: "(document.querySelector('.podium-player__counter') || {}).textContent",
    },
  ];
}

const median = (values) => {
  const sorted = values
    .filter((v) => v !== null && v !== undefined && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One table row per target from the harness's JSON: medians at each CPU rate. */
function rowOf(result) {
  const at = (rate, get) => median(result.runs.filter((run) => run.rate === rate).map(get));
  const figures = {};
  for (const rate of [1, 4]) {
    figures[`firstStepMs${rate}x`] = at(rate, (run) => run.load.readyPaintedAt ?? run.load.readyEventAt);
    figures[`longFrames${rate}x`] = at(rate, (run) => (result.target.steps ? run.trans.longFrames : null));
    figures[`droppedPct${rate}x`] = at(rate, (run) => (result.target.steps ? run.trans.cfDroppedPct : null));
    figures[`worstKeyMs${rate}x`] = at(rate, (run) =>
      result.target.steps ? (run.trans.worstKeyEventMs ?? 0) : null,
    );
  }
  const net = result.runs[0]?.net;
  return {
    name: result.target.name,
    ...Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, value === null ? null : round(value)]),
    ),
    heapAfterGcMB: round(median(result.runs.map((run) => run.heap.usedAfterGcMB)), 2),
    jsGzipKB: net ? round((net.jsGz + net.inlineJsGz) / 1000) : null,
    runs: result.runs.length,
    failedRuns: result.errors.length,
    floorRangeMs: null,
  };
}

export async function run() {
  installPeers();
  const peersPort = await freePort();
  const peersServer = spawn(process.execPath, ['bench/peers/serve.mjs', PEERS_DIR, String(peersPort)], {
    stdio: 'ignore',
  });
  const podium = await startServer();
  const out = mkdtempSync(path.join(tmpdir(), 'podium-peers-'));
  try {
    const home = await (await fetch(podium.url)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)[0];
    const viewPage = await fetch(podium.url + viewPath);
    writeStaticCopy(viewPage, await viewPage.text(), podium.url);
    // Every page is opened from a page of another site (localhost, where the targets are on
    // 127.0.0.1), as a visitor arrives from a link: each pays the same renderer start, whatever
    // headers it sends.
    writeFileSync(path.join(PEERS_DIR, 'launch.html'), LAUNCH_PAGE);
    const config = path.join(out, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({
        defaults: {
          runs: RUNS,
          warmup: 1,
          steps: 10,
          throttle: '1,4',
          viewport: '1280x720',
          launchFrom: `http://localhost:${peersPort}/launch.html`,
        },
        targets: targets(
          `http://127.0.0.1:${peersPort}`,
          podium.url + viewPath,
          `http://127.0.0.1:${peersPort}/podium-static/index.html`,
        ),
      }),
    );
    execFileSync(process.execPath, ['bench/peers/measure.mjs', '--config', config, '--out', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const results = readdirSync(out)
      .filter((file) => file.endsWith('.json') && file !== 'config.json')
      .map((file) => JSON.parse(readFileSync(path.join(out, file), 'utf8')));
    const order = targets('', '', '').map((t) => t.name);
    const rows = results.map(rowOf).sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    const floor = results.find((r) => r.target.name === 'static floor');
    const floorTimes = floor?.runs.map((r) => r.load.readyPaintedAt) ?? [];
    const floorRow = rows.find((row) => row.name === 'static floor');
    if (floorRow && floorTimes.length)
      floorRow.floorRangeMs = `${round(Math.min(...floorTimes))}–${round(Math.max(...floorTimes))}`;

    // Podium's ratio to the best peer on each column (the floor is not a peer).
    const peers = rows.filter((row) => ['reveal.js', 'impress.js'].includes(row.name));
    const best = (key) => Math.min(...peers.map((row) => row[key]).filter((v) => v !== null));
    const start = rows.find((row) => row.name === 'Podium start screen');
    const staticCopy = rows.find((row) => row.name === 'Podium static copy');
    if (start && floorRow)
      for (const rate of [1, 4]) {
        start[`vsFloor${rate}x`] = round(start[`firstStepMs${rate}x`] / floorRow[`firstStepMs${rate}x`], 2);
        if (staticCopy)
          start[`vsStaticCopy${rate}x`] = round(
            start[`firstStepMs${rate}x`] / staticCopy[`firstStepMs${rate}x`],
            2,
          );
      }
    const first = rows.find((row) => row.name === 'Podium first step');
    if (first) {
      for (const key of ['firstStepMs1x', 'firstStepMs4x', 'longFrames4x', 'droppedPct4x']) {
        const ratio = first[key] / best(key);
        first[`${key}VsBestPeer`] = Number.isFinite(ratio) ? round(ratio, 2) : first[key] === 0 ? 0 : null;
      }
      const reveal = rows.find((row) => row.name === 'reveal.js');
      if (reveal) first.heapVsRevealJs = round(first.heapAfterGcMB / reveal.heapAfterGcMB, 2);
    }
    return rows;
  } finally {
    peersServer.kill();
    await podium.stop();
    rmSync(out, { recursive: true, force: true });
  }
}
