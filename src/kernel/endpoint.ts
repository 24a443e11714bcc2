// A JSON call declared once (decision 084): its method and path template are plain data both sides
// load, and its TypeBox schemas, which only the server loads, are tied to it by type. The browser
// builds the call from the data and takes its types from the schemas without loading TypeBox.
import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route checks, as Fastify's `schema` takes it: TypeBox schemas of each part. */
export interface EndpointSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<string | number, TSchema>;
}

/** A call's method and path template (`/api/v4/teams/:tid/`); `S` is its schemas, as a type only. */
export interface Endpoint<S extends EndpointSchema = EndpointSchema, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  /** Never set: carries the schemas' type to the client and the route. */
  readonly schema?: S;
}

/**
 * A feature's calls, one entry per schema in `Schemas` (the keys must match both ways), so a call
 * declared on one side and not the other fails to compile.
 */
export const endpoints =
  <Schemas extends Record<string, EndpointSchema>>() =>
  <const T extends { [K in keyof Schemas]: { method: HttpMethod; path: string } }>(
    table: T & Record<Exclude<keyof T, keyof Schemas>, never>,
  ): { [K in keyof Schemas]: Endpoint<Schemas[K], T[K]['method']> } =>
    table;

type SchemaOf<E> = E extends Endpoint<infer S> ? S : never;
type Part<S, Name extends keyof EndpointSchema> = S extends { [N in Name]: infer P extends TSchema }
  ? Static<P>
  : never;
/** Ids in a path or a query may be given as numbers: they travel as text either way. */
type Loose<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };

/** What a call takes: the path's parameters, the query and the body its schemas declare. */
export type EndpointInput<E extends Endpoint> = ([Part<SchemaOf<E>, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Loose<Part<SchemaOf<E>, 'params'>> }) &
  ([Part<SchemaOf<E>, 'querystring'>] extends [never]
    ? { query?: undefined }
    : { query?: Loose<Part<SchemaOf<E>, 'querystring'>> }) &
  ([Part<SchemaOf<E>, 'body'>] extends [never] ? { body?: undefined } : { body: Part<SchemaOf<E>, 'body'> });

type Success = 200 | 201 | 202 | 203 | 204;
/** What a call answers when it succeeds: the union of its 2xx bodies (void for 204). */
export type EndpointAnswer<E extends Endpoint> = {
  [K in keyof SchemaOf<E>['response'] & Success]: Static<SchemaOf<E>['response'][K]>;
}[keyof SchemaOf<E>['response'] & Success];

/** The template's `:name` segments, each replaced by its parameter, encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path} needs its ${name} parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a template's parameters, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
