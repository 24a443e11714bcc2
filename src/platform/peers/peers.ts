// What the processes of one Podium tell each other. Each process caches
// rendered pages and site counts; when a talk is hidden, revoked, deleted or edited, every process
// must drop what it cached before the change is acknowledged, or a visitor who lands on another
// process still sees the old page.
//
// `announce(event)` runs the event's handlers here and in every peer, and resolves when all have
// run (or after ANNOUNCE_TIMEOUT_MS, with a warning: a stuck peer must not hold a request up).
// - One process: the handlers run here, nothing else.
// - node:cluster workers: the event goes to the primary, which passes it to every other worker,
//   collects their acknowledgements and tells the announcer (primaryRelay below).
// - Other app servers (other machines): through Redis pub/sub when REDIS_URL is set, and through
//   PostgreSQL's LISTEN/NOTIFY otherwise (remote-peers.ts); these arrive within milliseconds but
//   are not awaited, so a server that is away costs nothing.
//
// `broadcast(topic, payload)` is the live-event channel (live presenting: the presenter's step,
// reactions): delivered once to every subscriber of the topic in every process, this one included,
// by the same routes, neither awaited nor stored. A process may hear a message twice (from its
// cluster primary and from Redis): each carries an id, and a process delivers an id once.
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';

/**
 * `pages-changed`: content changed, drop cached pages; `visibility-changed`: a deck was hidden or
 * shown; `rights-changed`: someone's right to a deck may have gone (a collaborator, a team member or
 * a folder's sharing changed, a deck moved to a team), so open editing channels are checked again.
 */
export type PeerEvent = 'pages-changed' | 'visibility-changed' | 'rights-changed';
type Handler = () => void | Promise<void>;
type Subscriber = (payload: unknown) => void;

export const ANNOUNCE_TIMEOUT_MS = 1_000;
/** A broadcast's JSON at most (PostgreSQL's NOTIFY carries under 8,000 bytes with its envelope). */
export const BROADCAST_MAX_BYTES = 6_000;
/** Topics are short names such as `live:k3x9q2`. */
const TOPIC_MAX_LENGTH = 100;
/** Message ids remembered to deliver each broadcast once; far more than arrive in a second. */
const SEEN_IDS = 10_000;

/** IPC messages between workers and the primary; `podium` marks ours among any others. */
type Message =
  | { podium: 'announce'; id: string; event: PeerEvent }
  | { podium: 'run'; id: string; event: PeerEvent }
  | { podium: 'ran'; id: string }
  | { podium: 'done'; id: string }
  | { podium: 'broadcast'; id: string; topic: string; payload: unknown };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { podium?: unknown }).podium === 'string';

export interface Peers {
  on(event: PeerEvent, handler: Handler): void;
  announce(event: PeerEvent): Promise<void>;
  /** Sends `payload` (JSON, at most BROADCAST_MAX_BYTES) to every subscriber of `topic`, everywhere. */
  broadcast(topic: string, payload: unknown): void;
  /** Hears a topic's broadcasts; the returned function stops. */
  subscribe(topic: string, subscriber: Subscriber): () => void;
  /** False while other app servers cannot reach this one (its Redis subscription does not hold). */
  listening(): boolean;
  close(): void;
}

const EVENTS: readonly string[] = [
  'pages-changed',
  'visibility-changed',
  'rights-changed',
] satisfies PeerEvent[];

/** Other machines' processes, through Redis or PostgreSQL: tell them, and hear them. */
export interface RemotePeers {
  publish(message: string): Promise<void>;
  /** Hears the others; `warn` tells when hearing them fails. */
  subscribe(listener: (message: string) => void, warn: (message: string) => void): void;
  /** Whether the others are heard now (absent: always, as far as this side can tell). */
  holds?(): boolean;
  close(): void;
}

export function createPeers(warn: (message: string) => void = () => {}, remote?: RemotePeers): Peers {
  const { on, runHere } = eventHandlers();
  const { subscribe, deliver } = topicSubscribers(warn);
  const local =
    cluster.isWorker && process.send
      ? clusterPeers(runHere, deliver, warn)
      : { announce: runHere, broadcast: () => {}, close() {} };
  // This process's messages come back to it from Redis and PostgreSQL: it knows them by origin.
  const origin = randomUUID();
  remote?.subscribe(remoteListener(origin, runHere, deliver), warn);
  const publish = (message: object, what: string) =>
    remote?.publish(JSON.stringify({ origin, ...message })).catch((error: Error) => {
      warn(`other app servers were not told ${what}: ${error.message}`);
    });

  return {
    on,
    subscribe,
    listening: () => remote?.holds?.() ?? true,
    async announce(event) {
      void publish({ event }, `"${event}"`);
      await local.announce(event);
    },
    broadcast(topic, payload) {
      const json = JSON.stringify(payload ?? null);
      if (topic.length === 0 || topic.length > TOPIC_MAX_LENGTH)
        throw new RangeError(`a topic has 1 to ${TOPIC_MAX_LENGTH} characters`);
      if (Buffer.byteLength(json) > BROADCAST_MAX_BYTES)
        throw new RangeError(`a broadcast carries at most ${BROADCAST_MAX_BYTES} bytes of JSON`);
      const id = randomUUID();
      const copy = JSON.parse(json) as unknown; // every process hears the same plain data
      deliver(id, topic, copy);
      local.broadcast(id, topic, copy);
      void publish({ id, topic, payload: copy }, `a "${topic}" broadcast`);
    },
    close() {
      local.close();
      remote?.close();
    },
  };
}

/** This process's handlers of the announced events. */
function eventHandlers() {
  const handlers = new Map<PeerEvent, Handler[]>();
  return {
    on: (event: PeerEvent, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    runHere: async (event: PeerEvent) => {
      await Promise.all((handlers.get(event) ?? []).map((handler) => handler()));
    },
  };
}

/** This process's subscribers of the broadcast topics. */
function topicSubscribers(warn: (message: string) => void) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const seen = new Set<string>();
  return {
    subscribe: (topic: string, subscriber: Subscriber) => {
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set.add(subscriber));
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(topic);
      };
    },
    /** Delivers a broadcast to this process's subscribers, once per id. */
    deliver: (id: string, topic: string, payload: unknown) => {
      if (seen.has(id)) return;
      seen.add(id);
      if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value!);
      for (const subscriber of subscribers.get(topic) ?? []) {
        try {
          subscriber(payload);
        } catch (error) {
          warn(`a subscriber of "${topic}" failed: ${(error as Error).message}`);
        }
      }
    },
  };
}

/** Hears other app servers' messages: runs their events and delivers their broadcasts, not its own. */
function remoteListener(
  origin: string,
  runHere: (event: PeerEvent) => Promise<void>,
  deliver: (id: string, topic: string, payload: unknown) => void,
) {
  return (text: string) => {
    let message: { origin?: unknown; event?: unknown; id?: unknown; topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || message.origin === origin) return;
    if (typeof message.event === 'string' && EVENTS.includes(message.event))
      void runHere(message.event as PeerEvent);
    if (typeof message.id === 'string' && typeof message.topic === 'string')
      deliver(message.id, message.topic, message.payload);
  };
}

/** node:cluster workers: announcements go through the primary, which collects the acknowledgements. */
function clusterPeers(
  runHere: (event: PeerEvent) => Promise<void>,
  deliver: (id: string, topic: string, payload: unknown) => void,
  warn: (message: string) => void,
) {
  const waiting = new Map<string, () => void>();
  const listener = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.podium === 'broadcast') deliver(message.id, message.topic, message.payload);
    if (message.podium === 'run')
      void runHere(message.event).finally(() =>
        process.send?.({ podium: 'ran', id: message.id } satisfies Message),
      );
    if (message.podium === 'done') waiting.get(message.id)?.();
  };
  process.on('message', listener);
  return {
    async announce(event: PeerEvent) {
      const id = randomUUID();
      const others = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          warn(`other workers did not confirm "${event}" within ${ANNOUNCE_TIMEOUT_MS} ms`);
          resolve();
        }, ANNOUNCE_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        });
      });
      process.send?.({ podium: 'announce', id, event } satisfies Message);
      await Promise.all([runHere(event), others]);
    },
    broadcast(id: string, topic: string, payload: unknown) {
      process.send?.({ podium: 'broadcast', id, topic, payload } satisfies Message);
    },
    close: () => {
      process.off('message', listener);
    },
  };
}

/**
 * The primary's half: passes each worker's announcement to every other live worker and tells the
 * announcer once they have all run it; passes broadcasts on, unacknowledged. Call once in the primary.
 */
export function primaryRelay(workers: () => Worker[]): void {
  const pending = new Map<string, { from: Worker; left: Set<number> }>();
  const finish = (id: string) => {
    const entry = pending.get(id);
    if (!entry || entry.left.size > 0) return;
    pending.delete(id);
    if (entry.from.isConnected()) entry.from.send({ podium: 'done', id } satisfies Message);
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.podium === 'announce') {
      const others = workers().filter((w) => w !== worker && w.isConnected());
      pending.set(message.id, { from: worker, left: new Set(others.map((w) => w.id)) });
      for (const other of others)
        other.send({ podium: 'run', id: message.id, event: message.event } satisfies Message);
      finish(message.id);
    } else if (message.podium === 'broadcast') {
      for (const other of workers())
        if (other !== worker && other.isConnected()) other.send(message satisfies Message);
    } else if (message.podium === 'ran') {
      pending.get(message.id)?.left.delete(worker.id);
      finish(message.id);
    }
  });
  // A worker that dies owes no acknowledgement.
  cluster.on('exit', (worker) => {
    for (const [id, entry] of pending) {
      entry.left.delete(worker.id);
      finish(id);
    }
  });
}
