// Publishing a recording for browser tests: the seeded WebM uploaded in chunks as the
// studio would and published over a public deck of demo's, through the real calls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EditDecisionList, PublishRecording } from '../../src/features/recordings/contracts';
import { probeVideo } from '../../src/kernel/media/video-container';
import type { ServerAddress } from './server';

const SEEDED = path.resolve(__dirname, '../../content/videos/pomodoro-for-students/video.webm');

export interface SeededRecording {
  title: string;
  timeline: PublishRecording['timeline'];
  edits: EditDecisionList;
  captions: string;
  coverMs: number;
}

/** Uploads the seeded WebM and publishes it over a public deck of demo's; answers the view page's path. */
export async function publishSeededRecording(
  server: ServerAddress,
  owner: Page,
  token: string,
  recording: SeededRecording,
): Promise<string> {
  const db = new Database(server.databaseFile, { readonly: true });
  const { oid } = db
    .prepare(
      `select p.oid from presentations p join users u on u.id = p.owner_id
       where u.username = 'demo' and p.privacy = 'public' and p.kind = 'deck' order by p.id limit 1`,
    )
    .get() as { oid: string };
  db.close();
  const bytes = readFileSync(SEEDED);
  const probed = await probeVideo({
    size: bytes.length,
    read: async (at, length) => bytes.subarray(at, at + length),
  });
  if (probed.type !== 'webm' || probed.durationMs === null) throw new Error('the seeded video is not a WebM');
  const headers = { 'x-csrftoken': token, origin: server.url };
  const declared = await owner.request.post(`${server.url}/api/v4/video-uploads/`, {
    data: { bytes: bytes.length, mimeType: 'video/webm', durationMs: probed.durationMs },
    headers,
  });
  expect(declared.status(), await declared.text()).toBe(201);
  const { id, chunkBytes } = (await declared.json()) as { id: string; chunkBytes: number };
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    const put = await owner.request.put(`${server.url}/api/v4/video-uploads/${id}/?offset=${offset}`, {
      data: bytes.subarray(offset, offset + chunkBytes),
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  const body: PublishRecording = { uploadId: id, deckOid: oid, privacy: 'public', ...recording };
  const published = await owner.request.post(`${server.url}/api/v4/recordings/`, { data: body, headers });
  expect(published.status(), await published.text()).toBe(201);
  return ((await published.json()) as { path: string }).path;
}

/**
 * Samples the recording player's video time on every animation frame while it plays (as the player
 * sees it), into window.samples.
 */
export async function sampleVideoTime(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    const video = document.querySelector<HTMLVideoElement>(css)!;
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    const sample = () => {
      if (!video.paused && !video.seeking) samples.push(video.currentTime);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, selector);
}

export const videoSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { samples: number[] }).samples);
