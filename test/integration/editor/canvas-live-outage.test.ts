// The live channel through a PostgreSQL outage, played through a TCP proxy this test controls (the
// machine's PostgreSQL is never stopped): an edit that cannot be stored is never acknowledged, its
// room closes with 1012 (restart) so its tabs reconnect, and attempts to reconnect are refused while
// the database is away. Once it is back, the tab reconnects with the document it kept, and every
// edit, those made during the outage included, is acknowledged and stored: none is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LIVE_CLOSE } from '../../../src/features/editor/live-protocol';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { setText } from '../../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import { canvasStateOf } from '../../helpers/canvas-tabs';
import { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { openLiveTab } from '../../helpers/live-tab';
import { TcpProxy } from '../../helpers/tcp-proxy';
import { POSTGRES_URL, startTestApp, type TestApp } from '../../helpers/test-app';
import { answersOk, waitUntil } from '../../helpers/wait-until';

const textOf = (ydoc: Y.Doc) => JSON.stringify(elementsOf(ydoc).get('t1')?.toJSON());

/** The deck as the edit page hands it out: its stored state and log, whatever the tabs hold. */
async function storedDeck(client: TestClient, oid: string): Promise<Y.Doc> {
  const state = await canvasStateOf(client, `/p/edit/${oid}/`);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(state!.state, 'base64')));
  return ydoc;
}

describe.runIf(POSTGRES_URL)('postgres: the live channel through a database outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    const target = new URL(POSTGRES_URL!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(POSTGRES_URL!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    t = await startTestApp('postgres', {}, { postgresUrl: viaProxy.href });
    const owner = await buildUser(t.handle);
    client = new TestClient(t.url);
    await client.logIn(owner.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  /** How a connection attempt ends: refused at the upgrade, or closed with a code before any ack. */
  async function attempt(oid: string, generation: string, ydoc: Y.Doc): Promise<string> {
    try {
      const tab = await openLiveTab(client, oid, generation, { ydoc });
      const { code } = await tab.closed;
      expect(tab.saved, 'nothing acknowledged while the database is away').toBe(0);
      return `closed ${code}`;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('acknowledges nothing while the database is away, and stores every edit once it is back', async () => {
    const created = await client.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title: 'Before' })), privacy: 'private' },
    });
    expect(created.status).toBe(201);
    const { oid } = (await created.json()) as { oid: string };
    const { generation } = (await canvasStateOf(client, `/p/edit/${oid}/`))!;
    const tab = await openLiveTab(client, oid, generation);
    await tab.until(() => elementsOf(tab.ydoc).has('t1'), 'the deck arrived');
    setCanvasMeta(tab.ydoc, { title: 'Stored before the outage' });
    await tab.allSaved();

    await proxy.refuse();
    setCanvasMeta(tab.ydoc, { title: 'Written during the outage' });
    const sent = tab.sent;
    expect(await tab.closed).toMatchObject({ code: LIVE_CLOSE.restart });
    expect(tab.saved, 'the edit that could not be stored was not acknowledged').toBeLessThan(sent);
    // Written offline, while the tab cannot reach the room.
    setText(tab.ydoc, { element: 't1' }, plain('Typed while the database was away'));
    const kept = tab.ydoc;
    expect(['the upgrade was answered 503', `closed ${LIVE_CLOSE.restart}`]).toContain(
      await attempt(oid, generation, kept),
    );

    await proxy.forward();
    await waitUntil(() => answersOk(`${t.url}/readyz`), {
      what: 'the server to serve again once the database is back',
      timeoutMs: 30_000,
    });
    // Before the tab sends it all again: what was acknowledged is stored, and nothing since.
    const before = await storedDeck(client, oid);
    expect(before.getMap('meta').get('title')).toBe('Stored before the outage');
    expect(textOf(before)).not.toContain('Typed while');

    const again = await openLiveTab(client, oid, generation, { ydoc: kept });
    await again.allSaved();
    const stored = await storedDeck(client, oid);
    expect(stored.getMap('meta').get('title')).toBe('Written during the outage');
    expect(textOf(stored)).toContain('Typed while the database was away');
    again.close();
  });
});
