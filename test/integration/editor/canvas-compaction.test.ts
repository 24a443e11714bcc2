// Compacting a canvas deck's live log on every dialect (canvas-log.service.ts): the merge is worked
// out without holding the state's row and stored only if the deck is still as it was read. An edit
// appended meanwhile stays in the log for the next merge; a compaction that got there first, or an
// append that committed late with a lower id, leaves the merge unstored, and the next one takes
// everything. No edit is lost either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { findPresentationById } from '../../../src/features/decks';
import {
  appendLiveUpdate,
  compactCanvas,
  loadLiveState,
  type PreparedMerge,
  prepareCompaction,
  storeIfAsRead,
} from '../../../src/features/editor/canvas-log.service';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { setText } from '../../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import { defineActors } from '../../helpers/actors';
import { type CanvasTab, openTab } from '../../helpers/canvas-tabs';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: compacting the live log', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(() => t.close());

  const logOf = (id: number) =>
    t.handle.db
      .selectFrom('canvas_updates')
      .selectAll()
      .where('presentation_id', '=', id)
      .orderBy('id')
      .execute();
  const documentText = async (id: number) =>
    JSON.stringify((await findPresentationById(t.handle.db, id))!.document);

  /** A canvas deck of the owner's, and a tab on its editing state. */
  async function canvasDeck(title: string): Promise<{ deck: Presentation; tab: CanvasTab }> {
    const client = await owner.client();
    const response = await client.request('POST', '/api/v4/presentations/', {
      json: { source: `${JSON.stringify(buildCanvasDocument({ title }))}\n`, privacy: 'private' },
    });
    expect(response.status).toBe(201);
    const { oid } = await response.json();
    const tab = await openTab(client, oid, `/p/edit/${oid}/`);
    const deck = (await t.handle.db
      .selectFrom('presentations')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirst())!;
    return { deck: deck as unknown as Presentation, tab };
  }

  /** Makes an edit in the tab and appends it to the log as the live channel would; its row's id. */
  async function append(deck: Presentation, tab: CanvasTab, edit: (ydoc: Y.Doc) => void): Promise<number> {
    const before = Y.encodeStateVector(tab.ydoc);
    edit(tab.ydoc);
    const update = Y.encodeStateAsUpdate(tab.ydoc, before);
    const id = await appendLiveUpdate(t.handle, {
      presentationId: deck.id,
      generation: tab.generation,
      update,
      userId: owner.user.id,
    });
    expect(id).not.toBeNull();
    return id!;
  }

  /** The merge of the deck's log as a compaction works it out before storing it. */
  async function prepare(presentationId: number): Promise<PreparedMerge> {
    const prepared = await prepareCompaction(t.handle.db, presentationId);
    if (prepared === 'nothing' || prepared === null) throw new Error(`no merge was prepared: ${prepared}`);
    return prepared;
  }

  /** What a room opening now would read: the stored state with the log applied. */
  async function liveText(deck: Presentation, generation: string): Promise<string> {
    const loaded = await loadLiveState(t.handle.db, deck.id, generation);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, loaded!.state);
    return JSON.stringify([ydoc.getMap('meta').toJSON(), elementsOf(ydoc).toJSON()]);
  }

  it('stores the merge it read and leaves an edit appended meanwhile in the log', async () => {
    const { deck, tab } = await canvasDeck('Harbour');
    await append(deck, tab, (ydoc) => setText(ydoc, { element: 't1' }, plain('Merged first')));
    const prepared = await prepare(deck.id);
    const later = await append(deck, tab, (ydoc) => setCanvasMeta(ydoc, { title: 'Appended meanwhile' }));

    expect(await storeIfAsRead(t.handle, prepared)).toBe(true);
    expect(await documentText(deck.id)).toContain('Merged first');
    expect((await logOf(deck.id)).map((row) => row.id)).toEqual([later]);
    expect(await liveText(deck, tab.generation)).toContain('Appended meanwhile');

    expect(await compactCanvas(t.handle, deck.id)).toBe('compacted');
    expect(await documentText(deck.id)).toContain('Appended meanwhile');
    expect(await logOf(deck.id)).toEqual([]);
  });

  it('stores nothing when another compaction stored the state first, and the next merge takes all', async () => {
    const { deck, tab } = await canvasDeck('Lighthouse');
    await append(deck, tab, (ydoc) => setText(ydoc, { element: 't1' }, plain('Before both')));
    const prepared = await prepare(deck.id);
    expect(await compactCanvas(t.handle, deck.id)).toBe('compacted');
    await append(deck, tab, (ydoc) => setCanvasMeta(ydoc, { title: 'After the other one' }));

    expect(await storeIfAsRead(t.handle, prepared)).toBe(false);
    expect(await compactCanvas(t.handle, deck.id)).toBe('compacted');
    const text = await documentText(deck.id);
    expect(text).toContain('Before both');
    expect(text).toContain('After the other one');
    expect(await logOf(deck.id)).toEqual([]);
  });

  it('stores nothing when an append with a lower id committed after the read, and the next merge takes it', async () => {
    const { deck, tab } = await canvasDeck('Breakwater');
    // An id taken and freed, as an append still in its transaction holds its id.
    const spare = await append(deck, tab, () => {});
    await t.handle.db.deleteFrom('canvas_updates').where('id', '=', spare).execute();
    await append(deck, tab, (ydoc) => setText(ydoc, { element: 't1' }, plain('Read by the merge')));
    const prepared = await prepare(deck.id);
    // That append commits now, below the last id the merge read.
    const before = Y.encodeStateVector(tab.ydoc);
    setCanvasMeta(tab.ydoc, { title: 'Committed late' });
    await t.handle.db
      .insertInto('canvas_updates')
      .values({
        id: spare,
        presentation_id: deck.id,
        generation: tab.generation,
        update: Buffer.from(Y.encodeStateAsUpdate(tab.ydoc, before)),
        size: 1,
        user_id: owner.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();

    expect(await storeIfAsRead(t.handle, prepared)).toBe(false);
    expect(await compactCanvas(t.handle, deck.id)).toBe('compacted');
    const text = await documentText(deck.id);
    expect(text).toContain('Read by the merge');
    expect(text).toContain('Committed late');
    expect(await logOf(deck.id)).toEqual([]);
  });

  it('finds nothing to merge in an empty log without reading the state', async () => {
    const { deck } = await canvasDeck('Slack water');
    expect(await prepareCompaction(t.handle.db, deck.id)).toBe('nothing');
    expect(await compactCanvas(t.handle, deck.id)).toBe('nothing');
  });
});
