// A picture uploaded from the canvas editor over real HTTP on every dialect: each kind the editor
// takes is stored in the deck's media and served back at the address it answers; anything else
// (SVG, HTML, a PNG header on garbage, nothing, too many bytes or pixels, a type the bytes belie,
// a deck whose media are full) is refused with nothing stored; the same picture twice is one row; only editors may upload.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { makePng } from '../../helpers/pdf';
import { GIF_1X1, PICTURES, PNG_5X4 } from '../../helpers/pictures';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const text = (value: string) => new Uint8Array(new TextEncoder().encode(value));

describe.each(DIALECTS)('%s: pictures uploaded into a canvas deck', (dialect) => {
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

  const mediaRows = (deck: Presentation) =>
    t.handle.db
      .selectFrom('media_files')
      .select(['key', 'content_type', 'size'])
      .where('presentation_id', '=', deck.id)
      .execute();

  async function canvasDeck(title: string, privacy = 'public'): Promise<Presentation> {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: json(buildCanvasDocument({ title })), privacy },
    });
    expect(response.status).toBe(201);
    const deck = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    await actors.share(deck);
    return deck;
  }

  const upload = (client: TestClient, deck: Presentation, bytes: Uint8Array<ArrayBuffer>, type: string) =>
    client.request('POST', `/api/v4/presentation/${deck.oid}/media/`, {
      body: bytes,
      headers: { 'content-type': type },
    });

  it.each(PICTURES)('stores a $name and serves it back where it answers', async (picture) => {
    const deck = await canvasDeck(`A ${picture.name}`);
    const response = await upload(await editor.client(), deck, picture.bytes, picture.contentType);
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toEqual({
      src: expect.stringMatching(new RegExp(`^/media/u/[0-9a-f]{64}\\.${picture.extension}$`)),
      width: picture.width,
      height: picture.height,
    });
    const served = await (await anonymous.client()).get(stored.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(picture.contentType);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(picture.bytes);
    expect(await mediaRows(deck)).toEqual([
      {
        key: stored.src.slice('/media/u/'.length),
        content_type: picture.contentType,
        size: picture.bytes.length,
      },
    ]);
  });

  it('stores the same picture once, at the same address', async () => {
    const deck = await canvasDeck('Twice');
    const client = await owner.client();
    const first = await (await upload(client, deck, PNG_5X4, 'image/png')).json();
    const again = await upload(client, deck, PNG_5X4, 'image/png');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await mediaRows(deck)).toHaveLength(1);
  });

  const garbageAfterPngHeader = Uint8Array.from([
    ...PNG_5X4.subarray(0, 33),
    ...text('<script>alert(1)</script>'),
  ]);
  const oversized = new Uint8Array(EDITOR_LIMITS.pictureBytes + 1);
  oversized.set(PNG_5X4);
  it.each([
    [
      'an SVG',
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
      415,
      'unsupported_picture',
    ],
    [
      'an SVG sent as SVG',
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      415,
      'unsupported_picture',
    ],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), 'image/jpeg', 415, 'unsupported_picture'],
    ['HTML sent as HTML', text('<!doctype html><p>hi</p>'), 'text/html', 415, 'unsupported_picture'],
    ['a PNG header on garbage', garbageAfterPngHeader, 'image/png', 415, 'unsupported_picture'],
    ['nothing', new Uint8Array(), 'image/png', 400, 'no_picture'],
    ['too many bytes', oversized, 'image/png', 413, 'body_too_large'],
    ['a GIF sent as a PNG', GIF_1X1, 'image/png', 415, 'picture_type_mismatch'],
    ['too many pixels', makePng(EDITOR_LIMITS.pictureSide + 1, 1), 'image/png', 400, 'bad_picture_size'],
  ] as const)('refuses %s and stores nothing', async (_name, bytes, type, status, code) => {
    const deck = await canvasDeck('Refusals');
    const response = await upload(await owner.client(), deck, new Uint8Array(bytes), type);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual({ code, message: expect.any(String) });
    expect(await mediaRows(deck)).toEqual([]);
  });

  it('refuses a new picture once the deck’s media are full, and still answers one it holds', async () => {
    const deck = await canvasDeck('Full of pictures');
    const client = await editor.client();
    const held = await upload(client, deck, PNG_5X4, 'image/png');
    expect(held.status).toBe(201);
    // What the deck holds already: one file that takes all but a few bytes of its room.
    await t.handle.db
      .insertInto('media_files')
      .values({
        presentation_id: deck.id,
        key: 'page-1.png',
        content_type: 'image/png',
        size: EDITOR_LIMITS.deckMediaBytes - PNG_5X4.length - 10,
        bytes: Buffer.from(PNG_5X4),
        created_at: new Date().toISOString(),
      })
      .execute();
    const refused = await upload(client, deck, GIF_1X1, 'image/gif');
    expect(refused.status).toBe(413);
    expect((await refused.json()).error.code).toBe('deck_media_full');
    expect(await mediaRows(deck)).toHaveLength(2);
    expect((await upload(client, deck, PNG_5X4, 'image/png')).status).toBe(201);
  });

  it('refuses a picture sent as JSON', async () => {
    const deck = await canvasDeck('JSON');
    const response = await (await owner.client()).request('POST', `/api/v4/presentation/${deck.oid}/media/`, {
      json: { src: 'media/x.png' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_picture');
    expect(await mediaRows(deck)).toEqual([]);
  });

  it('lets the owner and editors upload, and nobody else', async () => {
    const deck = await canvasDeck('Private canvas', 'private');
    const statusOf = async (client: TestClient) => (await upload(client, deck, PNG_5X4, 'image/png')).status;
    expect(await statusOf(await anonymous.client())).toBe(401);
    expect(await statusOf(await other.client())).toBe(404);
    expect(await statusOf(await commenter.client())).toBe(403);
    expect(await mediaRows(deck)).toEqual([]);
    expect(await statusOf(await editor.client())).toBe(201);
    expect(await statusOf(await owner.client())).toBe(201);
  });

  it('refuses those who may not upload before reading what they send', async () => {
    const deck = await canvasDeck('Not read', 'private');
    const tooLarge = new Uint8Array(EDITOR_LIMITS.pictureBytes + 1);
    expect((await upload(await anonymous.client(), deck, tooLarge, 'image/png')).status).toBe(401);
    expect((await upload(await other.client(), deck, tooLarge, 'image/png')).status).toBe(404);
    expect((await upload(await commenter.client(), deck, tooLarge, 'image/png')).status).toBe(403);
    expect((await upload(await editor.client(), deck, tooLarge, 'image/png')).status).toBe(413);
  });

  it('stores a picture sent twice at once as one row', async () => {
    const deck = await canvasDeck('At once');
    const [a, b] = await Promise.all([
      upload(await owner.client(), deck, PNG_5X4, 'image/png'),
      upload(await editor.client(), deck, PNG_5X4, 'image/png'),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(await mediaRows(deck)).toHaveLength(1);
  });
});
