// Holes closed for the open internet, on every dialect: text a database
// cannot store, prototype poisoning in JSON bodies, log-in redirects a header cannot hold,
// taken-down presentations that would come back through a copy or a template, private templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { createPresentation } from '../../src/features/decks/presentation.service';
import { findPresentationById } from '../../src/features/decks/presentations.repository';
import { buildActors, defineActors } from '../helpers/actors';
import { TestClient } from '../helpers/client';
import { buildDocument, buildPresentation, TEST_PASSWORD } from '../helpers/factories';
import { buildLogRecord } from '../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(DIALECTS)('%s: hardening', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, other, anonymous } = actors;
  let slugCount = 0;
  const template = (privacy: Presentation['privacy'], hidden = false) =>
    createPresentation(t.handle, {
      ownerId: owner.user.id,
      document: buildDocument({ title: `Template ${++slugCount}` }),
      privacy,
      tags: [],
      descriptionHtml: '',
      templateSlug: `template-${slugCount}-${dialect}`,
    }).then(async (p) => {
      if (!hidden) return p;
      await t.handle.db.updateTable('presentations').set({ hidden: 1 }).where('id', '=', p.id).execute();
      return (await findPresentationById(t.handle.db, p.id))!;
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('JSON bodies', () => {
    it('refuses __proto__ and constructor.prototype and changes nothing', async () => {
      const p = await buildPresentation(t.handle, owner.user, { title: 'Untouched' });
      const client = await owner.client();
      for (const body of [
        '{"__proto__":{"polluted":true},"title":"Poisoned"}',
        '{"constructor":{"prototype":{"polluted":true}},"title":"Poisoned"}',
      ]) {
        const response = await client.request('PATCH', `/api/v4/presentation/${p.oid}/`, {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, body).toBe(400);
        expect((await response.json()).error).toEqual({
          code: 'invalid_json',
          message: 'The request body must not set __proto__ or constructor.prototype.',
        });
      }
      expect((await findPresentationById(t.handle.db, p.id))!.title).toBe('Untouched');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a poisoned telemetry beacon as well', async () => {
      const client = await anonymous.newClient();
      const response = await client.request('POST', '/api/analytics/', {
        body: '[{"__proto__":{"polluted":true}}]',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_json');
    });

    it('still reads an empty like body as no body, and bad JSON as a 400', async () => {
      const p = await buildPresentation(t.handle, owner.user);
      const client = await other.client();
      const liked = await client.request('PUT', `/api/v4/presentation/${p.oid}/like/`, {
        body: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(liked.status).toBe(200);
      const broken = await client.request('PUT', `/api/v4/presentation/${p.oid}/like/`, {
        body: '{"oops"',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).error.message).toBe('The request body is not valid JSON.');
    });
  });

  describe('log-in redirects', () => {
    it('percent-encodes a next= path a Location header cannot hold, instead of failing', async () => {
      const client = new TestClient(t.url);
      await client.prime();
      const response = await client.submit('/login/', {
        login: other.user.username,
        password: TEST_PASSWORD,
        next: '/p/\u20ac/\u{1F600}/',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/p/%E2%82%AC/%F0%9F%98%80/');
      const again = await client.get(`/login/?next=${encodeURIComponent('/caf\u00e9/')}`);
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/caf%C3%A9/');
      const lone = await client.get('/login/?next=%2F%ED%A0%80');
      expect(lone.status).toBe(303);
    });
  });

  describe('taken-down presentations', () => {
    it('cannot be copied, even by their owner', async () => {
      const hidden = await buildPresentation(t.handle, owner.user, { privacy: 'reusable', hidden: true });
      const response = await (await owner.client()).request(
        'POST',
        `/api/v4/presentation/${hidden.oid}/copy/`,
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('not_reusable');
    });

    it('cannot start a new presentation as a template', async () => {
      const hidden = await template('public', true);
      const response = await (await owner.client()).request('POST', '/api/v4/presentations/template/', {
        json: { oid: hidden.oid, privacy: 'private' },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('taken_down');
    });
  });

  describe('template pages', () => {
    it('show a public template and answer 404 for a private or hidden one', async () => {
      const visitor = await anonymous.newClient();
      const open = await template('public');
      expect((await visitor.get(`/presentation-template/${open.template_slug}/`)).status).toBe(200);
      const secret = await template('private');
      expect((await visitor.get(`/presentation-template/${secret.template_slug}/`)).status).toBe(404);
      expect(
        (await (await other.client()).get(`/presentation-template/${secret.template_slug}/`)).status,
      ).toBe(404);
      const taken = await template('public', true);
      expect((await visitor.get(`/presentation-template/${taken.template_slug}/`)).status).toBe(404);
    });
  });

  describe('text a database cannot store', () => {
    it('answers 400, not 500, for a NUL or a broken character in a form, JSON, query or path', async () => {
      const client = await anonymous.newClient();
      const login = await client.submit('/login/', { login: 'ada\u0000', password: 'x' });
      expect(login.status).toBe(400);
      const p = await buildPresentation(t.handle, owner.user, { title: 'Clean' });
      const owned = await owner.client();
      for (const title of ['Bad\u0000title', 'Bad\ud800title']) {
        const response = await owned.request('PATCH', `/api/v4/presentation/${p.oid}/`, { json: { title } });
        expect(response.status).toBe(400);
        expect((await response.json()).error.code).toBe('invalid_text');
      }
      expect((await findPresentationById(t.handle.db, p.id))!.title).toBe('Clean');
      expect((await client.get('/explore/search/?search=a%00b')).status).toBe(400);
      // Invalid UTF-8 in a query decodes to U+FFFD, which is storable: the search simply finds nothing.
      expect((await client.get('/explore/search/?search=%ED%A0%80')).status).toBe(200);
    });

    it('keeps every honest log record sent alongside one with a NUL', async () => {
      const honest = Array.from({ length: 20 }, (_, i) => buildLogRecord({ msg: `honest ${dialect} ${i}` }));
      const client = await anonymous.newClient();
      const post = (records: unknown[]) => client.request('POST', '/api/log/', { json: records });
      const answers = await Promise.all([
        post([buildLogRecord({ msg: 'nul \u0000 here' })]),
        ...honest.map((record) => post([record])),
      ]);
      expect(answers[0]!.status).toBe(400);
      expect(answers.slice(1).map((r) => r.status)).toEqual(honest.map(() => 200));
      const stored = await t.handle.db
        .selectFrom('log_records')
        .select('msg')
        .where('msg', 'like', `honest ${dialect} %`)
        .execute();
      expect(stored).toHaveLength(20);
    });

    it('indexes a very long text of distinct words without failing', async () => {
      const words = Array.from({ length: 140_000 }, (_, i) => `w${i.toString(36)}x`).join(' ');
      const long = await createPresentation(t.handle, {
        ownerId: owner.user.id,
        document: buildDocument({
          title: 'Every Word',
          texts: [{ id: 'long', styleClasses: ['body'], paragraphs: [{ text: words, biggestFontSize: 20 }] }],
        }),
        privacy: 'public',
        tags: [],
        descriptionHtml: '',
      });
      expect(words.length).toBeGreaterThan(900_000);
      expect((await (await anonymous.newClient()).get(`/p/${long.oid}/${long.slug}/`)).status).toBe(200);
    });
  });

  describe('the anonymous page cache', () => {
    it('keeps one page for every ?utm variant, naming no visitor’s query in it', async () => {
      const cached = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
      try {
        const { owner: author } = await buildActors(cached);
        const p = await buildPresentation(cached.handle, author.user, { title: 'Campaign Talk' });
        const path = `/p/${p.oid}/${p.slug}/`;
        const visitor = new TestClient(cached.url);
        const answers = await Promise.all(
          Array.from({ length: 300 }, (_, i) => visitor.get(`${path}?utm_source=mail${i}`)),
        );
        expect(answers.every((r) => r.status === 200)).toBe(true);
        await Promise.all(answers.map((r) => r.text()));
        expect(cached.app.pageCache.size).toBe(1);
        const html = await (await visitor.get(`${path}?utm_source=other`)).text();
        expect(html).not.toContain('utm_source');
        expect(html).toContain(`"path":"${path}"`);
        await visitor.get(`${path}?autoplay=1&utm_source=x`);
        expect(cached.app.pageCache.size).toBe(2);
      } finally {
        await cached.close();
      }
    });

    it('puts the nonce in the script tags only, whatever the page text holds', async () => {
      const cached = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '60' });
      try {
        const { owner: author } = await buildActors(cached);
        const p = await buildPresentation(cached.handle, author.user, {
          title: 'Nonce %%PODIUM_NONCE%% nonce-slot-0123456789abcdef01234567',
          descriptionHtml: '<p>%%PODIUM_NONCE%%</p>',
        });
        const path = `/p/${p.oid}/${p.slug}/`;
        for (const round of [1, 2]) {
          const response = await new TestClient(cached.url).get(path);
          const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
          const html = await response.text();
          expect(html, `round ${round}`).toContain('%%PODIUM_NONCE%%');
          expect(html.split(nonce).length - 1).toBe((html.match(/<script[^>]* nonce="/g) ?? []).length);
          expect(html).toContain(`nonce="${nonce}"`);
        }
      } finally {
        await cached.close();
      }
    });
  });
});
