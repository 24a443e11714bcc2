// The autosave session against a fake server that really merges (one Y.Doc, as the server keeps
// it): two tabs' edits end up in both, one request at a time, what a failure leaves unacknowledged
// is sent again, and a tab whose deck was replaced turns read-only keeping its edits. Time is a
// manual clock: a sync goes when the test moves the clock, and the test waits on the session's reports.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { canvasFromYDoc, canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { moveElements } from '../../../../kernel/document/canvas/crdt/ops-geometry';
import { setCanvasMeta } from '../../../../kernel/document/canvas/crdt/ops-meta';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { canvasUndoManager } from '../../../../kernel/document/canvas/crdt/ydoc';
import { ApiError } from '../../../../lib/api-client';
import type { CanvasSyncRequest, CanvasSyncResult } from '../../contracts';
import { type CanvasSyncState, createCanvasSync, SERVER_ORIGIN } from './canvas-sync';
import { fromBase64, toBase64 } from './canvas-sync-rules';

const GENERATION = 'gen-1';

/** The server's side: one merged Y.Doc; `gate` holds answers back until the test lets them go. */
function fakeServer() {
  const doc = canvasToYDoc(smallCanvas());
  let saves = 0;
  const server = {
    doc,
    requests: 0,
    keptAlive: 0,
    fail: null as Error | null,
    held: [] as (() => void)[],
    hold: false,
    async sync(body: CanvasSyncRequest): Promise<CanvasSyncResult> {
      server.requests++;
      if (server.hold) await new Promise<void>((resolve) => server.held.push(resolve));
      if (server.fail) throw server.fail;
      if (body.generation !== GENERATION) throw new ApiError(409, 'canvas_reset', 'replaced');
      Y.applyUpdate(doc, fromBase64(body.update));
      return {
        update: toBase64(Y.encodeStateAsUpdate(doc, fromBase64(body.stateVector))),
        stateVector: toBase64(Y.encodeStateVector(doc)),
        updatedAt: `save ${++saves}`,
        title: String(doc.getMap('meta').get('title')),
        path: '/p/x/',
      };
    },
  };
  return server;
}

/** Tasks run when the test moves the clock past them. */
function manualClock() {
  let now = 0;
  const tasks: { at: number; run: () => void; cancelled: boolean }[] = [];
  return {
    now: () => now,
    delays: [] as number[],
    schedule(run: () => void, ms: number) {
      this.delays.push(ms);
      const task = { at: now + ms, run, cancelled: false };
      tasks.push(task);
      return () => {
        task.cancelled = true;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const task of tasks.splice(0).sort((a, b) => a.at - b.at)) {
        if (task.cancelled) continue;
        if (task.at <= now) task.run();
        else tasks.push(task);
      }
    },
  };
}

function openTab(server: ReturnType<typeof fakeServer>, clock = manualClock()) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(server.doc), SERVER_ORIGIN);
  const reports: CanvasSyncState[] = [];
  const waiters: { test: (state: CanvasSyncState) => boolean; resolve: () => void }[] = [];
  const sync = createCanvasSync({
    ydoc,
    generation: GENERATION,
    initialUpdatedAt: 'opened',
    send: (body, options) => {
      if (options?.keepalive) server.keptAlive++;
      return server.sync(body);
    },
    onChange: (state) => {
      reports.push(state);
      for (const waiter of waiters.splice(0))
        if (waiter.test(state)) waiter.resolve();
        else waiters.push(waiter);
    },
    schedule: (run, ms) => clock.schedule(run, ms),
    now: clock.now,
  });
  const until = (status: CanvasSyncState['status']) =>
    new Promise<void>((resolve) => waiters.push({ test: (state) => state.status === status, resolve }));
  const last = () => reports.at(-1)!;
  return { ydoc, sync, clock, reports, until, last };
}

const titleOf = (ydoc: Y.Doc) => canvasFromYDoc(ydoc).title;

describe('canvas autosave session', () => {
  it('merges two tabs through the server: both edits end up in both', async () => {
    const server = fakeServer();
    const [left, right] = [openTab(server), openTab(server)];
    setCanvasMeta(left.ydoc, { title: 'From the left' });
    moveElements(right.ydoc, ['s'], 234, 0);
    await Promise.all([left.sync.flush(), right.sync.flush()]);
    // The left tab learns the right's edit on its next sync.
    moveElements(left.ydoc, ['t'], 0, 221);
    await left.sync.flush();
    setCanvasMeta(right.ydoc, { title: 'From the left' });
    await right.sync.flush();
    for (const tab of [left, right]) {
      const doc = canvasFromYDoc(tab.ydoc);
      expect(doc.title).toBe('From the left');
      expect(doc.elements.find((element) => element.id === 's')!.x).toBe(1234);
      expect(doc.elements.find((element) => element.id === 't')!.y).toBe(321);
    }
    expect(canvasFromYDoc(server.doc)).toEqual(canvasFromYDoc(left.ydoc));
    expect(left.last()).toEqual({ status: 'saved', savedAt: 'save 3', failure: null });
  });

  it('sends 400 ms after the last edit, and at least every 2 s while edits keep coming', async () => {
    const server = fakeServer();
    const tab = openTab(server);
    setCanvasMeta(tab.ydoc, { title: 'One' });
    expect(tab.last().status).toBe('unsaved');
    expect(tab.clock.delays.at(-1)).toBe(400);
    for (let i = 0; i < 6; i++) {
      tab.clock.advance(300);
      setCanvasMeta(tab.ydoc, { title: `Edit ${i}` });
    }
    // 1.8 s after the first edit: 200 ms of the two seconds are left.
    expect(tab.clock.delays.at(-1)).toBe(200);
    expect(server.requests).toBe(0);
    const saved = tab.until('saved');
    tab.clock.advance(200);
    await saved;
    expect(server.requests).toBe(1);
    expect(titleOf(server.doc)).toBe('Edit 5');
  });

  it('keeps one request in flight, sending what came meanwhile after it', async () => {
    const server = fakeServer();
    const tab = openTab(server);
    server.hold = true;
    setCanvasMeta(tab.ydoc, { title: 'First' });
    const first = tab.sync.flush();
    expect(tab.last().status).toBe('saving');
    setCanvasMeta(tab.ydoc, { title: 'Second' });
    void tab.sync.flush();
    expect(server.requests).toBe(1);
    server.hold = false;
    server.held.shift()!();
    await first;
    // The flush asked during the first request goes at once.
    expect(tab.clock.delays.at(-1)).toBe(0);
    const saved = tab.until('saved');
    tab.clock.advance(0);
    await saved;
    expect(server.requests).toBe(2);
    expect(titleOf(server.doc)).toBe('Second');
  });

  it('retries while offline with a growing wait, and loses nothing', async () => {
    const server = fakeServer();
    const tab = openTab(server);
    server.fail = new TypeError('Failed to fetch');
    setCanvasMeta(tab.ydoc, { title: 'Written offline' });
    await tab.sync.flush();
    expect(tab.last().status).toBe('offline');
    expect(tab.clock.delays.at(-1)).toBe(1000);
    server.fail = new ApiError(503, 'unavailable', 'Try again');
    const failedAgain = tab.until('offline');
    tab.clock.advance(1000);
    await failedAgain;
    expect(tab.clock.delays.at(-1)).toBe(2000);
    moveElements(tab.ydoc, ['s'], 5, 0);
    server.fail = null;
    const saved = tab.until('saved');
    tab.clock.advance(2000);
    await saved;
    expect(titleOf(server.doc)).toBe('Written offline');
    expect(canvasFromYDoc(server.doc).elements.find((element) => element.id === 's')!.x).toBe(1005);
    expect(tab.sync.hasUnsaved()).toBe(false);
  });

  it('turns read-only when the deck was replaced or the right to edit withdrawn, keeping the edits', async () => {
    for (const refusal of [
      new ApiError(409, 'canvas_reset', 'replaced'),
      new ApiError(403, 'not_editor', 'no'),
    ]) {
      const server = fakeServer();
      const tab = openTab(server);
      server.fail = refusal;
      setCanvasMeta(tab.ydoc, { title: 'Kept in the tab' });
      await tab.sync.flush();
      expect(tab.last().status).toBe('readOnly');
      expect(tab.last().failure?.kind).toBe(refusal.status === 409 ? 'reset' : 'forbidden');
      expect(titleOf(tab.ydoc)).toBe('Kept in the tab');
      expect(tab.sync.hasUnsaved()).toBe(true);
      // Nothing more is sent.
      setCanvasMeta(tab.ydoc, { title: 'Still here' });
      await tab.sync.flush();
      expect(server.requests).toBe(1);
    }
  });

  it('waits for the next edit after the server refuses the state', async () => {
    const server = fakeServer();
    const tab = openTab(server);
    server.fail = new ApiError(400, 'invalid_canvas', 'elements[2].alt: describe the picture');
    setCanvasMeta(tab.ydoc, { title: 'Refused' });
    await tab.sync.flush();
    expect(tab.last()).toMatchObject({ status: 'unsaved', failure: { kind: 'refused' } });
    const waits = tab.clock.delays.length;
    server.fail = null;
    setCanvasMeta(tab.ydoc, { title: 'Mended' });
    expect(tab.clock.delays.length).toBe(waits + 1);
    const saved = tab.until('saved');
    tab.clock.advance(400);
    await saved;
    expect(titleOf(server.doc)).toBe('Mended');
  });

  it('sends everything unacknowledged, kept alive, when the page goes, even with a sync in flight', async () => {
    const server = fakeServer();
    const tab = openTab(server);
    tab.sync.leave();
    expect(server.requests).toBe(0);
    setCanvasMeta(tab.ydoc, { title: 'Sent before leaving' });
    server.hold = true;
    const inFlight = tab.sync.flush();
    moveElements(tab.ydoc, ['s'], 5, 0);
    // The page goes: the sync in flight would die with it, so one request carries both edits.
    tab.sync.leave();
    expect(server.keptAlive).toBe(1);
    server.hold = false;
    for (const release of server.held.splice(0)) release();
    await inFlight;
    const doc = canvasFromYDoc(server.doc);
    expect(doc.title).toBe('Sent before leaving');
    expect(doc.elements.find((element) => element.id === 's')!.x).toBe(1005);
  });

  it('never lets Undo take back what the server brought', async () => {
    const server = fakeServer();
    const [left, right] = [openTab(server), openTab(server)];
    const undo = canvasUndoManager(left.ydoc);
    moveElements(left.ydoc, ['s'], 50, 0);
    await left.sync.flush();
    setCanvasMeta(right.ydoc, { title: 'Theirs' });
    await right.sync.flush();
    moveElements(left.ydoc, ['s'], 0, 60);
    await left.sync.flush();
    expect(titleOf(left.ydoc)).toBe('Theirs');
    undo.undo();
    undo.undo();
    const doc = canvasFromYDoc(left.ydoc);
    expect(doc.title).toBe('Theirs');
    expect(doc.elements.find((element) => element.id === 's')!.x).toBe(1000);
  });
});
