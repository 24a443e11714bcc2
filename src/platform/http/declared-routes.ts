// The server's side of a call declared once (decision 084): a feature's endpoint table (method
// and path, in its contracts) and its schemas (TypeBox, keyed by the same names) become Fastify's
// route options, so a route's URL, method and validation are never written in the route itself.
import type { HTTPMethods } from 'fastify';
import type { Endpoint, EndpointSchema } from '../../kernel/endpoint';

/**
 * `route(name)`: the method, the URL under the plugin's prefix and the schemas of that call, to
 * spread into `app.route({ ...route('rename'), handler })`. A path outside the prefix fails at
 * start, so a table cannot name a URL its plugin does not serve.
 */
export function declaredRoutes<Schemas extends Record<string, EndpointSchema>>(
  app: { prefix: string },
  table: { [K in keyof Schemas]: Endpoint<Schemas[K]> },
  schemas: Schemas,
) {
  return <K extends keyof Schemas>(name: K): { method: HTTPMethods; url: string; schema: Schemas[K] } => {
    const { method, path } = table[name];
    if (!path.startsWith(`${app.prefix}/`))
      throw new Error(`${String(name)}: ${path} is not under this plugin's prefix ${app.prefix}`);
    return { method, url: path.slice(app.prefix.length), schema: schemas[name] };
  };
}
