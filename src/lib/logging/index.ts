// Public surface of the browser logger (spec §3 "Log record", §7 "Log").
export {
  buildLogRecord,
  type LevelName,
  type LogPayload,
  type LogRecord,
  NULL_MESSAGE_ERROR,
} from './log-record';
export {
  createLogger,
  type Logger,
  type LoggerConfig,
  type LoggerDeps,
  MISSING_ENDPOINT_ERROR,
} from './logger';
