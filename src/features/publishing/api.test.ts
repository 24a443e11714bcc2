// @vitest-environment jsdom
// The publishing calls are declared once (decision 084): each entry of the endpoint table names in
// its path exactly the parameters its schema checks, a GET takes no body, the publishing UI builds
// no API address of its own, and the browser's calls still go out with the methods and addresses
// the server has always answered (other clients and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { publishingApi } from './contracts';
import { publishingSchemas } from './schemas';
import { upload } from './ui/upload';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

/** What an upload opened: XMLHttpRequest, for its progress, answering 201 at once. */
function stubXhr(opened: string[]) {
  class FakeXhr {
    status = 201;
    statusText = 'Created';
    responseText = '{}';
    upload = {};
    onload: (() => void) | null = null;
    open(method: string, url: string) {
      opened.push(`${method} ${url}`);
    }
    setRequestHeader() {}
    send() {
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('the publishing calls', () => {
  itHoldsTheEndpointRules(publishingApi, publishingSchemas, UI);

  it.each<[string, () => Promise<unknown>, string, string]>([
    ['the template list', () => callApi(publishingApi.templates), 'GET', '/api/v4/presentations/templates/'],
    [
      'a blank presentation',
      () => callApi(publishingApi.blank, { body: { privacy: 'public' } }),
      'POST',
      '/api/v4/presentations/blank/',
    ],
    [
      'one from a template',
      () => callApi(publishingApi.template, { body: { oid: 'deck00000001', privacy: 'public' } }),
      'POST',
      '/api/v4/presentations/template/',
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });

  it('sends the uploads, with their progress, to the addresses the server has always answered', async () => {
    const opened: string[] = [];
    stubXhr(opened);
    await upload(publishingApi.source, { source: '# Hi', privacy: 'public' });
    await upload(publishingApi.pdf, new FormData());
    expect(opened).toEqual(['POST /api/v4/presentations/', 'POST /api/v4/presentations/pdf/']);
  });
});
