// The live sessions' event streams in this process. Each connection is
// a Server-Sent Events response (live-stream.ts); the hub keeps them per session ("room") and writes
// each event to all of a room's connections with one serialised string. Events travel between
// processes and app servers by `app.peers` (cluster IPC, Redis or LISTEN/NOTIFY), one subscription
// per room per process, taken when its first connection opens and dropped with its last.
//
// Viewer counts are summed across processes (live-viewer-count.ts); a process opening a room asks
// the others for their counts, so it need not wait for the next round. One interval drives the
// heartbeats, the counts and the presenter's keep-alive: no timer per connection.
//
// Bounded work per room, whatever the audience sends: the `viewers` event goes out at most once per
// viewersThrottleMs; reactions are passed on at most reactionsPerSecond per session from each
// process (they are all counted; the excess is not shown); and a stream whose client stops reading
// is closed once maxBufferedBytes wait for it. Streams are counted per client address too, so the
// routes can bound what one address holds. A session's audience can be sent away at once (its
// share link was revoked): each of its audience streams gets `ended` and closes, everywhere;
// presenter streams stay.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Repeating, type RepeatLog, repeat } from '../../platform/jobs/repeat';
import type { Peers } from '../../platform/peers/peers';
import type { LiveEvent } from './contracts';
import { type Connection, endStream, sseMessage, startStream, writeTo } from './live-stream';
import { ViewerCount } from './live-viewer-count';
import { ReactionThrottle } from './reaction-throttle';

export const LIVE_HUB_TIMING = {
  /** A comment line on every stream, so proxies and browsers keep it open. */
  heartbeatMs: 20_000,
  countEveryMs: 10_000,
  countThrottleMs: 1_000,
  countTtlMs: 30_000,
  /** The browser's wait before it reconnects (the `retry:` field). */
  retryMs: 2_000,
  /** How often an open presenter stream counts as the presenter being there. */
  presenterTouchMs: 60_000,
  viewersThrottleMs: 1_000,
  reactionsPerSecond: 10,
  maxBufferedBytes: 256 * 1024,
};
export type LiveHubTiming = typeof LIVE_HUB_TIMING;

/** What goes through the peers topic of a session. */
type TopicMessage =
  | { kind: 'event'; event: LiveEvent; presenterOnly?: boolean; audienceEvent?: LiveEvent }
  | { kind: 'count'; process: string; count: number }
  /** A process that just opened the room asks the others for their counts. */
  | { kind: 'ask'; process: string }
  /** The audience may no longer watch: end their streams (the presenter's stay). */
  | { kind: 'close-audience' };

interface Room {
  code: string;
  connections: Set<Connection>;
  stop: () => void;
  count: ViewerCount;
}

export interface LiveHubHooks {
  /** A room's viewers across every process changed (for the peak in the statistics). */
  onViewers?(code: string, viewers: number): void;
  /** A room has an open presenter stream (called every presenterTouchMs while it does). */
  onPresenterPresent?(code: string): void;
}

export const topicOf = (code: string) => `live:${code}`;

export class LiveHub {
  private readonly rooms = new Map<string, Room>();
  private readonly process = randomUUID();
  private repeating: Repeating | null = null;
  private ticks = 0;
  private readonly reactions: ReactionThrottle;
  /** Open streams per client address (or whatever `open` was given to count them by). */
  private readonly addresses = new Map<string, number>();

  constructor(
    private readonly peers: Peers,
    private readonly hooks: LiveHubHooks = {},
    private readonly timing: LiveHubTiming = LIVE_HUB_TIMING,
  ) {
    this.reactions = new ReactionThrottle(timing.reactionsPerSecond);
  }

  start(log: RepeatLog): void {
    if (this.repeating) return;
    const tickMs = Math.min(this.timing.heartbeatMs, this.timing.countEveryMs);
    this.repeating = repeat(() => this.tick(tickMs), {
      name: 'live streams: the tick',
      everyMs: tickMs,
      log,
    });
  }

  /** Ends every stream (shutdown): browsers reconnect to another server by themselves. */
  close(): void {
    void this.repeating?.stop();
    this.repeating = null;
    for (const room of this.rooms.values()) {
      for (const connection of room.connections) connection.res.end();
      this.drop(room);
    }
  }

  /** Connections open here, for tests and the load script. */
  connectionCount(code?: string): number {
    if (code !== undefined) return this.rooms.get(code)?.connections.size ?? 0;
    let n = 0;
    for (const room of this.rooms.values()) n += room.connections.size;
    return n;
  }

  /** Streams open here counted for one client address. */
  streamsFrom(address: string): number {
    return this.addresses.get(address) ?? 0;
  }

  /** The audience watching a session, summed over every process that reported recently. */
  viewers(code: string): number {
    return this.rooms.get(code)?.count.total ?? 0;
  }

  /**
   * Adopts an SSE response: writes the headers, the retry hint and the first `state` message,
   * and keeps it until the client goes or the session ends. `address`: whom streamsFrom counts
   * it for.
   */
  open(
    code: string,
    res: ServerResponse,
    presenter: boolean,
    first: (viewers: number) => Promise<LiveEvent>,
    address: string | null = null,
  ): void {
    const room = this.roomOf(code);
    const counted = address;
    const connection: Connection = { res, presenter, address: counted, pending: [] };
    startStream(res);
    room.connections.add(connection);
    if (!presenter) room.count.audience++;
    if (counted !== null) this.addresses.set(counted, this.streamsFrom(counted) + 1);
    room.count.recount();
    // Subscribed before the state is read: nothing said meanwhile is lost, it follows the state.
    first(room.count.total).then(
      (state) => {
        if (res.writableEnded) return;
        res.write(`retry: ${this.timing.retryMs}\n\n${sseMessage(state)}${connection.pending!.join('')}`);
        connection.pending = null;
        if (connection.endAfterState) res.end();
      },
      () => res.end(),
    );
    res.on('close', () => {
      if (!room.connections.delete(connection)) return;
      if (!presenter) room.count.audience--;
      if (counted !== null) {
        const left = this.streamsFrom(counted) - 1;
        if (left > 0) this.addresses.set(counted, left);
        else this.addresses.delete(counted);
      }
      if (room.connections.size === 0) {
        room.count.send(); // the others stop counting us at once
        this.drop(room);
      } else room.count.recount();
    });
  }

  /** Sends an event to every stream of the session, everywhere. */
  publish(code: string, event: LiveEvent): void {
    this.peers.broadcast(topicOf(code), { kind: 'event', event } satisfies TopicMessage);
  }

  /** Ends the session's audience streams on every process, with `ended`; presenters stay. */
  closeAudience(code: string): void {
    this.peers.broadcast(topicOf(code), { kind: 'close-audience' } satisfies TopicMessage);
  }

  /**
   * Passes a reaction on to everyone unless this session already had reactionsPerSecond of them
   * from this process in the current second. Returns whether it was passed on.
   */
  publishReaction(code: string, event: Extract<LiveEvent, { type: 'reaction' }>): boolean {
    if (!this.reactions.take(code)) return false;
    this.publish(code, event);
    return true;
  }

  /**
   * An event only the presenter's streams receive in full; the audience gets `audienceEvent`
   * instead when given (a hidden question's notice without its text).
   */
  publishToPresenter(code: string, event: LiveEvent, audienceEvent?: LiveEvent): void {
    this.peers.broadcast(topicOf(code), {
      kind: 'event',
      event,
      presenterOnly: true,
      ...(audienceEvent ? { audienceEvent } : {}),
    } satisfies TopicMessage);
  }

  private roomOf(code: string): Room {
    const existing = this.rooms.get(code);
    if (existing) return existing;
    const room: Room = {
      code,
      connections: new Set(),
      stop: () => {},
      count: new ViewerCount(
        this.process,
        this.timing,
        (audience) =>
          this.peers.broadcast(topicOf(code), {
            kind: 'count',
            process: this.process,
            count: audience,
          } satisfies TopicMessage),
        (total) => this.tellViewers(room, total),
      ),
    };
    room.stop = this.peers.subscribe(topicOf(code), (payload) => this.hear(room, payload as TopicMessage));
    this.rooms.set(code, room);
    this.peers.broadcast(topicOf(code), { kind: 'ask', process: this.process } satisfies TopicMessage);
    return room;
  }

  private drop(room: Room): void {
    room.stop();
    room.count.stop();
    this.rooms.delete(room.code);
  }

  private hear(room: Room, message: TopicMessage): void {
    if (message.kind === 'ask') {
      if (message.process !== this.process) room.count.send();
      return;
    }
    if (message.kind === 'count') {
      room.count.heard(message.process, message.count);
      return;
    }
    if (message.kind === 'close-audience') {
      const ended = sseMessage({ type: 'ended' });
      for (const connection of room.connections)
        if (!connection.presenter) endStream(connection, this.timing.maxBufferedBytes, ended);
      return;
    }
    const full = sseMessage(message.event);
    const forAudience = message.presenterOnly
      ? message.audienceEvent
        ? sseMessage(message.audienceEvent)
        : null
      : full;
    for (const connection of room.connections) {
      const text = connection.presenter ? full : forAudience;
      if (text !== null) this.write(connection, text);
    }
    if (message.event.type === 'ended') {
      for (const connection of room.connections) endStream(connection, this.timing.maxBufferedBytes);
      // 'close' handlers remove each connection and then the room.
    }
  }

  /** Tells every stream of the room the viewers' new total. */
  private tellViewers(room: Room, total: number): void {
    const text = sseMessage({ type: 'viewers', viewers: total });
    for (const connection of room.connections) this.write(connection, text);
    this.hooks.onViewers?.(room.code, total);
  }

  private write(connection: Connection, text: string): void {
    writeTo(connection, text, this.timing.maxBufferedBytes);
  }

  private tick(tickMs: number): void {
    this.ticks++;
    const elapsed = this.ticks * tickMs;
    this.reactions.prune();
    const heartbeat = elapsed % this.timing.heartbeatMs < tickMs;
    const touch = elapsed % this.timing.presenterTouchMs < tickMs;
    for (const room of this.rooms.values()) {
      room.count.send();
      room.count.update();
      if (heartbeat) for (const connection of room.connections) this.write(connection, ': heartbeat\n\n');
      if (touch && [...room.connections].some((c) => c.presenter)) this.hooks.onPresenterPresent?.(room.code);
    }
  }
}
