// The canvas editor's autosave over real HTTP on every dialect (decision 093): the edit page hands
// every editor the deck's one Yjs state, each sync merges a tab's updates into it and stores the
// canvas document read back from it as the presentation's document (title, transcript, search), two
// tabs' concurrent edits are both kept, and what is invalid, malformed or too large stores nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { setText } from '../../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import type { CanvasDocument } from '../../../src/kernel/document/canvas/model';
import { EDITOR_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import {
  base64,
  type CanvasTab,
  canvasStateOf,
  openTab,
  postSync,
  sync,
  syncBody,
} from '../../helpers/canvas-tabs';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

describe.each(DIALECTS)('%s: canvas autosave', (dialect) => {
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

  const row = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const stateRow = (id: number) =>
    t.handle.db.selectFrom('canvas_states').selectAll().where('presentation_id', '=', id).executeTakeFirst();
  const found = async (word: string) =>
    (await (await anonymous.client()).get(`/explore/search/?search=${word}`)).text();

  /** A canvas deck of the owner's, shared with the editor and commenter. */
  async function canvasDeck(title: string, privacy = 'public'): Promise<Presentation> {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: json(buildCanvasDocument({ title })), privacy },
    });
    expect(response.status).toBe(201);
    const deck = await row((await response.json()).oid);
    await actors.share(deck);
    return deck;
  }
  const tab = async (client: TestClient, deck: Presentation) =>
    openTab(client, deck.oid, `/p/edit/${deck.oid}/`);

  it('hands every editor the same state, and commenters too, for their read-only canvas', async () => {
    const deck = await canvasDeck('Shared start');
    const first = await canvasStateOf(await owner.client(), `/p/edit/${deck.oid}/`);
    const second = await canvasStateOf(await editor.client(), `/p/edit/${deck.oid}/`);
    expect(first?.generation).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(second).toEqual(first);
    // Without the speaker notes (canvas-commenters.test.ts), on the same generation.
    const theirs = await canvasStateOf(await commenter.client(), `/p/edit/${deck.oid}/`);
    expect(theirs?.generation).toBe(first?.generation);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(first!.state, 'base64'));
    expect(elementsOf(ydoc).get('t1')).toBeDefined();
  });

  it('stores an edit as the presentation’s document, transcript and search entry', async () => {
    const deck = await canvasDeck('Before the edit');
    const open = await tab(await editor.client(), deck);
    setCanvasMeta(open.ydoc, { title: 'Kelp forests' });
    setText(open.ydoc, { element: 't1' }, plain('Otters hold hands'));
    const { status, body } = await sync(open);
    expect(status).toBe(200);
    expect(body.title).toBe('Kelp forests');
    expect(body.path).toBe(`/p/${deck.oid}/kelp-forests/`);
    const saved = await row(deck.oid);
    expect(saved.schema_version).toBe('3');
    expect(saved.updated_at).toBe(body.updatedAt);
    expect(saved.title).toBe('Kelp forests');
    expect(JSON.stringify(saved.transcript)).toContain('Otters hold hands');
    expect(await found('Otters')).toContain('Kelp forests');
    // Nothing new: nothing written, the same answer.
    const again = await sync(open);
    expect(again.status).toBe(200);
    expect(again.body.updatedAt).toBe(body.updatedAt);
  });

  it('keeps both tabs’ edits when they sync at once', async () => {
    const deck = await canvasDeck('Two tabs');
    const [left, right] = [await tab(await owner.client(), deck), await tab(await editor.newClient(), deck)];
    setText(left.ydoc, { element: 't1' }, plain('Written on the left'));
    setCanvasMeta(right.ydoc, { title: 'Renamed on the right' });
    const answers = await Promise.all([sync(left), sync(right)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Each learns the other's edit on its next sync.
    await sync(left);
    await sync(right);
    for (const open of [left, right]) {
      expect(open.ydoc.getMap('meta').get('title')).toBe('Renamed on the right');
      expect(JSON.stringify(elementsOf(open.ydoc).get('t1')?.toJSON())).toContain('Written on the left');
    }
    const saved = await row(deck.oid);
    expect(saved.title).toBe('Renamed on the right');
    expect(JSON.stringify(saved.document)).toContain('Written on the left');
  });

  it('refuses a stale generation, and a restored canvas version is an edit the open tabs merge', async () => {
    const deck = await canvasDeck('Generations');
    const client = await owner.client();
    const open = await tab(client, deck);
    setCanvasMeta(open.ydoc, { title: 'Generations, edited' });
    expect((await sync(open)).status).toBe(200);
    const stale = await postSync(client, deck.oid, { ...syncBody(open), generation: 'not-the-generation' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('canvas_reset');

    const { versions } = await (await client.get(`/api/v4/presentation/${deck.oid}/versions/`)).json();
    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${deck.oid}/versions/${versions[0].id}/restore/`,
    );
    expect(restored.status).toBe(200);
    expect((await row(deck.oid)).title).toBe('Generations');
    // The tab, still on its generation, merges the restore with an edit of its own.
    setText(open.ydoc, { element: 't1' }, plain('Written after the restore'));
    const merged = await sync(open);
    expect(merged.status).toBe(200);
    expect(open.ydoc.getMap('meta').get('title')).toBe('Generations');
    expect(JSON.stringify((await row(deck.oid)).document)).toContain('Written after the restore');
    const reopened = await tab(client, deck);
    expect(reopened.generation).toBe(open.generation);
  });

  it('keeps the generation when the deck is renamed in its settings: the open tabs merge the new title', async () => {
    const deck = await canvasDeck('Before the rename');
    const client = await owner.client();
    const open = await tab(client, deck);
    setText(open.ydoc, { element: 't1' }, plain('Edited before the rename'));
    expect((await sync(open)).status).toBe(200);
    const renamed = await client.request('PATCH', `/api/v4/presentation/${deck.oid}/`, {
      json: { title: 'Renamed in settings' },
    });
    expect(renamed.status).toBe(200);
    // A tab opened now shares the open tab's generation, with the new title.
    const later = await tab(await editor.client(), deck);
    expect(later.generation).toBe(open.generation);
    expect(later.ydoc.getMap('meta').get('title')).toBe('Renamed in settings');
    setText(open.ydoc, { element: 't1' }, plain('Edited after the rename'));
    const after = await sync(open);
    expect(after.status).toBe(200);
    expect(open.ydoc.getMap('meta').get('title')).toBe('Renamed in settings');
    const stored = (await row(deck.oid)).document as CanvasDocument;
    expect(stored.title).toBe('Renamed in settings');
    expect(JSON.stringify(stored.elements)).toContain('Edited after the rename');
  });

  it('saves a JSON of the deck as an edit the open tabs merge', async () => {
    const deck = await canvasDeck('Saved as JSON');
    const client = await editor.client();
    const open = await tab(client, deck);
    const saved = await client.request('PUT', `/api/v4/presentation/${deck.oid}/document/`, {
      json: {
        source: json(buildCanvasDocument({ title: 'Written as JSON' })),
        format: 'json',
        baseUpdatedAt: deck.updated_at,
      },
    });
    expect(saved.status).toBe(200);
    setText(open.ydoc, { element: 't1' }, plain('Written in the open tab'));
    expect((await sync(open)).status).toBe(200);
    expect(open.ydoc.getMap('meta').get('title')).toBe('Written as JSON');
    const stored = await row(deck.oid);
    expect(stored.title).toBe('Written as JSON');
    expect(JSON.stringify(stored.document)).toContain('Written in the open tab');
    const reopened = await tab(client, deck);
    expect(reopened.ydoc.getMap('meta').get('title')).toBe('Written as JSON');
  });

  it('refuses an invalid document naming the field, storing nothing', async () => {
    const deck = await canvasDeck('Invalid');
    const open = await tab(await owner.client(), deck);
    const before = await stateRow(deck.id);
    open.ydoc.transact(() => {
      const picture = elementsOf(open.ydoc).get('i1')!;
      picture.set('alt', '');
      picture.delete('decorative');
    });
    const { status, body } = await sync(open);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_canvas');
    expect(body.error.message).toMatch(/elements\[\d+\]\.alt/);
    expect(await stateRow(deck.id)).toEqual(before);
    expect((await row(deck.oid)).updated_at).toBe(deck.updated_at);
  });

  it('refuses malformed updates and state vectors with 400', async () => {
    const deck = await canvasDeck('Malformed');
    const client = await owner.client();
    const open = await tab(client, deck);
    const good = syncBody(open);
    const bodies = [
      { ...good, update: base64(new Uint8Array([255, 255, 255, 255, 1, 2, 3])) },
      { ...good, update: 'not base64!' },
      { ...good, stateVector: base64(new Uint8Array([200, 200, 200])) },
      { ...good, update: '' },
    ];
    for (const body of bodies) {
      const response = await postSync(client, deck.oid, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await row(deck.oid)).updated_at).toBe(deck.updated_at);
  });

  it('refuses a state past its limit with 413, storing nothing', async () => {
    const deck = await canvasDeck('Too large');
    const open = await tab(await owner.client(), deck);
    const limits = EDITOR_LIMITS as { canvasStateBytes: number };
    const limit = limits.canvasStateBytes;
    limits.canvasStateBytes = 20_000;
    try {
      setText(open.ydoc, { element: 't1' }, plain(...Array.from({ length: 8 }, () => 'x'.repeat(4000))));
      const { status, body } = await sync(open);
      expect(status).toBe(413);
      expect(body.error.code).toBe('canvas_too_large');
    } finally {
      limits.canvasStateBytes = limit;
    }
    expect((await row(deck.oid)).updated_at).toBe(deck.updated_at);
  });

  it('lets the owner and editors sync, and nobody else', async () => {
    const deck = await canvasDeck('Private canvas', 'private');
    const open: CanvasTab = await tab(await owner.client(), deck);
    const body = syncBody(open);
    const statusOf = async (client: TestClient) => (await postSync(client, deck.oid, body)).status;
    expect(await statusOf(await anonymous.client())).toBe(401);
    expect(await statusOf(await other.client())).toBe(404);
    expect(await statusOf(await commenter.client())).toBe(403);
    expect(await statusOf(await editor.client())).toBe(200);
    expect(await statusOf(await owner.client())).toBe(200);
  });

  it('stores the converted canvas of an older deck only once a sync carries a change', async () => {
    const client = await owner.client();
    const published = await client.request('POST', '/api/v4/presentations/', {
      json: { source: '# Salt marsh\n\n## Tides\n\nTwice a day.\n', privacy: 'public' },
    });
    const deck = await row((await published.json()).oid);
    expect(await canvasStateOf(client, `/p/edit/${deck.oid}/`)).toBeNull();
    const open = await openTab(client, deck.oid, `/p/edit/${deck.oid}/?canvas=1`);
    expect((await sync(open)).status).toBe(200);
    expect((await row(deck.oid)).schema_version).toBe(deck.schema_version);
    setCanvasMeta(open.ydoc, { title: 'Salt marsh on the canvas' });
    expect((await sync(open)).status).toBe(200);
    const saved = await row(deck.oid);
    expect(saved.schema_version).toBe('3');
    expect((saved.document as CanvasDocument).title).toBe('Salt marsh on the canvas');
    expect(saved.source).toBeNull();
  });
});
