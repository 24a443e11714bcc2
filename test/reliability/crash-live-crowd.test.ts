// A server restart under a crowd (decision 097): 25 people edit one canvas deck at once, each with
// the browser's own live connection (live-canvas.ts, run in Node), each writing a counter into a
// text box of their own as fast as the server acknowledges it, on the production build, while the
// server is killed with SIGKILL after a random number of acknowledged edits, on each database.
// After the restart the stored state holds at least every value the connections had seen
// acknowledged. Nothing in the test opens a connection again: the editors reconnect on their own
// back-off, send again what the server lacks (the value each wrote while it was down included), and
// end up all saved, with the stored state holding exactly what each last wrote and every editor's
// document equal to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { LiveCanvas } from '../../src/features/editor/ui/canvas/live-wire';
import { canvasFromYDoc } from '../../src/kernel/document/canvas/crdt/mapping';
import { setText } from '../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../src/kernel/document/canvas/crdt/ydoc';
import type { CanvasElement } from '../../src/kernel/document/canvas/model';
import { freePort } from '../e2e/server';
import { openBrowserLive } from '../helpers/browser-live';
import { canvasStateOf } from '../helpers/canvas-tabs';
import { signUp, type TestClient } from '../helpers/client';
import { buildCanvasDocument } from '../helpers/documents';
import { freshDatabase, killHard, type Running, startServer } from '../helpers/production-server';
import { TcpProxy } from '../helpers/tcp-proxy';
import { DIALECTS } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

const EDITORS = 25;
/** Edits an editor may have sent and not yet seen acknowledged. */
const WINDOW = 3;
/** Generous: the machine is shared, and 25 editors wait out the same growing back-off. */
const PATIENCE_MS = 120_000;

/** One person's editor: their text box, the value last written and the last acknowledged. */
interface Editor {
  box: string;
  ydoc: Y.Doc;
  live: LiveCanvas;
  connected: boolean;
  /** Counts the connections lost: an acknowledgement waited for across one is none. */
  drops: number;
  written: number;
  acknowledged: number;
}

/** Called after every acknowledgement, for the wait that times the kill. */
const listeners = new Set<() => void>();
let acks = 0;

const boxOf = (i: number) => `crowd-${i + 1}`;

const textBox = (i: number): CanvasElement => ({
  kind: 'text',
  id: boxOf(i),
  parent: 'f1',
  x: 20 + (i % 5) * 310,
  y: 20 + Math.floor(i / 5) * 170,
  width: 300,
  height: 160,
  rotation: 0,
  z: 10 + i,
  content: plain('Typed 0'),
});

const counterIn = (ydoc: Y.Doc, box: string) => {
  const match = /Typed (\d+)/.exec(JSON.stringify(elementsOf(ydoc).get(box)?.toJSON()));
  return match ? Number(match[1]) : 0;
};

/** The owner's deck of 25 text boxes, shared for editing with 24 others: 25 signed-in people. */
async function crowdDeck(url: string): Promise<{ people: TestClient[]; oid: string }> {
  const names = Array.from({ length: EDITORS }, (_, i) => `crowd.editor${i + 1}`);
  const people = await Promise.all(names.map((name) => signUp(url, name)));
  const deck = buildCanvasDocument({ title: 'Crowd' });
  deck.elements.push(...Array.from({ length: EDITORS }, (_, i) => textBox(i)));
  const created = await people[0]!.request('POST', '/api/v4/presentations/', {
    json: { source: JSON.stringify(deck), privacy: 'private' },
  });
  expect(created.status).toBe(201);
  const { oid } = (await created.json()) as { oid: string };
  for (const login of names.slice(1)) {
    const shared = await people[0]!.request('POST', `/api/v4/presentation/${oid}/collaborators/`, {
      json: { login, role: 'edit' },
    });
    expect(shared.status, await shared.clone().text()).toBe(201);
  }
  return { people, oid };
}

async function openEditor(client: TestClient, oid: string, i: number, host: string): Promise<Editor> {
  const editor = { box: boxOf(i), connected: false, drops: 0, written: 0, acknowledged: 0 } as Editor;
  const opened = await openBrowserLive(client, oid, {
    host,
    onChange: ({ connected }) => {
      if (editor.connected && !connected) editor.drops++;
      editor.connected = connected;
    },
  });
  return Object.assign(editor, opened);
}

/**
 * Writes the editor's counter while its connection holds: a new value once fewer than WINDOW
 * await their acknowledgement. `flush` resolves when the message carrying the value is
 * acknowledged, or when the connection is lost: only the first makes it the acknowledged one.
 */
async function keepEditing(editor: Editor): Promise<void> {
  const inFlight: Promise<void>[] = [];
  while (editor.connected) {
    const value = ++editor.written;
    const drops = editor.drops;
    setText(editor.ydoc, { element: editor.box }, plain(`Typed ${value}`));
    const acknowledged = editor.live.flush().then(() => {
      if (editor.drops !== drops) return;
      editor.acknowledged = Math.max(editor.acknowledged, value);
      acks++;
      for (const listener of listeners) listener();
    });
    inFlight.push(acknowledged);
    if (inFlight.length >= WINDOW) await inFlight.shift();
  }
  await Promise.all(inFlight);
}

/** Resolves once `count` acknowledgements have come, all editors together. */
const acknowledgements = (count: number) =>
  new Promise<void>((resolve) => {
    const look = () => {
      if (acks < count) return;
      listeners.delete(look);
      resolve();
    };
    listeners.add(look);
    look();
  });

/** The state the edit page hands out: the stored state and its log. */
async function stored(client: TestClient, oid: string): Promise<Y.Doc> {
  const state = await canvasStateOf(client, `/p/edit/${oid}/`);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(state!.state, 'base64')));
  return ydoc;
}

const documentOf = (ydoc: Y.Doc) => JSON.stringify(canvasFromYDoc(ydoc));

describe.each(DIALECTS)('%s: SIGKILL while 25 editors write on the live channel', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), `podium-crash-crowd-${dialect}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no acknowledged edit, and every editor reconnects and saves by itself', async () => {
    const started = performance.now();
    acks = 0;
    const database = await freshDatabase(dialect, dir);
    const port = await freePort();
    const env = { ...database.env, RATE_LIMIT_LIVE: '100000' };
    let running: Running | null = await startServer(env, port);
    // The editors reach the server through a proxy, so that the check of what survived the kill
    // reads the restarted server before any of them has sent its edits again.
    const proxy = await TcpProxy.start({ host: '127.0.0.1', port });
    const host = `127.0.0.1:${proxy.port}`;
    const editors: Editor[] = [];
    try {
      const { people, oid } = await crowdDeck(running.url);
      for (const [i, person] of people.entries()) editors.push(await openEditor(person, oid, i, host));
      await waitUntil(() => editors.every((editor) => editor.connected), {
        what: 'all 25 editors to connect',
        timeoutMs: PATIENCE_MS,
      });

      const editing = editors.map(keepEditing);
      // The kill lands after a varying number of acknowledged edits, not after a time.
      await acknowledgements(EDITORS * (4 + Math.floor(Math.random() * 16)));
      await killHard(running);
      running = null;
      const killed = performance.now();
      // Nothing reaches the server until the test has read what it kept.
      await proxy.refuse();
      await Promise.all(editing);
      // Written while the server is down: only the editor's document has it.
      for (const editor of editors)
        setText(editor.ydoc, { element: editor.box }, plain(`Typed ${++editor.written}`));

      running = await startServer(env, port);
      const kept = await stored(people[0]!, oid);
      for (const editor of editors)
        expect(counterIn(kept, editor.box), `${editor.box} after the restart`).toBeGreaterThanOrEqual(
          editor.acknowledged,
        );

      await proxy.forward();
      const down = performance.now();
      await waitUntil(() => editors.every((editor) => editor.connected && !editor.live.hasUnsaved()), {
        what: 'every editor to reconnect and have everything stored',
        timeoutMs: PATIENCE_MS,
      });
      const reconnected = performance.now() - down;
      const sinceKill = performance.now() - killed;
      await waitUntil(() => new Set(editors.map((editor) => documentOf(editor.ydoc))).size === 1, {
        what: 'every editor to hold the same document',
        timeoutMs: PATIENCE_MS,
      });
      const final = await stored(people[0]!, oid);
      expect(editors.map((editor) => counterIn(final, editor.box))).toEqual(
        editors.map((editor) => editor.written),
      );
      expect(documentOf(editors[0]!.ydoc)).toBe(documentOf(final));
      console.log(
        `${dialect}: killed after ${acks} acknowledgements (${editors.map((e) => e.acknowledged).join(' ')}); ` +
          `all 25 reconnected and saved ${Math.round(reconnected)} ms after the proxy let them through ` +
          `(${Math.round(sinceKill)} ms after the kill); ` +
          `${Math.round((performance.now() - started) / 1000)} s in all`,
      );
    } finally {
      for (const editor of editors) editor.live.destroy();
      await proxy.close();
      if (running?.child.exitCode === null) await killHard(running);
      await database.drop();
    }
  }, 300_000);
});
