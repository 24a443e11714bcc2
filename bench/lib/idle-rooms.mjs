// Whether an idle deck leaves the server's memory (co-editing.mjs): the app runs from source in a
// process of its own (lib/app-in-process.ts, with --expose-gc) so its heap and its open rooms can
// be read. DECKS canvas decks of 500 elements are each opened by two editors (one moves an
// element and waits for it to be stored, so each room has stored and compacted a batch; a pair of
// people shares 20 decks, as many tabs as one person may open); then every editor leaves. Figures: the heap after a collection before any room, with the rooms open,
// and once they have all ended and the compactions they queued have run; the rooms and
// connections left (none, or a deck no one edits stays in memory).
import { fork } from 'node:child_process';
import { canvasDeck } from './canvas-deck.mjs';
import { generationOf, openLiveEditor } from './live-editor.mjs';
import { round } from './load.mjs';
import { people, sharedDeck } from './shared-deck.mjs';

const DECKS = Number(process.env.PODIUM_BENCH_IDLE_DECKS ?? 40);
/** Tabs one person may have open (LIVE_LIMITS.connectionsPerUser). */
const TABS_PER_PERSON = 20;
/** Past the live compaction's longest wait (2 s), so what the rooms queued has run. */
const SETTLE_MS = 3_000;
const ROOMS_GONE_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app in a child process; `measure()` answers its heap, RSS, rooms and connections. */
async function startInside() {
  const child = fork('bench/lib/app-in-process.ts', [], {
    execArgv: ['--import', 'tsx', '--import', './bench/lib/asset-stubs.mjs', '--expose-gc'],
    env: {
      ...process.env,
      SECRET_KEY: 'bench-idle-rooms-secret-key-long-enough-0000',
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_CREATES: '100000',
      RATE_LIMIT_LIVE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (kind) =>
    new Promise((resolve, reject) => {
      const heard = (message) => {
        if (message.kind !== kind) return;
        child.off('message', heard);
        child.off('exit', exited);
        resolve(message);
      };
      const exited = (code) => reject(new Error(`the app exited with ${code}`));
      child.on('message', heard);
      child.once('exit', exited);
    });
  const { url } = await next('ready');
  return {
    url,
    measure: () => {
      const answer = next('measured');
      child.send({ kind: 'measure' });
      return answer;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function idleRooms() {
  const app = await startInside();
  const open = [];
  try {
    const crowd = await people(app.url, 2 * Math.ceil(DECKS / TABS_PER_PERSON), 'idle');
    const pairOf = (d) => crowd.slice(2 * Math.floor(d / TABS_PER_PERSON)).slice(0, 2);
    const decks = [];
    for (let d = 0; d < DECKS; d++) {
      const [owner, editor] = pairOf(d);
      decks.push(await sharedDeck(app.url, owner, [editor]));
    }
    const generations = await Promise.all(decks.map((oid, d) => generationOf(app.url, oid, pairOf(d)[0])));
    const text = canvasDeck().elements.find((element) => element.kind === 'text');
    await sleep(SETTLE_MS);
    const before = await app.measure();
    for (const [d, oid] of decks.entries()) {
      const [owner, editor] = pairOf(d);
      const mover = await openLiveEditor(app.url, oid, generations[d], owner);
      open.push(mover, await openLiveEditor(app.url, oid, generations[d], editor, { passive: true }));
      await mover.move(text.id, text.x + 1);
    }
    const held = await app.measure();
    for (const each of open.splice(0)) each.close();
    const deadline = performance.now() + ROOMS_GONE_MS;
    let after = await app.measure();
    while (after.rooms > 0 && performance.now() < deadline) {
      await sleep(100);
      after = await app.measure();
    }
    await sleep(SETTLE_MS);
    after = await app.measure();
    return [
      {
        name: 'idle decks leave memory (decks of 500 elements, 2 editors each, all gone)',
        decks: DECKS,
        rooms: held.rooms,
        connections: held.connections,
        gcForced: after.collected,
        heapBeforeMB: round(before.heapMB),
        heapOpenMB: round(held.heapMB),
        heapAfterMB: round(after.heapMB),
        heapKeptPerDeckKB: round(((after.heapMB - before.heapMB) * 1024) / DECKS),
        rssAfterMB: round(after.rssMB),
        roomsLeft: after.rooms,
        connectionsLeft: after.connections,
      },
    ];
  } finally {
    for (const each of open) each.close();
    await app.stop();
  }
}
