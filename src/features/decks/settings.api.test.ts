// @vitest-environment jsdom
// A presentation's settings calls are declared once (decision 084): each entry of the endpoint
// table names in its path exactly the parameters its schemas check, a GET takes no body, the
// settings sections build no API address of their own, and each call still goes out with the
// method and address the server has always answered (other clients and the OpenAPI document rely
// on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { settingsApi } from './settings.contracts';
import { settingsSchemas } from './settings.schemas';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the settings calls', () => {
  itHoldsTheEndpointRules(settingsApi, settingsSchemas, UI);

  const oid = 'abc123def456';
  it.each<[string, () => Promise<unknown>, string, string]>([
    [
      'update',
      () => callApi(settingsApi.update, { params: { oid }, body: { privacy: 'private' } }),
      'PATCH',
      `/api/v4/presentation/${oid}/`,
    ],
    [
      'remove',
      () => callApi(settingsApi.remove, { params: { oid } }),
      'DELETE',
      `/api/v4/presentation/${oid}/`,
    ],
    [
      'collaborators',
      () => callApi(settingsApi.collaborators, { params: { oid } }),
      'GET',
      `/api/v4/presentation/${oid}/collaborators/`,
    ],
    [
      'addCollaborator',
      () => callApi(settingsApi.addCollaborator, { params: { oid }, body: { login: 'grace', role: 'edit' } }),
      'POST',
      `/api/v4/presentation/${oid}/collaborators/`,
    ],
    [
      'changeCollaborator',
      () =>
        callApi(settingsApi.changeCollaborator, {
          params: { oid, username: 'grace' },
          body: { role: 'comment' },
        }),
      'PATCH',
      `/api/v4/presentation/${oid}/collaborators/grace/`,
    ],
    [
      'removeCollaborator',
      () => callApi(settingsApi.removeCollaborator, { params: { oid, username: 'grace' } }),
      'DELETE',
      `/api/v4/presentation/${oid}/collaborators/grace/`,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
