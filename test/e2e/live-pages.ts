// What the live-session browser tests share: when a remote viewer's player showed a step.
import type { Page } from 'playwright-core';

/** The steps the page's player reported showing, and what its counter says: for a failure's message. */
const shownSoFar = (page: Page) =>
  page
    .evaluate(() => ({
      steps: performance
        .getEntriesByName('podium:live-step')
        .map((mark) => (mark as PerformanceMark).detail as { step: number })
        .map((detail) => detail.step),
      counter: document.querySelector('.podium-player__counter')?.textContent ?? null,
      visibility: document.visibilityState,
    }))
    .catch((error: Error) => error.message);

/** When the page's player last showed `step`, in ms since the epoch (the live page's performance mark). */
export const shownAt = (page: Page, step: number) =>
  page
    .waitForFunction(
      (wanted) => {
        const marks = performance.getEntriesByName('podium:live-step') as PerformanceMark[];
        const mark = marks.findLast((m) => (m.detail as { step: number }).step === wanted);
        return mark ? performance.timeOrigin + mark.startTime : false;
      },
      step,
      { timeout: 30_000, polling: 5 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(async (error: Error) => {
      const seen = JSON.stringify(await shownSoFar(page));
      throw new Error(`${page.url()} did not show step ${step}: ${error.message} (so far: ${seen})`);
    });
