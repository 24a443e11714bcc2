// CSRF (DESIGN §6): a signed random token in the script-readable `csrftoken` cookie; every unsafe
// request must echo it (X-CSRFToken header, or the csrfmiddlewaretoken form field) and come from
// our own origin. Only the telemetry endpoints are exempt: a beacon cannot send headers. A route
// marked `csrfUpgrade` (a WebSocket) needs our origin on its GET. A route
// marked `csrfOriginOnly` needs our origin but no token: the embed's view call, made from our own
// page inside another site's frame, where the browser neither sets nor sends our Lax cookies; it
// reads no cookie and acts for nobody, so there is no session a forged request could ride. Which
// check a request needs is decided by needsCsrf (platform/http/actor.ts) from its route and its
// actor's credential: a credential the browser does not send by itself (an API token) needs none.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { needsCsrf } from './actor';
import { CSRF_COOKIE, isSecureRequest } from './cookies';
import { csrfFailed } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
  interface FastifyContextConfig {
    csrfExempt?: boolean;
    csrfOriginOnly?: boolean;
    csrfUpgrade?: boolean;
  }
}

export { CSRF_COOKIE };
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FIELD = 'csrfmiddlewaretoken';
/**
 * Files and probes get no cookie: a Set-Cookie would keep proxies and CDNs from caching the
 * immutable assets (a proxy must not hand one visitor's cookie to the next).
 */
const COOKIELESS = /^\/(?:assets\/|media\/|favicon\.(?:svg|png)$|healthz$|readyz$)/;

const sign = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');

function isValidToken(secret: string, token: string | undefined): token is string {
  const [nonce, signature] = (token ?? '').split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The origins this site answers on: the one the request reached, and the configured public URL. */
export function ownOrigins(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string[] {
  return [`${request.protocol}://${request.host}`, ...(config.publicUrl ? [config.publicUrl] : [])];
}

/** A form field of a parsed body, which a global hook sees before any route schema has typed it. */
function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? Object.getOwnPropertyDescriptor(body, name)?.value
    : undefined;
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorateRequest('csrfToken', '');

    app.addHook('onRequest', async (request, reply) => {
      const current = request.cookies[CSRF_COOKIE];
      if (isValidToken(config.secretKey, current)) {
        request.csrfToken = current;
        return;
      }
      const nonce = randomBytes(18).toString('base64url');
      request.csrfToken = `${nonce}.${sign(config.secretKey, nonce)}`;
      if (COOKIELESS.test(request.url)) return;
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        path: '/',
        httpOnly: false, // read by the like call (spec §7)
        sameSite: 'lax',
        secure: isSecureRequest(request),
        maxAge: 365 * 24 * 60 * 60,
      });
    });

    // preValidation: after the body is parsed (the form field lives there), before schema checks.
    app.addHook('preValidation', async (request) => {
      const { csrfExempt, csrfOriginOnly, csrfUpgrade } = request.routeOptions.config;
      const route = { method: request.method, csrfExempt, csrfOriginOnly, csrfUpgrade };
      const check = needsCsrf(request.actor, route);
      if (check === 'none') return;
      const origin = requestOrigin(request);
      if (!origin || !ownOrigins(request, config).includes(origin)) {
        throw csrfFailed('This request did not come from this site (Origin check failed).');
      }
      if (check === 'origin') return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const field = fieldOf(request.body, CSRF_FIELD);
      const sent = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
      if (!isValidToken(config.secretKey, cookie) || !sent || !sameToken(sent, cookie)) {
        throw csrfFailed('The CSRF token is missing or wrong. Reload the page and try again.');
      }
    });
  },
  { name: 'podium-csrf', dependencies: ['@fastify/cookie', 'podium-actor'] },
);
