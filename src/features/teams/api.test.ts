// The teams calls are declared once (decision 084): each entry of the endpoint table names in its
// path exactly the parameters its schemas check, a GET takes no body, and the teams UI builds no
// API address of its own: it calls through callApi and the table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EndpointSchema, pathParamNames } from '../../kernel/endpoint';
import { teamsApi } from './contracts';
import { teamsSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');

describe('the teams calls', () => {
  it.each(Object.keys(teamsApi) as (keyof typeof teamsApi)[])(
    '%s names in its path the parameters its schema checks',
    (name) => {
      const schema: EndpointSchema = teamsSchemas[name];
      const declared = Object.keys(
        (schema.params as { properties?: object } | undefined)?.properties ?? {},
      ).sort();
      expect(pathParamNames(teamsApi[name].path).sort()).toEqual(declared);
      if (teamsApi[name].method === 'GET') expect(schema.body).toBeUndefined();
    },
  );

  it('leaves no API address in the teams UI: every call goes through the table', () => {
    const sources = readdirSync(UI).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(0);
    const literals = sources.filter((file) => readFileSync(path.join(UI, file), 'utf8').includes('/api/'));
    expect(literals).toEqual([]);
  });
});
