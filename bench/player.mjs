// The player in Chromium: time from the click on Present to the first painted player frame (a
// visible step counter, then a requestAnimationFrame), and the intervals between animation frames
// during 10 camera flights (ArrowRight, each awaited until the flight settles), unthrottled and
// under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate).
import { biggestDeckPath, launchBrowser } from './lib/browser.mjs';
import { publishCanvasDeck } from './lib/canvas-deck.mjs';
import { quantile, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { publishPdfDeck } from './lib/pdf-deck.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'player: first frame after Present, frame intervals during flights (Chromium)';

const COLD_STARTS = 3;
const TRANSITIONS = 10;

/** Opens the deck in a fresh context (cold cache), clicks Present: ms to the first player frame. */
async function openAndPresent(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.evaluate(() => {
    const bench = { clickAt: null, firstFrameAt: null };
    window.__bench = bench;
    const visible = () => document.querySelector('.podium-player__counter')?.checkVisibility() === true;
    const watch = () => {
      if (visible()) bench.firstFrameAt = performance.now();
      else requestAnimationFrame(watch);
    };
    const onClick = (event) => {
      bench.clickAt = event.timeStamp;
      requestAnimationFrame(watch);
    };
    document.addEventListener('click', onClick, { capture: true, once: true });
  });
  await page.getByRole('button', { name: 'Present' }).first().click();
  await page.waitForFunction(() => window.__bench.firstFrameAt !== null, null, { timeout: 30_000 });
  const { clickAt, firstFrameAt } = await page.evaluate(() => window.__bench);
  return { context, page, firstFrameMs: firstFrameAt - clickAt };
}

/**
 * Presses ArrowRight and records requestAnimationFrame times until the flight has settled. Returns
 * the intervals from the last frame before the key press to the second frame after the flight
 * ended: the first one holds the step's re-render, the others the flight and its landing.
 */
async function flight(page) {
  await page.evaluate(() => {
    const world = document.querySelector('.podium-player__world');
    const frames = [];
    let started = false;
    let keyAt = null;
    let after = 0;
    const begun = performance.now();
    document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), { capture: true, once: true });
    window.__flight = new Promise((resolve) => {
      // The world's transform changes every frame of a flight (camera-animator.ts), and stays put
      // at rest, where the world keeps its layer.
      let last = world.style.transform;
      const tick = (time) => {
        const flying = world.style.transform !== last;
        last = world.style.transform;
        frames.push(time);
        started ||= flying;
        // Two frames past the arrival: the world is drawn again at its new scale.
        if (started && !flying) after++;
        if (after > 2 || performance.now() - begun > 10_000) resolve({ frames, started, keyAt });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  });
  await page.keyboard.press('ArrowRight');
  const { frames, started, keyAt } = await page.evaluate(() => window.__flight);
  if (!started || keyAt === null) throw new Error('ArrowRight started no camera flight');
  const from = Math.max(
    0,
    frames.findLastIndex((time) => time <= keyAt),
  );
  const kept = frames.slice(from);
  return kept.slice(1).map((time, i) => time - kept[i]);
}

async function measure(browser, url, rate, label) {
  const firstFrames = [];
  let last;
  for (let i = 0; i < COLD_STARTS; i++) {
    if (last) await last.context.close();
    last = await openAndPresent(browser, url, rate);
    firstFrames.push(last.firstFrameMs);
  }
  const { page, context } = last;
  const total = Number((await page.locator('.podium-player__counter').textContent()).split('/')[1]);
  const transitions = Math.min(TRANSITIONS, total - 1);
  await page.waitForTimeout(500);
  const intervals = [];
  const keyFrames = [];
  for (let i = 0; i < transitions; i++) {
    const [keyFrame, ...inFlight] = await flight(page);
    keyFrames.push(keyFrame);
    intervals.push(keyFrame, ...inFlight);
    // As the team's harness (peers/measure.mjs, gapMs): a viewer reads a step before the next.
    await page.waitForTimeout(400);
  }
  await context.close();
  return [
    {
      name: `time to first frame, ${label}`,
      runs: firstFrames.length,
      medianMs: round(quantile(firstFrames, 0.5)),
      longestMs: round(Math.max(...firstFrames)),
      samplesMs: firstFrames.map((ms) => round(ms, 0)).join(' / '),
    },
    {
      name: `frame intervals, ${label}`,
      transitions,
      frames: intervals.length,
      medianMs: round(quantile(intervals, 0.5)),
      p95Ms: round(quantile(intervals, 0.95)),
      longestMs: round(Math.max(...intervals)),
      over50ms: intervals.filter((ms) => ms > 50).length,
      longestKeyFrameMs: round(Math.max(...keyFrames)),
    },
  ];
}

/** A 200-step Markdown deck (40 topics of 4 subtopics), published public; its view page's path. */
async function publishLongDeck(base) {
  const session = await logIn(base);
  const topics = Array.from({ length: 40 }, (_, t) => {
    const subtopics = Array.from(
      { length: 4 },
      (_, s) =>
        `### Point ${t + 1}.${s + 1}\n\nWhat point ${s + 1} of part ${t + 1} says, in a sentence or two.`,
    );
    return `## Part ${t + 1}\n\n- One line about part ${t + 1}\n\n${subtopics.join('\n\n')}`;
  });
  const response = await fetch(`${base}/api/v4/presentations/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      origin: base,
      'x-csrftoken': session.csrf,
    },
    body: JSON.stringify({
      source: `# Two hundred steps\n\n${topics.join('\n\n')}\n`,
      privacy: 'public',
      format: 'markdown',
    }),
  });
  if (response.status !== 201) throw new Error(`publishing the long deck answered ${response.status}`);
  return (await response.json()).path;
}

export async function run() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const url = server.url + (await biggestDeckPath(server.url));
    const long = server.url + (await publishLongDeck(server.url));
    const pdf = server.url + (await publishPdfDeck(server.url, browser, 120));
    const canvas = server.url + (await publishCanvasDeck(server.url));
    const rows = [];
    rows.push(...(await measure(browser, url, 1, 'unthrottled')));
    rows.push(...(await measure(browser, url, 4, '4× CPU throttling')));
    // A deck of 200 steps should load and fly like the demo's longest one.
    rows.push(...(await measure(browser, long, 1, '200 steps, unthrottled')));
    rows.push(...(await measure(browser, long, 4, '200 steps, 4× CPU throttling')));
    // And a PDF deck of 120 pages, a picture each: only the pages near the camera are downloaded.
    rows.push(...(await measure(browser, pdf, 1, '120-page PDF, unthrottled')));
    rows.push(...(await measure(browser, pdf, 4, '120-page PDF, 4× CPU throttling')));
    // And a canvas deck (schema '3') of 100 frames nested up to 3 deep, 500 elements, 100 steps.
    rows.push(...(await measure(browser, canvas, 1, '100-frame canvas, unthrottled')));
    rows.push(...(await measure(browser, canvas, 4, '100-frame canvas, 4× CPU throttling')));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
