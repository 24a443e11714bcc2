import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeers } from '../../platform/peers/peers';
import type { LiveEvent } from './contracts';
import { LIVE_HUB_TIMING, LiveHub, type LiveHubTiming, topicOf } from './live-hub';

/** A response that records what was written, and can be closed by the "client". */
class FakeResponse extends EventEmitter {
  head: Record<string, string> = {};
  text = '';
  writableEnded = false;
  /** Bytes the "client" has not read yet. */
  writableLength = 0;
  destroyed = false;
  writeHead(_status: number, headers: Record<string, string>) {
    this.head = headers;
    return this;
  }
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.writableEnded = true;
    this.emit('close');
  }
  events(): LiveEvent[] {
    return [...this.text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as LiveEvent);
  }
}

const state = (viewers: number): LiveEvent => ({
  type: 'state',
  session: {
    code: 'k3x9q2',
    joinUrl: 'http://x/live/k3x9q2/',
    oid: 'abcdefghijkl',
    title: 'T',
    state: 'live',
    step: 0,
    startedAt: '2026-11-27T10:00:00.000Z',
    endedAt: null,
    linkId: null,
  },
  questions: [],
  viewers,
});

// A turn of the event loop, which fake timers (the throttle's tests) leave alone.
const settle = () => new Promise((r) => setImmediate(r));

afterEach(() => {
  vi.useRealTimers();
});

/** By default every change of the viewer count is sent at once; the throttle has its own test. */
function setUp(timing: Partial<LiveHubTiming> = {}) {
  const peers = createPeers();
  const onViewers = vi.fn();
  const hub = new LiveHub(peers, { onViewers }, { ...LIVE_HUB_TIMING, viewersThrottleMs: 0, ...timing });
  const open = async (presenter = false) => {
    const res = new FakeResponse();
    hub.open('k3x9q2', res as unknown as ServerResponse, presenter, async (viewers) => state(viewers));
    await settle();
    return res;
  };
  return { peers, hub, open, onViewers };
}

describe('LiveHub', () => {
  it('answers with the stream headers, a retry hint and the state first', async () => {
    const { open } = setUp();
    const res = await open();
    expect(res.head['content-type']).toMatch(/^text\/event-stream/);
    expect(res.head['x-accel-buffering']).toBe('no');
    expect(res.head['cache-control']).toContain('no-cache');
    expect(res.text.startsWith(`retry: ${LIVE_HUB_TIMING.retryMs}\n\nevent: state\n`)).toBe(true);
    expect(res.events()[0]).toMatchObject({ type: 'state', viewers: 1 });
  });

  it('writes each event once to every stream, through one subscription per session', async () => {
    const { peers, hub, open } = setUp();
    const subscribe = vi.spyOn(peers, 'subscribe');
    const [a, b] = [await open(), await open(true)];
    expect(subscribe).toHaveBeenCalledTimes(1);
    hub.publish('k3x9q2', { type: 'step', step: 3, at: 1 });
    for (const res of [a, b])
      expect(res.events().filter((e) => e.type === 'step')).toEqual([{ type: 'step', step: 3, at: 1 }]);
    expect(hub.connectionCount('k3x9q2')).toBe(2);
  });

  it('sends a presenter-only event in full to the presenter, and its notice to the audience', async () => {
    const { hub, open } = setUp();
    const [audience, presenter] = [await open(), await open(true)];
    const question = {
      id: 1,
      text: 'secret',
      votes: 0,
      state: 'hidden' as const,
      createdAt: '',
      voted: false,
      mine: false,
    };
    hub.publishToPresenter(
      'k3x9q2',
      { type: 'question', question },
      { type: 'question', question: { ...question, text: '' } },
    );
    expect(presenter.text).toContain('secret');
    expect(audience.text).not.toContain('secret');
    expect(audience.events().at(-1)).toMatchObject({ type: 'question', question: { id: 1, text: '' } });
  });

  it('counts the audience (not the presenter) with other processes’ counts, until they go quiet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { peers, hub, open, onViewers } = setUp();
    const presenter = await open(true);
    await open();
    expect(hub.viewers('k3x9q2')).toBe(1);
    peers.broadcast(topicOf('k3x9q2'), { kind: 'count', process: 'elsewhere', count: 40 });
    expect(hub.viewers('k3x9q2')).toBe(41);
    expect(presenter.events().at(-1)).toEqual({ type: 'viewers', viewers: 41 });
    expect(onViewers).toHaveBeenLastCalledWith('k3x9q2', 41);
    vi.setSystemTime(Date.now() + LIVE_HUB_TIMING.countTtlMs + 1);
    peers.broadcast(topicOf('k3x9q2'), { kind: 'count', process: 'third', count: 2 });
    expect(hub.viewers('k3x9q2')).toBe(2); // "elsewhere" and our own old count expired; ours is resent each round
  });

  it('sends the viewer count at most once per throttle window, ending on the latest', async () => {
    // The window is the test's clock, not the machine's: 50 arrivals take one window however
    // slowly a loaded machine opens them.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { open, onViewers } = setUp({ viewersThrottleMs: 60 });
    const presenter = await open(true);
    for (let i = 0; i < 50; i++) await open();
    const counts = () => presenter.events().filter((e) => e.type === 'viewers');
    expect(counts().length).toBeLessThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(counts().at(-1)).toEqual({ type: 'viewers', viewers: 50 });
    expect(counts().length).toBeLessThanOrEqual(3);
    expect(onViewers).toHaveBeenLastCalledWith('k3x9q2', 50);
  });

  it('passes on at most reactionsPerSecond reactions per session each second, from this process', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const { hub, open } = setUp({ reactionsPerSecond: 3 });
    const viewer = await open();
    const sent = Array.from({ length: 5 }, () =>
      hub.publishReaction('k3x9q2', { type: 'reaction', emoji: '👏' }),
    );
    expect(sent).toEqual([true, true, true, false, false]);
    expect(viewer.events().filter((e) => e.type === 'reaction')).toHaveLength(3);
    vi.setSystemTime(new Date('2026-11-27T10:00:01.000Z'));
    expect(hub.publishReaction('k3x9q2', { type: 'reaction', emoji: '🎉' })).toBe(true);
  });

  it('closes a stream whose client stopped reading, and forgets it', async () => {
    const { hub, open } = setUp({ maxBufferedBytes: 1024 });
    const [reading, stalled] = [await open(), await open()];
    stalled.writableLength = 2048;
    hub.publish('k3x9q2', { type: 'step', step: 1, at: 1 });
    expect(stalled.destroyed).toBe(true);
    expect(reading.destroyed).toBe(false);
    expect(reading.events().filter((e) => e.type === 'step')).toEqual([{ type: 'step', step: 1, at: 1 }]);
    expect(hub.connectionCount('k3x9q2')).toBe(1);
  });

  it('closes every stream when the session ends, and drops the session when the last one goes', async () => {
    const { peers, hub, open } = setUp();
    const stopped = vi.fn();
    const subscribe = peers.subscribe.bind(peers);
    vi.spyOn(peers, 'subscribe').mockImplementation((topic, subscriber) => {
      const stop = subscribe(topic, subscriber);
      return () => {
        stopped(topic);
        stop();
      };
    });
    const [a, b] = [await open(), await open()];
    hub.publish('k3x9q2', { type: 'ended' });
    expect(a.writableEnded && b.writableEnded).toBe(true);
    expect(a.events().at(-1)).toEqual({ type: 'ended' });
    expect(hub.connectionCount()).toBe(0);
    expect(stopped).toHaveBeenCalledWith(topicOf('k3x9q2'));
  });

  it('holds back what happens while the state is read, and writes it right after', async () => {
    const { hub } = setUp();
    const res = new FakeResponse();
    let release: (e: LiveEvent) => void = () => {};
    hub.open('k3x9q2', res as unknown as ServerResponse, false, () => new Promise((r) => (release = r)));
    hub.publish('k3x9q2', { type: 'step', step: 2, at: 5 });
    expect(res.events()).toEqual([]);
    release(state(1));
    await settle();
    expect(
      res
        .events()
        .map((e) => e.type)
        .filter((t) => t !== 'viewers'),
    ).toEqual(['state', 'step']);
  });
});
