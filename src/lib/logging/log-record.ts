// The log record (spec §3 "Log record"): the caller's payload plus timing fields and defaults
// named after Python's logging.LogRecord, which the log endpoint's consumers already read.
import { DEFAULT_LOG_LEVEL_NUMBER } from '../constants';

export type LevelName = 'INFO' | 'WARN' | 'ERROR';

/** What a caller logs: a message and any extra fields, which travel in the record unchanged. */
export interface LogPayload {
  msg?: string | null;
  object?: unknown;
  _object?: unknown;
  action?: unknown;
  _action?: unknown;
  trigger?: unknown;
  _category?: string;
  source?: string;
  name?: string;
  levelno?: number;
  relativeCreated?: number;
  platform?: string;
  session_id?: string;
  prezi_id?: string;
  [field: string]: unknown;
}

export interface LogRecord {
  [field: string]: unknown;
  current_time: number;
  created: number;
  msecs: number;
  client_datetime: string;
  object: unknown;
  _object: unknown;
  _action: unknown;
  trigger: unknown;
  _category: string;
  source: string;
  levelname: LevelName;
  name: string;
  levelno: number;
  relativeCreated: number;
  msg: string;
  platform: string;
  session_id: string;
  prezi_id?: string;
}

export const NULL_MESSAGE_ERROR = 'logMessage is null';

/**
 * Builds the record for one log call at time `now` (ms since the epoch). Throws
 * 'logMessage is null' for a null message: an explicit null is a caller bug, not an empty line.
 */
export function buildLogRecord(
  level: LevelName,
  payload: LogPayload,
  source: string,
  now: number,
): LogRecord {
  if (payload.msg === null) throw new Error(NULL_MESSAGE_ERROR);
  // object/_object and action/_action are the same fact under two names; null keeps the keys in
  // the JSON when the caller gave neither (undefined would silently drop them).
  const object = payload.object ?? payload._object ?? null;
  const record: LogRecord = {
    ...payload,
    current_time: now,
    created: now / 1000,
    msecs: now % 1000,
    client_datetime: new Date(now).toISOString(),
    object,
    _object: payload._object ?? object,
    _action: payload._action ?? payload.action ?? null,
    trigger: payload.trigger ?? null,
    _category: payload._category ?? 'website',
    source: payload.source ?? source,
    levelname: level,
    name: payload.name ?? 'debug',
    levelno: payload.levelno ?? DEFAULT_LOG_LEVEL_NUMBER,
    relativeCreated: payload.relativeCreated ?? 0,
    msg: payload.msg ?? '',
    platform: payload.platform ?? 'website',
    session_id: payload.session_id ?? '',
  };
  // prezi_id appears only when given, so records about no presentation carry no empty key.
  if (payload.prezi_id === undefined) delete record.prezi_id;
  return record;
}
