import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdSubscription, resubscribeDelay } from './redis';

/** A stand-in for the subscriber connection: SUBSCRIBE fails while `failures` lasts. */
class FakeConnection extends EventEmitter {
  status = 'connecting';
  failures = 0;
  subscribes = 0;
  async subscribe(_channel: string) {
    this.subscribes += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Reached the max retries per request limit');
    }
    return 1;
  }
  up() {
    this.status = 'ready';
    this.emit('ready');
  }
  down() {
    this.status = 'reconnecting';
    this.emit('close');
  }
}

describe('holdSubscription', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 200 ms more before each retry, 2 s at most', () => {
    expect([1, 2, 5, 10, 50].map(resubscribeDelay)).toEqual([200, 400, 1000, 2000, 2000]);
  });

  it('retries a failed SUBSCRIBE until it holds, warning once when it fails and once when it holds', async () => {
    const connection = new FakeConnection();
    const warnings: string[] = [];
    const hold = holdSubscription(connection, 'podium:peers', (message) => warnings.push(message));
    expect(hold.holds()).toBe(false);
    connection.failures = 3;
    connection.up();
    await vi.advanceTimersByTimeAsync(0);
    expect(hold.holds()).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Reached the max retries per request limit');
    await vi.advanceTimersByTimeAsync(200 + 400 + 600);
    expect(connection.subscribes).toBe(4);
    expect(hold.holds()).toBe(true);
    expect(warnings).toEqual([warnings[0], 'the other app servers are heard again on "podium:peers"']);
    hold.stop();
  });

  it('no longer holds when the connection drops, and subscribes again on its next ready', async () => {
    const connection = new FakeConnection();
    const hold = holdSubscription(connection, 'c', () => {});
    connection.up();
    await vi.advanceTimersByTimeAsync(0);
    expect(hold.holds()).toBe(true);
    connection.down();
    expect(hold.holds()).toBe(false);
    connection.up();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.subscribes).toBe(2);
    expect(hold.holds()).toBe(true);
  });

  it('does not retry while the connection is down, nor after stop', async () => {
    const connection = new FakeConnection();
    const hold = holdSubscription(connection, 'c', () => {});
    connection.failures = 1;
    connection.up();
    await vi.advanceTimersByTimeAsync(0);
    connection.down();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.subscribes).toBe(1);
    hold.stop();
    connection.up();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.subscribes).toBe(1);
    expect(hold.holds()).toBe(false);
  });
});
