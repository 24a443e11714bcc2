// Resumable video uploads over real HTTP on every dialect: declare, chunks,
// complete (the file kept under DATA_DIR/videos/ by its sha256); a resume after a chunk the client
// thinks was lost (409 with the server's offset); the limits (declared too big or too long, more
// bytes than declared, a chunk too big, a fourth unfinished upload); wrong magic bytes, another
// type than declared and a video over VIDEO_MAX_SECONDS rejected with the file removed; someone
// else's upload 404; abandoning; the sweep of day-old uploads.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadsDir } from '../../../src/features/recordings/video-upload.service';
import { RECORDING_LIMITS } from '../../../src/kernel/limits';
import { defineActors, logIn } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { declare, putChunk, seededWebm, upload } from '../../helpers/video';
import { waitUntil } from '../../helpers/wait-until';

describe.each(DIALECTS)('%s: video uploads', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, other, anonymous } = actors;
  beforeAll(async () => {
    // Small limits: the seeded video (about 36 s, 120 KB) just fits.
    t = await startTestApp(dialect, { VIDEO_MAX_SECONDS: '40', VIDEO_MAX_BYTES: String(20 * 1024 * 1024) });
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const dataDir = () => t.app.config.dataDir;
  /** A fresh uploader: each has room for three unfinished uploads. */
  const uploader = async () => logIn(t, await buildUser(t.handle));
  const status = async (client: TestClient, id: string) => {
    const response = await client.get(`/api/v4/video-uploads/${id}/`);
    return { status: response.status, body: await response.json() };
  };

  it('takes a declared video in chunks and keeps it by its sha256 once the last byte is in', async () => {
    const client = await uploader();
    const { bytes, durationMs } = await seededWebm();
    const created = await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      offset: 0,
      chunkBytes: 8 * 1024 * 1024,
    });
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const { id } = body;
    expect(await status(client, id)).toEqual({
      status: 200,
      body: { offset: 0, bytes: bytes.length, state: 'uploading', reason: null },
    });
    const half = Math.floor(bytes.length / 2);
    const first = await putChunk(client, id, 0, bytes.subarray(0, half));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ offset: half });
    expect((await status(client, id)).body).toMatchObject({ offset: half, state: 'uploading' });
    const second = await putChunk(client, id, half, bytes.subarray(half));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ offset: bytes.length });
    expect((await status(client, id)).body).toEqual({
      offset: bytes.length,
      bytes: bytes.length,
      state: 'complete',
      reason: null,
    });
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(existsSync(path.join(dataDir(), 'videos', `${sha}.webm`))).toBe(true);
    expect(existsSync(path.join(dataDir(), 'uploads', `${id}.part`))).toBe(false);
    // Nothing more may arrive.
    expect((await putChunk(client, id, bytes.length, Buffer.from('x'))).status).toBe(409);
  });

  it('answers a chunk at the wrong offset with 409 and the offset to resume from', async () => {
    const client = await uploader();
    const { bytes, durationMs } = await seededWebm();
    const created = await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs });
    const { id } = await created.json();
    const size = 40_000;
    expect((await putChunk(client, id, 0, bytes.subarray(0, size))).status).toBe(200);
    // The client's second chunk was "dropped": it did not arrive, and the client goes on with the third.
    const skipped = await putChunk(client, id, 2 * size, bytes.subarray(2 * size, 3 * size));
    expect(skipped.status).toBe(409);
    expect(await skipped.json()).toEqual({
      error: { code: 'offset_mismatch', message: expect.any(String) },
      offset: size,
    });
    // A chunk sent twice (its answer was lost) is refused the second time, with the same offset.
    const again = await putChunk(client, id, 0, bytes.subarray(0, size));
    expect(again.status).toBe(409);
    expect((await again.json()).offset).toBe(size);
    // The client resumes from the server's offset and finishes.
    for (let offset = size; offset < bytes.length; offset += size) {
      const response = await putChunk(client, id, offset, bytes.subarray(offset, offset + size));
      expect(response.status).toBe(200);
    }
    expect((await status(client, id)).body).toMatchObject({ state: 'complete', offset: bytes.length });
  });

  it('keeps nothing of a chunk whose connection drops halfway, and takes it again', async () => {
    const client = await uploader();
    const { bytes, durationMs } = await seededWebm();
    const { id } = await (
      await declare(client, { bytes: bytes.length, mimeType: 'video/webm', durationMs })
    ).json();
    // Half of a 60 KB chunk is written; once the server has it on the disk, the connection is cut.
    const part = path.join(uploadsDir(dataDir()), `${id}.part`);
    const request = httpRequest(`${t.url}/api/v4/video-uploads/${id}/?offset=0`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': '60000',
        origin: t.url,
        'x-csrftoken': client.csrfToken!,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    const closed = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('close', () => resolve());
    });
    request.write(bytes.subarray(0, 30_000));
    try {
      await vi.waitFor(() => expect(statSync(part).size).toBe(30_000), { timeout: 30_000, interval: 20 });
    } finally {
      request.destroy();
    }
    await closed;
    // Until the server has wound up the cut chunk it answers 409 with its offset, as to a second
    // chunk sent at once; the offset stays 0 throughout, and the chunk is then taken from byte 0.
    const first = await waitUntil(
      async () => {
        const answer = await putChunk(client, id, 0, bytes.subarray(0, 60_000));
        if (answer.status !== 409) return answer;
        expect((await answer.json()).offset).toBe(0);
        return undefined;
      },
      { what: 'the server to wind up the cut chunk' },
    );
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await status(client, id)).body).toMatchObject({ offset: 60_000, state: 'uploading' });
    for (let offset = 60_000; offset < bytes.length; offset += 60_000) {
      const response = await putChunk(client, id, offset, bytes.subarray(offset, offset + 60_000));
      expect(response.status, await response.clone().text()).toBe(200);
    }
    expect((await status(client, id)).body).toMatchObject({ state: 'complete' });
  });

  it('refuses what is over the limits when it is declared', async () => {
    const user = await buildUser(t.handle);
    const client = await logIn(t, user);
    const tooBig = await declare(client, {
      bytes: 20 * 1024 * 1024 + 1,
      mimeType: 'video/webm',
      durationMs: 1000,
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.code).toBe('too_large');
    const tooLong = await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 40_001 });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toEqual({
      code: 'too_long',
      message: 'A video may be at most 40 seconds long.',
    });
    const badType = await declare(client, { bytes: 1000, mimeType: 'video/x-matroska', durationMs: 1000 });
    expect(badType.status).toBe(400);
    for (const bad of [{ bytes: 0, mimeType: 'video/webm', durationMs: 1 }, { bytes: 10 }, {}]) {
      expect((await declare(client, bad)).status).toBe(400);
    }
    // None of them became an upload.
    const mine = await t.handle.db
      .selectFrom('video_uploads')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(mine).toEqual([]);
  });

  it('never takes more bytes than declared, nor a chunk over the chunk size', async () => {
    const client = await uploader();
    const small = await (
      await declare(client, { bytes: 100, mimeType: 'video/webm', durationMs: 1000 })
    ).json();
    const over = await putChunk(client, small.id, 0, Buffer.alloc(101, 1));
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe('too_large');
    expect((await status(client, small.id)).body).toMatchObject({ offset: 0, state: 'uploading' });

    const big = await (
      await declare(client, { bytes: 10 * 1024 * 1024, mimeType: 'video/webm', durationMs: 1000 })
    ).json();
    const chunk = await putChunk(client, big.id, 0, Buffer.alloc(RECORDING_LIMITS.chunkBytes + 1, 1));
    expect(chunk.status).toBe(413);
    expect((await chunk.json()).error.code).toBe('chunk_too_large');
    expect((await status(client, big.id)).body).toMatchObject({ offset: 0 });
    // A whole 8 MB chunk is one chunk.
    const whole = await putChunk(client, big.id, 0, Buffer.alloc(RECORDING_LIMITS.chunkBytes, 1));
    expect(whole.status).toBe(200);
    expect(await whole.json()).toEqual({ offset: RECORDING_LIMITS.chunkBytes });
    // Another content type is not a chunk.
    const json = await client.request('PUT', `/api/v4/video-uploads/${big.id}/?offset=0`, { json: { a: 1 } });
    expect(json.status).toBe(415);
  });

  it('holds at most three unfinished uploads per person, and abandoning one makes room', async () => {
    const client = await uploader();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 });
      expect(response.status).toBe(201);
      ids.push((await response.json()).id);
    }
    const fourth = await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.code).toBe('too_many_uploads');
    const abandoned = await client.request('DELETE', `/api/v4/video-uploads/${ids[0]}/`);
    expect(abandoned.status).toBe(204);
    expect(existsSync(path.join(dataDir(), 'uploads', `${ids[0]}.part`))).toBe(false);
    expect((await status(client, ids[0]!)).status).toBe(404);
    expect((await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 })).status).toBe(
      201,
    );
  });

  it('rejects a file whose magic bytes are not a video, and removes it', async () => {
    const client = await uploader();
    const junk = Buffer.from('<html><script>alert(1)</script></html>'.repeat(50));
    const { id, last } = await upload(client, junk, { durationMs: 5000 });
    expect(last.status).toBe(422);
    const body = await last.json();
    expect(body.error.code).toBe('video_rejected');
    expect(body.error.message).toMatch(/neither a WebM nor an MP4/);
    expect((await status(client, id)).body).toMatchObject({ state: 'rejected', reason: body.error.message });
    expect(existsSync(path.join(dataDir(), 'uploads', `${id}.part`))).toBe(false);
    // A rejected upload holds no place among the three unfinished ones.
    for (let i = 0; i < 3; i++)
      expect((await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 })).status).toBe(
        201,
      );
  });

  it('rejects a WebM declared as MP4, and a video over VIDEO_MAX_SECONDS whatever was declared', async () => {
    const client = await uploader();
    const { bytes, durationMs } = await seededWebm();
    const asMp4 = await upload(client, bytes, { mimeType: 'video/mp4', durationMs });
    expect(asMp4.last.status).toBe(422);
    expect((await asMp4.last.json()).error.message).toBe('The file is WEBM, not MP4 as declared.');
    const unlike = await upload(client, bytes, { durationMs: durationMs - 5000 });
    expect(unlike.last.status).toBe(422);
    expect((await unlike.last.json()).error.message).toMatch(
      /^The video is 3\d\.\d s long, not 3\d\.\d s as declared\.$/,
    );
    for (const id of [asMp4.id, unlike.id]) {
      expect((await status(client, id)).body.state).toBe('rejected');
      expect(existsSync(path.join(dataDir(), 'uploads', `${id}.part`))).toBe(false);
    }

    // On a server that takes 20 s at most, the browser claims 15 s for the 36 s video.
    const strict = await startTestApp(dialect, { VIDEO_MAX_SECONDS: '20' });
    try {
      const someone = await logIn(strict, await buildUser(strict.handle));
      expect(durationMs).toBeGreaterThan(20_000);
      const long = await upload(someone, bytes, { durationMs: 15_000 });
      expect(long.last.status).toBe(422);
      expect((await long.last.json()).error.message).toBe('The video is longer than 20 seconds.');
      expect(existsSync(path.join(strict.app.config.dataDir, 'uploads', `${long.id}.part`))).toBe(false);
    } finally {
      await strict.close();
    }
  });

  it('shows an upload to its uploader only, and asks anyone signed out to log in', async () => {
    const client = await owner.client();
    const { id } = await (
      await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 })
    ).json();
    const stranger = await other.client();
    expect((await stranger.get(`/api/v4/video-uploads/${id}/`)).status).toBe(404);
    expect((await putChunk(stranger, id, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/v4/video-uploads/${id}/`)).status).toBe(404);
    const visitor = await anonymous.client();
    expect((await visitor.get(`/api/v4/video-uploads/${id}/`)).status).toBe(401);
    expect((await declare(visitor, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 })).status).toBe(
      401,
    );
    expect((await status(client, id)).status).toBe(200);
  });

  it('sweeps uploads declared more than a day ago, with their files', async () => {
    const client = await uploader();
    const { id } = await (
      await declare(client, { bytes: 1000, mimeType: 'video/webm', durationMs: 1000 })
    ).json();
    expect((await putChunk(client, id, 0, Buffer.alloc(10))).status).toBe(200);
    expect(await t.app.videos.sweep(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect((await status(client, id)).status).toBe(200);
    expect(await t.app.videos.sweep(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await status(client, id)).status).toBe(404);
    expect(existsSync(path.join(dataDir(), 'uploads', `${id}.part`))).toBe(false);
  });
});
