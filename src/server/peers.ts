// What the processes of one Podium tell each other (issue #13 items 1 and 2). Each process caches
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
//   PostgreSQL's LISTEN/NOTIFY otherwise (a `notify` function given by the caller); these arrive
//   within milliseconds but are not awaited, so a server that is away costs nothing.
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connection';

export type PeerEvent = 'pages-changed' | 'visibility-changed';
type Handler = () => void | Promise<void>;

export const ANNOUNCE_TIMEOUT_MS = 1_000;

/** IPC messages between workers and the primary; `podium` marks ours among any others. */
type Message =
  | { podium: 'announce'; id: string; event: PeerEvent }
  | { podium: 'run'; id: string; event: PeerEvent }
  | { podium: 'ran'; id: string }
  | { podium: 'done'; id: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { podium?: unknown }).podium === 'string';

export interface Peers {
  on(event: PeerEvent, handler: Handler): void;
  announce(event: PeerEvent): Promise<void>;
  close(): void;
}

const EVENTS: readonly string[] = ['pages-changed', 'visibility-changed'] satisfies PeerEvent[];

/** Other machines' processes, through Redis or PostgreSQL: tell them, and hear them. */
export interface RemotePeers {
  publish(message: string): Promise<void>;
  subscribe(listener: (message: string) => void): void;
  close(): void;
}

export function createPeers(warn: (message: string) => void = () => {}, remote?: RemotePeers): Peers {
  const handlers = new Map<PeerEvent, Handler[]>();
  const runHere = async (event: PeerEvent) => {
    await Promise.all((handlers.get(event) ?? []).map((handler) => handler()));
  };
  const on = (event: PeerEvent, handler: Handler) => {
    handlers.set(event, [...(handlers.get(event) ?? []), handler]);
  };
  const local =
    cluster.isWorker && process.send ? clusterPeers(runHere, warn) : { announce: runHere, close() {} };
  if (!remote) return { on, ...local };

  // This process's messages come back to it from Redis and PostgreSQL: it knows them by origin.
  const origin = randomUUID();
  remote.subscribe((text) => {
    let message: { origin?: unknown; event?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.origin !== origin && typeof message.event === 'string' && EVENTS.includes(message.event))
      void runHere(message.event as PeerEvent);
  });
  return {
    on,
    async announce(event) {
      remote.publish(JSON.stringify({ origin, event })).catch((error: Error) => {
        warn(`other app servers were not told "${event}": ${error.message}`);
      });
      await local.announce(event);
    },
    close() {
      local.close();
      remote.close();
    },
  };
}

/** Redis pub/sub: publishes on the shared connection, listens on a connection of its own. */
export function redisPeers(redis: Redis, prefix: string): RemotePeers {
  const channel = `${prefix}peers`;
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {}); // the shared connection already warns about outages
  return {
    publish: async (message) => {
      await redis.publish(channel, message);
    },
    subscribe(listener) {
      subscriber.on('message', (_channel: string, message: string) => listener(message));
      void subscriber.subscribe(channel).catch(() => {});
    },
    close: () => subscriber.disconnect(),
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY, for app servers that share a database and no Redis. The channel is
 * named after the schema, so installs that share a database in different schemas do not mix.
 */
export function postgresPeers(handle: DatabaseHandle): RemotePeers | undefined {
  const guard = handle.postgres;
  if (!guard) return undefined;
  const channel = `podium_peers_${handle.schema ?? 'public'}`.slice(0, 63);
  let stop = () => {};
  return {
    publish: async (message) => {
      await sql`select pg_notify(${channel}, ${message})`.execute(handle.db);
    },
    subscribe(listener) {
      stop = guard.listen(channel, listener);
    },
    close: () => stop(),
  };
}

/** node:cluster workers: announcements go through the primary, which collects the acknowledgements. */
function clusterPeers(runHere: (event: PeerEvent) => Promise<void>, warn: (message: string) => void) {
  const waiting = new Map<string, () => void>();
  const listener = (message: unknown) => {
    if (!isMessage(message)) return;
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
    close: () => {
      process.off('message', listener);
    },
  };
}

/**
 * The primary's half: passes each worker's announcement to every other live worker and tells the
 * announcer once they have all run it. Call once in the primary.
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
