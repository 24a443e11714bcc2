// The share-link gate on every request: `request.linkGate` (which protected links this browser has
// opened, read from its cookies when a route asks) and `reply.rememberUnlock` (the cookie
// that keeps a link open after its password, address or code was given). Registered once by the
// composition root, so routes name neither the cookies nor the secret that signs them.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isSecureRequest } from '../../platform/http/cookies';
import { type LinkGate, linkGateFor, unlockCookie } from './link-gate';
import type { ViewLink } from './tables';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's view of the share links, judged when read. */
    readonly linkGate: LinkGate;
  }
  interface FastifyReply {
    /** Keeps `link` open in this browser, for `email` when it asks for one (`verified`: by a code). */
    rememberUnlock(link: ViewLink, email?: string, verified?: boolean): FastifyReply;
  }
}

export const linkGatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('linkGate', {
      getter() {
        return linkGateFor(this.cookies, this.server.config.secretKey);
      },
    });
    app.decorateReply(
      'rememberUnlock',
      function (this: FastifyReply, link: ViewLink, email = '', verified = false) {
        const cookie = unlockCookie(
          this.server.config.secretKey,
          link,
          email,
          verified,
          isSecureRequest(this.request),
        );
        return this.setCookie(cookie.name, cookie.value, cookie.options);
      },
    );
  },
  { name: 'podium-link-gate', dependencies: ['@fastify/cookie'] },
);
