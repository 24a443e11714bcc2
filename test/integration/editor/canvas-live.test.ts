// The canvas editor's live channel over real WebSockets on every dialect (decision 097): editors of
// one deck see each other's edits and presence; an edit is acknowledged only once it is in the
// database, survives the room's end and reaches the document when the log is compacted; edits
// made offline arrive on reconnect; a commenter's presence shows, and they follow the edits but
// never the speaker notes (those are the editors'), and an edit closes them; the channel refuses whoever may
// not comment, another site's page, an ended generation, and changes the canvas's rules refuse,
// storing nothing of them. A restored canvas version and a saved JSON reach the open editors as
// edits. A change of the deck's comments is told to every tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { displayName } from '../../../src/features/accounts';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { compactCanvas } from '../../../src/features/editor/canvas-log.service';
import { openCanvasState } from '../../../src/features/editor/canvas-sync.service';
import { LIVE_CLOSE, presenceColorOf } from '../../../src/features/editor/live-protocol';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { setStepNotes } from '../../../src/kernel/document/canvas/crdt/ops-path';
import { setText } from '../../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf, pathOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import type { CanvasDocument } from '../../../src/kernel/document/canvas/model';
import { defineActors } from '../../helpers/actors';
import { canvasStateOf, openTab } from '../../helpers/canvas-tabs';
import { buildCanvasDocument } from '../../helpers/documents';
import { type LiveTab, openLiveTab } from '../../helpers/live-tab';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const titleOf = (tab: LiveTab) => tab.ydoc.getMap('meta').get('title');

describe.each(DIALECTS)('%s: canvas live channel', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  const tabs: LiveTab[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await t.close();
  });

  const row = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const logOf = (id: number) =>
    t.handle.db.selectFrom('canvas_updates').selectAll().where('presentation_id', '=', id).execute();

  /** A private canvas deck of the owner's, shared with the editor and commenter, and its generation. */
  async function canvasDeck(title: string): Promise<{ deck: Presentation; generation: string }> {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: json(buildCanvasDocument({ title })), privacy: 'private' },
    });
    expect(response.status).toBe(201);
    const deck = await row((await response.json()).oid);
    await actors.share(deck);
    const state = await canvasStateOf(await owner.client(), `/p/edit/${deck.oid}/`);
    return { deck, generation: state!.generation };
  }

  async function live(member: typeof owner, deck: Presentation, generation: string) {
    const tab = await openLiveTab(await member.client(), deck.oid, generation);
    tabs.push(tab);
    await tab.until(() => titleOf(tab) !== undefined, 'the deck arrived');
    return tab;
  }

  it("passes one editor's edit to the other, and acknowledges it once it is stored", async () => {
    const { deck, generation } = await canvasDeck('Tide pools');
    const first = await live(owner, deck, generation);
    const second = await live(editor, deck, generation);
    expect(titleOf(first)).toBe('Tide pools');

    setText(first.ydoc, { element: 't1' }, plain('Anemones close at low tide'));
    await second.until(
      () => JSON.stringify(elementsOf(second.ydoc).get('t1')?.toJSON()).includes('Anemones close'),
      'the edit reached the other tab',
    );
    await first.allSaved();
    // Acknowledged means stored: in the log, or already merged into the document (the server
    // merges once the edits pause); once merged, the document holds it and the log is empty.
    const [log, stored] = await Promise.all([logOf(deck.id), row(deck.oid)]);
    const inDocument = JSON.stringify(stored.document).includes('Anemones close');
    expect(log.length > 0 || inDocument).toBe(true);
    if (log.length > 0) expect(log.at(-1)?.user_id).toBe(owner.user.id);
    expect(['compacted', 'nothing']).toContain(await compactCanvas(t.handle, deck.id));
    expect(JSON.stringify((await row(deck.oid)).document)).toContain('Anemones close');
    expect(await logOf(deck.id)).toEqual([]);
    const queued = await t.handle.db
      .selectFrom('jobs')
      .select('key')
      .where('name', '=', 'canvas.compact')
      .execute();
    expect(queued.some((job) => job.key?.startsWith(`canvas-compact:${deck.id}:`))).toBe(true);
  });

  it('keeps an acknowledged edit for the next editor, before any compaction', async () => {
    const { deck, generation } = await canvasDeck('Kept');
    const tab = await live(owner, deck, generation);
    setCanvasMeta(tab.ydoc, { title: 'Kept across rooms' });
    await tab.allSaved();
    tab.close();
    await tab.closed;
    // A new room loads the state and the log; the page hands out both too.
    const next = await live(editor, deck, generation);
    expect(titleOf(next)).toBe('Kept across rooms');
    const page = await openTab(await editor.client(), deck.oid, `/p/edit/${deck.oid}/`);
    expect(page.ydoc.getMap('meta').get('title')).toBe('Kept across rooms');
  });

  it('keeps the acknowledged edits for a page that read the deck before a compaction stored them', async () => {
    const { deck, generation } = await canvasDeck('Before the fold');
    const tab = await live(owner, deck, generation);
    // The deck as a page load read it, just before the compaction below stored the edit.
    const stale = await row(deck.oid);
    setText(tab.ydoc, { element: 't1' }, plain('Folded while the page loaded'));
    await tab.allSaved();
    expect(['compacted', 'nothing']).toContain(await compactCanvas(t.handle, deck.id));
    expect((await row(deck.oid)).updated_at).not.toBe(stale.updated_at);
    const opened = await openCanvasState(t.handle, stale, { convert: false });
    expect(opened?.generation).toBe(generation);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(opened!.state, 'base64')));
    expect(JSON.stringify(elementsOf(ydoc).get('t1')?.toJSON())).toContain('Folded while');
  });

  it('sends what was edited offline when the tab reconnects, deletions included', async () => {
    const { deck, generation } = await canvasDeck('Offline');
    const watcher = await live(editor, deck, generation);
    const first = await live(owner, deck, generation);
    first.close();
    await first.closed;
    // Offline: a new title and the picture deleted, in the tab's own document.
    const offline = first.ydoc;
    setCanvasMeta(offline, { title: 'Written on the train' });
    offline.transact(() => elementsOf(offline).delete('i1'));
    const again = await openLiveTab(await owner.client(), deck.oid, generation, { ydoc: offline });
    tabs.push(again);
    await again.allSaved();
    await watcher.until(
      () => titleOf(watcher) === 'Written on the train' && !elementsOf(watcher.ydoc).has('i1'),
      'the offline edits reached the other tab',
    );
    await compactCanvas(t.handle, deck.id);
    const stored = (await row(deck.oid)).document as CanvasDocument;
    expect(stored.title).toBe('Written on the train');
    expect(stored.elements.some((element) => element.id === 'i1')).toBe(false);
  });

  it('shows who is in the deck, under their own name only, and drops them when they leave', async () => {
    const { deck, generation } = await canvasDeck('Presence');
    const first = await live(owner, deck, generation);
    const second = await live(editor, deck, generation);
    const me = { id: owner.user.id, name: displayName(owner.user), color: presenceColorOf(owner.user.id) };
    first.awareness.setLocalState({ user: me, selection: ['t1'], pointer: null, view: null });
    const seen = () => [...second.awareness.getStates().values()].find((s) => s.user?.id === owner.user.id);
    await second.until(() => seen()?.selection?.[0] === 't1', 'the presence arrived');
    first.close();
    await second.until(() => seen() === undefined, 'the presence left');

    const impostor = await live(editor, deck, generation);
    impostor.awareness.setLocalState({ user: me, selection: [], pointer: null, view: null });
    expect((await impostor.closed).code).toBe(LIVE_CLOSE.invalid);
  });

  it('closes the editor of a collaborator removed or made a commenter, at once', async () => {
    const { deck, generation } = await canvasDeck('Rights');
    const owner_ = await owner.client();
    const removed = await live(editor, deck, generation);
    const staying = await live(owner, deck, generation);
    const gone = await owner_.request(
      'DELETE',
      `/api/v4/presentation/${deck.oid}/collaborators/${editor.user.username}/`,
    );
    expect(gone.status).toBe(204);
    expect((await removed.closed).code).toBe(LIVE_CLOSE.forbidden);

    await actors.share(deck);
    const demoted = await live(editor, deck, generation);
    const changed = await owner_.request(
      'PATCH',
      `/api/v4/presentation/${deck.oid}/collaborators/${editor.user.username}/`,
      { json: { role: 'comment' } },
    );
    expect(changed.status).toBe(200);
    expect((await demoted.closed).code).toBe(LIVE_CLOSE.forbidden);
    // The owner goes on editing.
    setCanvasMeta(staying.ydoc, { title: 'Still mine' });
    await staying.allSaved();
  });

  it('shows a commenter’s presence to the editors and sends them the edits but not the notes, and closes them on an edit', async () => {
    const { deck, generation } = await canvasDeck('Read-only');
    const writer = await live(owner, deck, generation);
    // The commenter's tab starts from their page's state, as the read-only canvas does.
    const theirs = await canvasStateOf(await commenter.client(), `/p/edit/${deck.oid}/`);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(theirs!.state, 'base64'));
    const reader = await openLiveTab(await commenter.client(), deck.oid, generation, {
      ydoc,
      readOnly: true,
    });
    tabs.push(reader);
    await reader.until(() => reader.received > 1, 'the server’s step 1, and its answer to ours, arrived');
    const user = {
      id: commenter.user.id,
      name: displayName(commenter.user),
      color: presenceColorOf(commenter.user.id),
    };
    reader.awareness.setLocalState({ user, selection: ['t1'], pointer: null, view: null });
    await writer.until(
      () => [...writer.awareness.getStates().values()].some((state) => state.user?.id === user.id),
      'the commenter’s presence arrived',
    );
    const step = pathOf(writer.ydoc).get(0).get('id') as string;
    setCanvasMeta(writer.ydoc, { title: 'Seen by the commenter' });
    setStepNotes(writer.ydoc, step, 'Only the speaker reads this');
    await writer.allSaved();
    await reader.until(() => titleOf(reader) === 'Seen by the commenter', 'the edit arrived');
    expect(pathOf(reader.ydoc).get(0).get('id')).toBe(step);
    expect(pathOf(reader.ydoc).get(0).has('notes')).toBe(false);
    expect(Buffer.from(Y.encodeStateAsUpdate(reader.ydoc)).includes('Only the speaker')).toBe(false);
    // The owner's presence arrives too.
    const ownerUser = {
      id: owner.user.id,
      name: displayName(owner.user),
      color: presenceColorOf(owner.user.id),
    };
    writer.awareness.setLocalState({ user: ownerUser, selection: [], pointer: null, view: null });
    await reader.until(
      () => [...reader.awareness.getStates().values()].some((state) => state.user?.id === owner.user.id),
      'the owner’s presence arrived',
    );
    // An edit from the read-only tab closes it, and nothing of it is stored.
    setCanvasMeta(reader.ydoc, { title: 'Not theirs' });
    expect((await reader.closed).code).toBe(LIVE_CLOSE.forbidden);
    setCanvasMeta(writer.ydoc, { title: 'Still the owner’s' });
    await writer.allSaved();
    expect((await logOf(deck.id)).every((row) => row.user_id === owner.user.id)).toBe(true);
  });

  it('tells every tab of the deck, read-only ones too, when a comment is added, resolved or deleted', async () => {
    const { deck, generation } = await canvasDeck('Talked about');
    const writer = await live(owner, deck, generation);
    const reader = await openLiveTab(await commenter.client(), deck.oid, generation, { readOnly: true });
    tabs.push(reader);
    await reader.until(() => reader.received > 1, 'the handshake was answered');
    const comments = `/api/v4/presentation/${deck.oid}/comments/`;
    const added = await (await commenter.client()).request('POST', comments, {
      json: { step: 0, body: 'Bigger?' },
    });
    expect(added.status).toBe(201);
    const { comment } = await added.json();
    const heard = (count: number, what: string) =>
      Promise.all([
        writer.until(() => writer.commentNews >= count, `the owner heard ${what}`),
        reader.until(() => reader.commentNews >= count, `the commenter heard ${what}`),
      ]);
    await heard(1, 'of the comment');
    const resolved = await (await owner.client()).request('POST', `${comments}${comment.id}/resolve/`);
    expect(resolved.status).toBe(200);
    await heard(2, 'of the resolve');
    const removed = await (await commenter.client()).request('DELETE', `${comments}${comment.id}/`);
    expect(removed.status).toBe(204);
    await heard(3, 'of the deletion');
  });

  it('refuses those who may not comment, another site, and an ended generation', async () => {
    const { deck, generation } = await canvasDeck('Refusals');
    const codeOf = async (client: Awaited<ReturnType<typeof owner.client>>, gen = generation) => {
      const tab = await openLiveTab(client, deck.oid, gen);
      return (await tab.closed).code;
    };
    expect(await codeOf(await anonymous.client())).toBe(LIVE_CLOSE.signedOut);
    expect(await codeOf(await other.client())).toBe(LIVE_CLOSE.notFound);
    expect(await codeOf(await owner.client(), 'not-the-generation')).toBe(LIVE_CLOSE.reset);
    await expect(
      openLiveTab(await owner.client(), deck.oid, generation, { origin: 'https://evil.example' }),
    ).rejects.toThrow(/answered 403/);
  });

  it('passes a restored version to the open editors as an edit, keeping the live edits in the history', async () => {
    const { deck, generation } = await canvasDeck('Restored');
    const client = await owner.client();
    // A version to restore: the deck as created, kept by a first compacted edit.
    const tab = await live(owner, deck, generation);
    const watcher = await live(editor, deck, generation);
    setCanvasMeta(tab.ydoc, { title: 'First live title' });
    await tab.allSaved();
    await compactCanvas(t.handle, deck.id);
    setCanvasMeta(tab.ydoc, { title: 'Live title, not yet compacted' });
    await tab.allSaved();
    const { versions } = await (await client.get(`/api/v4/presentation/${deck.oid}/versions/`)).json();
    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${deck.oid}/versions/${versions.at(-1).id}/restore/`,
    );
    expect(restored.status).toBe(200);
    // Both editors receive it and go on; the document is the version's; the history kept the edit.
    await watcher.until(() => titleOf(watcher) === 'Restored', 'the restore reached the other editor');
    await tab.until(() => titleOf(tab) === 'Restored', 'the restore reached the restoring editor');
    expect((await row(deck.oid)).title).toBe('Restored');
    const after = await (await client.get(`/api/v4/presentation/${deck.oid}/versions/`)).json();
    expect(after.versions.map((v: { title: string }) => v.title)).toContain('Live title, not yet compacted');
    setCanvasMeta(watcher.ydoc, { title: 'Edited after the restore' });
    await watcher.allSaved();
    await tab.until(() => titleOf(tab) === 'Edited after the restore', 'an edit after the restore');
  });

  it('passes a JSON save to the open editors as an edit, keeping the live edits in its history', async () => {
    const { deck, generation } = await canvasDeck('Replaced');
    const tab = await live(owner, deck, generation);
    const watcher = await live(editor, deck, generation);
    setCanvasMeta(tab.ydoc, { title: 'Live title' });
    await tab.allSaved();
    await compactCanvas(t.handle, deck.id);
    const client = await owner.client();
    const base = (await row(deck.oid)).updated_at;
    const edited = buildCanvasDocument({ title: 'From JSON' });
    edited.elements = edited.elements.filter((element) => element.id !== 'i1');
    const save = (baseUpdatedAt: string) =>
      client.request('PUT', `/api/v4/presentation/${deck.oid}/document/`, {
        json: { source: json(edited), format: 'json', baseUpdatedAt },
      });
    expect((await save(base)).status).toBe(200);
    for (const open of [watcher, tab])
      await open.until(
        () => titleOf(open) === 'From JSON' && !elementsOf(open.ydoc).has('i1'),
        'the JSON save reached the editor',
      );
    const { versions } = await (await client.get(`/api/v4/presentation/${deck.oid}/versions/`)).json();
    expect(versions.map((v: { title: string }) => v.title)).toContain('Live title');
    // The editors go on; a save on the document as it was before is refused as stale.
    setCanvasMeta(watcher.ydoc, { title: 'Edited after the JSON save' });
    await watcher.allSaved();
    await tab.until(() => titleOf(tab) === 'Edited after the JSON save', 'an edit after the JSON save');
    await compactCanvas(t.handle, deck.id);
    const stale = await save(base);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('stale');
    expect((await row(deck.oid)).title).toBe('Edited after the JSON save');
  });

  it('refuses what the rules refuse, storing none of it, and an unreadable message', async () => {
    const { deck, generation } = await canvasDeck('Rules');
    const bystander = await live(editor, deck, generation);
    const tab = await live(owner, deck, generation);
    const before = await logOf(deck.id);
    tab.ydoc.transact(() => {
      const picture = elementsOf(tab.ydoc).get('i1')!;
      picture.set('alt', '');
      picture.delete('decorative');
    });
    const refused = await tab.closed;
    expect(refused.code).toBe(LIVE_CLOSE.invalid);
    expect(refused.reason).toMatch(/alt/);
    expect((await bystander.closed).code).toBe(LIVE_CLOSE.restart);
    expect(await logOf(deck.id)).toEqual(before);
    const fresh = await live(editor, deck, generation);
    expect(elementsOf(fresh.ydoc).get('i1')?.get('alt')).not.toBe('');

    const garbled = await live(owner, deck, generation);
    garbled.sendRaw(new Uint8Array([0, 9, 9]));
    expect((await garbled.closed).code).toBe(LIVE_CLOSE.invalid);
    const texty = await live(owner, deck, generation);
    texty.sendRaw('hello');
    expect((await texty.closed).code).toBe(LIVE_CLOSE.invalid);
  });

  it('answers a plain GET of the channel with 404', async () => {
    const { deck, generation } = await canvasDeck('Plain');
    const client = await owner.client();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(
      `${t.url}/api/v4/presentation/${deck.oid}/canvas/live/?generation=${generation}`,
      {
        headers: { cookie, origin: t.url },
      },
    );
    expect(response.status).toBe(404);
  });
});
