// Who is asking, and by what credential: `request.actor`, built once per request by one onRequest
// hook (decision 082). Routes hand `request.actor.viewer` to authorize and loadFor. The credential
// decides whether a request must prove it comes from our own pages: a cookie rides along on every
// request a browser sends us, a forged one from another site included, so a cookie credential is
// ambient and needs the CSRF check; a bearer token is sent only by code that holds it, so it does not.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../../kernel/access/permissions';

/** How a signed-in request proved who it is: the `sessionid` cookie, or (later) an API token. */
export type Credential = 'session' | 'token';

/**
 * The request's asker: nobody signed in, or a person and the credential they came with. `viewer`
 * is the actor authorize and loadFor take (null: anonymous).
 */
export type RequestActor =
  | { readonly kind: 'anonymous'; readonly viewer: null }
  | { readonly kind: 'user'; readonly credential: Credential; readonly viewer: Viewer };

declare module 'fastify' {
  interface FastifyRequest {
    actor: RequestActor;
  }
}

/** Whether a browser sends the credential by itself, to any request, whoever made the page. */
const AMBIENT: { readonly [C in Credential]: boolean } = { session: true, token: false };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ANONYMOUS: RequestActor = Object.freeze({ kind: 'anonymous', viewer: null });

/** The actor of a request whose session cookie named `viewer` (null: no valid session). */
export const sessionActor = (viewer: Viewer | null): RequestActor =>
  viewer ? { kind: 'user', credential: 'session', viewer } : ANONYMOUS;

/** What a route declares about forged requests (its `config`), with the request's method. */
export interface CsrfRoute {
  method: string;
  /** The telemetry beacons: they cannot send a header and only append rows. */
  csrfExempt?: boolean | undefined;
  /** Calls from our pages inside other sites' frames: our origin, but no token cookie arrives. */
  csrfOriginOnly?: boolean | undefined;
  /**
   * A WebSocket's upgrade: a GET that opens a channel acting for the session, so another site's
   * page must not open it (browsers send the Origin, and no custom header, with an upgrade).
   */
  csrfUpgrade?: boolean | undefined;
}

/**
 * The CSRF check a request needs, the one place it is decided: none for a safe method, an exempt
 * route or a credential the browser does not send by itself (a bearer token); our origin alone for a
 * WebSocket's upgrade; otherwise our origin, and the double-submitted token unless the route is
 * origin-only. An anonymous request is checked
 * like a session's: log-in, sign-up and the share links' forms act on cookies (they set the
 * session, or read the gate's), so a forged one must fail too.
 */
export function needsCsrf(actor: RequestActor, route: CsrfRoute): 'none' | 'origin' | 'origin-and-token' {
  if (route.csrfUpgrade === true)
    return actor.kind === 'user' && !AMBIENT[actor.credential] ? 'none' : 'origin';
  if (SAFE_METHODS.has(route.method) || route.csrfExempt === true) return 'none';
  if (actor.kind === 'user' && !AMBIENT[actor.credential]) return 'none';
  return route.csrfOriginOnly === true ? 'origin' : 'origin-and-token';
}

export interface ActorOptions {
  /** Reads the request's credentials (the session plugin's result) into its actor. */
  identify: (request: FastifyRequest) => RequestActor;
}

/**
 * Decorates `request.actor` and builds it in one onRequest hook. Register it after the plugin
 * whose result `identify` reads (onRequest hooks run in the order they were added).
 */
export const actorPlugin = fp(
  async (app: FastifyInstance, { identify }: ActorOptions) => {
    // Fastify refuses an object as a decorator's initial value; the hook sets one on every request.
    app.decorateRequest('actor');
    app.addHook('onRequest', async (request) => {
      request.actor = identify(request);
    });
  },
  { name: 'podium-actor' },
);
