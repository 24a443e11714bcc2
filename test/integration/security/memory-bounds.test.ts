// What a hostile anonymous or signed-in request costs the server's memory, on every
// dialect: a PDF "inflation bomb" (2 MB that inflates to 2 GB), statistics
// poisoned with impossible step numbers, and a flood of distinct query strings at the page cache.
// The app runs in this process, so its resident memory is this process's; each bound is far
// below what the same request cost before (4.5 GB, 2.35 GB and 900 MB).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { insertAnalyticsEvents } from '../../../src/features/analytics/telemetry.repository';
import { createPresentation } from '../../../src/features/decks/presentation.service';
import { presentationPath } from '../../../src/kernel/paths';
import { PAGE_CACHE_MAX_BYTES } from '../../../src/platform/render/page-cache';
import { defineActors } from '../../helpers/actors';
import { buildDocument } from '../../helpers/factories';
import { makePng } from '../../helpers/pdf';
import { makePdfBomb } from '../../helpers/pdf-bomb';
import { buildEnvelope } from '../../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const MB = 1024 * 1024;
const execFileAsync = promisify(execFile);

/** Runs `work` while sampling this process's RSS; answers its result and the growth at the peak. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: Math.round((peak - before) / MB) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Sends `count` GETs, `concurrency` at a time, from another process (this one is also the server,
 * and a client here would count its own receive buffers as the server's growth), throwing each
 * body away as it arrives: answers each status. `urls` are picked round robin, each with the
 * accept-encoding given beside it.
 */
async function flood(requests: { url: string; encoding: string }[], concurrency: number): Promise<number[]> {
  const script = `
    const http = require('node:http');
    const requests = JSON.parse(process.argv[1]);
    const statuses = [];
    const get = ({ url, encoding }) => new Promise((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      }).on('error', reject);
    });
    (async () => {
      for (let i = 0; i < requests.length; i += ${concurrency})
        statuses.push(...(await Promise.all(requests.slice(i, i + ${concurrency}).map(get))));
      process.stdout.write(JSON.stringify(statuses));
    })();
  `;
  const { stdout } = await execFileAsync(process.execPath, ['-e', script, JSON.stringify(requests)]);
  return JSON.parse(stdout) as number[];
}

let bomb: Promise<Uint8Array<ArrayBuffer>> | undefined;

describe.each(DIALECTS)('%s: memory bounds', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  const actors = defineActors();
  beforeAll(async () => {
    // The bounds here are in bytes: the PDF reader's time limit is lifted, so a loaded machine's
    // slow read is not mistaken for the bomb's answer.
    t = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '3600', PDF_READ_SECONDS: '600' });
    await actors.build(t);
    p = await actors.sharedPresentation({ title: 'Bounded' });
    bomb ??= makePdfBomb(2000);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses a PDF that inflates to 2 GB with 413, the server growing by less than 150 MB', async () => {
    const client = await actors.owner.client();
    const form = new FormData();
    form.append('privacy', 'public');
    form.append('pdf', new Blob([await bomb!], { type: 'application/pdf' }), 'bomb.pdf');
    form.append('page-1', new Blob([makePng(160, 90)], { type: 'image/png' }), 'page-1.png');
    const { result, growthMb } = await peakGrowth(async () => {
      const response = await fetch(`${t.url}/api/v4/presentations/pdf/`, {
        method: 'POST',
        body: form,
        headers: {
          origin: t.url,
          'x-csrftoken': client.csrfToken!,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      return { status: response.status, body: await response.json() };
    });
    console.log(`PDF bomb (${dialect}): ${result.status}, server RSS growth at peak ${growthMb} MB`);
    expect(result).toEqual({
      status: 413,
      body: {
        error: { code: 'pdf_too_large', message: expect.stringContaining('needs more memory to read') },
      },
    });
    expect(growthMb).toBeLessThan(150);
    expect(await t.handle.db.selectFrom('media_files').select('key').execute()).toEqual([]);
  }, 300_000);

  it('keeps the statistics of a poisoned deck cheap: steps far past its end cost nothing', async () => {
    // The attack as it was sent before ingestion checked it: now refused at the door…
    const refused = await fetch(`${t.url}/api/analytics/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify([
        buildEnvelope({
          event_name: 'StepReached',
          prezi_oid: p.oid,
          step_index: 10_000_000,
          ms_on_previous_step: 1,
        }),
      ]),
    });
    expect(refused.status).toBe(400);
    // …and as it may already be stored: the statistics build rows for the deck's steps only.
    await t.handle.db.transaction().execute((trx) =>
      insertAnalyticsEvents(
        trx,
        [10_000_000, 1e300, 99_999].map((step_index) => ({
          received_at: new Date().toISOString(),
          client_time: null,
          event_type: 'StepReached',
          event_name: 'StepReached',
          prezi_oid: p.oid,
          session_id: 'poison',
          envelope: buildEnvelope({
            event_name: 'StepReached',
            prezi_oid: p.oid,
            step_index,
            ms_on_previous_step: 1e300,
          }),
        })),
      ),
    );
    const client = await actors.owner.client();
    const { result, growthMb } = await peakGrowth(async () => {
      const api = await client.get(`/api/v4/presentation/${p.oid}/stats/`);
      const page = await client.get(`/dashboard/next/${p.oid}/stats/`);
      return { api: api.status, steps: (await api.json()).steps, page: page.status };
    });
    console.log(`statistics poison (${dialect}): server RSS growth at peak ${growthMb} MB`);
    expect(result).toEqual({ api: 200, steps: [], page: 200 });
    expect(growthMb).toBeLessThan(100);
  });

  it('holds 300 distinct query strings for a 1.6 MB page within the cache budget', async () => {
    // A large public page: its transcript is in the HTML twice (the page and its page data).
    const words = Array.from({ length: 84_000 }, (_, i) => `w${i.toString(36)}x`).join(' ');
    const big = await createPresentation(t.handle, {
      ownerId: actors.owner.user.id,
      document: buildDocument({
        title: 'Large',
        texts: [{ id: 'long', styleClasses: ['body'], paragraphs: [{ text: words, biggestFontSize: 20 }] }],
      }),
      privacy: 'public',
      tags: [],
      descriptionHtml: '',
    });
    const path = presentationPath(big);
    const first = await fetch(`${t.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const pageBytes = (await first.arrayBuffer()).byteLength;
    expect(pageBytes).toBeGreaterThan(1.5 * MB);
    t.app.pageCache.clear();
    const rendersBefore = t.app.pageCache.renders;
    // Query parameters the page ignores, autoplay values it ignores, the encodings browsers ask for.
    const requests = Array.from({ length: 300 }, (_, i) => ({
      url: `${t.url}${path}?${i % 2 ? `utm_source=flood${i}&x=${'y'.repeat(i)}` : `autoplay=${i}`}`,
      encoding: ['br', 'gzip', 'identity'][i % 3]!,
    }));
    const { result: statuses, growthMb } = await peakGrowth(() => flood(requests, 10));
    const renders = t.app.pageCache.renders - rendersBefore;
    console.log(
      `cache flood, ${(pageBytes / MB).toFixed(1)} MB page (${dialect}): server RSS growth at peak ${growthMb} MB, ` +
        `cache ${t.app.pageCache.size} page(s), ${(t.app.pageCache.bytes / MB).toFixed(1)} MB, ${renders} render(s)`,
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(t.app.pageCache.size).toBe(1);
    expect(t.app.pageCache.bytes).toBeLessThan(PAGE_CACHE_MAX_BYTES);
    expect(renders).toBe(1);
    expect(growthMb).toBeLessThan(100);
  }, 300_000);
});
