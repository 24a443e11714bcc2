import { createServer, type Server, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './postgres-errors';
import { answersWithin } from './postgres-guard';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the ways a database goes away', () => {
    for (const error of [
      new DatabaseUnavailableError(),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006', 'connection failure'),
      withCode('53300', 'too many connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves bad queries and other failures to be what they are', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('something else'),
      undefined,
      'text',
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

describe('answersWithin', () => {
  /** A TCP server that echoes at once, or never when `silent`: a database's answer, or its hang. */
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((socket) =>
      socket.on('data', (data) => data.toString() !== 'silent' && socket.write(data)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `message` and answers a promise of the reply, and the socket to close. */
  const ask = async (message: string) => {
    const socket = tcpConnect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const reply = new Promise<string>((resolve) => socket.once('data', (data) => resolve(data.toString())));
    socket.write(message);
    return { reply, socket };
  };
  const blockFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('takes an answer that waited in the socket while the event loop was blocked past the limit', async () => {
    const { reply, socket } = await ask('select 1');
    const answer = answersWithin(reply, 50);
    blockFor(200); // the echo arrives meanwhile; the timer is due long before the loop reads it
    await expect(answer).resolves.toBe('select 1');
    socket.destroy();
  });

  it('fails a database that does not answer, after the limit', async () => {
    const { reply, socket } = await ask('silent');
    const started = performance.now();
    await expect(answersWithin(reply, 50)).rejects.toThrow('Query read timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
    socket.destroy();
  });

  it('fails a database that does not answer, even when the loop was blocked: once more the limit', async () => {
    // The clock is the test's: every timer here runs late, as on a loaded machine, and the wait
    // is extended once, not for as long as the machine stays slow.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let verdict: unknown = 'waiting';
      answersWithin(new Promise<never>(() => {}), 50).catch((error: Error) => {
        verdict = error.message;
      });
      now = 300; // the loop was blocked past the limit: the timer runs 250 ms late
      await vi.advanceTimersByTimeAsync(50);
      await new Promise((resolve) => setImmediate(resolve));
      expect(verdict).toBe('waiting'); // a late timer starts the wait once more
      now = 700; // late again
      await vi.advanceTimersByTimeAsync(50);
      await new Promise((resolve) => setImmediate(resolve)); // the verdict's own turn of the loop
      expect(verdict).toBe('Query read timeout');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
