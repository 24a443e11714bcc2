// callApi, the typed client of declared calls: the URL from the template, the query and the body
// its schemas declare, the answer typed by them, and a refusal as an ApiError. The type checks
// (ts-expect-error) are proved by tsc, which reads test files too.
import Type from 'typebox';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpoints } from '../kernel/endpoint';
import { ApiError, callApi, type RequestDeps } from './api-client';

const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });
const schemas = {
  list: { response: { 200: Type.Object({ names: Type.Array(Type.String()) }), '4xx': ErrorBody } },
  rename: {
    params: Type.Object({ tid: Type.String(), itemId: Type.String() }),
    querystring: Type.Object({ before: Type.Optional(Type.String()) }),
    body: Type.Object({ name: Type.String() }),
    response: { 200: Type.Object({ name: Type.String() }), '4xx': ErrorBody },
  },
  remove: {
    params: Type.Object({ tid: Type.String() }),
    response: { 204: Type.Unsafe<void>({}), '4xx': ErrorBody },
  },
};
const api = endpoints<typeof schemas>()({
  list: { method: 'GET', path: '/api/v4/things/' },
  rename: { method: 'PATCH', path: '/api/v4/things/:tid/items/:itemId/' },
  remove: { method: 'DELETE', path: '/api/v4/things/:tid/' },
});

function deps(response: () => Response) {
  const fetch = vi.fn(async () => response());
  const given: RequestDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookie: () => 'csrftoken=tok',
    location: () => ({ hostname: 'podium.example', href: 'https://podium.example/' }),
  };
  const call = () => fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { given, call };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('callApi', () => {
  it('fills the path template, encoding each parameter, and sends the query and the JSON body', async () => {
    const { given, call } = deps(() => json(200, { name: 'Design' }));
    const answer = await callApi(
      api.rename,
      { params: { tid: 'a/b c', itemId: 7 }, query: { before: 12 }, body: { name: 'Design' } },
      given,
    );
    expectTypeOf(answer).toEqualTypeOf<{ name: string }>();
    expect(answer).toEqual({ name: 'Design' });
    const [url, init] = call();
    expect(url).toBe('/api/v4/things/a%2Fb%20c/items/7/?before=12');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"name":"Design"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRFToken': 'tok' });
  });

  it('leaves out a query that is not given, and sends no body when the call takes none', async () => {
    const { given, call } = deps(() => json(200, { names: ['a'] }));
    const answer = await callApi(api.list, undefined, given);
    expectTypeOf(answer).toEqualTypeOf<{ names: string[] }>();
    expect(call()[0]).toBe('/api/v4/things/');
    expect(call()[1].body).toBeUndefined();

    const second = deps(() => json(200, { name: 'x' }));
    await callApi(api.rename, { params: { tid: 't', itemId: 'i' }, body: { name: 'x' } }, second.given);
    expect(second.call()[0]).toBe('/api/v4/things/t/items/i/');
  });

  it('answers undefined to a 204', async () => {
    const { given } = deps(() => new Response(null, { status: 204 }));
    const answer = await callApi(api.remove, { params: { tid: 't' } }, given);
    expectTypeOf(answer).toEqualTypeOf<void>();
    expect(answer).toBeUndefined();
  });

  it('rejects a refusal as an ApiError with its status, code and message', async () => {
    const { given } = deps(() => json(409, { error: { code: 'too_many', message: 'Too many.' } }));
    const failure = await callApi(api.remove, { params: { tid: 't' } }, given).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'too_many', message: 'Too many.' });
  });

  it('refuses to build a path without one of its parameters', async () => {
    const { given } = deps(() => json(200, {}));
    const missing = { params: { tid: '' } };
    await expect(callApi(api.remove, missing, given)).rejects.toThrow('needs its tid parameter');
  });

  it('types what a call takes', () => {
    const typeChecks = () => {
      // @ts-expect-error the body is required
      void callApi(api.rename, { params: { tid: 't', itemId: 'i' } });
      // @ts-expect-error a parameter is missing
      void callApi(api.rename, { params: { tid: 't' }, body: { name: 'x' } });
      // @ts-expect-error a body of the wrong shape
      void callApi(api.rename, { params: { tid: 't', itemId: 'i' }, body: { title: 'x' } });
      // @ts-expect-error the call takes parameters
      void callApi(api.remove);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('endpoints', () => {
  it('is the table it is given, at run time', () => {
    expect(api.rename).toEqual({ method: 'PATCH', path: '/api/v4/things/:tid/items/:itemId/' });
    const typeChecks = () => {
      // @ts-expect-error a call without schemas
      endpoints<typeof schemas>()({ ...api, extra: { method: 'GET', path: '/api/v4/extra/' } });
      // @ts-expect-error schemas without their call
      endpoints<typeof schemas>()({ list: api.list, rename: api.rename });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
