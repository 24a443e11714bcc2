// What the live-session browser tests share (issue #17): when a remote viewer's player showed a step.
import type { Page } from 'playwright-core';

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
      { timeout: 5_000, polling: 5 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
