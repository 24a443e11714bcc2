// The live channel across app servers (decision 097): two production servers with two workers
// each, on one PostgreSQL database, telling each other their news over Redis, then over
// PostgreSQL's LISTEN/NOTIFY without Redis. Editors connected straight to different servers, two
// tabs on each (so each server's workers likely both hold one, as the cluster hands connections
// round), see every tab's edit and every tab's presence, and a tab that leaves leaves everyone's
// list; a commenter on the other server follows the edits without the speaker notes, and the
// others hear of the comment they post; a tab through nginx gets its upgrade passed and is in the
// same conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { upsertCollaborator } from '../../src/features/access/repository';
import { displayName } from '../../src/features/accounts';
import { presenceColorOf } from '../../src/features/editor/live-protocol';
import { setCanvasMeta } from '../../src/kernel/document/canvas/crdt/ops-meta';
import { setStepNotes } from '../../src/kernel/document/canvas/crdt/ops-path';
import { elementsOf, pathOf } from '../../src/kernel/document/canvas/crdt/ydoc';
import { type AppCluster, startAppCluster } from '../helpers/app-cluster';
import { canvasStateOf } from '../helpers/canvas-tabs';
import { signUp, type TestClient } from '../helpers/client';
import { buildCanvasDocument } from '../helpers/documents';
import { type LiveTab, openLiveTab } from '../helpers/live-tab';
import { POSTGRES_URL } from '../helpers/test-app';

const titleOf = (tab: LiveTab) => tab.ydoc.getMap('meta').get('title');
/** The selections of the others in the deck, as `tab` sees them: how the test names a presence. */
const seenBy = (tab: LiveTab) =>
  [...tab.awareness.getStates()]
    .filter(([client]) => client !== tab.ydoc.clientID)
    .map(([, state]) => String(state.selection?.[0]))
    .sort();

describe.runIf(POSTGRES_URL).each([
  { news: 'Redis', redis: true },
  { news: 'LISTEN/NOTIFY', redis: false },
])('the live channel on two app servers telling each other over $news', ({ redis }) => {
  let cluster: AppCluster;
  const tabs: LiveTab[] = [];
  beforeAll(async () => {
    cluster = await startAppCluster({ redis });
  }, 180_000);
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await cluster?.stop();
  });

  /** A person signed up on `base`, with the presence only they may show. */
  async function person(base: string, username: string) {
    const client = await signUp(base, username);
    const user = await cluster.handle.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const presence = (selection: string) => ({
      user: { id: user.id, name: displayName(user), color: presenceColorOf(user.id) },
      selection: [selection],
      pointer: null,
      view: null,
    });
    return { client, user, presence };
  }

  /** A canvas deck of the owner's that the other may edit too (or comment on), and its generation. */
  async function sharedDeck(owner: TestClient, editorId: number, role: 'edit' | 'comment' = 'edit') {
    const created = await owner.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title: 'Shared' })), privacy: 'private' },
    });
    expect(created.status).toBe(201);
    const { oid } = (await created.json()) as { oid: string };
    const row = await cluster.handle.db
      .selectFrom('presentations')
      .select('id')
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    await upsertCollaborator(cluster.handle.db, row.id, editorId, role, new Date().toISOString());
    return { oid, generation: (await canvasStateOf(owner, `/p/edit/${oid}/`))!.generation };
  }

  async function join(client: TestClient, oid: string, generation: string) {
    const tab = await openLiveTab(client, oid, generation, { ydoc: new Y.Doc() });
    tabs.push(tab);
    await tab.until(() => elementsOf(tab.ydoc).has('t1'), 'the deck arrived');
    return tab;
  }

  /** Each tab in turn writes the title; every other tab sees it. */
  async function everyEditSeen(all: LiveTab[]) {
    for (const [i, writer] of all.entries()) {
      setCanvasMeta(writer.ydoc, { title: `Written in tab ${i}` });
      await Promise.all(
        all.map((tab, j) => tab.until(() => titleOf(tab) === `Written in tab ${i}`, `tab ${j} saw tab ${i}`)),
      );
      await writer.allSaved();
    }
  }

  /** Each tab shows its presence; every tab sees every other's. */
  async function everyPresenceSeen(
    all: LiveTab[],
    presences: ReturnType<Awaited<ReturnType<typeof person>>['presence']>[],
  ) {
    for (const [i, tab] of all.entries()) tab.awareness.setLocalState(presences[i]!);
    const names = all.map((_, i) => `tab-${i}`);
    await Promise.all(
      all.map((tab, j) =>
        tab.until(
          () => JSON.stringify(seenBy(tab)) === JSON.stringify(names.filter((_, k) => k !== j).sort()),
          `tab ${j} saw every other tab's presence`,
        ),
      ),
    );
  }

  it('passes edits and presence between editors on different servers, on either worker', {
    timeout: 120_000,
  }, async () => {
    const [one, two] = cluster.servers;
    const owner = await person(one, `live.owner.${redis}`);
    const editor = await person(two, `live.editor.${redis}`);
    const { oid, generation } = await sharedDeck(owner.client, editor.user.id);
    // Opened one after another: the cluster hands each server's two connections to its two workers.
    const all = [
      await join(owner.client, oid, generation),
      await join(owner.client, oid, generation),
      await join(editor.client, oid, generation),
      await join(editor.client, oid, generation),
    ];
    await everyEditSeen(all);
    await everyPresenceSeen(
      all,
      all.map((_, i) => (i < 2 ? owner : editor).presence(`tab-${i}`)),
    );
    // One leaves: the others, on both servers, see them go.
    all[0]!.close();
    await Promise.all(
      all
        .slice(1)
        .map((tab, j) => tab.until(() => !seenBy(tab).includes('tab-0'), `tab ${j + 1} saw tab 0 leave`)),
    );
  });

  it("passes an editor's edits, without notes, and news of comments to a commenter on the other server", {
    timeout: 120_000,
  }, async () => {
    const [one, two] = cluster.servers;
    const owner = await person(one, `live.talker.${redis}`);
    const reader = await person(two, `live.reader.${redis}`);
    const { oid, generation } = await sharedDeck(owner.client, reader.user.id, 'comment');
    const writer = await join(owner.client, oid, generation);
    const theirs = await openLiveTab(reader.client, oid, generation, { ydoc: new Y.Doc(), readOnly: true });
    tabs.push(theirs);
    await theirs.until(() => elementsOf(theirs.ydoc).has('t1'), 'the deck arrived');
    const step = pathOf(writer.ydoc).get(0).get('id') as string;
    setCanvasMeta(writer.ydoc, { title: 'Seen across servers' });
    setStepNotes(writer.ydoc, step, 'Kept from commenters');
    await theirs.until(() => titleOf(theirs) === 'Seen across servers', 'the edit arrived');
    await writer.allSaved();
    expect(Buffer.from(Y.encodeStateAsUpdate(theirs.ydoc)).includes('Kept from')).toBe(false);
    const posted = await reader.client.request('POST', `/api/v4/presentation/${oid}/comments/`, {
      json: { step: 0, body: 'Across the wire' },
    });
    expect(posted.status).toBe(201);
    await writer.until(() => writer.commentNews > 0, 'the owner heard of the comment');
  });

  it('passes the upgrade through nginx, into the same conversation', { timeout: 120_000 }, async () => {
    const owner = await person(cluster.front, `live.front.${redis}`);
    const editor = await person(cluster.servers[1], `live.direct.${redis}`);
    const { oid, generation } = await sharedDeck(owner.client, editor.user.id);
    const all = [await join(owner.client, oid, generation), await join(editor.client, oid, generation)];
    await everyEditSeen(all);
    await everyPresenceSeen(all, [owner.presence('tab-0'), editor.presence('tab-1')]);
  });
});
