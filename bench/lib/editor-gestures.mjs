// What the editor benchmark does on an open canvas editor: a pan-and-zoom gesture of wheel events at
// a steady rate with the animation frames it gets, a drag, typing and a resize with the longest
// interaction the Event Timing API reports for each, and arrow-key nudges each awaited until the
// autosave acknowledges it.
import { quantile, round } from './load.mjs';

const WHEEL_EVERY_MS = 20;
const PHASE_MS = 2000;
const CTRL = 2; // Input.dispatchMouseEvent's modifiers bit for Ctrl
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records requestAnimationFrame times in the page until `stopFrames`, with the lowest and highest
 * zoom the viewport showed, and timestamps the start (`mark`).
 */
const startFrames = (page) =>
  page.evaluate(() => {
    const frames = [];
    const recorder = { frames, on: true, mark: performance.now(), zoomMin: Infinity, zoomMax: 0 };
    window.__frames = recorder;
    const tick = (time) => {
      frames.push(time);
      const zoom = Number(document.querySelector('.canvas-editor__viewport')?.getAttribute('data-zoom'));
      recorder.zoomMin = Math.min(recorder.zoomMin, zoom);
      recorder.zoomMax = Math.max(recorder.zoomMax, zoom);
      if (recorder.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** Stops the recorder after two more frames; the intervals between the recorded frames. */
const stopFrames = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.__frames.on = false;
    const { frames, mark, zoomMin, zoomMax } = window.__frames;
    return { intervals: frames.slice(1).map((time, i) => time - frames[i]), mark, zoomMin, zoomMax };
  });

const frameFigures = (intervals) => ({
  frames: intervals.length,
  medianMs: round(quantile(intervals, 0.5)),
  p95Ms: round(quantile(intervals, 0.95)),
  longestMs: round(Math.max(...intervals)),
  over33ms: intervals.filter((ms) => ms > 33).length,
});

/** The viewport's middle, in page coordinates. */
async function viewportMiddle(page) {
  const box = await page.locator('.canvas-editor__viewport').boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Ten seconds of wheel events over the viewport's middle, in five phases of 2 s: a pan, a zoom in
 * (Ctrl, as a trackpad's pinch arrives), the pan back, the zoom back out, and on out to most of the
 * canvas. A hand moves at its own pace whatever the page does, so each event carries the motion
 * since the last one (as Chromium coalesces the events a busy page has not taken yet): one every
 * 20 ms, or as soon as the page has taken the last one when it is slower than that.
 */
export async function panAndZoom(page, cdp) {
  const { x, y } = await viewportMiddle(page);
  await page.mouse.move(x, y);
  // Wheel units per millisecond: 400 px/s of pan, and e^±1 of zoom a second (useViewportGestures).
  const phases = [
    { deltaX: 0.4, deltaY: 0.2, modifiers: 0 },
    { deltaX: 0, deltaY: -0.1, modifiers: CTRL },
    { deltaX: -0.4, deltaY: -0.2, modifiers: 0 },
    { deltaX: 0, deltaY: 0.1, modifiers: CTRL },
    { deltaX: 0, deltaY: 0.075, modifiers: CTRL },
  ];
  const zoomAtStart = Number(await page.locator('.canvas-editor__viewport').getAttribute('data-zoom'));
  await startFrames(page);
  const started = Date.now();
  let sent = 0;
  for (const [i, phase] of phases.entries()) {
    const end = started + (i + 1) * PHASE_MS;
    let last = started + i * PHASE_MS;
    while (last < end) {
      const wait = last + WHEEL_EVERY_MS - Date.now();
      if (wait > 0) await sleep(wait);
      const now = Math.min(Date.now(), end);
      const ms = now - last;
      last = now;
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x,
        y,
        deltaX: phase.deltaX * ms,
        deltaY: phase.deltaY * ms,
        modifiers: phase.modifiers,
      });
      sent++;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const { intervals, zoomMin, zoomMax } = await stopFrames(page);
  // What the gesture brought near is drawn over the frames after it (aria-busy until then).
  const settledMs = await page.evaluate(async () => {
    const from = performance.now();
    while (document.querySelector('.canvas-editor__viewport[aria-busy]'))
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - from;
  });
  if (!(zoomMax > zoomAtStart && zoomMin < zoomAtStart))
    throw new Error(`Ctrl+wheel did not zoom in and out from ${zoomAtStart} (${zoomMin} to ${zoomMax})`);
  return {
    wheelEvents: sent,
    seconds: round(seconds),
    ...frameFigures(intervals),
    zoomFrom: zoomAtStart,
    zoomMin: round(zoomMin, 3),
    zoomMax: round(zoomMax, 3),
    settledMs: round(settledMs),
  };
}

/** Keeps every Event Timing entry of 16 ms or more in the page, from the page's start. */
export const observeEvents = (page) =>
  page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });

/**
 * Runs `act` and answers the longest interaction it caused (Event Timing entries that belong to an
 * interaction, 0 when none reached 16 ms), the event that was, and the longest animation frame.
 * Entries are reported after the frame the interaction paints, so they are read a moment later.
 */
async function timed(page, act) {
  await startFrames(page);
  await act();
  const { intervals, mark } = await stopFrames(page);
  await sleep(300);
  const events = await page.evaluate(
    (from) => window.__events.filter((e) => e.start >= from && e.id > 0),
    mark,
  );
  const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a), { name: '-', duration: 0 });
  return { ms: worst.duration, event: worst.name, longestFrameMs: round(Math.max(...intervals)) };
}

/** A point on the element `id` (fx, fy: fractions of its drawn box), checked to reach it there. */
async function pointOn(page, id, fx = 0.5, fy = 0.5) {
  const box = await page.locator(`.canvas-editor__world [data-element-id="${id}"]`).boundingBox();
  if (!box) throw new Error(`element ${id} is not drawn`);
  const at = { x: box.x + box.width * fx, y: box.y + box.height * fy };
  const hit = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[data-element-id]')?.getAttribute('data-element-id'),
    at,
  );
  if (hit !== id) throw new Error(`a press on ${id} would land on ${hit ?? 'nothing'}`);
  return at;
}

const centreOf = async (locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the handle is not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Presses at `from`, moves 20 times by (dx, dy) and lets go. */
async function dragFrom(page, from, dx, dy) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(from.x + dx * i, from.y + dy * i);
  await page.mouse.up();
}

/** Waits until the autosave has nothing pending (after a moment for the edit's status to show). */
async function saved(page) {
  await sleep(100);
  await page.waitForSelector('.canvas-editor__status[data-status="saved"]', { timeout: 60_000 });
}

/**
 * A drag of the shape `shapeId`, a resize of it by its south-east handle (it is selected by then)
 * and 20 characters typed into the text `textId` (opened with a double click, reported apart).
 * `sign` -1 drags and resizes the other way, so runs on the same deck leave the shape near home.
 */
export async function interactions(page, { shapeId, textId, sign }) {
  await observeEvents(page);
  // Pressed away from its middle, where its connector starts.
  const drag = await timed(page, async () =>
    dragFrom(page, await pointOn(page, shapeId, 0.3, 0.3), 2 * sign, 1 * sign),
  );
  await saved(page);
  const resize = await timed(page, async () =>
    dragFrom(page, await centreOf(page.locator('[data-handle="se"]')), 2 * sign, 1 * sign),
  );
  await saved(page);
  const open = await timed(page, async () => {
    const at = await pointOn(page, textId);
    await page.mouse.dblclick(at.x, at.y);
    await page.waitForFunction(() => document.activeElement?.closest('.ProseMirror') != null);
  });
  // The caret opens at the click: the typing replaces the whole text, so runs do not grow it.
  await page.keyboard.press('Control+a');
  const typing = await timed(page, () => page.keyboard.type('quick brown fox jump'));
  await page.keyboard.press('Escape');
  await saved(page);
  return {
    dragMs: drag.ms,
    resizeMs: resize.ms,
    typingMs: typing.ms,
    longestMs: Math.max(drag.ms, resize.ms, typing.ms),
    worstEvent: [drag, resize, typing].reduce((a, b) => (b.ms > a.ms ? b : a)).event,
    openTextEditorMs: open.ms,
    longestFrameMs: Math.max(drag.longestFrameMs, resize.longestFrameMs, typing.longestFrameMs),
  };
}

/**
 * Selects the text with a click, then 20 times: ArrowRight, and the time from the key to the
 * status's return to "saved". The edit travels over the live channel (decision 097), whose `saved`
 * message is the server's acknowledgement once the edit is in the database.
 */
export async function autosave(page, { textId }) {
  const at = await pointOn(page, textId);
  await page.mouse.click(at.x, at.y);
  await saved(page);
  const editToSaved = [];
  for (let i = 0; i < 20; i++) {
    await page.evaluate(() => {
      window.__save = new Promise((resolve) => {
        let keyAt = null;
        let left = false;
        document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        // The save line may be drawn anew, so the editor's subtree is watched, not the element.
        const status = new MutationObserver(() => {
          const now = document.querySelector('.canvas-editor__status')?.getAttribute('data-status');
          if (now !== 'saved') left = true;
          else if (left) {
            status.disconnect();
            resolve(performance.now() - keyAt);
          }
        });
        status.observe(document.querySelector('.canvas-editor'), {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-status'],
        });
      });
    });
    await page.keyboard.press('ArrowRight');
    editToSaved.push(await page.evaluate(() => window.__save));
  }
  return {
    edits: editToSaved.length,
    editToSavedP50ms: round(quantile(editToSaved, 0.5)),
    editToSavedP95ms: round(quantile(editToSaved, 0.95)),
  };
}
