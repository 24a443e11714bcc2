// Recorded videos in integration tests: a real WebM from the demo content, uploaded in
// chunks through the resumable upload calls, and published over a deck.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Presentation } from '../../src/features/access';
import type { User } from '../../src/features/accounts';
import { createPresentation } from '../../src/features/decks/presentation.service';
import type { PublishRecording } from '../../src/features/recordings/contracts';
import { insertRecording } from '../../src/features/recordings/repository';
import { programCaptions, readCaptions } from '../../src/features/recordings/rules';
import { videoKey } from '../../src/features/recordings/video-upload.service';
import type { Privacy } from '../../src/kernel/document/import-metadata';
import { transcriptOfCaptions } from '../../src/kernel/document/transcript';
import { probeVideo } from '../../src/kernel/media/video-container';
import type { TestClient } from './client';
import { buildDocument } from './factories';
import type { TestApp } from './test-app';

type VideoTranscript = NonNullable<Parameters<typeof createPresentation>[1]['video']>['transcript'];

const SEEDED = path.resolve(__dirname, '../../content/videos/pomodoro-for-students/video.webm');

/** A seeded WebM (about 120 KB) and its length as its header says. */
export async function seededWebm(): Promise<{ bytes: Buffer; durationMs: number }> {
  const bytes = readFileSync(SEEDED);
  const probed = await probeVideo({
    size: bytes.length,
    read: async (at, length) => bytes.subarray(at, at + length),
  });
  if (probed.type !== 'webm' || probed.durationMs === null) throw new Error('the seeded video is not a WebM');
  return { bytes, durationMs: probed.durationMs };
}

export const declare = (client: TestClient, json: object) =>
  client.request('POST', '/api/v4/video-uploads/', { json });

export const putChunk = (client: TestClient, id: string, offset: number, bytes: Uint8Array) =>
  client.request('PUT', `/api/v4/video-uploads/${id}/?offset=${offset}`, {
    body: bytes as unknown as string,
    headers: { 'content-type': 'application/octet-stream' },
  });

/** Declares and sends a whole file in `chunks` pieces; answers the upload's id and last answer. */
export async function upload(
  client: TestClient,
  bytes: Buffer,
  declared: { mimeType?: string; durationMs: number },
  chunks = 3,
): Promise<{ id: string; last: Response }> {
  const created = await declare(client, {
    bytes: bytes.length,
    mimeType: declared.mimeType ?? 'video/webm',
    durationMs: declared.durationMs,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const size = Math.ceil(bytes.length / chunks);
  let last: Response | undefined;
  for (let offset = 0; offset < bytes.length; offset += size) {
    last = await putChunk(client, id, offset, bytes.subarray(offset, offset + size));
    if (last.status !== 200) break;
  }
  return { id, last: last! };
}

/** A complete upload of the seeded WebM. */
export async function completeUpload(client: TestClient): Promise<{ id: string; durationMs: number }> {
  const { bytes, durationMs } = await seededWebm();
  const { id, last } = await upload(client, bytes, { durationMs });
  expect(last.status, await last.clone().text()).toBe(200);
  return { id, durationMs };
}

export const CAPTIONS = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:04.000',
  'Welcome to the recorded talk.',
  '',
  '00:00:05.000 --> 00:00:07.000',
  'This part is cut out.',
  '',
  '00:00:08.000 --> 00:00:12.000',
  'Tidy data has one variable per column.',
  '',
].join('\n');

/** A publish body over `deckOid`: three steps, a trim, a cut from 5 s to 7.5 s, the captions above. */
export function recordingBody(uploadId: string, deckOid: string, durationMs: number): PublishRecording {
  return {
    uploadId,
    deckOid,
    title: 'Tidy data, recorded',
    privacy: 'public',
    timeline: [
      { atMs: 0, step: 0 },
      { atMs: 4000, step: 1 },
      { atMs: 6000, step: 2 },
    ],
    edits: { startMs: 0, endMs: durationMs - 1000, cuts: [{ fromMs: 5000, toMs: 7500 }] },
    captions: CAPTIONS,
    coverMs: 1000,
  };
}

export async function publish(
  client: TestClient,
  body: PublishRecording,
): Promise<{ oid: string; path: string }> {
  const response = await client.request('POST', '/api/v4/recordings/', { json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/**
 * A recorded video presentation of `owner` made without the HTTP calls (for the security suite):
 * the seeded WebM in the app's blob store, over a deck document built by the factories.
 */
export async function buildRecording(
  t: TestApp,
  owner: User,
  overrides: { privacy?: Privacy; title?: string; captions?: string; laterTakes?: number } = {},
): Promise<Presentation> {
  const { bytes, durationMs } = await seededWebm();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await t.app.blobs.put(videoKey(sha256, 'video/webm'), bytes);
  const title = overrides.title ?? 'A recorded talk';
  const captions = overrides.captions ?? CAPTIONS;
  const edits = { startMs: 0, endMs: durationMs, cuts: [] };
  return createPresentation(t.handle, {
    ownerId: owner.id,
    document: buildDocument(),
    title,
    privacy: overrides.privacy ?? 'public',
    tags: [],
    descriptionHtml: '',
    video: {
      media: null,
      transcript: transcriptOfCaptions(title, programCaptions(readCaptions(captions), edits)),
    },
    afterInsert: (trx, row) =>
      insertRecording(
        trx,
        {
          presentationId: row.id,
          videoSha256: sha256,
          mimeType: 'video/webm',
          bytes: bytes.length,
          durationMs,
          deckId: null,
          timeline: [{ atMs: 0, step: 0 }],
          edits,
          captions,
          coverMs: 0,
          coverTake: 0,
          // Takes re-recorded from step 0, on the same file, when asked for.
          laterTakes: Array.from({ length: overrides.laterTakes ?? 0 }, () => ({
            videoSha256: sha256,
            mimeType: 'video/webm' as const,
            bytes: bytes.length,
            durationMs,
            timeline: [{ atMs: 0, step: 0 }],
            edits,
            captions,
          })),
        },
        row.created_at,
      ),
  });
}

/** A complete upload of the seeded WebM for `user`, written straight to the database and blob store. */
export async function buildCompleteUpload(t: TestApp, user: User): Promise<string> {
  const { bytes, durationMs } = await seededWebm();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await t.app.blobs.put(videoKey(sha256, 'video/webm'), bytes);
  const id = randomBytes(16).toString('base64url');
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('video_uploads')
    .values({
      id,
      user_id: user.id,
      mime_type: 'video/webm',
      bytes: bytes.length,
      declared_ms: durationMs,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.handle.db
    .updateTable('video_uploads')
    .set({ state: 'complete', received: bytes.length, sha256, duration_ms: durationMs })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A video as the demo content seeds it (not a recording: no timeline, no takes), titled `title`. */
export function buildSeededVideo(
  t: TestApp,
  owner: User,
  title: string,
  transcript: VideoTranscript = { texts: [], topics: [] },
): Promise<Presentation> {
  return createPresentation(t.handle, {
    ownerId: owner.id,
    document: buildDocument({ title, topics: [] }),
    privacy: 'public',
    tags: [],
    descriptionHtml: '',
    video: {
      media: { video: 'media/talk.mp4', captions: 'media/talk.vtt', preview: 'media/talk.jpg' },
      transcript,
    },
  });
}
