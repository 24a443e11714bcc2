// What background code needs of the server's logger (Fastify's pino logger answers it), so code
// that runs outside a request names no web framework.

/** One log method: structured fields first, then the message. */
type LogMethod = (fields: object, message: string) => void;

export interface Log {
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}
