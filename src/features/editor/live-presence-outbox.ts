// What a room tells the deck's rooms on other app servers about its own connections' presence
// (decision 097), coalesced: a pointer moves sixty times a second, and each move published on the
// peers channel would cost every server in the deck a message. The outbox keeps which people
// changed, not how (the awareness holds each one's latest state), and sends their states at most
// once every PRESENCE_FLUSH_MS, the first change of a quiet spell at once and the last one always
// (a trailing flush). Someone leaving goes at once, with whatever else is waiting. The local
// connections are not held back: the room relays to them as it hears.

/** The room's clock, injected so a test moves it by hand. */
export interface RoomClock {
  now(): number;
  /** Runs `run` in `ms`; the answer cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

export const systemClock: RoomClock = {
  now: () => performance.now(),
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** Presence goes to the other servers at most this often per room. */
export const PRESENCE_FLUSH_MS = 50;

/**
 * One message's awareness update at most: its base64 fits the peers message's inline limit
 * (live-rooms.service.ts), so people who changed together are split across messages, not dropped.
 */
export const PRESENCE_MESSAGE_BYTES = 2_900;

export class PresenceOutbox {
  private readonly waiting = new Set<number>();
  private lastAt = Number.NEGATIVE_INFINITY;
  private cancel: (() => void) | null = null;

  constructor(
    /** The awareness update of these clients' current states (null for those gone). */
    private readonly encode: (clients: number[]) => Uint8Array,
    private readonly send: (update: Uint8Array) => void,
    private readonly clock: RoomClock = systemClock,
  ) {}

  /** These clients' presence changed; `left` when it is their removal, which goes at once. */
  changed(clients: number[], left: boolean): void {
    for (const id of clients) this.waiting.add(id);
    if (this.cancel && !left) return;
    const wait = this.lastAt + PRESENCE_FLUSH_MS - this.clock.now();
    if (left || wait <= 0) {
      this.flush();
      return;
    }
    this.cancel = this.clock.schedule(() => {
      this.cancel = null;
      this.flush();
    }, wait);
  }

  /** Sends what is waiting now. */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    if (this.waiting.size === 0) return;
    const clients = [...this.waiting];
    this.waiting.clear();
    this.lastAt = this.clock.now();
    for (const group of this.groups(clients)) this.send(this.encode(group));
  }

  /** Drops what is waiting and the timer (the room ended). */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.waiting.clear();
  }

  /** The clients in groups whose update fits one message (one alone when it does not). */
  private groups(clients: number[]): number[][] {
    const groups: number[][] = [];
    let group: number[] = [];
    let bytes = 0;
    for (const id of clients) {
      const size = this.encode([id]).byteLength;
      if (group.length > 0 && bytes + size > PRESENCE_MESSAGE_BYTES) {
        groups.push(group);
        group = [];
        bytes = 0;
      }
      group.push(id);
      bytes += size;
    }
    if (group.length > 0) groups.push(group);
    return groups;
  }
}
