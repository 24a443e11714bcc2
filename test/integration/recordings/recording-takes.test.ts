// Re-recording from a step (server side) over real HTTP on every dialect: a new
// take ends the program where the step first showed (the take showing it trimmed there, later
// takes dropped) and is appended; the player data carries the takes with their program starts and
// the chapters across them; each take's file and captions are served behind the view page's
// checks at …/video/{take}/; the transcript and search follow; a replaced take's file is deleted
// once nothing uses it; only the owner and editors may, with a complete upload of their own.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../../src/features/decks/contracts';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { layoutDocument } from '../../../src/kernel/document/layout';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { completeUpload, publish, recordingBody, seededWebm, upload } from '../../helpers/video';

const TAKE_CAPTIONS = 'WEBVTT\n\n00:00.500 --> 00:02.000\nThe second take begins.\n';

describe.each(DIALECTS)('%s: re-recording from a step', (dialect) => {
  let t: TestApp;
  const actors = defineActors({ owner: { firstName: 'Tara', lastName: 'Takes' } });
  const { owner, editor, commenter, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The seeded WebM with one byte of its muxer's name changed: another file, `n` telling which. */
  async function variant(n: number) {
    const { bytes, durationMs } = await seededWebm();
    const changed = Buffer.from(bytes);
    changed[changed.indexOf('Lavf') + 1] = 'A'.charCodeAt(0) + n;
    const sha = createHash('sha256').update(changed).digest('hex');
    return { bytes: changed, durationMs, file: path.join(t.app.config.dataDir, 'videos', `${sha}.webm`) };
  }
  async function uploaded(client: TestClient, n: number) {
    const file = await variant(n);
    const sent = await upload(client, file.bytes, { durationMs: file.durationMs });
    expect(sent.last.status).toBe(200);
    return { id: sent.id, ...file };
  }

  /** A public recording (three steps, the end trimmed by 1 s, 5–7.5 s cut), shared with the editor and commenter. */
  async function recorded(privacy: 'public' | 'private' = 'public') {
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const first = await completeUpload(client);
    const published = await publish(client, {
      ...recordingBody(first.id, deck.oid, first.durationMs),
      privacy,
    });
    await actors.share((await findPresentationByOid(t.handle.db, published.oid))!);
    return { deck, published, durationMs: first.durationMs };
  }
  const takeBody = (uploadId: string, fromStep: number, durationMs: number) => ({
    uploadId,
    fromStep,
    timeline: [
      { atMs: 0, step: fromStep },
      { atMs: 3000, step: fromStep + 1 },
    ],
    edits: { startMs: 0, endMs: durationMs, cuts: [] },
    captions: TAKE_CAPTIONS,
  });
  const addTake = (client: TestClient, oid: string, json: object) =>
    client.request('POST', `/api/v4/recordings/${oid}/takes/`, { json });
  const player = async (oid: string) => {
    const response = await (await anonymous.client()).get(`/api/v4/presentation/${oid}/`);
    expect(response.status).toBe(200);
    return ((await response.json()) as PlayerData).recording!;
  };

  it('ends the program where the step first showed and appends the new take, served at video/1/', async () => {
    const { deck, published, durationMs } = await recorded();
    const client = await owner.client();
    const take = await uploaded(client, 1);
    const added = await addTake(client, published.oid, takeBody(take.id, 1, take.durationMs));
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await added.json()).toEqual({ oid: published.oid, path: published.path });

    const recording = await player(published.oid);
    const base = `/p/${published.oid}/tidy-data-recorded/video/`;
    // Step 1 first showed at 4 s of the first take: it now ends there, its cut at 5–7.5 s gone.
    expect(recording.takes).toEqual([
      expect.objectContaining({
        videoUrl: base,
        programStartMs: 0,
        programDurationMs: 4000,
        edits: { startMs: 0, endMs: 4000, cuts: [] },
        durationMs,
      }),
      {
        videoUrl: `${base}1/`,
        mimeType: 'video/webm',
        durationMs: take.durationMs,
        programStartMs: 4000,
        programDurationMs: take.durationMs,
        edits: { startMs: 0, endMs: take.durationMs, cuts: [] },
        timeline: takeBody(take.id, 1, take.durationMs).timeline,
        captionsUrl: `${base}1/captions.vtt`,
        captions: TAKE_CAPTIONS,
      },
    ]);
    const steps = layoutDocument(deck.document).steps;
    expect(recording.programDurationMs).toBe(4000 + take.durationMs);
    expect(recording.chapters).toEqual([
      { atMs: 0, step: 0, title: steps[0]!.title },
      { atMs: 4000, step: 1, title: steps[1]!.title },
      { atMs: 7000, step: 2, title: steps[2]!.title },
    ]);
    // The first take's fields stay where a player that knows one file reads them.
    expect(recording).toMatchObject({ videoUrl: base, edits: { startMs: 0, endMs: 4000, cuts: [] } });

    const viewer = await anonymous.client();
    const range = await viewer.request('GET', `${base}1/`, { headers: { range: 'bytes=0-15' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(take.bytes.subarray(0, 16));
    const captions = await viewer.get(`${base}1/captions.vtt`);
    expect(captions.status).toBe(200);
    expect(await captions.text()).toBe(TAKE_CAPTIONS);
    expect((await viewer.get(`${base}2/`)).status).toBe(404);
    expect((await viewer.get(`${base}0/`)).status).toBe(404);
    // A wrong slug is sent to the take's right address.
    const moved = await viewer.get(`/p/${published.oid}/old-title/video/1/captions.vtt`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${base}1/captions.vtt`);

    // The transcript and search: the new take's captions, not the first take's cut-off ones.
    const html = await (await viewer.get(published.path)).text();
    expect(html).toContain('Welcome to the recorded talk.');
    expect(html).toContain('The second take begins.');
    expect(html).not.toContain('Tidy data has one variable per column.');
    const search = await viewer.get('/explore/search/?search=second%20take%20begins');
    expect(await search.text()).toContain(published.oid);
    // The upload is used up.
    expect((await client.get(`/api/v4/video-uploads/${take.id}/`)).status).toBe(404);
  });

  it('re-records again inside a later take, and from the very start replaces every take, deleting unused files', async () => {
    const { published } = await recorded();
    const client = await owner.client();
    const second = await uploaded(client, 2);
    expect((await addTake(client, published.oid, takeBody(second.id, 1, second.durationMs))).status).toBe(
      201,
    );
    // Step 2 first shows at 3 s of the second take: it ends there and a third take follows.
    const third = await uploaded(client, 3);
    expect((await addTake(client, published.oid, takeBody(third.id, 2, third.durationMs))).status).toBe(201);
    let recording = await player(published.oid);
    expect(recording.takes.map((take) => [take.programStartMs, take.programDurationMs])).toEqual([
      [0, 4000],
      [4000, 3000],
      [7000, third.durationMs],
    ]);
    expect(recording.takes[1]!.edits).toEqual({ startMs: 0, endMs: 3000, cuts: [] });
    expect(existsSync(second.file) && existsSync(third.file)).toBe(true);

    // The editor's save changes the first take; the later takes keep theirs, and their captions
    // stay in the transcript.
    const saved = await client.request('PUT', `/api/v4/recordings/${published.oid}/`, {
      json: { edits: { startMs: 500, endMs: 4000, cuts: [] }, captions: '', coverMs: 600 },
    });
    expect(saved.status).toBe(200);
    recording = await player(published.oid);
    expect(recording.takes.map((take) => take.programStartMs)).toEqual([0, 3500, 6500]);
    expect(await (await (await anonymous.client()).get(published.path)).text()).toContain(
      'The second take begins.',
    );

    // From step 0, which shows at the program's start: the new take is the whole recording, and
    // the files nothing uses any more are deleted (the first take's file serves other recordings).
    const fresh = await uploaded(client, 4);
    const body = {
      ...takeBody(fresh.id, 0, fresh.durationMs),
      edits: { startMs: 800, endMs: 9000, cuts: [] },
    };
    expect((await addTake(client, published.oid, body)).status).toBe(201);
    recording = await player(published.oid);
    expect(recording.takes).toHaveLength(1);
    expect(recording).toMatchObject({
      videoUrl: `/p/${published.oid}/tidy-data-recorded/video/`,
      edits: body.edits,
      coverMs: 800,
      programDurationMs: 8200,
      captions: TAKE_CAPTIONS,
    });
    expect(existsSync(second.file)).toBe(false);
    expect(existsSync(third.file)).toBe(false);
    expect(existsSync(fresh.file)).toBe(true);
    const original = createHash('sha256')
      .update((await seededWebm()).bytes)
      .digest('hex');
    expect(existsSync(path.join(t.app.config.dataDir, 'videos', `${original}.webm`))).toBe(true);
    const range = await (await anonymous.client()).request('GET', recording.videoUrl, {
      headers: { range: 'bytes=0-15' },
    });
    expect(Buffer.from(await range.arrayBuffer())).toEqual(fresh.bytes.subarray(0, 16));

    // Deleting the recording deletes its last file.
    expect((await client.request('DELETE', `/api/v4/presentation/${published.oid}/`)).status).toBe(204);
    expect(existsSync(fresh.file)).toBe(false);
  });

  it('saves the editor’s edits, captions and cover of every take, checking each against its own file', async () => {
    const { published } = await recorded();
    const client = await owner.client();
    const take = await uploaded(client, 6);
    expect((await addTake(client, published.oid, takeBody(take.id, 1, take.durationMs))).status).toBe(201);
    const save = (member: TestClient, json: object) =>
      member.request('PUT', `/api/v4/recordings/${published.oid}/`, { json });
    const first = { edits: { startMs: 0, endMs: 4000, cuts: [] }, captions: '' };
    const second = {
      edits: { startMs: 0, endMs: take.durationMs, cuts: [{ fromMs: 1000, toMs: 2000 }] },
      captions: 'WEBVTT\n\n00:02.500 --> 00:03.500\nEdited in the second take.\n',
    };
    const body = { ...first, coverMs: 2500, coverTake: 1, laterTakes: [second] };
    const refusedWith = async (member: TestClient, json: object, status: number, code?: string) => {
      const response = await save(member, json);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status, JSON.stringify(answer)).toBe(status);
      if (code) expect(answer.error.code).toBe(code);
      return answer.error.message;
    };
    // Each take is checked against its own file, the message naming it.
    const tooLong = { ...second, edits: { ...second.edits, endMs: take.durationMs + 1 } };
    expect(await refusedWith(client, { ...body, laterTakes: [tooLong] }, 400, 'bad_edits')).toMatch(
      /^Take 2: /,
    );
    const lateCue = {
      ...second,
      captions: `WEBVTT\n\n00:${String(Math.ceil(take.durationMs / 1000) + 1).padStart(2, '0')}.000 --> 00:59.000\nLate\n`,
    };
    await refusedWith(client, { ...body, laterTakes: [lateCue] }, 400, 'bad_captions');
    await refusedWith(client, { ...body, coverMs: take.durationMs + 1 }, 400, 'bad_cover');
    await refusedWith(client, { ...body, coverTake: 2 }, 400, 'bad_cover');
    // The editor was opened before another take was added or dropped: nothing is guessed.
    await refusedWith(client, { ...body, laterTakes: [second, second] }, 409, 'takes_changed');
    await refusedWith(client, { ...body, laterTakes: [] }, 409, 'takes_changed');
    await refusedWith(await commenter.client(), body, 403);
    await refusedWith(await anonymous.client(), body, 401);
    expect((await player(published.oid)).takes[1]!.edits.cuts).toEqual([]);

    const saved = await save(await editor.client(), body);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const recording = await player(published.oid);
    expect(recording.takes[1]).toMatchObject({ edits: second.edits, captions: second.captions });
    expect(recording).toMatchObject({ coverTake: 1, coverMs: 2500 });
    expect(recording.programDurationMs).toBe(4000 + take.durationMs - 1000);
    const viewer = await anonymous.client();
    expect(await (await viewer.get(`${recording.takes[1]!.videoUrl}captions.vtt`)).text()).toBe(
      second.captions,
    );
    const html = await (await viewer.get(published.path)).text();
    expect(html).toContain('Edited in the second take.');
    expect(html).not.toContain('The second take begins.');

    // Without laterTakes the later takes keep theirs (the editor of a single take sends none).
    expect((await save(client, { ...first, coverMs: 100 })).status).toBe(200);
    expect(await player(published.oid)).toMatchObject({ coverTake: 0, coverMs: 100 });
    expect((await player(published.oid)).takes[1]!.edits).toEqual(second.edits);

    // Re-recording from step 2 (in the second take) keeps a cover in a take that stays.
    await save(client, body);
    const third = await uploaded(client, 7);
    expect((await addTake(client, published.oid, takeBody(third.id, 2, third.durationMs))).status).toBe(201);
    expect(await player(published.oid)).toMatchObject({ coverTake: 1, coverMs: 2500 });
  });

  it('downloads a re-recorded recording as a zip: each take’s file, the program’s captions and how they fit', async () => {
    const { published } = await recorded();
    const client = await owner.client();
    const take = await uploaded(client, 8);
    expect((await addTake(client, published.oid, takeBody(take.id, 1, take.durationMs))).status).toBe(201);
    const url = `${published.path}download/?format=original`;
    expect((await (await anonymous.client()).get(url)).status).toBe(403);
    const allow = await client.request('PATCH', `/api/v4/presentation/${published.oid}/`, {
      json: { allowDownloads: true },
    });
    expect(allow.status).toBe(200);
    const download = await (await anonymous.newClient()).get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="tidy-data-recorded.zip"');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['take-1.webm', 'take-2.webm', 'captions.vtt', 'timeline.json']);
    expect(Buffer.from(files['take-1.webm']!)).toEqual((await seededWebm()).bytes);
    expect(Buffer.from(files['take-2.webm']!)).toEqual(take.bytes);
    // The captions on the program's timeline: the second take's cue moved to where it plays (4 s on).
    const captions = strFromU8(files['captions.vtt']!);
    expect(captions).toMatch(/^WEBVTT\n/);
    expect(captions).toContain('00:04.500 --> 00:06.000\nThe second take begins.');
    expect(captions).not.toContain('Tidy data has one variable per column.');
    const timeline = JSON.parse(strFromU8(files['timeline.json']!));
    expect(timeline).toMatchObject({
      programDurationMs: 4000 + take.durationMs,
      captions: 'captions.vtt',
      takes: [
        { file: 'take-1.webm', programStartMs: 0, plays: [{ fromMs: 0, toMs: 4000, programMs: 0 }] },
        {
          file: 'take-2.webm',
          fileDurationMs: take.durationMs,
          programStartMs: 4000,
          plays: [{ fromMs: 0, toMs: take.durationMs, programMs: 4000 }],
          steps: [
            { atMs: 0, step: 2 },
            { atMs: 3000, step: 3 },
          ],
        },
      ],
    });
  });

  it('copies a re-recorded recording with all its takes, and keeps their files while the copy uses them', async () => {
    const { published } = await recorded();
    const client = await owner.client();
    const take = await uploaded(client, 5);
    expect((await addTake(client, published.oid, takeBody(take.id, 1, take.durationMs))).status).toBe(201);
    const patched = await client.request('PATCH', `/api/v4/presentation/${published.oid}/`, {
      json: { privacy: 'reusable' },
    });
    expect(patched.status).toBe(200);
    const copier = await other.newClient();
    const copied = await copier.request('POST', `/api/v4/presentation/${published.oid}/copy/`);
    expect(copied.status).toBe(201);
    const copyPath = ((await copied.json()) as { redirectUrl: string }).redirectUrl;
    const copyOid = copyPath.split('/')[2]!;
    const copy = (await (await copier.get(`/api/v4/presentation/${copyOid}/`)).json()) as PlayerData;
    expect(copy.recording!.takes.map((each) => [each.programStartMs, each.programDurationMs])).toEqual([
      [0, 4000],
      [4000, take.durationMs],
    ]);
    // Deleting the original keeps the second take's file: the copy plays it.
    expect((await client.request('DELETE', `/api/v4/presentation/${published.oid}/`)).status).toBe(204);
    expect(existsSync(take.file)).toBe(true);
    const range = await copier.request('GET', `${copyPath}video/1/`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
  });

  it('lets the owner and editors re-record, not a commenter, a stranger or anonymous', async () => {
    const { published } = await recorded();
    for (const [member, expected] of [
      [commenter, 403],
      [other, 403],
      [editor, 201],
    ] as const) {
      const client = await member.newClient();
      const sent = await completeUpload(client);
      const response = await addTake(client, published.oid, takeBody(sent.id, 1, sent.durationMs));
      expect(response.status, member.user.username).toBe(expected);
    }
    const body = takeBody('A'.repeat(22), 1, 5000);
    expect((await addTake(await anonymous.client(), published.oid, body)).status).toBe(401);
    const hidden = await recorded('private');
    const stranger = await other.newClient();
    const sent = await completeUpload(stranger);
    expect(
      (await addTake(stranger, hidden.published.oid, takeBody(sent.id, 1, sent.durationMs))).status,
    ).toBe(404);
    // The refused upload is still there, unused.
    expect((await stranger.get(`/api/v4/video-uploads/${sent.id}/`)).status).toBe(200);
  });

  it('refuses a step the program never shows, steps outside the deck, bad takes and uploads', async () => {
    const { deck, published } = await recorded();
    const client = await owner.newClient();
    const sent = await completeUpload(client);
    const base = takeBody(sent.id, 1, sent.durationMs);
    const stepCount = layoutDocument(deck.document).steps.length;
    const refused = async (json: object, status: number, code?: string) => {
      const response = await addTake(client, published.oid, json);
      expect(response.status, JSON.stringify(json).slice(0, 200)).toBe(status);
      if (code) expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    };
    // The recording shows steps 0–2 only.
    if (stepCount > 3)
      await refused({ ...base, fromStep: 3, timeline: [{ atMs: 0, step: 3 }] }, 400, 'step_not_shown');
    await refused({ ...base, fromStep: stepCount, timeline: [{ atMs: 0, step: 0 }] }, 400, 'bad_step');
    await refused({ ...base, timeline: [{ atMs: 0, step: stepCount }] }, 400, 'bad_timeline');
    await refused({ ...base, timeline: [] }, 400, 'bad_timeline');
    await refused({ ...base, edits: { startMs: 0, endMs: sent.durationMs + 1, cuts: [] } }, 400, 'bad_edits');
    await refused({ ...base, captions: 'not a caption file' }, 400, 'bad_captions');
    await refused({ ...base, fromStep: -1 }, 400);
    await refused({ ...base, coverMs: 0 }, 400);
    await refused({ ...base, uploadId: 'short' }, 400);
    // Someone else's upload, and one still arriving.
    await refused({ ...base, uploadId: (await completeUpload(await editor.newClient())).id }, 404);
    const unfinished = await client.request('POST', '/api/v4/video-uploads/', {
      json: { bytes: 100, mimeType: 'video/webm', durationMs: 1000 },
    });
    await refused(
      { ...base, uploadId: ((await unfinished.json()) as { id: string }).id },
      409,
      'upload_not_complete',
    );
    // Nothing was added; the right call still works.
    expect((await player(published.oid)).takes).toHaveLength(1);
    await refused(base, 201);
    expect((await player(published.oid)).takes).toHaveLength(2);
    // A deck is no recording.
    expect((await addTake(client, deck.oid, takeBody('A'.repeat(22), 1, 5000))).status).toBe(404);
  });
});
