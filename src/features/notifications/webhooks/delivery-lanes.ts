// Deliveries queued per receiver (the URL's origin): at most `perReceiver` requests to one origin at
// a time, each lane working through its own queue, so a receiver that never answers holds up only
// its own deliveries, never another account's. What the lanes hold is bounded in total and per lane;
// a delivery that does not fit stays pending in the database for a later pass.
export interface LaneItem {
  id: number;
  webhook_id: number;
  url: string;
}

interface Lane<T> {
  running: number;
  waiting: { item: T; done: () => void }[];
  /** Webhooks seen going to this origin: skipped by the database read while the lane is full. */
  webhooks: Set<number>;
}

export interface LaneLimits {
  perReceiver: number;
  /** Deliveries one lane holds (running and waiting). */
  perLane: number;
  /** Deliveries all lanes hold. */
  total: number;
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export class DeliveryLanes<T extends LaneItem> {
  private readonly lanes = new Map<string, Lane<T>>();
  private readonly held = new Set<number>();
  private readonly idleWaiters = new Set<() => void>();

  constructor(
    private readonly limits: LaneLimits,
    private readonly send: (item: T) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Delivery ids held now: the database read leaves them out. */
  heldIds(): number[] {
    return [...this.held];
  }

  /** Webhooks whose origin's lane is full: the database read leaves them out too. */
  fullWebhooks(): number[] {
    const ids: number[] = [];
    for (const lane of this.lanes.values())
      if (lane.running + lane.waiting.length >= this.limits.perLane) ids.push(...lane.webhooks);
    return ids;
  }

  hasRoom(): boolean {
    return this.held.size < this.limits.total;
  }

  /** Queues a delivery; resolves when it was sent, or at once (false) when it does not fit. */
  add(item: T): Promise<boolean> {
    if (this.held.has(item.id)) return Promise.resolve(false);
    const origin = originOf(item.url);
    let lane = this.lanes.get(origin);
    if (!lane) {
      lane = { running: 0, waiting: [], webhooks: new Set() };
      this.lanes.set(origin, lane);
    }
    lane.webhooks.add(item.webhook_id);
    if (!this.hasRoom() || lane.running + lane.waiting.length >= this.limits.perLane) {
      if (lane.running + lane.waiting.length === 0) this.lanes.delete(origin);
      return Promise.resolve(false);
    }
    this.held.add(item.id);
    return new Promise((resolve) => {
      lane.waiting.push({ item, done: () => resolve(true) });
      this.pump(origin, lane);
    });
  }

  private pump(origin: string, lane: Lane<T>) {
    while (lane.running < this.limits.perReceiver && lane.waiting.length > 0) {
      const { item, done } = lane.waiting.shift()!;
      lane.running++;
      this.send(item)
        .catch(this.onError)
        .finally(() => {
          lane.running--;
          this.held.delete(item.id);
          done();
          this.pump(origin, lane);
        });
    }
    if (lane.running === 0 && lane.waiting.length === 0) {
      this.lanes.delete(origin);
      if (this.lanes.size === 0) for (const wake of this.idleWaiters) wake();
    }
  }

  /** On shutdown: what waits is left pending in the database; only requests under way finish. */
  dropWaiting() {
    for (const [origin, lane] of this.lanes) {
      for (const { item, done } of lane.waiting.splice(0)) {
        this.held.delete(item.id);
        done();
      }
      this.pump(origin, lane);
    }
  }

  /** Resolves once every lane is empty. */
  idle(): Promise<void> {
    if (this.lanes.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        this.idleWaiters.delete(wake);
        resolve();
      };
      this.idleWaiters.add(wake);
    });
  }
}
