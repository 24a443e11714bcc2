import { describe, expect, it } from 'vitest';
import { StepClock, type VisitBeacon, type VisitRef } from './step-clock';

/** A page whose visibility the test switches, a clock it moves, and the beacons sent. */
function fakePage() {
  let clock = 0;
  const listeners = new Map<string, Set<() => void>>();
  const on = (type: string, fn: () => void) => {
    listeners.set(type, (listeners.get(type) ?? new Set()).add(fn));
  };
  const off = (type: string, fn: () => void) => listeners.get(type)?.delete(fn);
  const fire = (type: string) => {
    for (const fn of listeners.get(type) ?? []) fn();
  };
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: on,
    removeEventListener: off,
    defaultView: { addEventListener: on, removeEventListener: off },
  };
  const sent: VisitBeacon[] = [];
  return {
    doc,
    now: () => clock,
    sent,
    send: (body: VisitBeacon) => sent.push(body),
    wait: (ms: number) => {
      clock += ms;
    },
    show: (visible: boolean) => {
      doc.visibilityState = visible ? 'visible' : 'hidden';
      fire('visibilitychange');
    },
    leave: () => fire('pagehide'),
  };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StepClock', () => {
  it('reports each step’s visible time to the visit once the view call answered', async () => {
    const page = fakePage();
    let visit: Promise<VisitRef | null> | null = null;
    const clock = new StepClock(() => visit, page.send, page.doc as never, page.now);
    expect(clock.next(0)).toBe(0);
    visit = Promise.resolve({ visitId: 'v1', linkId: 'l1' });
    clock.flush();
    await flushPromises();
    expect(page.sent).toEqual([{ visitId: 'v1', linkId: 'l1', steps: [{ step: 0, ms: 0 }] }]);
    page.wait(2000);
    page.show(false); // hidden: the time so far goes out now
    page.wait(600_000);
    page.show(true);
    page.wait(500);
    expect(clock.next(1)).toBe(2500);
    clock.flush();
    expect(page.sent.slice(1)).toEqual([
      { visitId: 'v1', linkId: 'l1', steps: [{ step: 0, ms: 2000 }] },
      {
        visitId: 'v1',
        linkId: 'l1',
        steps: [
          { step: 0, ms: 500 },
          { step: 1, ms: 0 },
        ],
      },
    ]);
    page.wait(700);
    page.leave();
    expect(page.sent.at(-1)).toEqual({ visitId: 'v1', linkId: 'l1', steps: [{ step: 1, ms: 700 }] });
    // Over all beacons, step 0 had its visible 2.5 s: the hidden 10 minutes are left out.
    const total = (step: number) =>
      page.sent.flatMap((b) => b.steps).reduce((sum, s) => sum + (s.step === step ? s.ms : 0), 0);
    expect([total(0), total(1)]).toEqual([2500, 700]);
  });

  it('sends nothing without a visit (no view call, or a bot’s answer)', async () => {
    const page = fakePage();
    const none = new StepClock(() => null, page.send, page.doc as never, page.now);
    none.next(0);
    none.flush();
    const bot = new StepClock(() => Promise.resolve(null), page.send, page.doc as never, page.now);
    bot.next(0);
    bot.flush();
    await flushPromises();
    page.leave();
    expect(page.sent).toEqual([]);
  });

  it('stops listening when stopped, reporting what was left', async () => {
    const page = fakePage();
    const clock = new StepClock(
      () => Promise.resolve({ visitId: 'v2' }),
      page.send,
      page.doc as never,
      page.now,
    );
    clock.next(3);
    clock.flush();
    await flushPromises();
    page.wait(100);
    clock.stop();
    page.wait(100);
    page.leave();
    expect(page.sent).toEqual([
      { visitId: 'v2', steps: [{ step: 3, ms: 0 }] },
      { visitId: 'v2', steps: [{ step: 3, ms: 100 }] },
    ]);
  });
});
