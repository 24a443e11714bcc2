import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, actorPlugin, type CsrfRoute, needsCsrf, type RequestActor, sessionActor } from './actor';

const ann = { id: 7, isStaff: false };
const fromSession = sessionActor(ann);
/** No API tokens exist yet: this is the actor a bearer token will give, built by hand. */
const fromToken: RequestActor = { kind: 'user', credential: 'token', viewer: ann };

describe('sessionActor', () => {
  it('makes the session cookie’s person the actor, by their session', () => {
    expect(fromSession).toEqual({ kind: 'user', credential: 'session', viewer: ann });
  });

  it('makes a request without a valid session anonymous, whom authorize knows as null', () => {
    expect(sessionActor(null)).toBe(ANONYMOUS);
    expect(ANONYMOUS.viewer).toBeNull();
  });
});

describe('needsCsrf', () => {
  const post: CsrfRoute = { method: 'POST' };

  it('asks a cookie session for our origin and the token on every unsafe method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(needsCsrf(fromSession, { method }), method).toBe('origin-and-token');
  });

  it('asks an anonymous request the same: log-in and the forms act on cookies', () => {
    expect(needsCsrf(ANONYMOUS, post)).toBe('origin-and-token');
    expect(needsCsrf(ANONYMOUS, { method: 'POST', csrfOriginOnly: true })).toBe('origin');
  });

  it('asks only our origin of the calls made inside other sites’ frames', () => {
    expect(needsCsrf(fromSession, { method: 'POST', csrfOriginOnly: true })).toBe('origin');
  });

  it('asks nothing of safe methods or the exempt telemetry calls', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      for (const actor of [ANONYMOUS, fromSession]) expect(needsCsrf(actor, { method }), method).toBe('none');
    expect(needsCsrf(fromSession, { method: 'POST', csrfExempt: true })).toBe('none');
    expect(needsCsrf(ANONYMOUS, { method: 'POST', csrfExempt: true })).toBe('none');
  });

  it('asks nothing of a token, which a browser never sends by itself', () => {
    expect(needsCsrf(fromToken, post)).toBe('none');
    expect(needsCsrf(fromToken, { method: 'DELETE' })).toBe('none');
    expect(needsCsrf(fromToken, { method: 'POST', csrfOriginOnly: true })).toBe('none');
  });
});

describe('actorPlugin', () => {
  it('gives every request the actor its identify hook reads, before the route runs', async () => {
    const app = Fastify();
    await app.register(actorPlugin, {
      identify: (request) => (request.headers['x-who'] === 'ann' ? fromSession : ANONYMOUS),
    });
    app.get('/', async (request) => request.actor);
    try {
      expect((await app.inject({ url: '/', headers: { 'x-who': 'ann' } })).json()).toEqual(fromSession);
      expect((await app.inject({ url: '/' })).json()).toEqual(ANONYMOUS);
    } finally {
      await app.close();
    }
  });
});
