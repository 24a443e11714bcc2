// What one client address may do to live sessions, over real HTTP on every dialect: a fresh CSRF
// cookie per request makes a fresh viewer, so questions, votes and event streams are bounded per
// address too (X-Forwarded-For through a trusted proxy stands for many addresses); wrong join codes
// are throttled per address and, in a storm, everywhere; an ended session no longer names its share
// link to whoever has only the code; revoking the link sends its live audience away at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { LiveSessionData } from '../../../src/features/live/contracts';
import { streamsPerAddress } from '../../../src/features/live/events.routes';
import { JOIN_CODE_THROTTLE } from '../../../src/features/live/live-guard';
import { JOIN_CODE_ALPHABET, LIVE_RATES } from '../../../src/features/live/rules';
import { defineActors } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { type LiveStream, openLiveStream } from '../../helpers/live-stream';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

async function start(client: TestClient, p: Presentation, body: object = {}) {
  const response = await client.request('POST', `/api/v4/presentation/${p.oid}/live/`, { json: body });
  expect(response.status).toBe(201);
  return (await response.json()) as LiveSessionData;
}

const randomCode = () =>
  Array.from({ length: 6 }, () => JOIN_CODE_ALPHABET[Math.floor(Math.random() * 31)]).join('');

describe.each(DIALECTS)('%s: live sessions, bounded per address', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  let last = 0;
  /** An address no other test uses. */
  const newAddress = () => `198.51.${Math.floor(++last / 250)}.${(last % 250) + 1}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  /** A browser nobody saw before: its own CSRF cookie, so its own viewer. */
  const fresh = () => new TestClient(t.url).prime();

  beforeAll(async () => {
    t = await startTestApp(dialect, { TRUST_PROXY: '1' });
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a bounded number of questions from one address, however many cookies it uses', async () => {
    const p = await actors.sharedPresentation();
    const session = await start(await actors.owner.client(), p);
    const [crowd, other] = [newAddress(), newAddress()];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await (await fresh()).request('POST', `/api/v4/live/${session.code}/questions`, {
        json: { text: `Question number ${i}` },
        headers: from(crowd),
      });
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).error.code).toBe('rate_limited');
    }
    const max = LIVE_RATES.questionsPerAddress.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(201));
    expect(statuses.slice(max)).toEqual(Array(30 - max).fill(429));
    const another = await (await fresh()).request('POST', `/api/v4/live/${session.code}/questions`, {
      json: { text: 'From elsewhere' },
      headers: from(other),
    });
    expect(another.status).toBe(201);
    const stored = await t.handle.db
      .selectFrom('live_questions')
      .innerJoin('live_sessions', 'live_sessions.id', 'live_questions.session_id')
      .select('live_questions.id')
      .where('live_sessions.code', '=', session.code)
      .execute();
    expect(stored).toHaveLength(max + 1);
  });

  it('gives one question a bounded number of votes from one address; nobody votes for their own', async () => {
    const p = await actors.sharedPresentation();
    const session = await start(await actors.owner.client(), p);
    const base = `/api/v4/live/${session.code}/questions`;
    const asker = await fresh();
    const askerAddress = newAddress();
    const asked = await asker.request('POST', base, { json: { text: 'Mine' }, headers: from(askerAddress) });
    const { id } = await asked.json();
    const own = await asker.request('POST', `${base}/${id}/vote`, { headers: from(askerAddress) });
    expect(own.status).toBe(403);
    expect((await own.json()).error.code).toBe('own_question');

    const crowd = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await (await fresh()).request('POST', `${base}/${id}/vote`, { headers: from(crowd) })).status,
      );
    const max = LIVE_RATES.votesPerAddressOnQuestion.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual(Array(20 - max).fill(429));
    const elsewhere = await (await fresh()).request('POST', `${base}/${id}/vote`, {
      headers: from(newAddress()),
    });
    expect(await elsewhere.json()).toMatchObject({ votes: max + 1, voted: true });
  });

  it('holds a bounded share of the streams per address; other addresses and the presenter still connect', async () => {
    const p = await actors.sharedPresentation();
    const owner = await actors.owner.client();
    const session = await start(owner, p);
    const { live } = t.app.config;
    const before = live.maxStreams;
    live.maxStreams = t.app.live.connectionCount() + 100;
    const open: LiveStream[] = [];
    try {
      const cap = streamsPerAddress(live);
      expect(cap).toBe(25);
      const crowd = newAddress();
      for (let i = 0; i < cap; i++) {
        const stream = await openLiveStream(await fresh(), session.code, from(crowd));
        open.push(stream);
        expect(stream.status).toBe(200);
      }
      const refused = await (await fresh()).request('GET', `/api/v4/live/${session.code}/events`, {
        headers: from(crowd),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await refused.json()).error.code).toBe('live_streams_per_address');
      // Another address's viewer, and the presenter behind the crowded address, get in.
      const other = await openLiveStream(await fresh(), session.code, from(newAddress()));
      open.push(other);
      expect(other.status).toBe(200);
      const presenter = await openLiveStream(owner, session.code, from(crowd));
      open.push(presenter);
      expect(presenter.status).toBe(200);
      await presenter.next('state');
      // One stream closed makes room for one more.
      open[0]!.close();
      await expect.poll(() => t.app.live.streamsFrom(`address:${crowd}`)).toBe(cap - 1);
      const again = await openLiveStream(await fresh(), session.code, from(crowd));
      open.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of open) stream.close();
      live.maxStreams = before;
    }
  });

  it('throttles wrong join codes per address, right ones included, and not other addresses', async () => {
    const p = await actors.sharedPresentation();
    const session = await start(await actors.owner.client(), p);
    const guesser = newAddress();
    const client = await fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const code = randomCode();
      const path = i % 2 === 0 ? `/api/v4/live/${code}/events` : `/live/${code}/`;
      statuses.push((await client.request('GET', path, { headers: from(guesser) })).status);
    }
    const free = JOIN_CODE_THROTTLE.perAddress;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(404));
    expect(statuses.slice(free)).toEqual(Array(200 - free).fill(429));
    // Once throttled, the right code waits too: else the throttle would tell right from wrong.
    const page = await client.request('GET', `/live/${session.code}/`, { headers: from(guesser) });
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(
      /Too many wrong live-session codes from your network\. Try again in \d+ minutes?\./,
    );
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    const call = await client.request('GET', `/api/v4/live/${session.code}/events`, {
      headers: from(guesser),
    });
    expect(call.status).toBe(429);
    expect((await call.json()).error.code).toBe('too_many_codes');
    // Another address is not slowed down.
    expect(
      (await (await fresh()).request('GET', `/live/${session.code}/`, { headers: from(newAddress()) }))
        .status,
    ).toBe(200);
  });

  it('stops an address at its first miss while the whole site sees a storm of them', async () => {
    const p = await actors.sharedPresentation();
    const session = await start(await actors.owner.client(), p);
    const { limits } = t.app.liveCodes;
    const before = limits.everywhere;
    limits.everywhere = 0; // as if the site had just seen its window's worth of misses
    try {
      const one = newAddress();
      const client = await fresh();
      expect((await client.request('GET', `/live/${randomCode()}/`, { headers: from(one) })).status).toBe(
        404,
      );
      expect((await client.request('GET', `/live/${session.code}/`, { headers: from(one) })).status).toBe(
        429,
      );
      // An address that never missed still joins.
      expect(
        (await (await fresh()).request('GET', `/live/${session.code}/`, { headers: from(newAddress()) }))
          .status,
      ).toBe(200);
    } finally {
      limits.everywhere = before;
    }
  });

  it('does not name an ended session’s share link to someone who has only its code', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const owner = await actors.owner.client();
    const created = await owner.request('POST', `/api/v4/presentation/${p.oid}/links/`, { json: {} });
    const { linkId } = (await created.json()).link;
    const session = await start(owner, p, { linkId });
    const address = newAddress();
    const watcher = await fresh();
    // While live the code is the way in, through the link.
    expect(
      await (await watcher.request('GET', `/live/${session.code}/`, { headers: from(address) })).text(),
    ).toContain(linkId);
    expect((await owner.request('POST', `/api/v4/live/${session.code}/end`)).status).toBe(204);

    const page = await watcher.request('GET', `/live/${session.code}/`, { headers: from(address) });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(linkId);
    const stream = await openLiveStream(watcher, session.code, from(address));
    const state = await stream.next('state');
    expect(state.session).toMatchObject({ state: 'ended', linkId: null });
    await stream.closed;
    // The talk's own people still see it.
    expect(await (await owner.get(`/live/${session.code}/`)).text()).toContain(linkId);
  });

  it('sends the live audience away when the share link is revoked; the presenter stays', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const owner = await actors.owner.client();
    const created = await owner.request('POST', `/api/v4/presentation/${p.oid}/links/`, { json: {} });
    const { linkId } = (await created.json()).link;
    const session = await start(owner, p, { linkId });
    const address = newAddress();
    const watcher = await fresh();
    const audience = await openLiveStream(watcher, session.code, from(address));
    await audience.next('state');
    const presenter = await openLiveStream(owner, session.code);
    await presenter.next('state');

    const revoked = await owner.request('DELETE', `/api/v4/presentation/${p.oid}/links/${linkId}/`);
    expect(revoked.status).toBe(204);
    await audience.next('ended');
    await audience.closed;
    expect(
      (await owner.request('POST', `/api/v4/live/${session.code}/step`, { json: { step: 1 } })).status,
    ).toBe(204);
    expect((await presenter.next('step')).step).toBe(1);
    const heard = audience.events.map((e) => e.type).filter((type) => type !== 'viewers');
    expect(heard).toEqual(['state', 'ended']);
    // Coming back finds nothing.
    expect((await openLiveStream(watcher, session.code, from(address))).status).toBe(404);
    presenter.close();
  });
});
