// Live sessions over real HTTP on every dialect: who may start one, the event
// stream (state first, the presenter's step, reconnection catch-up), reactions and questions with
// votes and moderation, rate limits and text limits, a private talk through a password link, the
// end and the idle end. Then two app servers sharing Redis (and PostgreSQL's LISTEN/NOTIFY).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app/app';
import type { Presentation } from '../../../src/features/access';
import { stepCount } from '../../../src/features/decks/presentation.service';
import type { LiveSessionData } from '../../../src/features/live/contracts';
import { LIVE_HUB_TIMING } from '../../../src/features/live/live-hub';
import { findSessionByCode } from '../../../src/features/live/repository';
import { LIVE_LIMITS, LIVE_RATES } from '../../../src/features/live/rules';
import { openDatabase } from '../../../src/platform/db/connection';
import { defineActors } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { openLiveStream } from '../../helpers/live-stream';
import { heardAcross } from '../../helpers/peers';
import { DIALECTS, POSTGRES_URL, startTestApp, type TestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';

const startPath = (p: Presentation) => `/api/v4/presentation/${p.oid}/live/`;

async function start(client: TestClient, p: Presentation, body: object = {}) {
  const response = await client.request('POST', startPath(p), { json: body });
  return { status: response.status, session: (await response.json()) as LiveSessionData };
}

describe.each(DIALECTS)('%s: live sessions', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is started by the owner or an editor, once per talk; others are refused', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const first = await start(owner, p);
    expect(first.status).toBe(201);
    expect(first.session).toMatchObject({ oid: p.oid, title: p.title, state: 'live', step: 0, linkId: null });
    expect(first.session.code).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{6}$/);
    expect(first.session.joinUrl).toBe(`${t.url}/live/${first.session.code}/`);
    // Starting again, by the owner or an editor, answers the open session.
    const again = await start(await actors.editor.client(), p);
    expect(again).toEqual({ status: 200, session: first.session });
    const open = await (await actors.editor.client()).get(startPath(p));
    expect(await open.json()).toEqual({ session: first.session });

    expect((await start(await actors.commenter.client(), p)).status).toBe(403);
    expect((await start(await actors.other.client(), p)).status).toBe(403);
    expect((await start(await actors.anonymous.client(), p)).status).toBe(401);
    const privateTalk = await actors.sharedPresentation({ privacy: 'private' });
    expect((await start(await actors.other.client(), privateTalk)).status).toBe(404);
    // A link of another talk is refused.
    const badLink = await start(owner, privateTalk, { linkId: 'a'.repeat(16) });
    expect(badLink.status).toBe(400);
    const sessions = await t.handle.db.selectFrom('live_sessions').selectAll().execute();
    expect(sessions.filter((s) => s.presentation_id === privateTalk.id)).toEqual([]);
  });

  it('streams the state first, then the presenter’s steps; a reconnection catches up', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const viewer = await actors.anonymous.newClient();
    const stream = await openLiveStream(viewer, session.code);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const state = await stream.next('state');
    expect(stream.events[0]).toBe(state);
    expect(state).toMatchObject({ session: { code: session.code, step: 0, state: 'live' }, questions: [] });

    const presenter = await openLiveStream(owner, session.code);
    expect((await presenter.next('state')).viewers).toBe(1);
    const before = Date.now();
    expect(
      (await owner.request('POST', `/api/v4/live/${session.code}/step`, { json: { step: 2 } })).status,
    ).toBe(204);
    const step = await stream.next('step');
    expect(step.step).toBe(2);
    expect(step.at).toBeGreaterThanOrEqual(before - 5);
    // Clamped to the deck's path.
    const last = stepCount(p) - 1;
    await owner.request('POST', `/api/v4/live/${session.code}/step`, { json: { step: 99 } });
    expect((await stream.next('step')).step).toBe(last);
    // Only the presenter moves it.
    const moved = await viewer.request('POST', `/api/v4/live/${session.code}/step`, { json: { step: 1 } });
    expect(moved.status).toBe(403);
    expect((await moved.json()).error.code).toBe('not_presenter');
    const byCommenter = await (await actors.commenter.client()).request(
      'POST',
      `/api/v4/live/${session.code}/step`,
      { json: { step: 1 } },
    );
    expect(byCommenter.status).toBe(403);

    const asked = await viewer.request('POST', `/api/v4/live/${session.code}/questions`, {
      json: { text: 'What about wide tables?' },
    });
    expect(asked.status).toBe(201);
    stream.close();
    const again = await openLiveStream(viewer, session.code);
    const caughtUp = await again.next('state');
    expect(caughtUp.session.step).toBe(last);
    expect(caughtUp.questions).toMatchObject([{ text: 'What about wide tables?', mine: true, votes: 0 }]);
    again.close();
    presenter.close();
  });

  it('carries reactions and questions with one vote per viewer', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const base = `/api/v4/live/${session.code}`;
    const [alice, bob] = [await actors.anonymous.newClient(), await actors.other.newClient()];
    const bobStream = await openLiveStream(bob, session.code);
    await bobStream.next('state');

    expect((await alice.request('POST', `${base}/reactions`, { json: { emoji: '👏' } })).status).toBe(204);
    expect(await bobStream.next('reaction')).toEqual({ type: 'reaction', emoji: '👏' });
    const bad = await alice.request('POST', `${base}/reactions`, { json: { emoji: '💩' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_reaction');

    const asked = await alice.request('POST', `${base}/questions`, {
      json: { text: '  <b>Why</b> tidy?  ' },
    });
    const question = await asked.json();
    expect(question).toMatchObject({
      text: '<b>Why</b> tidy?',
      votes: 0,
      state: 'open',
      mine: true,
      voted: false,
    });
    const heard = await bobStream.next('question');
    expect(heard.question).toMatchObject({
      id: question.id,
      text: '<b>Why</b> tidy?',
      mine: false,
      voted: false,
    });

    const vote = () => bob.request('POST', `${base}/questions/${question.id}/vote`);
    expect(await (await vote()).json()).toMatchObject({ votes: 1, voted: true, mine: false });
    expect(await (await vote()).json()).toMatchObject({ votes: 1, voted: true });
    expect((await bobStream.next('question')).question.votes).toBe(1);
    // Nobody votes for their own question.
    const aliceVote = await alice.request('POST', `${base}/questions/${question.id}/vote`);
    expect(aliceVote.status).toBe(403);
    expect((await aliceVote.json()).error.code).toBe('own_question');
    const counted = await t.handle.db
      .selectFrom('live_questions')
      .select('votes')
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    expect(counted.votes).toBe(1);
    expect((await bob.request('POST', `${base}/questions/999999/vote`)).status).toBe(404);

    const rows = await t.handle.db
      .selectFrom('live_sessions')
      .selectAll()
      .where('code', '=', session.code)
      .execute();
    expect(rows[0]).toMatchObject({ reactions: 1, questions: 1 });
    bobStream.close();
  });

  it('lets only the presenter answer and hide; hidden questions reach only the presenter', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const base = `/api/v4/live/${session.code}`;
    const viewer = await actors.anonymous.newClient();
    const id = (
      await (await viewer.request('POST', `${base}/questions`, { json: { text: 'Rude words' } })).json()
    ).id;
    const kept = (
      await (await viewer.request('POST', `${base}/questions`, { json: { text: 'Fine one' } })).json()
    ).id;
    const viewerStream = await openLiveStream(viewer, session.code);
    const presenterStream = await openLiveStream(owner, session.code);
    await viewerStream.next('state');
    await presenterStream.next('state');

    const moderate = (client: TestClient, qid: number, action: string) =>
      client.request('POST', `${base}/questions/${qid}/moderate`, { json: { action } });
    expect((await moderate(viewer, id, 'hide')).status).toBe(403);
    expect((await moderate(await actors.commenter.client(), id, 'hide')).status).toBe(403);
    expect((await moderate(owner, id, 'delete')).status).toBe(400);
    expect(await (await moderate(owner, kept, 'answer')).json()).toMatchObject({ state: 'answered' });
    expect((await viewerStream.next('question')).question).toMatchObject({ id: kept, state: 'answered' });
    expect((await presenterStream.next('question')).question).toMatchObject({ id: kept, state: 'answered' });
    expect(await (await moderate(owner, id, 'hide')).json()).toMatchObject({
      state: 'hidden',
      text: 'Rude words',
    });
    expect((await presenterStream.next('question')).question).toMatchObject({
      state: 'hidden',
      text: 'Rude words',
    });
    const notice = (await viewerStream.next('question')).question;
    expect(notice).toMatchObject({ id, state: 'hidden', text: '' });
    // A reconnection: the audience's state leaves it out, the presenter's keeps it.
    const fresh = await openLiveStream(viewer, session.code);
    expect((await fresh.next('state')).questions.map((q) => q.id)).toEqual([kept]);
    const presenterFresh = await openLiveStream(owner, session.code);
    expect((await presenterFresh.next('state')).questions.map((q) => q.id).sort()).toEqual([id, kept].sort());
    // No votes on a hidden question.
    expect((await viewer.request('POST', `${base}/questions/${id}/vote`)).status).toBe(404);
    for (const s of [fresh, presenterFresh, viewerStream, presenterStream]) s.close();
  });

  it('limits reactions and questions per viewer, and the text of questions', async () => {
    const p = await actors.sharedPresentation();
    const { session } = await start(await actors.owner.client(), p);
    const base = `/api/v4/live/${session.code}`;
    const viewer = await actors.anonymous.newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= LIVE_RATES.reactions.max; i++)
      statuses.push((await viewer.request('POST', `${base}/reactions`, { json: { emoji: '🎉' } })).status);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another viewer is not held back.
    const other = await actors.anonymous.newClient();
    expect((await other.request('POST', `${base}/reactions`, { json: { emoji: '🎉' } })).status).toBe(204);

    const ask = (text: string, client = viewer) =>
      client.request('POST', `${base}/questions`, { json: { text } });
    const empty = await ask('   ');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('question_empty');
    const long = await ask('x'.repeat(LIVE_LIMITS.questionLength + 1));
    expect(long.status).toBe(400);
    expect((await long.json()).error.code).toBe('question_too_long');
    expect((await ask('🎉'.repeat(LIVE_LIMITS.questionLength), other)).status).toBe(201);
    expect((await ask('x', other)).status).toBe(201);
    expect((await ask('y', other)).status).toBe(201);
    expect((await ask('z', other)).status).toBe(429);
    const huge = await viewer.request('POST', `${base}/questions`, {
      body: JSON.stringify({ text: 'x'.repeat(10_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 413]).toContain(huge.status);
    const fresh = await actors.anonymous.newClient();
    const extra = await fresh.request('POST', `${base}/reactions`, { json: { emoji: '🎉', more: 1 } });
    expect(extra.status).toBe(400);
  });

  it('takes at most questionsPerSession visible questions; hidden ones do not count', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const { id } = (await findSessionByCode(t.handle.db, session.code))!;
    const at = new Date().toISOString();
    const rows = Array.from({ length: LIVE_LIMITS.questionsPerSession }, (_, i) => ({
      session_id: id,
      visitor_id: `anon:${i}`,
      text: `Q${i}`,
      state: 'open' as const,
      created_at: at,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.handle.db
        .insertInto('live_questions')
        .values(rows.slice(i, i + 100))
        .execute();
    const viewer = await actors.anonymous.newClient();
    const ask = () =>
      viewer.request('POST', `/api/v4/live/${session.code}/questions`, { json: { text: 'One more?' } });
    const full = await ask();
    expect(full.status).toBe(409);
    expect((await full.json()).error.code).toBe('too_many_questions');
    const first = await t.handle.db
      .selectFrom('live_questions')
      .select('id')
      .where('session_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await owner.request('POST', `/api/v4/live/${session.code}/questions/${first.id}/moderate`, {
      json: { action: 'hide' },
    });
    expect((await ask()).status).toBe(201);
  });

  it('lets an audience watch a private talk through a password link once it is opened', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const owner = await actors.owner.client();
    const link = await owner.request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: { password: 'open sesame' },
    });
    const { linkId } = (await link.json()).link;
    // Without the link, no one but the talk's people may watch.
    const plain = await start(owner, p);
    const stranger = await actors.anonymous.newClient();
    const closed = await openLiveStream(stranger, plain.session.code);
    expect(closed.status).toBe(404);
    expect((await stranger.get(`/live/${plain.session.code}/`)).status).toBe(404);
    await owner.request('POST', `/api/v4/live/${plain.session.code}/end`);

    const { session } = await start(owner, p, { linkId });
    expect(session.linkId).toBe(linkId);
    const locked = await openLiveStream(stranger, session.code);
    expect(locked.status).toBe(403);
    const writes = await stranger.request('POST', `/api/v4/live/${session.code}/reactions`, {
      json: { emoji: '👍' },
    });
    expect((await writes.json()).error.code).toBe('link_locked');
    const page = await stranger.get(`/live/${session.code}/`);
    expect(page.status).toBe(401);
    const form = await page.text();
    expect(form).toContain(`/view/${linkId}/unlock/`);
    expect(form).toContain(`/live/${session.code}/`);
    const unlocked = await stranger.submit(`/view/${linkId}/unlock/`, {
      password: 'open sesame',
      next: `/live/${session.code}/`,
    });
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.get('location')).toBe(`/live/${session.code}/`);
    const open = await stranger.get(`/live/${session.code}/`);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain(`auth_key=${linkId}`);
    expect(html).toContain(`/view/${linkId}/`);
    const stream = await openLiveStream(stranger, session.code);
    expect((await stream.next('state')).session.linkId).toBe(linkId);
    stream.close();
    // The link's people need no password.
    const editorStream = await openLiveStream(await actors.editor.client(), session.code);
    expect(editorStream.status).toBe(200);
    editorStream.close();
  });

  it('holds at most LIVE_MAX_STREAMS streams per process; the next viewer gets 503 and a retry time', async () => {
    const p = await actors.sharedPresentation();
    const { session } = await start(await actors.owner.client(), p);
    const held = await openLiveStream(await actors.anonymous.newClient(), session.code);
    await held.next('state');
    const { live } = t.app.config;
    const before = live.maxStreams;
    live.maxStreams = t.app.live.connectionCount();
    try {
      const refused = await (await actors.anonymous.newClient()).get(`/api/v4/live/${session.code}/events`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('live_full');
      held.close();
      await expect.poll(() => t.app.live.connectionCount()).toBeLessThan(live.maxStreams);
      const again = await openLiveStream(await actors.anonymous.newClient(), session.code);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      live.maxStreams = before;
    }
  });

  it('has no audience on a taken-down talk, and a readable 404 for an unknown code', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    await t.handle.db.updateTable('presentations').set({ hidden: 1 }).where('id', '=', p.id).execute();
    const viewer = await actors.anonymous.newClient();
    expect((await openLiveStream(viewer, session.code)).status).toBe(404);
    expect((await viewer.get(`/live/${session.code}/`)).status).toBe(404);
    const unknown = await viewer.get('/live/zzzzzz/');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('There is no live session with this code.');
    const stream = await openLiveStream(viewer, 'zzzzzz');
    expect(stream.status).toBe(404);
    expect((await viewer.get('/live/ZZZ-ZZZ/')).headers.get('location')).toBe('/live/zzzzzz/');
    expect((await viewer.get('/api/v4/live/abc/events')).status).toBe(400);
  });

  it('ends for everyone, finally; the page then shows the ended session', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const base = `/api/v4/live/${session.code}`;
    const viewer = await actors.anonymous.newClient();
    const stream = await openLiveStream(viewer, session.code);
    await stream.next('state');
    expect((await viewer.request('POST', `${base}/end`)).status).toBe(403);
    expect((await owner.request('POST', `${base}/end`)).status).toBe(204);
    await stream.next('ended');
    await stream.closed;
    expect((await owner.request('POST', `${base}/end`)).status).toBe(204); // idempotent
    const step = await owner.request('POST', `${base}/step`, { json: { step: 1 } });
    expect(step.status).toBe(409);
    expect((await step.json()).error.code).toBe('session_ended');
    expect((await viewer.request('POST', `${base}/reactions`, { json: { emoji: '👍' } })).status).toBe(409);
    const later = await openLiveStream(viewer, session.code);
    expect((await later.next('state')).session).toMatchObject({ state: 'ended' });
    await later.closed;
    expect((await viewer.get(`/live/${session.code}/`)).status).toBe(200);
    // A new start makes a new session.
    const next = await start(owner, p);
    expect(next.status).toBe(201);
    expect(next.session.code).not.toBe(session.code);
  });

  it('ends by itself once the presenter has been away for the idle time, once', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const other = await actors.sharedPresentation();
    const { session: busy } = await start(owner, other);
    const viewer = await actors.anonymous.newClient();
    const stream = await openLiveStream(viewer, session.code);
    await stream.next('state');
    const soon = new Date(Date.now() + LIVE_LIMITS.presenterIdleMs - 60_000);
    expect(await t.app.liveUpkeep.sweep(soon)).toEqual([]);
    // The other session's presenter acts just before the sweep looks.
    const later = new Date(Date.now() + LIVE_LIMITS.presenterIdleMs + 1_000);
    await t.handle.db
      .updateTable('live_sessions')
      .set({ last_presenter_at: new Date(later.getTime() - 1000).toISOString() })
      .where('code', '=', busy.code)
      .execute();
    const ended = await t.app.liveUpkeep.sweep(later);
    expect(ended).toContain(session.code);
    expect(ended).not.toContain(busy.code);
    await stream.next('ended');
    expect(await t.app.liveUpkeep.sweep(later)).not.toContain(session.code);
    const row = await t.handle.db
      .selectFrom('live_sessions')
      .select(['state', 'ended_at'])
      .where('code', '=', session.code)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('ended');
    expect(row.ended_at).not.toBeNull();
  });

  it('counts distinct viewers and the peak for the statistics page', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const { session } = await start(owner, p);
    const viewers = [await actors.anonymous.newClient(), await actors.other.newClient()];
    const presenter = await openLiveStream(owner, session.code);
    let watching = (await presenter.next('state')).viewers;
    const streams = [];
    for (const v of viewers) {
      const s = await openLiveStream(v, session.code);
      await s.next('state');
      streams.push(s);
    }
    // The same viewer twice counts once among the distinct viewers.
    const twice = await openLiveStream(viewers[0]!, session.code);
    await twice.next('state');
    while (watching !== 3) watching = (await presenter.next('viewers')).viewers;
    await viewers[0]!.request('POST', `/api/v4/live/${session.code}/reactions`, { json: { emoji: '❤️' } });
    await viewers[1]!.request('POST', `/api/v4/live/${session.code}/questions`, { json: { text: 'Q?' } });
    for (const s of [...streams, twice, presenter]) s.close();
    await owner.request('POST', `/api/v4/live/${session.code}/end`);
    const page = await owner.get(`/dashboard/next/${p.oid}/stats/`);
    const html = await page.text();
    expect(html).toContain('Live sessions');
    const row = await t.handle.db
      .selectFrom('live_sessions')
      .selectAll()
      .where('code', '=', session.code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ viewers: 2, peak_viewers: 3, reactions: 1, questions: 1 });
  });

  it('stops remembering distinct viewers at recordedViewers', async () => {
    const p = await actors.sharedPresentation();
    const { session } = await start(await actors.owner.client(), p);
    const rows = () =>
      t.handle.db
        .selectFrom('live_viewers as v')
        .innerJoin('live_sessions as s', 's.id', 'v.session_id')
        .where('s.code', '=', session.code)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const watch = async (who: TestClient) => {
      const stream = await openLiveStream(who, session.code);
      await stream.next('state');
      stream.close();
    };
    await watch(await actors.anonymous.newClient());
    expect(await rows()).toBe(1);
    await t.handle.db
      .updateTable('live_sessions')
      .set({ viewers: LIVE_LIMITS.recordedViewers })
      .where('code', '=', session.code)
      .execute();
    // Another viewer (signed in, so surely another visitor) is not remembered any more.
    await watch(await actors.other.newClient());
    expect(await rows()).toBe(1);
  });
});

/** A second app server on the first one's database, with the same settings. */
async function secondServer(first: TestApp): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(first.app.config, openDatabase(first.app.config.database));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

for (const transport of ['Redis', 'LISTEN/NOTIFY'] as const) {
  describe.runIf(POSTGRES_URL)(`postgres + ${transport}: a live session across two app servers`, () => {
    let one: TestApp;
    let two: { app: FastifyInstance; url: string };
    const actors = defineActors();
    beforeAll(async () => {
      const env: Record<string, string> =
        transport === 'Redis'
          ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `podium-live-test-${randomUUID()}:` }
          : {};
      one = await startTestApp('postgres', env);
      two = await secondServer(one);
      await actors.build(one);
      if (transport === 'Redis')
        await waitUntil(() => one.app.redis?.status === 'ready' && two.app.redis?.status === 'ready', {
          what: "both servers' Redis connections to be ready",
        });
      // Each server hears the other before a step or a question has to cross over.
      await heardAcross(one.app, two.app);
      await heardAcross(two.app, one.app);
    });
    afterAll(async () => {
      await two.app.close();
      await one.close();
    });

    it('moves a viewer on server two when the presenter steps on server one, and sums the viewers', async () => {
      const p = await actors.sharedPresentation();
      const owner = await actors.owner.client();
      const { session } = await start(owner, p);
      const onTwo = await actors.anonymous.newClient();
      const viewerTwo = await openLiveStream({ baseUrl: two.url, cookies: onTwo.cookies }, session.code);
      await viewerTwo.next('state');
      const viewerOne = await openLiveStream(await actors.anonymous.newClient(), session.code);
      await viewerOne.next('state');
      const presenter = await openLiveStream(owner, session.code);
      let watching = (await presenter.next('state')).viewers;
      // The step crosses over through the peers channel; without it, server two never hears it.
      await owner.request('POST', `/api/v4/live/${session.code}/step`, { json: { step: 3 } });
      expect((await viewerTwo.next('step', 10_000)).step).toBe(3);
      // One viewer here, one there: the presenter's count is their sum. Usually within a second
      // (the new room asks the others for their counts); at the latest with the next round of
      // counts, which a loaded machine may need (both servers share this test's process).
      const countsRound = LIVE_HUB_TIMING.countEveryMs + LIVE_HUB_TIMING.viewersThrottleMs + 1_000;
      while (watching !== 2) watching = (await presenter.next('viewers', countsRound)).viewers;
      // A question asked on server two reaches the presenter on server one.
      await new TestClient(two.url).request('GET', '/login/');
      const ask = await fetch(`${two.url}/api/v4/live/${session.code}/questions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: two.url,
          cookie: [...onTwo.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrftoken': onTwo.csrfToken ?? '',
        },
        body: JSON.stringify({ text: 'From the other server' }),
      });
      expect(ask.status).toBe(201);
      expect((await presenter.next('question')).question.text).toBe('From the other server');
      await owner.request('POST', `/api/v4/live/${session.code}/end`);
      await viewerTwo.next('ended');
      for (const s of [viewerOne, viewerTwo, presenter]) s.close();
    });
  });
}
