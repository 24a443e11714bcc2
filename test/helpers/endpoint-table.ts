// What every feature's endpoint table (decision 084) must hold, checked the same way for each: each
// entry names in its path exactly the parameters its schema checks, a GET takes no body, and the
// feature's UI builds no API address of its own (every call goes through the table). A feature's
// api.test.ts calls this inside its describe block, then checks its own calls' methods and
// addresses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { type EndpointSchema, pathParamNames } from '../../src/kernel/endpoint';

export function itHoldsTheEndpointRules(
  table: Record<string, { method: string; path: string }>,
  schemas: Record<string, EndpointSchema>,
  uiFolder: string,
): void {
  it.each(Object.keys(table))('%s names in its path the parameters its schema checks', (name) => {
    const schema = schemas[name];
    expect(schema, `${name} has a schema`).toBeDefined();
    const declared = Object.keys((schema?.params as { properties?: object } | undefined)?.properties ?? {});
    const entry = table[name] as { method: string; path: string };
    expect(pathParamNames(entry.path).sort()).toEqual(declared.sort());
    if (entry.method === 'GET') expect(schema?.body).toBeUndefined();
  });

  it('leaves no API address in its UI: every call goes through the table', () => {
    const sources = readdirSync(uiFolder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(0);
    const literals = sources.filter((file) =>
      readFileSync(path.join(uiFolder, file), 'utf8').includes('/api/'),
    );
    expect(literals).toEqual([]);
  });
}
