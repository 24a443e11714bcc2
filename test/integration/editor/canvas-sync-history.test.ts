// The history canvas autosaves keep, over real HTTP on every dialect: a version at most every ten
// minutes of one person's autosaves (another person's save, or ten minutes, makes the next one
// keep a version), and the first canvas save of a Markdown deck keeps the Markdown deck as a version
// that brings it back, notes and all (decision 092).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { defineActors } from '../../helpers/actors';
import { openTab, sync } from '../../helpers/canvas-tabs';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const MARKDOWN = '# Tidal mills\n\n## Millponds\n\nWheels turned by the ebb.\n\nNote: Mention the sluice\n';

describe.each(DIALECTS)('%s: canvas autosave history', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const row = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const versions = async (client: TestClient, oid: string): Promise<{ id: number; title: string }[]> =>
    (await (await client.get(`/api/v4/presentation/${oid}/versions/`)).json()).versions;
  async function publish(source: string) {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source, privacy: 'public' },
    });
    expect(response.status).toBe(201);
    const deck = await row((await response.json()).oid);
    await actors.share(deck);
    return deck;
  }

  it('keeps a version at most every ten minutes of one person’s autosaves', async () => {
    const deck = await publish(JSON.stringify(buildCanvasDocument({ title: 'Draft 0' })));
    const client = await owner.client();
    const open = await openTab(client, deck.oid, `/p/edit/${deck.oid}/`);
    const edit = async (title: string) => {
      setCanvasMeta(open.ydoc, { title });
      expect((await sync(open)).status).toBe(200);
    };
    await edit('Draft 1');
    await edit('Draft 2');
    await edit('Draft 3');
    // The first autosave kept the published deck; the next ones, within ten minutes, kept nothing.
    expect((await versions(client, deck.oid)).map((v) => v.title)).toEqual(['Draft 0']);

    // Ten minutes on (the newest version made earlier): the next autosave keeps what it replaces.
    const earlier = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    await t.handle.db
      .updateTable('presentation_versions')
      .set({ created_at: earlier })
      .where('presentation_id', '=', deck.id)
      .execute();
    await edit('Draft 4');
    await edit('Draft 5');
    expect((await versions(client, deck.oid)).map((v) => v.title)).toEqual(['Draft 3', 'Draft 0']);

    // Someone else's autosave keeps the owner's work as a version.
    const theirs = await openTab(await editor.client(), deck.oid, `/p/edit/${deck.oid}/`);
    setCanvasMeta(theirs.ydoc, { title: 'Draft 6' });
    expect((await sync(theirs)).status).toBe(200);
    expect((await versions(client, deck.oid)).map((v) => v.title)).toEqual(['Draft 5', 'Draft 3', 'Draft 0']);
  });

  it('keeps the Markdown deck as a version on its first canvas save, and restores it whole', async () => {
    const deck = await publish(MARKDOWN);
    const client = await owner.client();
    const open = await openTab(client, deck.oid, `/p/edit/${deck.oid}/?canvas=1`);
    // The converted canvas carries the notes the Markdown held.
    expect(JSON.stringify(open.ydoc.getArray('path').toJSON())).toContain('Mention the sluice');
    setCanvasMeta(open.ydoc, { title: 'Tidal mills on the canvas' });
    expect((await sync(open)).status).toBe(200);
    expect((await row(deck.oid)).schema_version).toBe('3');

    const [kept] = await versions(client, deck.oid);
    expect(kept?.title).toBe('Tidal mills');
    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${deck.oid}/versions/${kept!.id}/restore/`,
    );
    expect(restored.status).toBe(200);
    const back = await row(deck.oid);
    expect(back.schema_version).toBe(deck.schema_version);
    expect(back.source).toBe(MARKDOWN);
    // The canvas tab is on a generation that ended.
    setCanvasMeta(open.ydoc, { title: 'Too late' });
    expect((await sync(open)).status).toBe(409);
  });
});
