import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError } from '../fetch-with-timeout';
import { createLogger, type LoggerConfig } from './logger';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0, 123);
const PRODUCTION: LoggerConfig = { mode: 'production', logApiEndpoint: '/api/log/', source: 'view-page' };

const fetchMock = vi.fn<typeof fetch>();
// An injected console: the test setup fails any test that really writes console.warn/error.
const out = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const deps = { fetch: fetchMock, now: () => NOW, console: out };

function respond(status: number, body = '{"ok":true}') {
  fetchMock.mockResolvedValueOnce(
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const expectedRecord = (levelname: string, msg: string) => ({
  msg,
  current_time: 1768471200123,
  created: 1768471200.123,
  msecs: 123,
  client_datetime: '2026-01-15T10:00:00.123Z',
  object: null,
  _object: null,
  _action: null,
  trigger: null,
  _category: 'website',
  source: 'view-page',
  levelname,
  name: 'debug',
  levelno: 20,
  relativeCreated: 0,
  platform: 'website',
  session_id: '',
});

beforeEach(() => {
  fetchMock.mockReset();
  for (const method of Object.values(out)) method.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createLogger', () => {
  it("throws 'Missing logApiEndpoint in production mode!' without an endpoint in production", () => {
    expect(() => createLogger({ mode: 'production', source: 'view-page' }, deps)).toThrow(
      new Error('Missing logApiEndpoint in production mode!'),
    );
    expect(() => createLogger({ mode: 'production', logApiEndpoint: '', source: 's' }, deps)).toThrow(
      new Error('Missing logApiEndpoint in production mode!'),
    );
  });

  it('needs no endpoint outside production', () => {
    expect(() => createLogger({ mode: 'development', source: 's' }, deps)).not.toThrow();
    expect(() => createLogger({ mode: 'test', source: 's' }, deps)).not.toThrow();
  });
});

describe('the production logger', () => {
  it('POSTs a JSON array of one record and ignores the JSON answer', async () => {
    respond(200);
    await expect(createLogger(PRODUCTION, deps).info({ msg: 'viewer loaded' })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/log/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify([expectedRecord('INFO', 'viewer loaded')]),
      signal: expect.any(AbortSignal),
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toStrictEqual([
      expectedRecord('INFO', 'viewer loaded'),
    ]);
    expect(out.info).not.toHaveBeenCalled();
  });

  it('sends WARN and ERROR records the same way', async () => {
    respond(200);
    respond(200);
    const logger = createLogger(PRODUCTION, deps);
    await logger.warn({ msg: 'slow' });
    await logger.error({ msg: 'broken', prezi_id: 'abc123def456' });
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string)[0]);
    expect(sent.map((record) => [record.levelname, record.msg, record.prezi_id])).toEqual([
      ['WARN', 'slow', undefined],
      ['ERROR', 'broken', 'abc123def456'],
    ]);
  });

  it('does not fail on an unreadable answer once the status is OK', async () => {
    respond(200, 'not json');
    await expect(createLogger(PRODUCTION, deps).info({ msg: 'm' })).resolves.toBeUndefined();
  });

  it('rejects on a non-OK status', async () => {
    respond(503);
    await expect(createLogger(PRODUCTION, deps).info({ msg: 'm' })).rejects.toThrow(
      new Error('Log request failed with status 503'),
    );
  });

  it('passes a network error to the caller', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createLogger(PRODUCTION, deps).error({ msg: 'm' })).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );
  });

  it('rejects after 20 s without an answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    let settled = false;
    const result = createLogger(PRODUCTION, deps)
      .info({ msg: 'm' })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('Request to /api/log/ timed out after 20000 ms');
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it("rejects with 'logMessage is null' and sends nothing for a null message", async () => {
    await expect(createLogger(PRODUCTION, deps).info({ msg: null })).rejects.toThrow(
      new Error('logMessage is null'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe.each(['development', 'test'] as const)('the %s logger', (mode) => {
  const config: LoggerConfig = { mode, logApiEndpoint: '/api/log/', source: 'view-page' };

  it('writes each level to the matching console method and sends nothing', async () => {
    const logger = createLogger(config, deps);
    await logger.info({ msg: 'a' });
    await logger.warn({ msg: 'b' });
    await logger.error({ msg: 'c' });
    expect(out.info).toHaveBeenCalledExactlyOnceWith('a', expectedRecord('INFO', 'a'));
    expect(out.warn).toHaveBeenCalledExactlyOnceWith('b', expectedRecord('WARN', 'b'));
    expect(out.error).toHaveBeenCalledExactlyOnceWith('c', expectedRecord('ERROR', 'c'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects with 'logMessage is null' for a null message", async () => {
    await expect(createLogger(config, deps).warn({ msg: null })).rejects.toThrow(
      new Error('logMessage is null'),
    );
    expect(out.warn).not.toHaveBeenCalled();
  });
});
