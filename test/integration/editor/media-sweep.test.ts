// The media sweep over real HTTP on every dialect (decision 099): a picture uploaded from the
// canvas editor and removed from the canvas is marked by the next pass, not deleted; a pass past
// the grace period deletes it, frees the deck's room and its address answers 404; a picture a kept
// version, another deck, the unmerged live log or a Markdown source still names stays; a picture
// named again (an undo, the same picture stored again) loses its mark. The sweep runs as the app schedules it,
// on a queue whose clock the test moves.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { insertMediaFiles } from '../../../src/features/decks';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { mediaUsage } from '../../../src/features/editor/canvas-media.repository';
import {
  MEDIA_SWEEP_JOB,
  type SweepReport,
  scheduleMediaSweep,
  sweepMedia,
} from '../../../src/features/editor/media-sweep.service';
import { MEDIA_GRACE_MS, MEDIA_SWEEP_EVERY_MS } from '../../../src/features/editor/media-sweep-rules';
import { addElement, deleteElements } from '../../../src/kernel/document/canvas/crdt/ops-elements';
import { jobStore } from '../../../src/platform/jobs/jobs.repository';
import { JobQueue } from '../../../src/platform/jobs/queue';
import { defineActors } from '../../helpers/actors';
import { type CanvasTab, openTab, sync } from '../../helpers/canvas-tabs';
import { buildCanvasDocument } from '../../helpers/documents';
import { makePng } from '../../helpers/pdf';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('%s: the media sweep', (dialect) => {
  let t: TestApp;
  let queue: JobQueue;
  // The test's clock: each pass is a slot of the schedule on from the last.
  let time = Date.now();
  const actors = defineActors();
  const { owner, anonymous } = actors;
  // Each test's pictures differ from every other's: a key another deck holds would still be served.
  let side = 2;
  // What each pass that changed something logged.
  const reports: SweepReport[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    // The app's own worker loop would sweep by the real clock: only the test's queue runs here.
    await t.app.jobs.stop();
    queue = new JobQueue({
      store: jobStore(t.handle.db, t.handle.dialect),
      log: { warn: () => {} },
      clock: () => new Date(time),
    });
    scheduleMediaSweep(queue, t.handle, { info: (report) => reports.push(report as SweepReport) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** One pass of the scheduled job, `after` ms on (at least the next slot). */
  async function pass(after = MEDIA_SWEEP_EVERY_MS) {
    time += Math.max(after, MEDIA_SWEEP_EVERY_MS);
    // The slot the app's queue enqueued before it stopped may still be due: it runs alongside.
    expect(await queue.runDue([MEDIA_SWEEP_JOB])).toBeGreaterThanOrEqual(1);
  }

  const row = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const fileOf = (deck: Presentation, key: string) =>
    t.handle.db
      .selectFrom('media_files')
      .select(['key', 'unreferenced_at'])
      .where('presentation_id', '=', deck.id)
      .where('key', '=', key)
      .executeTakeFirst();

  async function canvasDeck(title: string): Promise<Presentation> {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title })), privacy: 'public' },
    });
    expect(response.status).toBe(201);
    return row((await response.json()).oid);
  }

  /** Uploads a new picture into the deck; its key. */
  async function upload(deck: Presentation): Promise<string> {
    side += 1;
    const response = await (await owner.client()).request('POST', `/api/v4/presentation/${deck.oid}/media/`, {
      body: makePng(side, side),
      headers: { 'content-type': 'image/png' },
    });
    expect(response.status).toBe(201);
    return (await response.json()).src.slice('/media/u/'.length);
  }

  const place = (tab: CanvasTab, id: string, key: string) =>
    addElement(tab.ydoc, {
      kind: 'image',
      id,
      parent: 'f1',
      x: 100,
      y: 100,
      width: 300,
      height: 300,
      rotation: 0,
      z: 5,
      src: `/media/u/${key}`,
      alt: 'A heron',
    });

  async function saved(tab: CanvasTab) {
    expect((await sync(tab)).status).toBe(200);
  }

  /** A canvas deck whose canvas showed an uploaded picture, then had it removed: no version keeps it. */
  async function removedPicture(title: string) {
    const deck = await canvasDeck(title);
    const key = await upload(deck);
    const tab = await openTab(await owner.client(), deck.oid, `/p/edit/${deck.oid}/`);
    place(tab, 'pic', key);
    await saved(tab);
    expect((await row(deck.oid)).document).toMatchObject({
      elements: expect.arrayContaining([expect.objectContaining({ id: 'pic' })]),
    });
    deleteElements(tab.ydoc, ['pic']);
    await saved(tab);
    return { deck, key, tab };
  }

  it('marks a removed picture, deletes it a grace period later, frees its room and answers 404', async () => {
    const { deck, key } = await removedPicture('Removed heron');
    const before = await mediaUsage(t.handle.db, deck.id);
    expect(before.files).toBe(1);

    await pass();
    const marked = await fileOf(deck, key);
    expect(marked?.unreferenced_at).not.toBeNull();
    expect((await (await anonymous.client()).get(`/media/u/${key}`)).status).toBe(200);

    // A day short of the grace period, it stays.
    await pass(MEDIA_GRACE_MS - DAY);
    expect(await fileOf(deck, key)).toBeDefined();

    reports.length = 0;
    await pass(2 * DAY);
    expect(await fileOf(deck, key)).toBeUndefined();
    expect(reports).toEqual([expect.objectContaining({ deleted: 1 })]);
    expect(await mediaUsage(t.handle.db, deck.id)).toEqual({ files: 0, bytes: 0 });
    expect((await (await anonymous.client()).get(`/media/u/${key}`)).status).toBe(404);
  });

  it('keeps a picture a kept version still shows', async () => {
    const deck = await canvasDeck('Versioned heron');
    const key = await upload(deck);
    const tab = await openTab(await owner.client(), deck.oid, `/p/edit/${deck.oid}/`);
    place(tab, 'pic', key);
    await saved(tab);
    // Ten minutes on, the next autosave keeps the canvas with the picture as a version.
    await t.handle.db
      .updateTable('presentation_versions')
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where('presentation_id', '=', deck.id)
      .execute();
    deleteElements(tab.ydoc, ['pic']);
    await saved(tab);
    expect(JSON.stringify((await row(deck.oid)).document)).not.toContain(key);

    await pass();
    await pass(MEDIA_GRACE_MS + DAY);
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });
  });

  it('clears the mark of a picture put back (an undo), and of one stored again', async () => {
    const { deck, key, tab } = await removedPicture('Returning heron');
    await pass();
    expect((await fileOf(deck, key))?.unreferenced_at).not.toBeNull();

    place(tab, 'back', key);
    await saved(tab);
    await pass();
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });
    // Past the grace period after the first mark, it is still there.
    await pass(MEDIA_GRACE_MS + DAY);
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });

    // Removed again and marked; the same picture uploaded again is wanted at once.
    deleteElements(tab.ydoc, ['back']);
    await saved(tab);
    await pass();
    expect((await fileOf(deck, key))?.unreferenced_at).not.toBeNull();
    side -= 1;
    expect(await upload(deck)).toBe(key);
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });
  });

  it('keeps a picture another deck shows (pasted across decks), and clears its mark', async () => {
    const { deck, key } = await removedPicture('Lent heron');
    const other = await canvasDeck('Borrowing deck');
    const tab = await openTab(await owner.client(), other.oid, `/p/edit/${other.oid}/`);
    place(tab, 'pasted', key);
    await saved(tab);
    await pass();
    expect((await fileOf(deck, key))?.unreferenced_at).not.toBeNull();

    await pass(MEDIA_GRACE_MS + DAY);
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });
    expect((await (await anonymous.client()).get(`/media/u/${key}`)).status).toBe(200);
  });

  it('keeps a picture only the unmerged live log names', async () => {
    const { deck, key } = await removedPicture('Logged heron');
    const state = await t.handle.db
      .selectFrom('canvas_states')
      .select(['generation', 'state'])
      .where('presentation_id', '=', deck.id)
      .executeTakeFirstOrThrow();
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, state.state);
    const vector = Y.encodeStateVector(ydoc);
    addElement(ydoc, {
      kind: 'image',
      id: 'live',
      parent: 'f1',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      rotation: 0,
      z: 6,
      src: `/media/u/${key}`,
      alt: 'A heron',
    });
    const update = Y.encodeStateAsUpdate(ydoc, vector);
    await t.handle.db
      .insertInto('canvas_updates')
      .values({
        presentation_id: deck.id,
        generation: state.generation,
        update: Buffer.from(update),
        size: update.byteLength,
        user_id: owner.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();

    await pass();
    expect(await fileOf(deck, key)).toEqual({ key, unreferenced_at: null });
  });

  it('sweeps a Markdown deck alike: what its source names stays, the rest is marked', async () => {
    const named = makePng(40, 30);
    const unnamed = makePng(41, 30);
    const keyOf = (bytes: Uint8Array) => `${createHash('sha256').update(bytes).digest('hex')}.png`;
    const source = `# Harbour\n\n## Boats\n\n![A boat](/media/u/${keyOf(named)})\n`;
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source, privacy: 'public' },
    });
    expect(response.status).toBe(201);
    const deck = await row((await response.json()).oid);
    await insertMediaFiles(
      t.handle.db,
      deck.id,
      [named, unnamed].map((bytes) => ({
        key: keyOf(bytes),
        contentType: 'image/png',
        bytes: Buffer.from(bytes),
      })),
      new Date().toISOString(),
    );

    await pass();
    expect(await fileOf(deck, keyOf(named))).toEqual({ key: keyOf(named), unreferenced_at: null });
    expect((await fileOf(deck, keyOf(unnamed)))?.unreferenced_at).not.toBeNull();
  });

  it('looks at a bounded number of decks a pass, those looked at longest ago first', async () => {
    const first = await removedPicture('First of two');
    const second = await removedPicture('Second of two');
    // Both were never looked at: one pass of one deck takes one of them, the next pass the other.
    const now = new Date(time);
    expect((await sweepMedia(t.handle, now, 1)).decks).toBe(1);
    const marks = async () =>
      [await fileOf(first.deck, first.key), await fileOf(second.deck, second.key)].map(
        (f) => f?.unreferenced_at !== null,
      );
    expect((await marks()).filter(Boolean)).toHaveLength(1);
    expect((await sweepMedia(t.handle, now, 1)).decks).toBe(1);
    expect(await marks()).toEqual([true, true]);
  });
});
