// A deck staff took down stays down through its recordings, on every dialect: its owner can neither
// open the studio over it nor publish a recording of it (the recording would carry the deck's text,
// a snapshot of its document, to everyone its own privacy lets in); a recording made before the
// takedown goes down with the deck, for its reason, and comes back when staff unhide the deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { insertReport } from '../../../src/features/moderation/repository';
import { defineActors } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { completeUpload, recordingBody } from '../../helpers/video';

/** A word that appears only in the deck's document. */
const MARKER = 'Zyxquoralpills';

describe.each(DIALECTS)('%s: recordings of a deck taken down', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, staff, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const deck = (hidden: boolean) =>
    buildPresentation(t.handle, owner.user, { title: `Cheap ${MARKER} here`, hidden });
  const publish = async (of: Presentation) => {
    const client = await owner.newClient();
    const upload = await completeUpload(client);
    return client.request('POST', '/api/v4/recordings/', {
      json: recordingBody(upload.id, of.oid, upload.durationMs),
    });
  };
  const recordingsOf = (of: Presentation) =>
    t.handle.db.selectFrom('recordings').select('presentation_id').where('deck_id', '=', of.id).execute();
  /** What an anonymous visitor gets of a presentation: its player data and its page. */
  const visit = async (oid: string, path: string) => {
    const visitor = await anonymous.newClient();
    const data = await visitor.get(`/api/v4/presentation/${oid}/`);
    const page = await visitor.get(path);
    return { data: data.status, page: page.status, text: `${await data.text()}${await page.text()}` };
  };

  it('refuses to record or publish over a hidden deck, and stores nothing', async () => {
    const hidden = await deck(true);
    const studio = await (await owner.client()).get(`/video/new/?deck=${hidden.oid}`);
    expect(studio.status).toBe(403);
    const response = await publish(hidden);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('deck_hidden');
    expect(await recordingsOf(hidden)).toEqual([]);
  });

  it('takes a recording down with its deck, and brings it back with it', async () => {
    const source = await deck(false);
    const response = await publish(source);
    expect(response.status).toBe(201);
    const recording = (await response.json()) as { oid: string; path: string };
    const before = await visit(recording.oid, recording.path);
    expect(before).toMatchObject({ data: 200, page: 200 });
    expect(before.text).toContain(MARKER);

    const reportId = await insertReport(t.handle.db, {
      presentation_id: source.id,
      reporter_id: null,
      reason: 'spam',
      details: 'Sells pills on every slide.',
      contact_email: null,
      created_at: new Date().toISOString(),
    });
    const moderator = await staff.client();
    const hide = await moderator.request('POST', `/api/admin/reports/${reportId}/hide/`, {
      json: { reason: 'Spam' },
    });
    expect(hide.status).toBe(200);
    const during = await visit(recording.oid, recording.path);
    expect(during).toMatchObject({ data: 404, page: 404 });
    expect(during.text).not.toContain(MARKER);
    const row = await t.handle.db
      .selectFrom('presentations')
      .select(['hidden', 'hidden_reason'])
      .where('oid', '=', recording.oid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: 1, hidden_reason: 'Spam' });

    const unhide = await moderator.request('POST', `/api/admin/presentations/${source.oid}/unhide/`);
    expect(unhide.status).toBe(200);
    expect(await visit(recording.oid, recording.path)).toMatchObject({ data: 200, page: 200 });
  });
});
