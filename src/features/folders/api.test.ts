// @vitest-environment jsdom
// The folder and Library calls are declared once (decision 084): each entry of the endpoint table
// names in its path exactly the parameters its schema checks, a GET takes no body, the folders UI
// builds no API address of its own, and the browser's calls still go out with the methods and
// addresses the server has always answered (other clients and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { json, stubApi } from '../../ui-kit/test-support';
import { foldersApi } from './contracts';
import { foldersSchemas } from './schemas';
import { folderApi } from './ui/folder-api';
import { libraryApi } from './ui/library/library-api';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the folder calls', () => {
  itHoldsTheEndpointRules(foldersApi, foldersSchemas, UI);

  const fid = 'fold00000001';
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['create', () => folderApi.create({ name: 'Clients' }), 'POST', '/api/v4/folders/'],
    ['change', () => folderApi.change(fid, { name: 'Acme' }), 'PATCH', `/api/v4/folders/${fid}/`],
    ['remove', () => folderApi.remove(fid), 'DELETE', `/api/v4/folders/${fid}/`],
    [
      "a presentation's destinations",
      () => folderApi.destinations({ kind: 'deck', oid: 'deck00000001' }),
      'GET',
      '/api/v4/folders/destinations/?oid=deck00000001',
    ],
    [
      "a folder's destinations",
      () => folderApi.destinations({ kind: 'folder', fid }),
      'GET',
      `/api/v4/folders/destinations/?fid=${fid}`,
    ],
    [
      'moving a presentation',
      () => folderApi.move({ kind: 'deck', oid: 'deck00000001' }, { fid }),
      'POST',
      '/api/v4/folders/moves/',
    ],
    [
      'moving a folder',
      () => folderApi.move({ kind: 'folder', fid }, { fid: null }),
      'PATCH',
      `/api/v4/folders/${fid}/`,
    ],
    ['share', () => folderApi.share(fid, 'carl', 'edit'), 'POST', `/api/v4/folders/${fid}/collaborators/`],
    [
      'changeRole',
      () => folderApi.changeRole(fid, 'carl.b', 'comment'),
      'PATCH',
      `/api/v4/folders/${fid}/collaborators/carl.b/`,
    ],
    ['unshare', () => folderApi.unshare(fid, 'carl'), 'DELETE', `/api/v4/folders/${fid}/collaborators/carl/`],
    ['the Library images', () => libraryApi.images(2), 'GET', '/api/v4/library/images/?page=2'],
    [
      'a Library image used',
      () => libraryApi.use('deck00000001', `${'a'.repeat(64)}.png`),
      'POST',
      '/api/v4/library/uses/',
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
