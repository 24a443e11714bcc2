// The canvas editor in Chromium on the benchmark's canvas deck (lib/canvas-deck.mjs: 100 frames,
// 500 elements), unthrottled and under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate):
// opening it (navigation start to the frame that draws the opening view's elements, median of 3
// cold loads), a 10 s pan-and-zoom of wheel events (animation frame intervals), the longest
// interaction (Event Timing) of a drag, typing and a resize, and the autosave's acknowledgement of
// 20 nudges. Then the editor's chunk from the build, and the check that the deck's view page never
// loads it.

import { launchBrowser } from './lib/browser.mjs';
import { canvasDeck, publishCanvasDeck } from './lib/canvas-deck.mjs';
import { autosave, interactions, panAndZoom } from './lib/editor-gestures.mjs';
import { editorChunkRow, openEditor, viewPageRow } from './lib/editor-page.mjs';
import { quantile, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';

export const title =
  'canvas editor: open, pan and zoom, interactions, autosave, chunk (Chromium, 500 elements)';

const COLD_LOADS = 3;

/**
 * The elements acted on (the first top frame's text and its first shape), and what the editor opens
 * on: the first step's frame, f1, with everything in it.
 */
function targets(deck) {
  const inFirst = deck.elements.filter((element) => element.parent === 'f1');
  const opening = new Set(['f1']);
  for (const element of deck.elements) if (opening.has(element.parent)) opening.add(element.id);
  return {
    textId: inFirst.find((element) => element.kind === 'text').id,
    shapeId: inFirst.find((element) => element.kind === 'shape').id,
    opening: [...opening],
  };
}

async function measure(browser, target, rate, label) {
  const opens = [];
  let last;
  for (let i = 0; i < COLD_LOADS; i++) {
    if (last) await last.context.close();
    last = await openEditor(browser, { ...target, rate });
    opens.push(last.open);
  }
  const { page, cdp, context } = last;
  try {
    await page.waitForTimeout(500);
    // Edits first, where the opening view shows the first frame; the gesture moves the camera away.
    const acted = await interactions(page, { ...target, sign: rate > 1 ? -1 : 1 });
    const saves = await autosave(page, target);
    const gesture = await panAndZoom(page, cdp);
    const drawn = opens.map((open) => open.drawnMs);
    return [
      {
        name: `open editor, ${label}`,
        runs: opens.length,
        elements: target.elements,
        opening: target.opening.length,
        mounted: last.open.mounted,
        medianMs: round(quantile(drawn, 0.5)),
        longestMs: round(Math.max(...drawn)),
        samplesMs: drawn.map((ms) => round(ms, 0)).join(' / '),
        hydratedMedianMs: round(
          quantile(
            opens.map((open) => open.hydratedMs),
            0.5,
          ),
        ),
        viewportMedianMs: round(
          quantile(
            opens.map((open) => open.viewportMs),
            0.5,
          ),
        ),
      },
      { name: `pan and zoom, ${label}`, ...gesture },
      { name: `interactions, ${label}`, ...acted },
      { name: `autosave, ${label}`, ...saves },
    ];
  } finally {
    await context.close();
  }
}

export async function run() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const deck = canvasDeck();
    const viewPath = await publishCanvasDeck(server.url);
    const target = {
      base: server.url,
      oid: viewPath.split('/')[2],
      session: await logIn(server.url),
      elements: deck.elements.length,
      ...targets(deck),
    };
    const rows = [];
    rows.push(...(await measure(browser, target, 1, '1×')));
    rows.push(...(await measure(browser, target, 4, '4× CPU throttling')));
    rows.push(editorChunkRow());
    rows.push(await viewPageRow(browser, server.url + viewPath));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
