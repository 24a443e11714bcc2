// Time on each step, visible time only, for the host's step events and for the
// visit the page's view call started: each step's time goes to POST /api/v4/visits/ on a step
// change, and with navigator.sendBeacon when the tab is hidden or the page left, so a visitor who
// closes the tab on a step still has that step's time counted.
import { useEffect, useRef, useState } from 'react';
import { telemetryApi, type VisitBeacon } from '../features/analytics/contracts';
import { PLAYTHROUGH_LIMITS, VISIT_LIMITS } from '../kernel/limits';
import { type VisibilitySource, VisibleStopwatch } from '../lib/visible-time';

/** The visit a view call started, as the host knows it. */
export interface VisitRef {
  visitId: string;
  /** The share link the page was opened by. */
  linkId?: string;
}

/** The host's visit: null until its view call was made, then its answer (null: none, e.g. a bot). */
export type VisitSource = () => Promise<VisitRef | null> | null;

export type { VisitBeacon };

// The address is the analytics feature's, whose route answers it (decision 084).
const VISIT_BEACON_PATH = telemetryApi.visit.path;

/** Sends with sendBeacon (it outlives the page); fetch with keepalive where that is refused. */
export function sendVisitBeacon(body: VisitBeacon): void {
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.(VISIT_BEACON_PATH, text)) return;
  fetch(VISIT_BEACON_PATH, {
    method: 'POST',
    body: text,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => undefined);
}

interface PageEvents extends VisibilitySource {
  defaultView?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export class StepClock {
  private readonly watch: VisibleStopwatch;
  private current: number | null = null;
  /** Of the current step's time, what was already reported. */
  private reportedOnCurrent = 0;
  private readonly pending = new Map<number, number>();
  private visit: VisitRef | null | undefined;

  constructor(
    private readonly source: VisitSource | undefined,
    private readonly send: (body: VisitBeacon) => void = sendVisitBeacon,
    private readonly doc: PageEvents = document,
    now?: () => number,
  ) {
    this.watch = new VisibleStopwatch(doc, now);
    doc.addEventListener('visibilitychange', this.onVisibility);
    doc.defaultView?.addEventListener('pagehide', this.onLeave);
  }

  /** A step is shown: answers the visible time on the previous one (0 for the first). */
  next(index: number): number {
    const ms = this.current === null ? 0 : this.watch.lap();
    if (this.current !== null) this.add(this.current, ms - this.reportedOnCurrent);
    this.current = index;
    this.reportedOnCurrent = 0;
    this.add(index, 0);
    return ms;
  }

  /** Reports what is pending, once the visit is known (later, if the view call has not answered). */
  flush(): void {
    if (this.pending.size === 0 || this.visit === null) return;
    if (this.visit) {
      this.sendPending(this.visit);
      return;
    }
    const started = this.source?.();
    if (!started) return;
    started.then(
      (visit) => {
        this.visit = visit;
        if (visit) this.sendPending(visit);
      },
      () => {
        this.visit = null;
      },
    );
  }

  stop(): void {
    this.onLeave();
    this.watch.stop();
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    this.doc.defaultView?.removeEventListener('pagehide', this.onLeave);
  }

  private add(step: number, ms: number) {
    this.pending.set(step, (this.pending.get(step) ?? 0) + Math.max(0, ms));
  }

  /** Hidden or leaving: the current step's time so far goes out now. */
  private readonly onLeave = () => {
    if (this.current !== null) {
      const soFar = this.watch.read();
      this.add(this.current, soFar - this.reportedOnCurrent);
      this.reportedOnCurrent = soFar;
    }
    this.flush();
  };

  private readonly onVisibility = () => {
    if (this.doc.visibilityState === 'hidden') this.onLeave();
  };

  private sendPending(visit: VisitRef) {
    const steps = [...this.pending].map(([step, ms]) => ({
      step,
      ms: Math.min(Math.round(ms), PLAYTHROUGH_LIMITS.stepMs),
    }));
    this.pending.clear();
    for (let i = 0; i < steps.length; i += VISIT_LIMITS.beaconSteps) {
      this.send({
        visitId: visit.visitId,
        ...(visit.linkId ? { linkId: visit.linkId } : {}),
        steps: steps.slice(i, i + VISIT_LIMITS.beaconSteps),
      });
    }
  }
}

/** The player's step clock, made in the browser only and stopped (reporting what is left) on unmount. */
export function useStepClock(source: VisitSource | undefined) {
  const clock = useRef<StepClock | null>(null);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  useEffect(
    () => () => {
      clock.current?.stop();
      clock.current = null;
    },
    [],
  );
  // One getter for the player's life, so effects that use it do not run again on each render.
  const [get] = useState(() => () => {
    clock.current ??= new StepClock(() => sourceRef.current?.() ?? null);
    return clock.current;
  });
  return get;
}
