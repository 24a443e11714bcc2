// Finished videos and generated PDFs live in the app's blob store and are reached through it,
// never around it, on every dialect: a store wrapped to record what is asked of it sees the
// finished upload put, playback read the one range asked for (a HEAD and a 416 read nothing), the
// original download read the file, a deck's PDF drawn into the store once and read back, and
// deleting the recording remove its file.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore, ByteRange } from '../../src/platform/storage';
import { defineActors } from '../helpers/actors';
import type { TestClient } from '../helpers/client';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';
import { completeUpload, publish, recordingBody, seededWebm } from '../helpers/video';

type Call = { op: 'put' | 'get' | 'stat' | 'delete' | 'list'; key: string; range?: ByteRange };

/** `store`, writing down every call made of it in `calls`. */
function recorded(store: BlobStore, calls: Call[]): BlobStore {
  return {
    put: (key, body, options) => {
      calls.push({ op: 'put', key });
      return store.put(key, body, options);
    },
    get: (key, options) => {
      calls.push({ op: 'get', key, ...(options?.range ? { range: options.range } : {}) });
      return store.get(key, options);
    },
    stat: (key) => {
      calls.push({ op: 'stat', key });
      return store.stat(key);
    },
    delete: (key) => {
      calls.push({ op: 'delete', key });
      return store.delete(key);
    },
    list: (prefix) => {
      calls.push({ op: 'list', key: prefix });
      return store.list(prefix);
    },
  };
}

describe.each(DIALECTS)('%s: files through the blob store', (dialect) => {
  let t: TestApp;
  const calls: Call[] = [];
  const actors = defineActors();
  const { owner } = actors;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, { blobs: (store) => recorded(store, calls) });
    await actors.build(t);
    client = await owner.client();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The calls made while `act` ran. */
  const during = async (act: () => Promise<unknown>) => {
    calls.splice(0);
    await act();
    return calls.splice(0);
  };

  it('puts a finished upload, plays it by ranges, downloads it and deletes it, all through the store', async () => {
    const { bytes } = await seededWebm();
    const key = `videos/${createHash('sha256').update(bytes).digest('hex')}.webm`;
    let uploaded = { id: '', durationMs: 0 };
    expect(await during(async () => (uploaded = await completeUpload(client)))).toEqual([{ op: 'put', key }]);
    const deck = await buildPresentation(t.handle, owner.user);
    const { oid } = await publish(client, recordingBody(uploaded.id, deck.oid, uploaded.durationMs));
    const video = `/p/${oid}/tidy-data-recorded/video/`;

    let first: Response | undefined;
    expect(
      await during(async () => {
        first = await client.request('GET', video, { headers: { range: 'bytes=0-0' } });
      }),
    ).toEqual([
      { op: 'stat', key },
      { op: 'get', key, range: { start: 0, end: 0 } },
    ]);
    expect(first!.status).toBe(206);
    expect(Buffer.from(await first!.arrayBuffer()).equals(bytes.subarray(0, 1))).toBe(true);

    const last = bytes.length - 1;
    let tail: Response | undefined;
    expect(
      await during(async () => {
        tail = await client.request('GET', video, { headers: { range: `bytes=${last}-` } });
      }),
    ).toEqual([
      { op: 'stat', key },
      { op: 'get', key, range: { start: last, end: last } },
    ]);
    expect(Buffer.from(await tail!.arrayBuffer()).equals(bytes.subarray(last))).toBe(true);

    let whole: Response | undefined;
    expect(await during(async () => (whole = await client.get(video)))).toEqual([
      { op: 'stat', key },
      { op: 'get', key },
    ]);
    expect(Buffer.from(await whole!.arrayBuffer()).equals(bytes)).toBe(true);

    let head: Response | undefined;
    expect(await during(async () => (head = await client.request('HEAD', video)))).toEqual([
      { op: 'stat', key },
    ]);
    expect(head!.status).toBe(200);
    let past: Response | undefined;
    expect(
      await during(async () => {
        past = await client.request('GET', video, { headers: { range: `bytes=${bytes.length}-` } });
      }),
    ).toEqual([{ op: 'stat', key }]);
    expect(past!.status).toBe(416);

    const settings = await client.request('PATCH', `/api/v4/presentation/${oid}/`, {
      json: { allowDownloads: true },
    });
    expect(settings.status).toBe(200);
    let original: Response | undefined;
    expect(
      await during(async () => {
        original = await client.get(`/p/${oid}/tidy-data-recorded/download/?format=original`);
      }),
    ).toEqual([{ op: 'get', key }]);
    expect(Buffer.from(await original!.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await during(async () => {
      expect((await client.request('DELETE', `/api/v4/presentation/${oid}/`)).status).toBe(204);
    });
    expect(deleted).toContainEqual({ op: 'delete', key });
    expect(await t.app.blobs.stat(key)).toBeNull();
  });

  it('draws a deck’s PDF into the store once and reads it back from there', async () => {
    const deck = await buildPresentation(t.handle, owner.user);
    const download = `/p/${deck.oid}/${deck.slug}/download/?format=pdf`;
    const drawn = await during(async () => {
      const response = await client.get(download);
      expect(response.headers.get('x-podium-pdf')).toBe('generated');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
    const put = drawn.filter((call) => call.op === 'put');
    expect(put).toHaveLength(1);
    expect(put[0]!.key).toMatch(new RegExp(`^downloads/${deck.oid}/[0-9a-f]{32}-[a-zA-Z-]+\\.pdf$`));
    expect(drawn.filter((call) => call.op === 'get')).toEqual([{ op: 'get', key: put[0]!.key }]);

    const again = await during(async () => {
      const response = await client.get(download);
      expect(response.headers.get('x-podium-pdf')).toBe('cached');
      await response.arrayBuffer();
    });
    expect(again.filter((call) => call.op === 'put')).toEqual([]);
    expect(again.filter((call) => call.op === 'get')).toEqual([{ op: 'get', key: put[0]!.key }]);
  });
});
