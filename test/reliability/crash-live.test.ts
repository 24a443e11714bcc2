// Crash safety of the canvas's live channel (decision 097): two editor tabs on the production
// build (two workers, so the tabs may sit in rooms of different processes) keep writing a counter,
// one into the deck's title and one into a text box, while the server is killed with SIGKILL at a
// random moment, four times, on each database. After every restart the state the edit page hands
// out holds at least every value a `saved` message acknowledged; the tabs then reconnect with the
// documents they kept, edits made while the server was down included, and once those are
// acknowledged the stored state holds exactly what each tab last wrote: nothing unacknowledged
// was lost either, as long as the tab lived to send it again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { setCanvasMeta } from '../../src/kernel/document/canvas/crdt/ops-meta';
import { setText } from '../../src/kernel/document/canvas/crdt/ops-text';
import { plain } from '../../src/kernel/document/canvas/crdt/test-support';
import { elementsOf } from '../../src/kernel/document/canvas/crdt/ydoc';
import { freePort } from '../e2e/server';
import { canvasStateOf } from '../helpers/canvas-tabs';
import { signUp, type TestClient } from '../helpers/client';
import { buildCanvasDocument } from '../helpers/documents';
import { type LiveTab, openLiveTab } from '../helpers/live-tab';
import { freshDatabase, killHard, startServer } from '../helpers/production-server';
import { DIALECTS } from '../helpers/test-app';

const ROUNDS = 4;
/** Edits a tab may have sent and not yet seen acknowledged. */
const WINDOW = 3;
/**
 * Edits per connection, well inside the channel's burst of 300 messages: the tabs write as fast as
 * they are acknowledged, faster than a person, and the rate limit is not what this test is about.
 */
const EDITS_PER_CONNECTION = 150;

/** One tab's counter: where it writes it, the value it last wrote and the last acknowledged. */
interface Editor {
  what: string;
  write: (ydoc: Y.Doc, n: number) => void;
  read: (ydoc: Y.Doc) => number;
  ydoc: Y.Doc;
  written: number;
  acknowledged: number;
  /** Acknowledged edits over the whole run, to time the kills by. */
  acks: number;
}

const numberIn = (text: unknown, prefix: string) => {
  const match = new RegExp(`${prefix} (\\d+)`).exec(String(text));
  return match ? Number(match[1]) : 0;
};

function editors(): Editor[] {
  const common = { ydoc: new Y.Doc(), written: 0, acknowledged: 0, acks: 0 };
  return [
    {
      ...common,
      what: 'the title',
      write: (ydoc, n) => setCanvasMeta(ydoc, { title: `Title ${n}` }),
      read: (ydoc) => numberIn(ydoc.getMap('meta').get('title'), 'Title'),
    },
    {
      ...common,
      ydoc: new Y.Doc(),
      what: 'the text box',
      write: (ydoc, n) => setText(ydoc, { element: 't1' }, plain(`Typed ${n}`)),
      read: (ydoc) => numberIn(JSON.stringify(elementsOf(ydoc).get('t1')?.toJSON()), 'Typed'),
    },
  ];
}

/** Called after every acknowledgement, for the wait that times the kill. */
const listeners = new Set<() => void>();

/**
 * Writes the editor's counter on `tab` until the socket closes: each new value once fewer than
 * WINDOW edits await their `saved`. An acknowledgement covering the message that carried a value
 * makes it the editor's acknowledged one.
 */
async function keepEditing(editor: Editor, tab: LiveTab): Promise<void> {
  const pending: { message: number; value: number }[] = [];
  tab.socket.on('message', () => {
    while (pending.length > 0 && tab.saved >= pending[0]!.message) {
      editor.acknowledged = pending.shift()!.value;
      editor.acks++;
    }
    for (const listener of listeners) listener();
  });
  try {
    for (let i = 0; i < EDITS_PER_CONNECTION; i++) {
      editor.written++;
      editor.write(editor.ydoc, editor.written);
      pending.push({ message: tab.sent, value: editor.written });
      await tab.until(() => tab.sent - tab.saved < WINDOW, 'room for another edit');
    }
    await tab.closed;
  } catch {
    // The server is gone: the edits in flight stay unacknowledged, and in the tab's document.
  }
}

/** The counters in the state the edit page hands out (the stored state and its log). */
async function stored(client: TestClient, oid: string, all: Editor[]): Promise<number[]> {
  const state = await canvasStateOf(client, `/p/edit/${oid}/`);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(state!.state, 'base64')));
  return all.map((editor) => editor.read(ydoc));
}

describe.each(DIALECTS)('%s: SIGKILL while editors write on the live channel', (dialect) => {
  const dir = mkdtempSync(path.join(tmpdir(), `podium-crash-live-${dialect}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`loses no acknowledged edit in ${ROUNDS} kills`, async () => {
    const database = await freshDatabase(dialect, dir);
    const port = await freePort();
    const env = { ...database.env, RATE_LIMIT_LIVE: '100000' };
    let running = await startServer(env, port);
    try {
      const client = await signUp(running.url, 'crash.editor');
      const created = await client.request('POST', '/api/v4/presentations/', {
        json: { source: JSON.stringify(buildCanvasDocument({ title: 'Title 0' })), privacy: 'private' },
      });
      expect(created.status).toBe(201);
      const { oid } = (await created.json()) as { oid: string };
      const { generation } = (await canvasStateOf(client, `/p/edit/${oid}/`))!;
      const all = editors();
      let tabs = await Promise.all(all.map((editor) => openLiveTab(client, oid, generation, editor)));
      await Promise.all(
        tabs.map((tab) => tab.until(() => elementsOf(tab.ydoc).has('t1'), 'the deck arrived')),
      );

      for (let round = 1; round <= ROUNDS; round++) {
        const editing = all.map((editor, i) => keepEditing(editor, tabs[i]!));
        // The kill lands after a varying number of acknowledged edits, not after a time.
        const target = all.reduce((n, e) => n + e.acks, 0) + 10 + Math.floor(Math.random() * 40);
        await new Promise<void>((resolve) => {
          const look = () => {
            if (all.reduce((n, e) => n + e.acks, 0) < target) return;
            listeners.delete(look);
            resolve();
          };
          listeners.add(look);
          look();
        });
        await killHard(running);
        await Promise.all(editing);
        // Written while the server is down: only the tab's document has it.
        for (const editor of all) editor.write(editor.ydoc, ++editor.written);

        running = await startServer(env, port);
        const found = await stored(client, oid, all);
        for (const [i, editor] of all.entries())
          expect(found[i], `round ${round}: ${editor.what}`).toBeGreaterThanOrEqual(editor.acknowledged);

        tabs = await Promise.all(all.map((editor) => openLiveTab(client, oid, generation, editor)));
        await Promise.all(tabs.map((tab) => tab.allSaved()));
        expect(await stored(client, oid, all), `round ${round}: after the tabs reconnected`).toEqual(
          all.map((editor) => editor.written),
        );
      }
      console.log(
        `${dialect}: ${ROUNDS} kills; ${all.map((e) => `${e.what} written up to ${e.written}, ${e.acks} acknowledgements`).join('; ')}; all stored`,
      );
      for (const tab of tabs) tab.close();
    } finally {
      await killHard(running).catch(() => {});
      await database.drop();
    }
  }, 240_000);
});
