import { describe, expect, it } from 'vitest';
import { type VisibilitySource, VisibleStopwatch } from './visible-time';

/** A document whose visibility the test switches, and a clock it moves. */
function fakePage() {
  let clock = 0;
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', fn: () => void) => listeners.add(fn),
    removeEventListener: (_: 'visibilitychange', fn: () => void) => listeners.delete(fn),
  } satisfies VisibilitySource;
  return {
    doc,
    now: () => clock,
    listeners,
    wait: (ms: number) => {
      clock += ms;
    },
    show: (visible: boolean) => {
      doc.visibilityState = visible ? 'visible' : 'hidden';
      for (const fn of listeners) fn();
    },
  };
}

describe('VisibleStopwatch', () => {
  it('counts visible time only', () => {
    const page = fakePage();
    const watch = new VisibleStopwatch(page.doc, page.now);
    page.wait(1000);
    page.show(false);
    page.wait(60_000);
    expect(watch.read()).toBe(1000);
    page.show(true);
    page.wait(500);
    expect(watch.read()).toBe(1500);
  });

  it('starts again from 0 on a lap, also while hidden', () => {
    const page = fakePage();
    const watch = new VisibleStopwatch(page.doc, page.now);
    page.wait(2000);
    expect(watch.lap()).toBe(2000);
    page.wait(300);
    page.show(false);
    expect(watch.lap()).toBe(300);
    page.wait(10_000);
    expect(watch.read()).toBe(0);
    page.show(true);
    page.wait(40);
    expect(watch.lap()).toBe(40);
  });

  it('does not run when started in a hidden tab, and a repeated event changes nothing', () => {
    const page = fakePage();
    page.doc.visibilityState = 'hidden';
    const watch = new VisibleStopwatch(page.doc, page.now);
    page.wait(5000);
    page.show(true);
    page.wait(100);
    page.show(true);
    page.wait(100);
    expect(watch.read()).toBe(200);
  });

  it('stops listening when stopped', () => {
    const page = fakePage();
    const watch = new VisibleStopwatch(page.doc, page.now);
    expect(page.listeners.size).toBe(1);
    watch.stop();
    expect(page.listeners.size).toBe(0);
  });
});
