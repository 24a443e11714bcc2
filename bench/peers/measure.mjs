#!/usr/bin/env node
// measure.mjs — performance harness for presentation viewers (slide decks, zooming canvases).
//
// For every run it launches a fresh Chromium profile (so HTTP cache and V8 code cache start cold),
// loads one URL, waits for "ready", and records:
//   payload   requests, JS/CSS/HTML bytes (raw + gzip-6 + brotli-11 equivalents), inline JS/CSS in the HTML
//   loading   FP/FCP, LCP, DOMContentLoaded, load, time to "first slide visible", TBT-like long-task sum
//   memory    V8 heap used after load (CDP Runtime.getHeapUsage, before and after a forced GC) and after navigating
//   motion    N "next" navigations with a requestAnimationFrame recorder; frames rendered, frame-interval
//             median / p95 / max, count > 33 ms, long animation frames, worst key-event duration
// for every CPU-throttling rate requested (CDP Emulation.setCPUThrottlingRate), then reports medians + min–max.
//
// Run `node measure.mjs --help` for its options.
//
// Podium: copied from the team's viewer-measuring harness as that harness asks, and kept
// as it came apart from these changes, so a new version can be compared line by line: profiles and
// results default under the system's temp folder, and playwright-core's version is read from the
// project's dependency. Biome leaves this file alone (biome.json). bench/peers.mjs drives it.
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import os from 'node:os';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// Chromium flags requested for this lab. Playwright adds its own defaults on top (recorded in the JSON output).
const BASE_CHROME_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const DEFAULTS = {
  name: null,
  url: null,
  runs: 5,             // measured runs per throttling rate
  warmup: 1,           // discarded runs (rate = first rate) before measuring
  steps: 10,           // number of "next" navigations
  throttle: '1,4',     // CPU throttling rates (1 = none)
  viewport: '1280x720',
  nextKey: 'ArrowRight',   // key pressed for "next" (Playwright key name); ignored when nextExpr is set
  nextExpr: null,          // JS expression evaluated in the page for "next" instead of a key, e.g. "Reveal.next()"
  readyEvent: null,        // DOM event name that marks "ready" (listened for on window, capture phase)
  readySelector: null,     // CSS selector; ready when it matches a rendered (non-zero box, visible) element
  readyExpr: null,         // JS expression; ready when truthy (checked every animation frame)
  stateExpr: 'location.href', // JS expression describing the current slide; used to verify that "next" advanced
  settleMs: 1000,      // idle wait after load+ready before sampling heap / starting transitions
  gapMs: 400,          // idle wait before each "next"
  minStepMs: 500,      // a step lasts at least this long after the key press
  quietMs: 150,        // ...and ends after this long without activity (animations / DOM mutations)
  maxStepMs: 5000,     // hard cap per step; also: animations longer than this are treated as ambient & ignored
  stepMs: null,        // fixed window per step (ms) instead of activity detection (use for canvas/WebGL viewers)
  activity: 'anim+mutation', // what counts as "transition in progress": anim | mutation | anim+mutation
  longFrameMs: 33,     // frame intervals above this are counted as long ("janky") frames
  traceFrames: true,   // also trace compositor frames (PipelineReporter) during the transitions
  interleave: true,    // with several targets: run i of every target before run i+1 of any
  blockExternal: true, // resolve every host except the target's (and allowHosts) to NXDOMAIN
  allowHosts: '',      // comma-separated extra hosts that may be resolved when blockExternal is on
  chromium: '/usr/bin/chromium',
  chromeArgs: [],      // extra Chromium flags
  timeoutMs: 60000,
  out: path.join(os.tmpdir(), 'podium-peers-results'),
};

const OPTIONS = {
  config: { type: 'string', help: 'JSON file: {"defaults": {...}, "targets": [{name, url, ...}, ...]} (camelCase keys)' },
  url: { type: 'string', help: 'page to measure (overrides the config targets)' },
  name: { type: 'string', help: 'label for the page (default: the URL)' },
  runs: { type: 'string', help: 'measured runs per throttling rate (default 5)' },
  warmup: { type: 'string', help: 'discarded warm-up runs (default 1)' },
  steps: { type: 'string', help: 'number of "next" navigations (default 10)' },
  throttle: { type: 'string', help: 'comma-separated CPU throttling rates (default "1,4")' },
  viewport: { type: 'string', help: 'WIDTHxHEIGHT (default 1280x720)' },
  'next-key': { type: 'string', help: 'key to press for "next" (default ArrowRight)' },
  'next-expr': { type: 'string', help: 'JS expression for "next" instead of a key, e.g. "Reveal.next()"' },
  'ready-event': { type: 'string', help: 'DOM event that marks ready, e.g. "ready" (reveal.js) or "impress:init"' },
  'ready-selector': { type: 'string', help: 'CSS selector of the first visible slide, e.g. ".step.active"' },
  'ready-expr': { type: 'string', help: 'JS expression that is truthy once the first slide is shown' },
  'state-expr': { type: 'string', help: 'JS expression identifying the current slide (default location.href)' },
  'settle-ms': { type: 'string', help: 'idle after ready before heap + transitions (default 1000)' },
  'gap-ms': { type: 'string', help: 'idle before each "next" (default 400)' },
  'min-step-ms': { type: 'string', help: 'minimum step length (default 500)' },
  'quiet-ms': { type: 'string', help: 'step ends after this long without activity (default 150)' },
  'max-step-ms': { type: 'string', help: 'maximum step length (default 5000)' },
  'step-ms': { type: 'string', help: 'fixed window per step instead of activity detection' },
  activity: { type: 'string', help: 'anim | mutation | anim+mutation (default)' },
  'long-frame-ms': { type: 'string', help: 'threshold for long frames (default 33)' },
  'trace-frames': { type: 'string', help: 'true|false: trace compositor frames during transitions (default true)' },
  interleave: { type: 'string', help: 'true|false: interleave runs of several targets (default true)' },
  'block-external': { type: 'string', help: 'true|false: make other hosts fail DNS (default true)' },
  'allow-hosts': { type: 'string', help: 'comma-separated hosts allowed in addition to the target host' },
  chromium: { type: 'string', help: 'Chromium executable (default /usr/bin/chromium)' },
  'chrome-arg': { type: 'string', multiple: true, help: 'extra Chromium flag (repeatable)' },
  'timeout-ms': { type: 'string', help: 'navigation / ready timeout (default 60000)' },
  out: { type: 'string', help: 'output directory (default ./results)' },
  help: { type: 'boolean', short: 'h', help: 'show this help' },
};

const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const NUMERIC = new Set(['runs', 'warmup', 'steps', 'settleMs', 'gapMs', 'minStepMs', 'quietMs', 'maxStepMs', 'stepMs', 'longFrameMs', 'timeoutMs']);

function usage() {
  const lines = ['Usage: node measure.mjs --url URL [options]    |    node measure.mjs --config peers.json [options]', ''];
  for (const [k, v] of Object.entries(OPTIONS)) lines.push(`  --${k.padEnd(16)} ${v.help}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// In-page instrumentation (installed with addInitScript before any page script runs)
// ---------------------------------------------------------------------------------------------
function initScript(t) {
  const readyCheck = t.readySelector
    ? `(function(){ var el = document.querySelector(${JSON.stringify(t.readySelector)}); if (!el) return false;
         var r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
         var cs = getComputedStyle(el); return cs.visibility !== 'hidden' && cs.display !== 'none'; })()`
    : t.readyExpr ? `(${t.readyExpr})` : null;
  return `(() => {
  if (window !== window.top || window.__pl) return;
  const pl = window.__pl = { lcp: [], longtasks: [], loaf: [], events: [], keyAt: [], readyAt: null, readyPaintedAt: null, readyEventAt: null, rec: null };
  const obs = (type, fn, extra) => { try { new PerformanceObserver(l => l.getEntries().forEach(fn)).observe(Object.assign({ type, buffered: true }, extra || {})); } catch (e) {} };
  const desc = (el) => { if (!el || !el.tagName) return null; let s = el.tagName.toLowerCase(); if (el.id) s += '#' + el.id;
    if (typeof el.className === 'string' && el.className.trim()) s += '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.'); return s; };
  obs('largest-contentful-paint', e => pl.lcp.push({ t: e.startTime, size: e.size, el: desc(e.element), url: (e.url || '').slice(0, 160) }));
  obs('longtask', e => pl.longtasks.push({ t: e.startTime, d: e.duration }));
  obs('long-animation-frame', e => pl.loaf.push({ t: e.startTime, d: e.duration, block: e.blockingDuration }));
  obs('event', e => { if (/^key/.test(e.name)) pl.events.push({ name: e.name, t: e.startTime, d: e.duration, id: e.interactionId, proc: e.processingEnd - e.processingStart }); }, { durationThreshold: 16 });
  addEventListener('keydown', e => { pl.keyAt.push(e.timeStamp); }, true);
  ${t.readyEvent ? `addEventListener(${JSON.stringify(t.readyEvent)}, () => { if (pl.readyEventAt === null) pl.readyEventAt = performance.now(); }, true);` : ''}
  ${readyCheck ? `const check = () => { let ok = false; try { ok = !!${readyCheck}; } catch (e) {}
    if (ok) { pl.readyAt = performance.now(); requestAnimationFrame(() => { pl.readyPaintedAt = performance.now(); }); return; }
    requestAnimationFrame(check); };
  requestAnimationFrame(check);` : ''}
  pl.isReady = () => ${t.readyEvent ? 'pl.readyEventAt !== null' : 'true'} && ${readyCheck ? 'pl.readyPaintedAt !== null' : 'true'};

  // Frame recorder: one rAF loop; for each frame store the frame timestamp (ts), the time the callback ran (cbt)
  // and whether a transition was in progress (finite, non-ambient animations running, or DOM mutated since last frame).
  pl.startRecorder = (o) => {
    const rec = pl.rec = { ts: [], cbt: [], active: [], muts: 0, running: true };
    if (o.mut) { rec.mo = new MutationObserver(l => { rec.muts += l.length; });
      rec.mo.observe(document, { subtree: true, attributes: true, childList: true, characterData: true }); }
    const loop = (ts) => {
      if (!rec.running) return;
      let n = 0;
      if (o.anim) for (const a of document.getAnimations()) {
        if (a.playState !== 'running' || !a.effect) continue;
        const end = a.effect.getComputedTiming().endTime;
        if (end < o.maxAnimMs) n++;          // infinite / very long animations (spinners, "bounce" hints) are ambient
      }
      const active = n > 0 || rec.muts > 0; rec.muts = 0;
      rec.ts.push(ts); rec.cbt.push(performance.now()); rec.active.push(active ? 1 : 0);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  };
  pl.stopRecorder = () => { const r = pl.rec; r.running = false; if (r.mo) r.mo.disconnect();
    return { ts: r.ts, cbt: r.cbt, active: r.active, loaf: pl.loaf, events: pl.events }; };
  // Resolve once the step is over: fixed window, or (>= minStepMs and quietMs without activity) or maxStepMs.
  pl.waitStep = (o) => new Promise(resolve => {
    const r = pl.rec;
    const tick = () => {
      const now = performance.now(), el = now - o.tPress;
      let lastActive = null;
      for (let i = r.cbt.length - 1; i >= 0 && r.cbt[i] >= o.tPress; i--) if (r.active[i]) { lastActive = r.cbt[i]; break; }
      if (o.stepMs) { if (el >= o.stepMs) return resolve({ tDone: now, lastActive: null, timedOut: false }); }
      else {
        const quiet = now - (lastActive === null ? o.tPress : lastActive);
        if ((el >= o.minStepMs && quiet >= o.quietMs) || el >= o.maxStepMs) return resolve({ tDone: now, lastActive, timedOut: el >= o.maxStepMs });
      }
      setTimeout(tick, 20);
    };
    tick();
  });
})();`;
}

// ---------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
const median = (a) => { const s = a.filter(x => x != null && !Number.isNaN(x)).sort((x, y) => x - y); if (!s.length) return null;
  const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const pct = (a, p) => { const s = a.filter(x => x != null).sort((x, y) => x - y); if (!s.length) return null;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p / 100 * s.length) - 1))]; }; // nearest rank
const min = (a) => { const s = a.filter(x => x != null); return s.length ? Math.min(...s) : null; };
const max = (a) => { const s = a.filter(x => x != null); return s.length ? Math.max(...s) : null; };
const MB = (b) => b / 1048576;
const log = (...a) => console.error('[measure]', ...a);

const compressCache = new Map();
function compressed(url, buf) {
  const key = url + '|' + buf.length;
  if (!compressCache.has(key)) {
    compressCache.set(key, {
      gz: zlib.gzipSync(buf, { level: 6 }).length,
      br: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
    });
  }
  return compressCache.get(key);
}

// Compositor-side view of the same windows, from cc's PipelineReporter trace events (one per frame per
// reporter; state = STATE_PRESENTED_ALL | STATE_PRESENTED_PARTIAL | STATE_DROPPED | STATE_NO_UPDATE_DESIRED).
// "partial" = compositor presented a new frame (e.g. a compositor-driven CSS transition) without the main-thread update.
function compositorFrames(events, syncMs, windows, longMs) {
  const sync = events.find(e => e.name === 'pl-sync');
  if (!sync) return { cfError: 'no sync mark in trace' };
  const pid = sync.pid, off = sync.ts - syncMs * 1000;           // trace µs = performance.now() ms * 1000 + off
  const open = new Map(), reps = [];
  for (const e of events.filter(e => e.name === 'PipelineReporter' && e.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const key = `${e.tid}|${e.id2?.local ?? e.id2?.global ?? e.id ?? ''}`;
    if (e.ph === 'b') open.set(key, e);
    else if (e.ph === 'e' && open.has(key)) {
      const b = open.get(key); open.delete(key);
      const fr = (b.args && b.args.frame_reporter) || {};
      reps.push({ seq: fr.frame_sequence, state: fr.state, start: (b.ts - off) / 1000, end: (e.ts - off) / 1000 });
    }
  }
  const rank = { STATE_PRESENTED_ALL: 3, STATE_PRESENTED_PARTIAL: 2, STATE_DROPPED: 1, STATE_NO_UPDATE_DESIRED: 0 };
  let presented = 0, partial = 0, dropped = 0, noUpdate = 0; const iv = [], perWindow = [];
  for (const [s, e] of windows) {
    const w0 = { presented, partial, dropped };
    const bySeq = new Map();
    for (const r of reps) if (r.start >= s && r.start <= e) {
      const cur = bySeq.get(r.seq);
      if (!cur || (rank[r.state] ?? -1) > (rank[cur.state] ?? -1)) bySeq.set(r.seq, r);
    }
    const pres = [];
    for (const r of bySeq.values()) {
      if (r.state === 'STATE_PRESENTED_ALL' || r.state === 'STATE_PRESENTED_PARTIAL') { presented++; pres.push(r.end); if (r.state === 'STATE_PRESENTED_PARTIAL') partial++; }
      else if (r.state === 'STATE_DROPPED') dropped++; else noUpdate++;
    }
    pres.sort((a, b) => a - b);
    for (let i = 1; i < pres.length; i++) iv.push(pres[i] - pres[i - 1]);
    perWindow.push({ presented: presented - w0.presented, partial: partial - w0.partial, dropped: dropped - w0.dropped });
  }
  return {
    cfReporters: reps.length, cfPresented: presented, cfPartial: partial, cfDropped: dropped, cfNoUpdate: noUpdate,
    cfDroppedPct: presented + dropped ? 100 * dropped / (presented + dropped) : null,
    cfMedianMs: median(iv), cfP95Ms: pct(iv, 95), cfMaxMs: max(iv), cfLong: iv.filter(x => x > longMs).length, cfPerWindow: perWindow,
  };
}

function inlineFromHtml(html) {
  let js = '', css = '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const ty = (attrs.match(/\btype\s*=\s*["']?([^"'\s>]+)/i) || [])[1];
    if (!ty || /^(module|(text|application)\/(x-)?(java|ecma)script)$/i.test(ty)) js += m[2];
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) css += m[1];
  return { js: Buffer.from(js), css: Buffer.from(css) };
}

// ---------------------------------------------------------------------------------------------
// one run = one fresh browser profile, one page load, N transitions, at one CPU throttling rate
// ---------------------------------------------------------------------------------------------
async function oneRun(t, rate, meta) {
  const [vw, vh] = String(t.viewport).split('x').map(Number);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-peers-profile-'));
  const args = [...BASE_CHROME_ARGS];
  if (t.blockExternal) {
    const hosts = new Set(['127.0.0.1', 'localhost', new URL(t.url).hostname, ...String(t.allowHosts || '').split(',').map(s => s.trim()).filter(Boolean)]);
    args.push(`--host-resolver-rules=MAP * ~NOTFOUND, ${[...hosts].map(h => 'EXCLUDE ' + h).join(', ')}`);
  }
  args.push(...(t.chromeArgs || []));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: t.chromium, headless: true, args, viewport: { width: vw, height: vh }, deviceScaleFactor: 1,
  });
  try {
    if (!meta.browser) {
      const b = await ctx.browser()?.newBrowserCDPSession().catch(() => null);
      meta.browser = { version: ctx.browser()?.version() };
      if (b) {
        meta.browser.commandLine = (await b.send('Browser.getBrowserCommandLine').catch(() => ({}))).arguments;
        const info = await b.send('SystemInfo.getInfo').catch(() => null);
        if (info) meta.browser.gpu = { featureStatus: info.gpu.featureStatus, devices: info.gpu.devices.map(d => `${d.vendorString} ${d.deviceString}`.trim()) };
      }
    }
    if (!meta.browser.commandLine) { // fall back to /proc: the browser process is the one with our profile dir and no --type=
      for (const pid of fs.readdirSync('/proc').filter(d => /^\d+$/.test(d))) {
        try {
          const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
          if (argv.some(a => a === `--user-data-dir=${profile}`) && !argv.some(a => a.startsWith('--type='))) {
            meta.browser.commandLine = argv.map(a => a.startsWith('--user-data-dir=') ? '--user-data-dir=<fresh temp dir>' : a); break;
          }
        } catch {}
      }
    }
    const page = ctx.pages()[0] || await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable', { maxTotalBufferSize: 400e6, maxResourceBufferSize: 200e6 });
    const reqs = new Map();
    let phase = 'load';
    cdp.on('Network.requestWillBeSent', e => {
      const r = reqs.get(e.requestId);
      if (r) { r.url = e.request.url; r.redirects++; return; }
      reqs.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type, phase, redirects: 0, data: 0, encoded: 0, status: null, failed: null });
    });
    cdp.on('Network.responseReceived', e => { const r = reqs.get(e.requestId); if (r) { r.status = e.response.status; r.mime = e.response.mimeType; r.type = e.type || r.type; r.encodingHeader = e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || null; } });
    cdp.on('Network.dataReceived', e => { const r = reqs.get(e.requestId); if (r) r.data += e.dataLength; });
    cdp.on('Network.loadingFinished', e => { const r = reqs.get(e.requestId); if (r) { r.encoded = e.encodedDataLength; r.done = true; } });
    cdp.on('Network.loadingFailed', e => { const r = reqs.get(e.requestId); if (r) { r.failed = e.errorText || 'failed'; r.blocked = e.blockedReason; } });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript({ content: initScript(t) });

    if (t.launchFrom) {
      // Arrive as a visitor does: from a page of another site, by a link (a renderer-initiated,
      // cross-site navigation). Every target then pays the same process start, with or without an
      // opener policy; the target's timings count from its own navigation start.
      await page.goto(t.launchFrom, { waitUntil: 'load', timeout: t.timeoutMs });
      await Promise.all([
        page.waitForURL(u => u.href.split('#')[0] === new URL(t.url).href.split('#')[0], { waitUntil: 'load', timeout: t.timeoutMs }),
        page.evaluate(u => { const a = document.createElement('a'); a.href = u; document.body.append(a); a.click(); }, t.url),
      ]);
    } else {
      await page.goto(t.url, { waitUntil: 'load', timeout: t.timeoutMs });
    }
    await page.waitForFunction(() => window.__pl && window.__pl.isReady(), null, { timeout: t.timeoutMs, polling: 50 });
    await sleep(t.settleMs);

    // ---- loading metrics
    const L = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] || {};
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map(e => [e.name, e.startTime]));
      const pl = window.__pl, fcp = paint['first-contentful-paint'] ?? null, lcp = pl.lcp[pl.lcp.length - 1];
      const tbt = fcp == null ? null : pl.longtasks.filter(l => l.t >= fcp).reduce((s, l) => s + Math.max(0, l.d - 50), 0);
      return {
        ttfb: nav.responseStart, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive,
        dcl: nav.domContentLoadedEventStart, dclEnd: nav.domContentLoadedEventEnd, load: nav.loadEventStart, loadEnd: nav.loadEventEnd,
        fp: paint['first-paint'] ?? null, fcp, lcp: lcp ? lcp.t : null, lcpEl: lcp ? lcp.el : null, lcpUrl: lcp ? lcp.url : null, lcpSize: lcp ? lcp.size : null,
        readyAt: pl.readyAt, readyPaintedAt: pl.readyPaintedAt, readyEventAt: pl.readyEventAt, longTasks: pl.longtasks.length, tbt,
        domElements: document.getElementsByTagName('*').length, perfMemoryUsed: performance.memory ? performance.memory.usedJSHeapSize : null,
      };
    });

    // ---- memory
    const h1 = await cdp.send('Runtime.getHeapUsage');
    await cdp.send('HeapProfiler.collectGarbage');
    const h2 = await cdp.send('Runtime.getHeapUsage');

    // ---- payload (requests made until now)
    const N = { requests: 0, failed: 0, failedHosts: [], js: 0, jsFiles: 0, jsGz: 0, jsBr: 0, css: 0, cssFiles: 0, cssGz: 0, cssBr: 0,
      doc: 0, docGz: 0, img: 0, font: 0, media: 0, other: 0, total: 0, transfer: 0,
      inlineJs: 0, inlineJsGz: 0, inlineCss: 0, inlineCssGz: 0, files: [] };
    for (const r of reqs.values()) {
      if (/^(data|blob|about|chrome-extension):/.test(r.url)) continue;
      N.requests++;
      if (r.failed) { N.failed++; try { N.failedHosts.push(new URL(r.url).host); } catch {} continue; }
      N.transfer += r.encoded;
      let body = null;
      if (['Script', 'Stylesheet', 'Document'].includes(r.type) && r.done) {
        try { const b = await cdp.send('Network.getResponseBody', { requestId: r.id }); body = Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8'); } catch {}
      }
      const size = body ? body.length : r.data;
      N.total += size;
      const c = body ? compressed(r.url, body) : null;
      if (r.type === 'Script') { N.jsFiles++; N.js += size; N.jsGz += c ? c.gz : size; N.jsBr += c ? c.br : size; }
      else if (r.type === 'Stylesheet') { N.cssFiles++; N.css += size; N.cssGz += c ? c.gz : size; N.cssBr += c ? c.br : size; }
      else if (r.type === 'Document') {
        N.doc += size; N.docGz += c ? c.gz : size;
        if (body && r.url.split('#')[0] === page.url().split('#')[0]) {
          const inl = inlineFromHtml(body.toString('utf8'));
          N.inlineJs = inl.js.length; N.inlineJsGz = inl.js.length ? compressed(r.url + '#js', inl.js).gz : 0;
          N.inlineCss = inl.css.length; N.inlineCssGz = inl.css.length ? compressed(r.url + '#css', inl.css).gz : 0;
        }
      }
      else if (r.type === 'Image') N.img += size; else if (r.type === 'Font') N.font += size; else if (r.type === 'Media') N.media += size; else N.other += size;
      N.files.push({ url: r.url, type: r.type, status: r.status, bytes: size, gz: c ? c.gz : null, br: c ? c.br : null, transfer: r.encoded, contentEncoding: r.encodingHeader });
    }
    N.failedHosts = [...new Set(N.failedHosts)];

    // ---- transitions
    phase = 'nav';
    const o = { anim: /anim/.test(t.activity), mut: /mut/.test(t.activity), maxAnimMs: t.maxStepMs };
    const evalState = () => page.evaluate(`(() => { try { return String(${t.stateExpr}); } catch (e) { return 'ERR ' + e.message; } })()`);
    let trace = null, traceSync = null;
    if (t.traceFrames) {
      trace = [];
      cdp.on('Tracing.dataCollected', e => { for (const ev of e.value) if (ev.name === 'PipelineReporter' || ev.name === 'pl-sync') trace.push(ev); });
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.frame', 'blink.user_timing'], excludedCategories: ['*'] } });
      traceSync = await page.evaluate(() => performance.mark('pl-sync').startTime);
    }
    await page.evaluate((o) => window.__pl.startRecorder(o), o);
    let prev = await evalState();
    const states = [prev], steps = [];
    for (let i = 0; i < t.steps; i++) {
      await sleep(t.gapMs);
      let tPress;
      if (t.nextExpr) tPress = await page.evaluate(`(() => { const t0 = performance.now(); ${t.nextExpr}; return t0; })()`);
      else {
        const n0 = await page.evaluate(() => window.__pl.keyAt.length);
        await page.keyboard.press(t.nextKey);
        tPress = await page.evaluate((n0) => window.__pl.keyAt[n0] ?? null, n0);
        if (tPress == null) tPress = await page.evaluate(() => performance.now()); // key never reached the page
      }
      const w = await page.evaluate((a) => window.__pl.waitStep(a), { tPress, minStepMs: t.minStepMs, quietMs: t.quietMs, maxStepMs: t.maxStepMs, stepMs: t.stepMs });
      const st = await evalState();
      steps.push({ tPress, ...w, state: st, advanced: st !== prev });
      states.push(st); prev = st;
    }
    await sleep(Math.max(50, t.quietMs));
    const rec = await page.evaluate(() => window.__pl.stopRecorder());
    if (trace) { const done = new Promise(r => cdp.once('Tracing.tracingComplete', r)); await cdp.send('Tracing.end'); await done; }
    const h3 = await cdp.send('Runtime.getHeapUsage');
    const calib = await page.evaluate(() => { const t0 = performance.now(); let x = 0; for (let i = 0; i < 3e7; i++) x += Math.sqrt(i); return [performance.now() - t0, x][0]; });

    // frame windows per step: from the last frame before the press to the first frame after the last active frame
    const intervals = [], perStep = [], windows = [];
    let frames = 0, windowMs = 0, loafCount = 0, loafBlock = 0, timedOut = 0;
    for (const s of steps) {
      let i0 = -1; for (let i = 0; i < rec.cbt.length; i++) { if (rec.cbt[i] < s.tPress) i0 = i; else break; }
      const end = t.stepMs ? s.tPress + t.stepMs : (s.lastActive ?? s.tPress);
      let i1 = rec.cbt.findIndex(c => c > end);
      if (i1 < 0) i1 = rec.cbt.length - 1;
      if (i0 < 0) i0 = 0;
      const iv = [];
      for (let i = i0 + 1; i <= i1; i++) iv.push(rec.ts[i] - rec.ts[i - 1]);
      intervals.push(...iv); frames += iv.length; const wms = rec.ts[i1] - rec.ts[i0]; windowMs += wms; windows.push([rec.ts[i0], rec.ts[i1]]);
      const lo = rec.loaf.filter(l => l.t >= rec.ts[i0] - 1 && l.t <= rec.ts[i1]);
      loafCount += lo.length; loafBlock += lo.reduce((a, l) => a + (l.block || 0), 0);
      if (s.timedOut) timedOut++;
      perStep.push({ state: s.state, advanced: s.advanced, settleMs: s.lastActive != null ? +(s.lastActive - s.tPress).toFixed(1) : (t.stepMs ? null : 0), frames: iv.length,
        windowMs: +wms.toFixed(1), maxFrameMs: +(max(iv) ?? 0).toFixed(1), longFrames: iv.filter(x => x > t.longFrameMs).length, timedOut: s.timedOut });
    }
    // key interactions (Event Timing API; only events >= 16 ms are reported by the browser)
    const byInteraction = new Map();
    for (const e of rec.events) if (e.id) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) || 0, e.d));
    const T = {
      advanced: steps.filter(s => s.advanced).length, frames, windowMs, fps: windowMs ? frames / windowMs * 1000 : null,
      medianFrameMs: median(intervals), p95FrameMs: pct(intervals, 95), maxFrameMs: max(intervals),
      longFrames: intervals.filter(x => x > t.longFrameMs).length,
      droppedFramesEst: intervals.reduce((a, x) => a + Math.max(0, Math.round(x / 16.667) - 1), 0),
      loafCount, loafBlockingMs: loafBlock, settleMedianMs: median(perStep.map(s => s.settleMs)), timedOutSteps: timedOut,
      worstKeyEventMs: byInteraction.size ? max([...byInteraction.values()]) : null, slowKeyInteractions: byInteraction.size,
      lazyRequests: [...reqs.values()].filter(r => r.phase === 'nav' && !/^(data|blob):/.test(r.url)).length,
    };
    if (trace) {
      Object.assign(T, compositorFrames(trace, traceSync, windows, t.longFrameMs));
      (T.cfPerWindow || []).forEach((w, i) => { perStep[i].cf = w; });
      delete T.cfPerWindow;
    }
    return {
      rate,
      load: L,
      heap: { usedMB: MB(h1.usedSize), totalMB: MB(h1.totalSize), usedAfterGcMB: MB(h2.usedSize), usedAfterNavMB: MB(h3.usedSize), embedderMB: MB(h1.embedderHeapUsedSize || 0) },
      net: N,
      trans: T,
      steps: perStep,
      states,
      cpuCalibMs: calib,
      finalUrl: page.url(),
    };
  } finally {
    await ctx.close().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// summary
// ---------------------------------------------------------------------------------------------
const METRICS = [
  // [group, label, getter, decimals]
  ['load', 'First Contentful Paint (ms)', r => r.load.fcp, 0],
  ['load', 'Largest Contentful Paint (ms)', r => r.load.lcp, 0],
  ['load', 'DOMContentLoaded (ms)', r => r.load.dcl, 0],
  ['load', 'load event (ms)', r => r.load.load, 0],
  ['load', 'first slide visible (ms): frame after selector/expr matched', r => r.load.readyPaintedAt, 0],
  ['load', '…selector/expr first true (rAF)', r => r.load.readyAt, 0],
  ['load', 'ready event (ms)', r => r.load.readyEventAt, 0],
  ['load', 'TBT-like: Σ(long task − 50) after FCP (ms)', r => r.load.tbt, 0],
  ['load', 'DOM elements', r => r.load.domElements, 0],
  ['mem', 'JS heap used after load (MB)', r => r.heap.usedMB, 2],
  ['mem', 'JS heap used after forced GC (MB)', r => r.heap.usedAfterGcMB, 2],
  ['mem', 'JS heap used after the N transitions (MB)', r => r.heap.usedAfterNavMB, 2],
  ['mem', 'Blink/embedder heap used after load (MB; DOM etc.)', r => r.heap.embedderMB, 2],
  ['nav', 'steps that changed state', r => r.trans.advanced, 0],
  ['nav', 'transition settle time per step, median (ms)', r => r.trans.settleMedianMs, 0],
  ['nav', 'frames rendered during transitions', r => r.trans.frames, 0],
  ['nav', 'transition window total (ms)', r => r.trans.windowMs, 0],
  ['nav', 'effective fps during transitions', r => r.trans.fps, 1],
  ['nav', 'frame interval median (ms)', r => r.trans.medianFrameMs, 1],
  ['nav', 'frame interval p95 (ms)', r => r.trans.p95FrameMs, 1],
  ['nav', 'frame interval max (ms)', r => r.trans.maxFrameMs, 1],
  ['nav', 'frames > long-frame threshold', r => r.trans.longFrames, 0],
  ['nav', 'estimated dropped frames (60 Hz)', r => r.trans.droppedFramesEst, 0],
  ['nav', 'long animation frames (LoAF ≥ 50 ms)', r => r.trans.loafCount, 0],
  ['cf', 'compositor: frames presented in the windows (trace)', r => r.trans.cfPresented, 0],
  ['cf', 'compositor: …of which partial (main-thread update missing)', r => r.trans.cfPartial, 0],
  ['cf', 'compositor: dropped frames', r => r.trans.cfDropped, 0],
  ['cf', 'compositor: dropped-frame %', r => r.trans.cfDroppedPct, 1],
  ['cf', 'compositor: presented-frame interval p95 (ms)', r => r.trans.cfP95Ms, 1],
  ['cf', 'compositor: presented-frame interval max (ms)', r => r.trans.cfMaxMs, 1],
  ['cf', 'compositor: presented-frame intervals > long-frame threshold', r => r.trans.cfLong, 0],
  ['nav', 'worst key interaction (Event Timing, ms; "<16" if none ≥ 16)', r => r.trans.worstKeyEventMs, 0],
  ['cpu', 'CPU calibration loop, 3e7 × Math.sqrt (ms)', r => r.cpuCalibMs, 0],
];
const NET = [
  ['requests (failed/blocked)', n => `${n.requests} (${n.failed})`],
  ['JS files: raw / gzip-6 / brotli-11', n => `${n.jsFiles} files: ${kb(n.js)} / ${kb(n.jsGz)} / ${kb(n.jsBr)}`],
  ['CSS files: raw / gzip-6 / brotli-11', n => `${n.cssFiles} files: ${kb(n.css)} / ${kb(n.cssGz)} / ${kb(n.cssBr)}`],
  ['HTML document(s): raw / gzip-6', n => `${kb(n.doc)} / ${kb(n.docGz)}`],
  ['…of which inline JS: raw / gzip-6', n => `${kb(n.inlineJs)} / ${kb(n.inlineJsGz)}`],
  ['…of which inline CSS: raw / gzip-6', n => `${kb(n.inlineCss)} / ${kb(n.inlineCssGz)}`],
  ['JS+CSS (files + inline): raw / gzip-6', n => `${kb(n.js + n.css + n.inlineJs + n.inlineCss)} / ${kb(n.jsGz + n.cssGz + n.inlineJsGz + n.inlineCssGz)}`],
  ['images / fonts / other', n => `${kb(n.img)} / ${kb(n.font)} / ${kb(n.other + n.media)}`],
  ['all bodies (uncompressed) / on-the-wire incl. headers', n => `${kb(n.total)} / ${kb(n.transfer)}`],
];
function kb(b) { return b >= 1048576 ? (b / 1048576).toFixed(2) + ' MB' : (b / 1024).toFixed(1) + ' KB'; }
const fmt = (v, d) => v == null ? '–' : Number(v).toFixed(d);

function summarize(res) {
  const t = res.target, rates = [...new Set(res.runs.map(r => r.rate))];
  const byRate = Object.fromEntries(rates.map(rt => [rt, res.runs.filter(r => r.rate === rt)]));
  const out = [];
  out.push(`### ${t.name || t.url}`, '', `URL: \`${t.url}\` — ${Math.round(res.runs.length / rates.length)} runs × CPU rates ${rates.join(', ')}; ${t.steps} × "${t.nextExpr ? t.nextExpr : t.nextKey}"; viewport ${t.viewport}`, '');
  // payload: identical across runs normally; show the first run and flag differences
  const first = res.runs[0].net;
  const netRows = NET.map(([label, f]) => { const vals = [...new Set(res.runs.map(r => f(r.net)))]; return `| ${label} | ${vals[0]}${vals.length > 1 ? ` (varied: ${vals.length} distinct values)` : ''} |`; });
  out.push('| Payload (until ready + settle) | value |', '|---|---|', ...netRows);
  if (first.failedHosts.length) out.push(`| blocked external hosts | ${first.failedHosts.join(', ')} |`);
  const big = [...first.files].sort((a, b) => b.bytes - a.bytes).slice(0, 6)
    .map(f => `${f.url.replace(/^https?:\/\/[^/]+/, '').split('/').slice(-2).join('/')} ${kb(f.bytes)}${f.gz != null ? ' (gz ' + kb(f.gz) + ')' : ''}`);
  out.push(`| largest files | ${big.join('; ')} |`);
  out.push('');
  out.push(`| Metric | ${rates.map(r => `CPU ${r}×: median [min–max]`).join(' | ')} |`, `|---|${rates.map(() => '---').join('|')}|`);
  const stats = {};
  for (const [, label, get, d] of METRICS) {
    const cells = rates.map(rt => {
      const v = byRate[rt].map(get);
      const m = median(v), lo = min(v), hi = max(v);
      (stats[rt] ||= {})[label] = { median: m, min: lo, max: hi, values: v };
      if (m == null) return label.includes('<16') && !t.nextExpr ? '<16' : '–';
      return `${fmt(m, d)} [${fmt(lo, d)}–${fmt(hi, d)}]`;
    });
    out.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  const lcpEls = [...new Set(res.runs.map(r => r.load.lcpEl + (r.load.lcpUrl ? ' ' + r.load.lcpUrl.replace(/^(data:[^;,]*).*/, '$1,…') : '')))];
  out.push('', `LCP element(s): ${lcpEls.map(e => '`' + e + '`').join(', ')}`);
  out.push(`Slide states visited (run 1): ${res.runs[0].states.map(s => '`' + String(s).replace(/^https?:\/\/[^/]+/, '') + '`').join(' → ')}`, '');
  return { markdown: out.join('\n'), stats };
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const { values: cli } = parseArgs({ options: Object.fromEntries(Object.entries(OPTIONS).map(([k, v]) => {
    const o = { type: v.type }; if (v.multiple) o.multiple = true; if (v.short) o.short = v.short; return [k, o]; })) });
  if (cli.help || (!cli.url && !cli.config)) { console.log(usage()); process.exit(cli.help ? 0 : 2); }
  const over = {};
  for (const [k, v] of Object.entries(cli)) {
    if (['config', 'help'].includes(k) || v === undefined) continue;
    const c = k === 'chrome-arg' ? 'chromeArgs' : camel(k);
    over[c] = NUMERIC.has(c) ? Number(v) : (['blockExternal', 'traceFrames', 'interleave'].includes(c) ? !/^(false|0|no)$/i.test(v) : v);
  }
  let common = { ...DEFAULTS }, targets = [];
  if (cli.config) {
    const cfg = JSON.parse(fs.readFileSync(cli.config, 'utf8'));
    Object.assign(common, cfg.defaults || {});
    targets = cfg.targets || [];
  }
  if (cli.url) targets = [{ url: cli.url, name: cli.name }];
  delete over.url; delete over.name;
  targets = targets.map(t => ({ ...common, ...t, ...over }));
  const outDir = path.resolve(over.out || common.out);
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const all = [];
  const pwVersion = createRequire(import.meta.url)('playwright-core/package.json').version;
  const plans = targets.map(t => {
    t.name ||= t.url;
    return { t, rates: String(t.throttle).split(',').map(Number).filter(Boolean), runs: [], errors: [],
      meta: { started: new Date().toISOString(), node: process.version, playwrightCore: pwVersion, interleaved: !!(over.interleave ?? common.interleave) && targets.length > 1 } };
  });
  const runOne = async (p, rate, i) => {
    const t = p.t;
    try {
      const r = await oneRun(t, rate, p.meta);
      if (i == null) { log(`  [${t.name}] warm-up cpu ${rate}x done (discarded)`); return; }
      r.run = i + 1; p.runs.push(r);
      log(`  [${t.name}] run ${i + 1}/${t.runs} cpu ${rate}x: fcp ${fmt(r.load.fcp, 0)} lcp ${fmt(r.load.lcp, 0)} ready ${fmt(r.load.readyPaintedAt ?? r.load.readyEventAt, 0)} load ${fmt(r.load.load, 0)} heap ${fmt(r.heap.usedMB, 2)}MB | ` +
        `adv ${r.trans.advanced}/${t.steps} cf ${r.trans.cfPresented ?? '-'}p/${r.trans.cfDropped ?? '-'}d frames ${r.trans.frames} med ${fmt(r.trans.medianFrameMs, 1)} p95 ${fmt(r.trans.p95FrameMs, 1)} >${t.longFrameMs}ms ${r.trans.longFrames} settle ${fmt(r.trans.settleMedianMs, 0)} timedOut ${r.trans.timedOutSteps} calib ${fmt(r.cpuCalibMs, 0)}`);
    } catch (e) {
      log(`  [${t.name}] ${i == null ? 'warm-up' : 'run ' + (i + 1)} cpu ${rate}x FAILED: ${e.message.split('\n')[0]}`);
      p.errors.push({ run: i == null ? 'warm-up' : i + 1, rate, error: e.message });
    }
  };
  // Interleaved (default): warm-ups first, then run i of every target before run i+1 of any target, so slow
  // periods of a shared machine hit all targets alike. --interleave false runs target by target.
  for (const p of plans) for (let w = 0; w < p.t.warmup; w++) await runOne(p, p.rates[0], null);
  if (plans[0]?.meta.interleaved) {
    const maxRuns = Math.max(...plans.map(p => p.t.runs));
    for (let i = 0; i < maxRuns; i++) for (const p of plans) if (i < p.t.runs) for (const rate of p.rates) await runOne(p, rate, i);
  } else {
    for (const p of plans) for (let i = 0; i < p.t.runs; i++) for (const rate of p.rates) await runOne(p, rate, i);
  }
  for (const p of plans) {
    const t = p.t, meta = p.meta;
    meta.finished = new Date().toISOString();
    const res = { target: t, meta, runs: p.runs, errors: p.errors };
    if (!p.runs.length) { all.push(`### ${t.name}\n\nAll runs failed: ${p.errors.map(e => e.error.split('\n')[0]).join('; ')}\n`); continue; }
    const sum = summarize(res);
    res.summary = sum.stats;
    const slug = t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
    fs.writeFileSync(path.join(outDir, `${slug}.${stamp}.json`), JSON.stringify(res, null, 1));
    all.push(sum.markdown);
    if (p.errors.length) all.push(`Failed runs: ${p.errors.map(e => `run ${e.run} cpu ${e.rate}x: ${e.error.split('\n')[0]}`).join('; ')}`, '');
    if (meta.browser) all.push(`Browser: ${meta.browser.version}; GPU compositing: ${meta.browser.gpu?.featureStatus?.gpu_compositing ?? '?'}; rasterization: ${meta.browser.gpu?.featureStatus?.rasterization ?? '?'}`, '');
  }
  const md = `## Presentation viewer measurements (${stamp})\n\n` + all.join('\n');
  fs.writeFileSync(path.join(outDir, `summary.${stamp}.md`), md);
  fs.writeFileSync(path.join(outDir, 'summary.latest.md'), md);
  console.log(md);
}

main().catch(e => { console.error(e); process.exit(1); });
