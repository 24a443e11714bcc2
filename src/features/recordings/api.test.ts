// @vitest-environment jsdom
// The recording calls are declared once (decision 084): each entry of the endpoint table names in
// its path exactly the parameters its schema checks, a GET takes no body, the recordings UI builds
// no API address of its own (the chunked upload and the cover picture, sent as bytes, fill their
// paths from the table), and each call still goes out with the method and address the server has
// always answered (other clients and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { ChunkedUploader } from '../../lib/chunked-upload';
import { json, stubApi } from '../../ui-kit/test-support';
import { recordingsApi } from './contracts';
import { recordingsSchemas } from './schemas';
import { sendCover } from './ui/cover-upload';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the recording calls', () => {
  itHoldsTheEndpointRules(recordingsApi, recordingsSchemas, UI);

  const oid = 'abc123def456';
  const edits = { startMs: 0, endMs: 1000, cuts: [] };
  const deps = {
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    cookie: () => document.cookie,
    location: () => ({ hostname: '', href: '' }),
  };
  it.each<[string, () => Promise<unknown>, string, string]>([
    [
      'publish',
      () =>
        callApi(recordingsApi.publish, {
          body: {
            uploadId: 'u'.repeat(22),
            deckOid: oid,
            title: 'Talk',
            privacy: 'public',
            timeline: [{ atMs: 0, step: 0 }],
            edits,
            captions: '',
            coverMs: 0,
          },
        }),
      'POST',
      '/api/v4/recordings/',
    ],
    [
      'edit',
      () => callApi(recordingsApi.edit, { params: { oid }, body: { edits, captions: '', coverMs: 0 } }),
      'PUT',
      `/api/v4/recordings/${oid}/`,
    ],
    [
      'addTake',
      () =>
        callApi(recordingsApi.addTake, {
          params: { oid },
          body: { uploadId: 'u'.repeat(22), fromStep: 2, timeline: [], edits, captions: '' },
        }),
      'POST',
      `/api/v4/recordings/${oid}/takes/`,
    ],
    [
      'cover',
      () => sendCover(oid, new Blob(['jpg'], { type: 'image/jpeg' }), deps),
      'PUT',
      `/api/v4/recordings/${oid}/cover/`,
    ],
    [
      'ownRecordings',
      () => callApi(recordingsApi.ownRecordings, { query: { page: 2 } }),
      'GET',
      '/api/v4/recordings/?page=2',
    ],
    [
      'uploadStatus',
      () => callApi(recordingsApi.uploadStatus, { params: { id: 'up1' } }),
      'GET',
      '/api/v4/video-uploads/up1/',
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });

  it('uploads in chunks, and abandons, at the addresses the server has always answered', async () => {
    api.fetch
      .mockResolvedValueOnce(json(201, { id: 'up1', offset: 0, chunkBytes: 4 }))
      .mockResolvedValueOnce(json(200, { offset: 4 }))
      .mockResolvedValueOnce(json(200, { offset: 6 }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const uploader = new ChunkedUploader(
      new Blob([new Uint8Array(6)]),
      { mimeType: 'video/webm', durationMs: 1000 },
      { calls: recordingsApi, fetch: api.fetch as unknown as typeof fetch, csrfToken: () => 'token123' },
    );
    await uploader.upload();
    await uploader.abandon();
    const sent = (api.fetch.mock.calls as [string, RequestInit][]).map(
      ([url, init]) => `${init.method} ${url}`,
    );
    expect(sent).toEqual([
      'POST /api/v4/video-uploads/',
      'PUT /api/v4/video-uploads/up1/?offset=0',
      'PUT /api/v4/video-uploads/up1/?offset=4',
      'DELETE /api/v4/video-uploads/up1/',
    ]);
  });
});
