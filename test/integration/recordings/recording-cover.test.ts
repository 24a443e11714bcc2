// The cover frame's picture of a recording over real HTTP on every dialect: the owner's
// browser sends the JPEG or WebP it drew of the cover frame; it is judged by its bytes (a PNG, a
// text file or a JPEG header without a frame are refused), its pixel size and its weight (413), and
// only the owner and editors may send one (a commenter 403, a stranger to a private one 404,
// anonymous 401). Once sent, the recording's thumbnail (cards, the view page's og:image) is that
// picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import { makeJpegHeader, makePng } from '../../helpers/pdf';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildRecording } from '../../helpers/video';

const jpegOf = makeJpegHeader;

describe.each(DIALECTS)('%s: a recording’s cover picture', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (
    client: Awaited<ReturnType<typeof owner.client>>,
    oid: string,
    body: Buffer,
    type = 'image/jpeg',
  ) =>
    client.request('PUT', `/api/v4/recordings/${oid}/cover/`, {
      body: new Uint8Array(body),
      headers: { 'content-type': type },
    });
  const thumbnail = async (oid: string, format: 'svg' | 'png') => {
    const page = await (await anonymous.client()).get(`/api/v4/presentation/${oid}/`);
    expect(page.status).toBe(200);
    return (await anonymous.client()).get(`/thumbnails/${oid}/latest.${format}`);
  };

  it('stores the picture the owner’s browser drew and shows it as the recording’s thumbnail', async () => {
    const recording = await buildRecording(t, owner.user, { title: 'Cover talk' });
    await actors.share(recording);
    const before = await (await anonymous.client()).get(
      `/thumbnails/${recording.oid}/${recording.thumbnail_version}.svg`,
    );
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toContain('image/svg+xml');

    const picture = jpegOf(1280, 720, 4000);
    const sent = await send(await owner.client(), recording.oid, picture);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { image } = (await sent.json()) as { image: string };
    expect(image).toMatch(/^\/media\/u\/[0-9a-f]{64}\.jpg$/);
    const media = await (await anonymous.client()).get(image);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await media.arrayBuffer())).toEqual(picture);
    // Cards and link previews: the thumbnail (a new version) sends to the picture.
    for (const format of ['svg', 'png'] as const) {
      const answer = await thumbnail(recording.oid, format);
      expect(answer.status).toBe(302);
      const current = answer.headers.get('location')!;
      expect(current).not.toBe(`/thumbnails/${recording.oid}/${recording.thumbnail_version}.${format}`);
      const redirected = await (await anonymous.client()).get(current);
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get('location')).toBe(image);
    }
    const explore = await (await anonymous.client()).get(`/p/${recording.oid}/${recording.slug}/`);
    expect(await explore.text()).toMatch(new RegExp(`og:image" content="[^"]*/thumbnails/${recording.oid}/`));
    // An editor may send another, a WebP.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('WEBPVP8X'),
      Buffer.alloc(8),
      Buffer.from([0x7f, 0x02, 0x00, 0x67, 0x01, 0x00]),
    ]);
    const byEditor = await send(await editor.client(), recording.oid, webp, 'image/webp');
    expect(byEditor.status, await byEditor.clone().text()).toBe(200);
    expect(((await byEditor.json()) as { image: string }).image).toMatch(/\.webp$/);
  });

  it('gives a copy of the recording the same cover picture, kept when the original’s is replaced', async () => {
    const recording = await buildRecording(t, owner.user, { title: 'Reusable talk', privacy: 'reusable' });
    const picture = jpegOf(1280, 720, 3000);
    const sent = await send(await owner.client(), recording.oid, picture);
    expect(sent.status).toBe(200);
    const { image } = (await sent.json()) as { image: string };

    const copier = await other.client();
    const copied = await copier.request('POST', `/api/v4/presentation/${recording.oid}/copy/`);
    expect(copied.status).toBe(201);
    const { oid } = (await copied.json()) as { oid: string };
    const coverOf = async (target: string) => {
      await copier.get(`/api/v4/presentation/${target}/`);
      const answer = await copier.get(`/thumbnails/${target}/latest.svg`);
      expect(answer.status).toBe(302);
      const redirected = await copier.get(answer.headers.get('location')!);
      expect(redirected.status).toBe(302);
      return redirected.headers.get('location');
    };
    expect(await coverOf(oid)).toBe(image);

    // The owner draws another cover: the copy keeps the picture it was made with.
    const replaced = await send(await owner.client(), recording.oid, jpegOf(1280, 720, 3500));
    expect(replaced.status).toBe(200);
    expect(await coverOf(oid)).toBe(image);
    expect((await copier.get(image)).status).toBe(200);
  });

  it('refuses what is not a JPEG or WebP, a wrong size, too many bytes, and people who may not edit it', async () => {
    const recording = await buildRecording(t, owner.user, { title: 'Refusing talk' });
    await actors.share(recording);
    const client = await owner.client();
    const refused = async (body: Buffer, status: number, code?: string, type = 'image/jpeg') => {
      const response = await send(client, recording.oid, body, type);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.message).toBeTruthy();
      if (code) expect(answer.error.code).toBe(code);
    };
    await refused(Buffer.from('not a picture at all'), 415, 'unsupported_image');
    await refused(Buffer.from(makePng(64, 64)), 415, 'unsupported_image', 'image/png');
    await refused(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 415, 'unsupported_image');
    await refused(jpegOf(8, 8), 400, 'bad_image_size');
    await refused(jpegOf(RECORDING_LIMITS.coverMaxSide + 1, 720), 400, 'bad_image_size');
    await refused(jpegOf(1280, 720, RECORDING_LIMITS.coverBytes + 1), 413);
    await refused(Buffer.alloc(0), 400);
    const json = await client.request('PUT', `/api/v4/recordings/${recording.oid}/cover/`, {
      json: { a: 1 },
    });
    expect(json.status).toBe(415);

    const picture = jpegOf(640, 360);
    expect((await send(await commenter.client(), recording.oid, picture)).status).toBe(403);
    expect((await send(await other.client(), recording.oid, picture)).status).toBe(403);
    expect((await send(await anonymous.client(), recording.oid, picture)).status).toBe(401);
    const hidden = await buildRecording(t, owner.user, { title: 'Private talk', privacy: 'private' });
    expect((await send(await other.client(), hidden.oid, picture)).status).toBe(404);
    // A deck is no recording.
    const deck = await actors.sharedPresentation();
    expect((await send(client, deck.oid, picture)).status).toBe(404);
    // Nothing was stored: the thumbnail is still the deck's drawing.
    expect((await thumbnail(recording.oid, 'svg')).headers.get('location')).toContain(
      recording.thumbnail_version,
    );
  });
});
