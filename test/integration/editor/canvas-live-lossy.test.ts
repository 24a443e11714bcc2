// The live channel for a person on a poor network, on every dialect: the browser's own live
// connection (live-canvas.ts, with its resending and reconnecting) reaches the server through a TCP
// proxy this test controls, which holds every chunk back a random while and cuts the connection
// after a random number of chunks, again and again; another editor is connected straight. Both add
// elements and write the title in turn while the link misbehaves. Once it is well again, both tabs
// hold the same document, with every element either added, and so does the stored deck: no edit is
// lost, whichever way the cuts fell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import type { LiveCanvas } from '../../../src/features/editor/ui/canvas/live-wire';
import { canvasFromYDoc } from '../../../src/kernel/document/canvas/crdt/mapping';
import { addElement } from '../../../src/kernel/document/canvas/crdt/ops-elements';
import { setCanvasMeta } from '../../../src/kernel/document/canvas/crdt/ops-meta';
import { elementsOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import { defineActors } from '../../helpers/actors';
import { openBrowserLive } from '../../helpers/browser-live';
import { canvasStateOf } from '../../helpers/canvas-tabs';
import { buildCanvasDocument } from '../../helpers/documents';
import { TcpProxy } from '../../helpers/tcp-proxy';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';

const ROUNDS = 20;
const SEED = 20261207;

/** A small shape, one per edit: each is an edit of its own that must arrive. */
const shape = (id: string, x: number) =>
  ({
    kind: 'shape',
    id,
    shape: 'rectangle',
    x,
    y: 3000,
    width: 20,
    height: 20,
    rotation: 0,
    z: 100,
  }) as const;

const ydocOf = (state: string) => {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(state, 'base64')));
  return ydoc;
};

describe.each(DIALECTS)('%s: the live channel over a lossy link', (dialect) => {
  let t: TestApp;
  let proxy: TcpProxy;
  const actors = defineActors();
  const { owner, editor } = actors;
  const open: LiveCanvas[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: Number(new URL(t.url).port) });
  });
  afterAll(async () => {
    for (const live of open) live.destroy();
    await proxy.close();
    await t.close();
  });

  /** The browser's live connection for `member`, straight to the server or through the proxy. */
  async function tab(member: typeof owner, oid: string, via: 'straight' | 'proxy') {
    const host = via === 'proxy' ? `127.0.0.1:${proxy.port}` : new URL(t.url).host;
    const opened = await openBrowserLive(await member.client(), oid, {
      host,
      // Reconnects come quickly (the browser backs off up to seconds): the cuts are many.
      schedule: (run, ms) => {
        const timer = setTimeout(run, Math.min(ms, 100));
        return () => clearTimeout(timer);
      },
    });
    open.push(opened.live);
    return opened;
  }

  it('converges with the others and loses no edit while its connection is delayed and cut', async () => {
    const created = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title: 'On the train' })), privacy: 'private' },
    });
    expect(created.status).toBe(201);
    const { oid } = (await created.json()) as { oid: string };
    await actors.share((await findPresentationByOid(t.handle.db, oid))!);
    proxy.lossy({ maxDelayMs: 30, chunksPerConnection: 10, seed: SEED });
    const train = await tab(owner, oid, 'proxy');
    const desk = await tab(editor, oid, 'straight');

    for (let round = 0; round < ROUNDS; round++) {
      addElement(train.ydoc, shape(`train-${round}`, round * 30));
      addElement(desk.ydoc, shape(`desk-${round}`, round * 30 + 5000));
      setCanvasMeta(round % 2 ? desk.ydoc : train.ydoc, { title: `Round ${round}` });
      // Each round crosses the bad link before the next begins, so the cuts fall between edits too.
      await waitUntil(() => elementsOf(desk.ydoc).has(`train-${round}`), {
        what: `round ${round} crossed the lossy link`,
        timeoutMs: 60_000,
      });
    }
    expect(proxy.cuts, 'the link was cut along the way').toBeGreaterThan(0);

    await proxy.forward();
    await waitUntil(() => !train.live.hasUnsaved() && !desk.live.hasUnsaved(), {
      what: 'both tabs to have everything stored',
      timeoutMs: 60_000,
    });
    await waitUntil(
      () => JSON.stringify(canvasFromYDoc(train.ydoc)) === JSON.stringify(canvasFromYDoc(desk.ydoc)),
      { what: 'both tabs to hold the same document', timeoutMs: 60_000 },
    );
    const stored = ydocOf((await canvasStateOf(await owner.client(), `/p/edit/${oid}/`))!.state);
    const ids = (doc: Y.Doc) => [...elementsOf(doc).keys()].filter((id) => /^(train|desk)-/.test(id)).sort();
    expect(ids(stored)).toHaveLength(2 * ROUNDS);
    expect(ids(stored)).toEqual(ids(train.ydoc));
    expect(canvasFromYDoc(stored)).toEqual(canvasFromYDoc(train.ydoc));
    expect(canvasFromYDoc(stored).title).toBe(`Round ${ROUNDS - 1}`);
  });
});
