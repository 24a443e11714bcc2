// The API's OpenAPI document: generated from the schemas the routes are validated with, so each
// /api/ route is in it with its parameters, body and answers, and no page is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { type?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/a/:id/` as OpenAPI writes it: `/a/{id}/`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(DIALECTS)('%s: the OpenAPI document', (dialect) => {
  let t: TestApp;
  let document: OpenApiDocument;
  const apiRoutes = () =>
    t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') && route.url !== '/api/openapi.json' && route.method !== 'HEAD',
    );

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const response = await fetch(`${t.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 and says how a call is signed in and proves its origin', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Podium API');
    expect(document.components.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrftoken' },
    });
  });

  it('holds every /api/ route with its method, and nothing else', () => {
    const expected = apiRoutes().map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(expected.length).toBeGreaterThan(50);
    expect(listed.sort()).toEqual([...new Set(expected)].sort());
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('declares each path parameter, each body and the error body of each refusal', () => {
    for (const route of apiRoutes()) {
      const path = openApiPath(route.url);
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      if (!operation) continue;
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${route.method} ${path}`).toEqual(inPath.sort());
      if (route.schema.body)
        expect(operation.requestBody?.content, `${route.method} ${path}`).toHaveProperty([
          'application/json',
        ]);
      const refusal = operation.responses['4xx']?.content?.['application/json']?.schema;
      if (refusal)
        expect(refusal, `${route.method} ${path}`).toMatchObject({
          type: 'object',
          properties: { error: { type: 'object', required: ['code', 'message'] } },
        });
    }
  });

  it('asks the CSRF token of every call that changes something, except the beacons that cannot send it', () => {
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      const asks = operation?.security?.every((requirement) => 'csrf' in requirement) ?? false;
      expect(asks, `${route.method} ${route.url}`).toBe(unsafe && !route.csrfExempt);
    }
    expect(document.paths['/api/log/']?.post?.security).toBeUndefined();
  });
});
