// The logger (spec §7 "Log", §8): production POSTs each record to the log endpoint and lets a
// failure reach the caller; development and test only write to the console.
import { LOG_TIMEOUT_MS } from '../constants';
import { fetchWithTimeout, globalFetch } from '../fetch-with-timeout';
import { buildLogRecord, type LevelName, type LogPayload, type LogRecord } from './log-record';

export interface LoggerConfig {
  mode: 'production' | 'development' | 'test';
  logApiEndpoint?: string;
  /** The record's default `source`: which app logged it. */
  source: string;
}

export interface LoggerDeps {
  fetch?: typeof fetch;
  now?: () => number;
  console?: Pick<Console, 'info' | 'warn' | 'error'>;
}

export interface Logger {
  info(payload: LogPayload): Promise<void>;
  warn(payload: LogPayload): Promise<void>;
  error(payload: LogPayload): Promise<void>;
}

export const MISSING_ENDPOINT_ERROR = 'Missing logApiEndpoint in production mode!';

const CONSOLE_METHOD = { INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/** Throws 'Missing logApiEndpoint in production mode!' at creation, not at the first log call. */
export function createLogger(config: LoggerConfig, deps: LoggerDeps = {}): Logger {
  const endpoint = config.logApiEndpoint;
  if (config.mode === 'production' && !endpoint) throw new Error(MISSING_ENDPOINT_ERROR);
  const fetchFn = deps.fetch ?? globalFetch;
  const now = deps.now ?? Date.now;

  async function post(url: string, record: LogRecord): Promise<void> {
    const response = await fetchWithTimeout(
      fetchFn,
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify([record]),
      },
      LOG_TIMEOUT_MS,
    );
    if (!response.ok) throw new Error(`Log request failed with status ${response.status}`);
    // The endpoint answers JSON that nobody reads; once the status is OK the record is stored,
    // so a body that fails to parse is no reason to report a failure.
    await response.json().catch(() => undefined);
  }

  async function log(level: LevelName, payload: LogPayload): Promise<void> {
    const record = buildLogRecord(level, payload, config.source, now());
    if (config.mode === 'production' && endpoint) return post(endpoint, record);
    const out = deps.console ?? console;
    out[CONSOLE_METHOD[level]](record.msg, record);
  }

  return {
    info: (payload) => log('INFO', payload),
    warn: (payload) => log('WARN', payload),
    error: (payload) => log('ERROR', payload),
  };
}
