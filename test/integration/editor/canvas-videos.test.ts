// A video uploaded into a canvas deck over real HTTP on every dialect: a complete upload of the
// editor's (the recordings' resumable upload) becomes one of the deck's videos, served at its
// content address with ranges; the same file twice is held once; only the deck's editors may, only
// with their own complete upload; a deck taken down hides it from all but its owner; its bytes
// count against the deck owner's video quota; a copy of the deck keeps it after the original is
// deleted, and the file goes with the last deck holding it.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { storedVideoBytes } from '../../../src/features/quota/repository';
import { insertDeckVideo } from '../../../src/features/recordings/deck-videos.repository';
import { videoKey } from '../../../src/features/recordings/video-upload.service';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { completeUpload, declare, putChunk, seededWebm } from '../../helpers/video';

const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

describe.each(DIALECTS)('%s: videos uploaded into a canvas deck', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  let sha256: string;
  let src: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, { VIDEO_MAX_SECONDS: '40', VIDEO_MAX_BYTES: String(20 * 1024 * 1024) });
    await actors.build(t);
    const { bytes } = await seededWebm();
    sha256 = createHash('sha256').update(bytes).digest('hex');
    src = `/media/v/${sha256}.webm`;
  });
  afterAll(async () => {
    await t.close();
  });

  async function canvasDeck(title: string, client?: TestClient): Promise<Presentation> {
    const response = await (client ?? (await owner.client())).request('POST', '/api/v4/presentations/', {
      json: { source: json(buildCanvasDocument({ title })), privacy: 'public' },
    });
    expect(response.status).toBe(201);
    const deck = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    await actors.share(deck);
    return deck;
  }

  const attach = (client: TestClient, deck: Presentation, body: unknown) =>
    client.request('POST', `/api/v4/presentation/${deck.oid}/videos/`, { json: body });

  const rows = (deck: Presentation) =>
    t.handle.db
      .selectFrom('deck_videos')
      .select(['video_sha256', 'mime_type', 'bytes'])
      .where('presentation_id', '=', deck.id)
      .execute();

  const stored = () => t.app.blobs.stat(videoKey(sha256, 'video/webm'));

  it('makes an editor’s complete upload the deck’s, served with ranges at its content address', async () => {
    const deck = await canvasDeck('A talk with a clip');
    const client = await editor.client();
    const { id, durationMs } = await completeUpload(client);
    const response = await attach(client, deck, { upload: id });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toEqual({ src, durationMs });
    const { bytes } = await seededWebm();
    expect(await rows(deck)).toEqual([
      { video_sha256: sha256, mime_type: 'video/webm', bytes: bytes.length },
    ]);
    // The upload is used up: it no longer holds one of the editor's unfinished places.
    expect((await client.get(`/api/v4/video-uploads/${id}/`)).status).toBe(404);

    const visitor = await anonymous.client();
    const whole = await visitor.get(src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await visitor.request('GET', src, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    const head = await visitor.request('HEAD', src);
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });

  it('holds the same video sent twice once, and uses the second upload up', async () => {
    const deck = await canvasDeck('Twice');
    const client = await owner.client();
    for (let i = 0; i < 2; i++) {
      const { id } = await completeUpload(client);
      const response = await attach(client, deck, { upload: id });
      expect(response.status).toBe(201);
      expect((await response.json()).src).toBe(src);
      expect((await client.get(`/api/v4/video-uploads/${id}/`)).status).toBe(404);
    }
    expect(await rows(deck)).toHaveLength(1);
  });

  it('refuses anyone but the deck’s editors, someone else’s or an unfinished upload, and bad bodies', async () => {
    const deck = await canvasDeck('Guarded');
    const mine = await completeUpload(await other.client());
    expect((await attach(await other.client(), deck, { upload: mine.id })).status).toBe(403);
    const commenterUpload = await completeUpload(await commenter.client());
    expect((await attach(await commenter.client(), deck, { upload: commenterUpload.id })).status).toBe(403);
    expect((await attach(await anonymous.client(), deck, { upload: mine.id })).status).toBe(401);
    // The owner may edit, but the upload is another person's: it does not exist for them.
    const theirs = await attach(await owner.client(), deck, { upload: mine.id });
    expect(theirs.status).toBe(404);
    const { bytes, durationMs } = await seededWebm();
    const declared = await declare(await owner.client(), {
      bytes: bytes.length,
      mimeType: 'video/webm',
      durationMs,
    });
    const half = (await declared.json()) as { id: string };
    expect((await putChunk(await owner.client(), half.id, 0, bytes.subarray(0, 1000))).status).toBe(200);
    const unfinished = await attach(await owner.client(), deck, { upload: half.id });
    expect(unfinished.status).toBe(409);
    expect((await unfinished.json()).error.code).toBe('upload_not_complete');
    await (await owner.client()).request('DELETE', `/api/v4/video-uploads/${half.id}/`);
    for (const body of [{}, { upload: '' }, { upload: 'x'.repeat(65) }, { upload: 'a', more: 1 }, 'text']) {
      const response = await attach(await owner.client(), deck, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBeTruthy();
    }
    expect(await rows(deck)).toEqual([]);
  });

  it('answers 404 for an address no deck holds, and hides a taken-down deck’s video from all but its owner', async () => {
    expect((await (await anonymous.client()).get(`/media/v/${'0'.repeat(64)}.webm`)).status).toBe(404);
    expect((await (await anonymous.client()).get(`/media/v/${sha256}.mp4`)).status).toBe(404);
    expect((await (await anonymous.client()).get('/media/v/../../etc/passwd')).status).toBe(404);
    const client = await buildOwner();
    const deck = await canvasDeck('Soon taken down', client.client);
    const { id } = await completeUpload(client.client);
    expect((await attach(client.client, deck, { upload: id })).status).toBe(201);
    // Every other deck holding it goes first, so only this one does.
    await t.handle.db.deleteFrom('deck_videos').where('presentation_id', '!=', deck.id).execute();
    await t.handle.db.updateTable('presentations').set({ hidden: 1 }).where('id', '=', deck.id).execute();
    expect((await (await anonymous.client()).get(src)).status).toBe(404);
    expect((await client.client.get(src)).status).toBe(200);
  });

  async function buildOwner() {
    const own = defineActors();
    await own.build(t);
    return { user: own.owner.user, client: await own.owner.client() };
  }

  it('counts the video against the deck owner’s quota, keeps it in a copy, and deletes the file with the last deck', async () => {
    const someone = await buildOwner();
    const deck = await canvasDeck('Copied with its clip', someone.client);
    const before = await storedVideoBytes(t.handle.db, { userId: someone.user.id });
    const { id } = await completeUpload(someone.client);
    expect((await attach(someone.client, deck, { upload: id })).status).toBe(201);
    const { bytes } = await seededWebm();
    expect(await storedVideoBytes(t.handle.db, { userId: someone.user.id })).toBe(before + bytes.length);

    const copied = await someone.client.request('POST', `/api/v4/presentation/${deck.oid}/copy/`);
    expect(copied.status).toBe(201);
    const copy = (await findPresentationByOid(t.handle.db, (await copied.json()).oid))!;
    expect(await rows(copy)).toHaveLength(1);
    // Only these two decks hold the file now: no other deck, and no upload of the other tests.
    await t.handle.db
      .deleteFrom('deck_videos')
      .where('presentation_id', 'not in', [deck.id, copy.id])
      .execute();
    await t.handle.db.deleteFrom('video_uploads').where('sha256', '=', sha256).execute();
    expect((await someone.client.request('DELETE', `/api/v4/presentation/${deck.oid}/`)).status).toBe(204);
    expect(await stored()).not.toBeNull();
    expect((await (await anonymous.client()).get(src)).status).toBe(200);
    expect((await someone.client.request('DELETE', `/api/v4/presentation/${copy.oid}/`)).status).toBe(204);
    expect(await stored()).toBeNull();
    expect((await (await anonymous.client()).get(src)).status).toBe(404);
  });

  it(`refuses a video past the deck’s ${EDITOR_LIMITS.deckVideos}, keeping the upload`, async () => {
    const deck = await canvasDeck('Full of clips');
    const at = new Date().toISOString();
    for (let i = 0; i < EDITOR_LIMITS.deckVideos; i++)
      await insertDeckVideo(t.handle.db, {
        presentation_id: deck.id,
        video_sha256: i.toString(16).padStart(64, 'f'),
        mime_type: 'video/mp4',
        bytes: 1,
        duration_ms: 1000,
        created_at: at,
      });
    const client = await owner.client();
    const { id } = await completeUpload(client);
    const response = await attach(client, deck, { upload: id });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('deck_videos_full');
    expect((await client.get(`/api/v4/video-uploads/${id}/`)).status).toBe(200);
    await client.request('DELETE', `/api/v4/video-uploads/${id}/`);
  });
});
