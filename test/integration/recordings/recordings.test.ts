// Recorded video presentations (server side) over real HTTP on every
// dialect: publishing a complete upload over a deck (its owner and editors may; a commenter or a
// stranger may not), the new talk's view page, player data (video address, program, timeline,
// chapters, the deck's snapshot) and transcript from the captions in program time; the editor's
// save; the video served with Range requests to whoever may see the view page — the owner,
// anyone for a public talk, no one else for a private one, a password link only once opened —;
// captions; the view counted when playback starts; the original file as the download.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../../src/features/decks/contracts';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { layoutDocument } from '../../../src/kernel/document/layout';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation } from '../../helpers/factories';
import { fragmented, second } from '../../helpers/mp4';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { CAPTIONS, completeUpload, publish, recordingBody, seededWebm, upload } from '../../helpers/video';

describe.each(DIALECTS)('%s: recordings', (dialect) => {
  let t: TestApp;
  const actors = defineActors({ owner: { firstName: 'Rita', lastName: 'Recorder' } });
  const { owner, editor, commenter, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A recording of a deck shared with the editor and commenter, published by the owner. */
  async function recorded(overrides: { privacy?: 'public' | 'private' } = {}) {
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const upload = await completeUpload(client);
    const body = { ...recordingBody(upload.id, deck.oid, upload.durationMs), ...overrides };
    const published = await publish(client, body);
    // The recording is a presentation of its own: shared with the same editor and commenter.
    const row = await findPresentationByOid(t.handle.db, published.oid);
    await actors.share(row!);
    return { deck, published, body, durationMs: upload.durationMs };
  }
  const player = async (client: TestClient, oid: string, query = '') => {
    const response = await client.get(`/api/v4/presentation/${oid}/${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PlayerData;
  };

  it('publishes a recording over a deck: a video presentation with the deck’s snapshot, edits and chapters', async () => {
    const { deck, published, body, durationMs } = await recorded();
    expect(published.path).toMatch(new RegExp(`^/p/${published.oid}/tidy-data-recorded/$`));
    const data = await player(await anonymous.client(), published.oid);
    expect(data).toMatchObject({ kind: 'video', title: 'Tidy data, recorded', privacy: 'public' });
    expect(data.document).toEqual(deck.document);
    const videoUrl = `/p/${published.oid}/tidy-data-recorded/video/`;
    expect(data.media).toEqual({ video: videoUrl, captions: `${videoUrl}captions.vtt`, preview: '' });
    const steps = layoutDocument(deck.document).steps;
    expect(data.recording).toEqual({
      // One take: the recording was never re-recorded from a step.
      takes: [
        {
          videoUrl,
          mimeType: 'video/webm',
          durationMs,
          programStartMs: 0,
          programDurationMs: durationMs - 1000 - 2500,
          edits: body.edits,
          timeline: body.timeline,
          captionsUrl: `${videoUrl}captions.vtt`,
          captions: CAPTIONS,
        },
      ],
      videoUrl,
      mimeType: 'video/webm',
      durationMs,
      // The end trimmed by a second, 2.5 s cut out.
      programDurationMs: durationMs - 1000 - 2500,
      edits: body.edits,
      timeline: body.timeline,
      // Step 2 was shown at 6 s, inside the cut: its chapter starts where the program resumes (5 s).
      chapters: [
        { atMs: 0, step: 0, title: steps[0]!.title },
        { atMs: 4000, step: 1, title: steps[1]!.title },
        { atMs: 5000, step: 2, title: steps[2]!.title },
      ],
      captionsUrl: `${videoUrl}captions.vtt`,
      captions: CAPTIONS,
      coverMs: 1000,
      coverTake: 0,
    });
    // The upload is used up.
    expect((await (await owner.client()).get(`/api/v4/video-uploads/${body.uploadId}/`)).status).toBe(404);
  });

  it('keeps its snapshot when the deck changes afterwards', async () => {
    const { deck, published } = await recorded();
    await t.handle.db
      .updateTable('presentations')
      .set({ document: JSON.stringify({ ...deck.document, topics: [] }) })
      .where('id', '=', deck.id)
      .execute();
    expect((await player(await anonymous.client(), published.oid)).document).toEqual(deck.document);
  });

  it('makes the recording of a team’s deck the team’s too, so its members may watch and edit it', async () => {
    const deck = await buildPresentation(t.handle, owner.user, { privacy: 'private', title: 'Team deck' });
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [other.user, 'member'],
    ]);
    await t.handle.db
      .updateTable('presentations')
      .set({ team_id: team.id })
      .where('id', '=', deck.id)
      .execute();
    const client = await owner.newClient();
    const upload = await completeUpload(client);
    const published = await publish(client, {
      ...recordingBody(upload.id, deck.oid, upload.durationMs),
      privacy: 'private',
    });
    const row = await findPresentationByOid(t.handle.db, published.oid);
    expect(row!.team_id).toBe(team.id);
    expect((await (await other.client()).get(`/api/v4/presentation/${published.oid}/`)).status).toBe(200);
    expect((await (await commenter.client()).get(`/api/v4/presentation/${published.oid}/`)).status).toBe(404);
  });

  it('shows the view page with the transcript from the captions the program plays', async () => {
    const { published } = await recorded();
    const page = await (await anonymous.client()).get(published.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Tidy data, recorded');
    expect(html).toContain('Welcome to the recorded talk.');
    expect(html).toContain('Tidy data has one variable per column.');
    // The cue inside the cut is no part of what is heard.
    expect(html).not.toContain('This part is cut out.');
    const search = await (await anonymous.client()).get('/explore/search/?search=variable%20per%20column');
    expect(await search.text()).toContain(published.oid);
  });

  it('lets the owner and editors of the deck publish, not a commenter or a stranger', async () => {
    const deck = await actors.sharedPresentation();
    for (const [member, expected] of [
      [editor, 201],
      [commenter, 403],
      [other, 403],
    ] as const) {
      const client = await member.newClient();
      const upload = await completeUpload(client);
      const response = await client.request('POST', '/api/v4/recordings/', {
        json: recordingBody(upload.id, deck.oid, upload.durationMs),
      });
      expect(response.status, member.user.username).toBe(expected);
    }
    const hidden = await actors.sharedPresentation({ privacy: 'private' });
    const stranger = await other.newClient();
    const upload = await completeUpload(stranger);
    const unseen = await stranger.request('POST', '/api/v4/recordings/', {
      json: recordingBody(upload.id, hidden.oid, upload.durationMs),
    });
    expect(unseen.status).toBe(404);
    // The refused uploads are still there, unused.
    expect((await stranger.get(`/api/v4/video-uploads/${upload.id}/`)).status).toBe(200);
  });

  it('refuses someone else’s upload, an unfinished one, and timelines, edits or captions that do not fit', async () => {
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const upload = await completeUpload(client);
    const base = recordingBody(upload.id, deck.oid, upload.durationMs);
    const post = (json: object, as = client) => as.request('POST', '/api/v4/recordings/', { json });
    expect((await post(base, await editor.newClient())).status).toBe(404);
    const unfinished = await client.request('POST', '/api/v4/video-uploads/', {
      json: { bytes: 100, mimeType: 'video/webm', durationMs: 1000 },
    });
    const { id } = await unfinished.json();
    expect((await post({ ...base, uploadId: id })).status).toBe(409);
    const cases: Array<[object, string]> = [
      [{ timeline: [{ atMs: 0, step: 99 }] }, 'bad_timeline'],
      [{ timeline: [{ atMs: 10, step: 0 }] }, 'bad_timeline'],
      [
        {
          timeline: [
            { atMs: 0, step: 0 },
            { atMs: upload.durationMs + 1, step: 1 },
          ],
        },
        'bad_timeline',
      ],
      [{ edits: { startMs: 0, endMs: upload.durationMs + 1, cuts: [] } }, 'bad_edits'],
      [
        {
          edits: {
            startMs: 0,
            endMs: 9000,
            cuts: [
              { fromMs: 1000, toMs: 3000 },
              { fromMs: 2000, toMs: 4000 },
            ],
          },
        },
        'bad_edits',
      ],
      [{ captions: 'not WebVTT' }, 'bad_captions'],
      [{ captions: 'WEBVTT\n\n99:00.000 --> 99:01.000\nLate\n' }, 'bad_captions'],
      [{ coverMs: upload.durationMs + 1 }, 'bad_cover'],
      [{ title: '   ' }, 'bad_title'],
    ];
    for (const [change, code] of cases) {
      const response = await post({ ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    for (const bad of [
      { ...base, extra: 1 },
      { ...base, privacy: 'secret' },
      { ...base, timeline: 'x' },
    ]) {
      expect((await post(bad)).status).toBe(400);
    }
    // Nothing was published, and the upload is still there for the right call.
    expect((await post(base)).status).toBe(201);
  });

  it('saves the editor’s edits, captions and cover (owner and editors), and the transcript follows', async () => {
    const { published, body } = await recorded();
    const save = (client: TestClient, json: object) =>
      client.request('PUT', `/api/v4/recordings/${published.oid}/`, { json });
    const edits = { startMs: 2000, endMs: body.edits.endMs, cuts: [] };
    const captions = 'WEBVTT\n\n00:03.000 --> 00:04.000\nA new opening line.\n';
    expect((await save(await commenter.client(), { edits, captions, coverMs: 0 })).status).toBe(403);
    expect((await save(await other.client(), { edits, captions, coverMs: 0 })).status).toBe(403);
    expect((await save(await anonymous.client(), { edits, captions, coverMs: 0 })).status).toBe(401);
    const saved = await save(await editor.client(), { edits, captions, coverMs: 2500 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ oid: published.oid, path: published.path });
    const data = await player(await anonymous.client(), published.oid);
    expect(data.recording).toMatchObject({ edits, captions, coverMs: 2500 });
    expect(data.recording!.chapters[0]).toMatchObject({ atMs: 0, step: 0 });
    const html = await (await (await anonymous.client()).get(published.path)).text();
    expect(html).toContain('A new opening line.');
    expect(html).not.toContain('Welcome to the recorded talk.');
    const bad = await save(await owner.client(), {
      edits: { startMs: 0, endMs: 0, cuts: [] },
      captions,
      coverMs: 0,
    });
    expect(bad.status).toBe(400);
    // A deck is no recording.
    const deck = await actors.sharedPresentation();
    expect(
      (
        await (
          await owner.client()
        ).request('PUT', `/api/v4/recordings/${deck.oid}/`, { json: { edits, captions, coverMs: 0 } })
      ).status,
    ).toBe(404);
  });

  describe('the video with Range requests', () => {
    let file: Buffer;
    beforeAll(async () => {
      file = (await seededWebm()).bytes;
    });

    it('gives the first bytes, a suffix, the whole file and 416 past the end, to anyone on a public talk', async () => {
      const { published } = await recorded();
      const client = await anonymous.client();
      const url = `${published.path}video/`;
      const first = await client.request('GET', url, { headers: { range: 'bytes=0-99' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-99/${file.length}`);
      expect(first.headers.get('accept-ranges')).toBe('bytes');
      expect(first.headers.get('content-type')).toBe('video/webm');
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await first.arrayBuffer())).toEqual(file.subarray(0, 100));
      const suffix = await client.request('GET', url, { headers: { range: 'bytes=-500' } });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get('content-range')).toBe(
        `bytes ${file.length - 500}-${file.length - 1}/${file.length}`,
      );
      expect(Buffer.from(await suffix.arrayBuffer())).toEqual(file.subarray(file.length - 500));
      const whole = await client.get(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(file);
      // A HEAD tells a player the length and the ranges before it asks for bytes.
      const head = await client.request('HEAD', url);
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(file.length));
      expect(head.headers.get('accept-ranges')).toBe('bytes');
      const headOfRange = await client.request('HEAD', url, { headers: { range: 'bytes=0-99' } });
      expect(headOfRange.status).toBe(206);
      expect(headOfRange.headers.get('content-length')).toBe('100');
      expect(headOfRange.headers.get('content-range')).toBe(`bytes 0-99/${file.length}`);
      const past = await client.request('GET', url, { headers: { range: `bytes=${file.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${file.length}`);
      const moved = await client.get(`/p/${published.oid}/old-name/video/`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(url);
      const captions = await client.get(`${url}captions.vtt`);
      expect(captions.status).toBe(200);
      expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(await captions.text()).toBe(CAPTIONS);
    });

    it('serves a private talk to its owner and editors only', async () => {
      const { published } = await recorded({ privacy: 'private' });
      const url = `${published.path}video/`;
      const range = { headers: { range: 'bytes=0-9' } };
      expect((await (await owner.client()).request('GET', url, range)).status).toBe(206);
      expect((await (await editor.client()).request('GET', url, range)).status).toBe(206);
      expect((await (await other.client()).request('GET', url, range)).status).toBe(404);
      expect((await (await anonymous.client()).request('GET', url, range)).status).toBe(404);
      expect((await (await anonymous.client()).get(`${url}captions.vtt`)).status).toBe(404);
      expect((await (await anonymous.client()).get(`/api/v4/presentation/${published.oid}/`)).status).toBe(
        404,
      );
    });

    it('serves through a share link with a password only once it is opened', async () => {
      const { published } = await recorded({ privacy: 'private' });
      const created = await (await owner.client()).request(
        'POST',
        `/api/v4/presentation/${published.oid}/links/`,
        {
          json: { password: 'open sesame' },
        },
      );
      expect(created.status).toBe(201);
      const { linkId } = (await created.json()).link;
      const visitor = await anonymous.newClient();
      const url = `/view/${linkId}/video/`;
      expect((await visitor.request('GET', url, { headers: { range: 'bytes=0-9' } })).status).toBe(401);
      const unlock = await visitor.submit(`/view/${linkId}/unlock/`, {
        password: 'open sesame',
        next: `/view/${linkId}/`,
      });
      expect(unlock.status).toBe(303);
      const opened = await visitor.request('GET', url, { headers: { range: 'bytes=0-9' } });
      expect(opened.status).toBe(206);
      expect(Buffer.from(await opened.arrayBuffer())).toEqual(file.subarray(0, 10));
      // Its player data names the video through the link.
      const data = await player(visitor, published.oid, `?auth_key=${linkId}&key_type=prezilink`);
      expect(data.recording?.videoUrl).toBe(url);
      expect(data.media?.video).toBe(url);
      // Another browser without the password still cannot.
      expect((await (await anonymous.newClient()).get(url)).status).toBe(401);
    });
  });

  it('counts a view when playback starts, as for every video', async () => {
    const { published } = await recorded();
    const viewer = await anonymous.newClient();
    const view = await viewer.request('POST', `/api/v4/presentation/${published.oid}/view/`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ counted: true, viewCount: 1 });
    expect((await player(viewer, published.oid)).viewCount).toBe(1);
  });

  it('copies a reusable recording as a private recording of the copier’s, sharing its file', async () => {
    const { published, body } = await recorded();
    const owned = await owner.client();
    expect(
      (
        await owned.request('PATCH', `/api/v4/presentation/${published.oid}/`, {
          json: { privacy: 'reusable' },
        })
      ).status,
    ).toBe(200);
    const copier = await other.newClient();
    const copied = await copier.request('POST', `/api/v4/presentation/${published.oid}/copy/`);
    expect(copied.status).toBe(201);
    const { oid, redirectUrl } = await copied.json();
    expect(redirectUrl).toBe(`/p/${oid}/copy-of-tidy-data-recorded/`);
    const data = await player(copier, oid);
    expect(data).toMatchObject({ kind: 'video', title: 'Copy of Tidy data, recorded', privacy: 'private' });
    expect(data.recording).toMatchObject({
      edits: body.edits,
      timeline: body.timeline,
      captions: body.captions,
    });
    const range = await copier.request('GET', `${redirectUrl}video/`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect((await (await anonymous.client()).get(redirectUrl)).status).toBe(404);
  });

  it('removes the video file with the last recording that uses it', async () => {
    const { bytes, durationMs } = await seededWebm();
    // Another file: the same video with a byte of its muxer's name changed.
    const other = Buffer.from(bytes);
    const at = other.indexOf('Lavf');
    other[at] = 'X'.charCodeAt(0);
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const published: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { id, last } = await upload(client, other, { durationMs });
      expect(last.status).toBe(200);
      published.push((await publish(client, recordingBody(id, deck.oid, durationMs))).oid);
    }
    const sha = createHash('sha256').update(other).digest('hex');
    const file = path.join(t.app.config.dataDir, 'videos', `${sha}.webm`);
    expect(existsSync(file)).toBe(true);
    expect((await client.request('DELETE', `/api/v4/presentation/${published[0]}/`)).status).toBe(204);
    expect(existsSync(file)).toBe(true);
    expect((await client.request('DELETE', `/api/v4/presentation/${published[1]}/`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
  });

  it('downloads the original video when downloads are allowed', async () => {
    const { published } = await recorded();
    const file = (await seededWebm()).bytes;
    const url = `${published.path}download/?format=original`;
    expect((await (await anonymous.client()).get(url)).status).toBe(403);
    const allow = await (await owner.client()).request('PATCH', `/api/v4/presentation/${published.oid}/`, {
      json: { allowDownloads: true },
    });
    expect(allow.status).toBe(200);
    const download = await (await anonymous.newClient()).get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/webm');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="tidy-data-recorded.webm"',
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(file);
    expect((await (await anonymous.client()).get(`${published.path}download/?format=pdf`)).status).toBe(404);
  });
  it('takes a fragmented MP4 as Safari records it (no duration in its headers) and publishes it', async () => {
    // Eight seconds of fragments: video at 90 kHz and audio at 48 kHz, the audio a little longer.
    const bytes = fragmented({ fragments: Array.from({ length: 8 }, (_, n) => second(n)) });
    const durationMs = 8021;
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const sent = await upload(client, bytes, { mimeType: 'video/mp4', durationMs });
    expect(sent.last.status, await sent.last.clone().text()).toBe(200);
    const status = await (await client.get(`/api/v4/video-uploads/${sent.id}/`)).json();
    expect(status).toMatchObject({ state: 'complete', reason: null });
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(existsSync(path.join(t.app.config.dataDir, 'videos', `${sha}.mp4`))).toBe(true);
    const published = await publish(client, {
      ...recordingBody(sent.id, deck.oid, durationMs),
      timeline: [{ atMs: 0, step: 0 }],
      edits: { startMs: 0, endMs: durationMs, cuts: [] },
      captions: '',
      coverMs: 0,
    });
    const data = await player(await anonymous.client(), published.oid);
    expect(data.recording).toMatchObject({
      mimeType: 'video/mp4',
      durationMs,
      programDurationMs: durationMs,
    });
    const range = await (await anonymous.client()).request('GET', `${data.recording!.videoUrl}`, {
      headers: { range: 'bytes=4-7' },
    });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('ftyp');
  });
});
