// JSON request bodies, parsed by Fastify's own parser so its protection against prototype
// poisoning (`__proto__`, `constructor.prototype`) stays on: such a body is refused, not merged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

type Done = (error: Error | null, body?: unknown) => void;

/** A content-type parser of JSON text; `emptyIsNone`: an empty body is no body (the spec's like call). */
export function jsonBodyParser(app: FastifyInstance, { emptyIsNone }: { emptyIsNone: boolean }) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string, done: Done) => {
    if (emptyIsNone && body === '') return done(null, undefined);
    parse(request, body, (error, value) => {
      if (!error) return done(null, value);
      // Fastify answers both cases alike; valid JSON that it refused set a forbidden property.
      const poisoned = isJson(body);
      done(
        poisoned
          ? badRequest('The request body must not set __proto__ or constructor.prototype.', 'invalid_json')
          : badRequest('The request body is not valid JSON.', 'invalid_json'),
      );
    });
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
