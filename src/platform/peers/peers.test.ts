import { describe, expect, it } from 'vitest';
import { BROADCAST_MAX_BYTES, createPeers, type RemotePeers } from './peers';

/** An in-memory stand-in for Redis pub/sub: every message to every listener, `copies` times. */
function bus(copies = 1) {
  const listeners: ((message: string) => void)[] = [];
  const remote = (): RemotePeers => ({
    publish: async (message) => {
      for (let i = 0; i < copies; i++) for (const listener of listeners) listener(message);
    },
    subscribe: (listener) => listeners.push(listener),
    close() {},
  });
  return remote;
}

describe('peers: broadcasts', () => {
  it("reach every process's subscribers of the topic once, the sender's included", async () => {
    const remote = bus(2); // a message heard twice (cluster primary and Redis) is delivered once
    const [one, two] = [createPeers(undefined, remote()), createPeers(undefined, remote())];
    const heard: string[] = [];
    one.subscribe('live:a', (payload) => heard.push(`one ${JSON.stringify(payload)}`));
    two.subscribe('live:a', (payload) => heard.push(`two ${JSON.stringify(payload)}`));
    two.subscribe('live:b', () => heard.push('wrong topic'));
    one.broadcast('live:a', { step: 2 });
    await Promise.resolve();
    expect(heard).toEqual(['one {"step":2}', 'two {"step":2}']);
  });

  it('stops when unsubscribed, and goes on past a subscriber that throws', () => {
    const peers = createPeers();
    const heard: unknown[] = [];
    const warnings: string[] = [];
    const quiet = createPeers((message) => warnings.push(message));
    quiet.subscribe('t', () => {
      throw new Error('boom');
    });
    quiet.subscribe('t', (payload) => heard.push(payload));
    quiet.broadcast('t', 1);
    expect(heard).toEqual([1]);
    expect(warnings).toEqual(['a subscriber of "t" failed: boom']);

    const stop = peers.subscribe('t', (payload) => heard.push(payload));
    peers.broadcast('t', 2);
    stop();
    peers.broadcast('t', 3);
    expect(heard).toEqual([1, 2]);
  });

  it("hands every subscriber plain data, not the sender's object", () => {
    const peers = createPeers();
    const sent = { step: 1, at: new Date(0) };
    let got: unknown;
    peers.subscribe('t', (payload) => {
      got = payload;
    });
    peers.broadcast('t', sent);
    expect(got).toEqual({ step: 1, at: '1970-01-01T00:00:00.000Z' });
    expect(got).not.toBe(sent);
  });

  it('refuses a payload or a topic past its bounds', () => {
    const peers = createPeers();
    expect(() => peers.broadcast('t', 'x'.repeat(BROADCAST_MAX_BYTES))).toThrow(RangeError);
    expect(() => peers.broadcast('', 1)).toThrow(RangeError);
    expect(() => peers.broadcast('t'.repeat(101), 1)).toThrow(RangeError);
  });

  it('ignores what is not a message', () => {
    const listeners: ((message: string) => void)[] = [];
    const peers = createPeers(undefined, {
      publish: async () => {},
      subscribe: (listener) => listeners.push(listener),
      close() {},
    });
    const heard: unknown[] = [];
    peers.subscribe('t', (payload) => heard.push(payload));
    for (const text of ['not json', '{}', '{"topic":"t"}', '{"id":1,"topic":"t"}', 'null'])
      listeners[0]!(text);
    listeners[0]!(JSON.stringify({ origin: 'elsewhere', id: 'x', topic: 't', payload: 5 }));
    expect(heard).toEqual([5]);
  });
});
