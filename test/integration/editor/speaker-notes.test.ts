// Speaker notes and the presenter view over real HTTP on every dialect:
// notes written in the source reach the owner's and editors' presenter view and editor, and no other
// surface: not the view page, the player data, the transcript, the embed, the print view, oEmbed,
// search, the thumbnail, a copy, someone else's use of a template, nor a commenter's editor page.
// The presenter view and its audience window answer like the settings page: the owner and editors,
// 403 for others who can see the talk, 404 for those who cannot, the log-in page for the signed-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { presentationPath } from '../../../src/kernel/paths';
import { type Actor, defineActors, newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { pageDataOf } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { buildSeededVideo } from '../../helpers/video';

const SECRET = 'Xyzzy-secret-note';
const SOURCE = [
  '# Harbour Lights',
  '',
  'How the lights guide ships home.',
  '',
  `Note: Open with the storm story. ${SECRET} one.`,
  '',
  '## Lenses',
  '',
  'Fresnel lenses bend light into a beam.',
  '',
  '???',
  `Show the lens. ${SECRET} two.`,
  '- mention Fresnel',
  '',
  '## Keepers',
  '',
  'Keepers lived at the light.',
  '',
].join('\n');

const pageData = (html: string) => pageDataOf<{ notes?: string[] }>(html);

describe.each(DIALECTS)('%s: speaker notes and the presenter view', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  let talk: Presentation;
  let secretTalk: Presentation;

  async function publish(client: TestClient, privacy: string): Promise<Presentation> {
    const response = await client.request('POST', '/api/v4/presentations/', {
      json: { source: SOURCE, privacy },
    });
    expect(response.status).toBe(201);
    return (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    talk = await publish(await owner.client(), 'reusable');
    await actors.share(talk);
    secretTalk = await publish(await owner.client(), 'private');
    await actors.share(secretTalk);
  });
  afterAll(async () => {
    await t.close();
  });

  const text = async (actor: Actor, path: string) => {
    const response = await (await actor.client()).get(path);
    return { status: response.status, body: await response.text() };
  };

  it('keeps the notes out of the stored document, transcript and search text', async () => {
    const row = await findPresentationByOid(t.handle.db, talk.oid);
    expect(JSON.stringify(row!.document)).not.toContain(SECRET);
    expect(JSON.stringify(row!.transcript)).not.toContain(SECRET);
    expect(row!.source).toContain(SECRET); // where they live: the author's source
    const search = await t.handle.db
      .selectFrom('presentations')
      .selectAll()
      .where('id', '=', talk.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify({ ...search, source: null })).not.toContain(SECRET);
  });

  it('shows no note on any public surface, to anyone', async () => {
    const view = presentationPath(talk);
    const paths = [
      view,
      `${view}print/`,
      `/api/v4/presentation/${talk.oid}/`,
      `/p/embed/${talk.oid}/`,
      `/api/oembed/?url=${encodeURIComponent(t.url + view)}`,
      `/thumbnails/${talk.oid}/${talk.thumbnail_version}.svg`,
    ];
    for (const actor of [owner, editor, commenter, other, anonymous]) {
      for (const path of paths) {
        const { status, body } = await text(actor, path);
        expect(status, path).toBe(200);
        expect(body, `${path} for ${actor.user?.username ?? 'anonymous'}`).not.toContain(SECRET);
      }
    }
    // The search finds nothing by the notes' words (the page repeats the query), the talk by its own.
    expect((await text(anonymous, `/explore/search/?search=${SECRET}`)).body).not.toContain('Harbour Lights');
    expect((await text(anonymous, '/explore/search/?search=Fresnel')).body).toContain('Harbour Lights');
    // The transcript on the view page has the talk's words.
    expect((await text(anonymous, view)).body).toContain('Fresnel lenses bend light into a beam.');
  });

  it('gives the owner and editors the notes per step in the presenter view, and the source in the editor', async () => {
    for (const actor of [owner, editor]) {
      const { status, body } = await text(actor, `/p/${talk.oid}/present/`);
      expect(status).toBe(200);
      const { notes } = pageData(body).props;
      // Overview, Lenses, Keepers, overview again.
      expect(notes).toEqual([
        `Open with the storm story. ${SECRET} one.`,
        `Show the lens. ${SECRET} two.\n- mention Fresnel`,
        '',
        `Open with the storm story. ${SECRET} one.`,
      ]);
      expect((await text(actor, `/p/edit/${talk.oid}/`)).body).toContain(SECRET);
    }
    // The audience window carries no notes, even for the owner.
    const audience = await text(owner, `/p/${talk.oid}/present/audience/`);
    expect(audience.status).toBe(200);
    expect(audience.body).not.toContain(SECRET);
    // A commenter's editor page has no source, so no notes.
    const commenterEditor = await text(commenter, `/p/edit/${talk.oid}/`);
    expect(commenterEditor.status).toBe(200);
    expect(commenterEditor.body).not.toContain(SECRET);
  });

  it('opens the presenter view and audience window to the owner and editors only', async () => {
    for (const suffix of ['', 'audience/']) {
      for (const [p, expected] of [
        [talk, { owner: 200, editor: 200, commenter: 403, other: 403, anonymous: 303 }],
        [secretTalk, { owner: 200, editor: 200, commenter: 403, other: 404, anonymous: 303 }],
      ] as const) {
        const path = `/p/${p.oid}/present/${suffix}`;
        for (const [name, actor] of Object.entries({ owner, editor, commenter, other, anonymous })) {
          const response = await (await actor.client()).get(path);
          expect(response.status, `${path} for ${name}`).toBe(expected[name as keyof typeof expected]);
          const body = await response.text();
          if (response.status !== 200) expect(body).not.toContain(SECRET);
          if (response.status === 303) expect(response.headers.get('location')).toMatch(/^\/login\//);
          if (response.status === 200) expect(response.headers.get('cache-control')).toContain('no-store');
        }
      }
    }
    expect((await (await owner.client()).get('/p/aaaaaaaaaaaa/present/')).status).toBe(404);
  });

  it('links the presenter view from the owner’s dashboard and, for the owner and editors, the view page', async () => {
    const link = `href="/p/${talk.oid}/present/"`;
    expect((await text(owner, '/dashboard/next/')).body).toContain(link);
    for (const [actor, shown] of [
      [owner, true],
      [editor, true],
      [commenter, false],
      [other, false],
      [anonymous, false],
    ] as const) {
      const { body } = await text(actor, presentationPath(talk));
      expect(body.includes(link), actor.user?.username ?? 'anonymous').toBe(shown);
    }
  });

  it('has no presenter view for a video, which has no steps to present (404)', async () => {
    const video = await buildSeededVideo(t, owner.user, 'A Recorded Talk');
    expect((await (await owner.client()).get(`/p/${video.oid}/present/`)).status).toBe(404);
    expect((await (await owner.client()).get(`/p/${video.oid}/present/audience/`)).status).toBe(404);
    expect((await text(owner, presentationPath(video))).body).not.toContain(`/p/${video.oid}/present/`);
  });

  it('carries no notes into a copy someone makes, nor into their use of a template; the owner keeps theirs', async () => {
    const { client: reader } = await newcomer(t);
    const copied = await reader.request('POST', `/api/v4/presentation/${talk.oid}/copy/`);
    expect(copied.status).toBe(201);
    const { oid: copyOid, redirectUrl } = await copied.json();
    const copy = await findPresentationByOid(t.handle.db, copyOid);
    expect(JSON.stringify(copy)).not.toContain(SECRET);
    expect(await (await reader.get(redirectUrl)).text()).not.toContain(SECRET);
    const present = await reader.get(`/p/${copyOid}/present/`);
    expect(present.status).toBe(200);
    expect(pageData(await present.text()).props.notes).toEqual(['', '', '', '']);

    await t.handle.db
      .updateTable('presentations')
      .set({ is_template: 1 })
      .where('id', '=', talk.id)
      .execute();
    try {
      const used = await reader.request('POST', '/api/v4/presentations/template/', {
        json: { oid: talk.oid, privacy: 'private' },
      });
      expect(used.status).toBe(201);
      const fromTemplate = await findPresentationByOid(t.handle.db, (await used.json()).oid);
      expect(fromTemplate!.source).toContain('Fresnel lenses bend light into a beam.');
      expect(fromTemplate!.source).not.toContain(SECRET);
      const own = await (await owner.client()).request('POST', '/api/v4/presentations/template/', {
        json: { oid: talk.oid, privacy: 'private' },
      });
      expect(own.status).toBe(201);
      expect((await findPresentationByOid(t.handle.db, (await own.json()).oid))!.source).toContain(SECRET);
    } finally {
      await t.handle.db
        .updateTable('presentations')
        .set({ is_template: 0 })
        .where('id', '=', talk.id)
        .execute();
    }
  });

  it('keeps notes written in the editor through a save, and a restored version brings its notes back', async () => {
    const client = await owner.client();
    const p = await publish(client, 'private');
    const withNewNote = `${SOURCE}\nNote: Thank the keepers.\n`;
    const saved = await client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
      json: { source: withNewNote, format: 'markdown', baseUpdatedAt: p.updated_at },
    });
    expect(saved.status).toBe(200);
    const notesNow = async () =>
      pageData(await (await client.get(`/p/${p.oid}/present/`)).text()).props.notes;
    expect((await notesNow())?.[2]).toBe('Thank the keepers.');
    const row = await findPresentationByOid(t.handle.db, p.oid);
    const plain = SOURCE.replace(/\nNote:[^\n]*\n/, '\n').replace(/\n\?\?\?\n[^#]*/, '\n');
    expect(plain).not.toContain(SECRET);
    const cleared = await client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
      json: { source: plain, format: 'markdown', baseUpdatedAt: row!.updated_at },
    });
    expect(cleared.status).toBe(200);
    expect(await notesNow()).toEqual(['', '', '', '']);
    const versions = (await (await client.get(`/api/v4/presentation/${p.oid}/versions/`)).json())
      .versions as {
      id: number;
    }[];
    // The newest version is the state before the last save: the one with the keepers' note.
    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${p.oid}/versions/${versions[0]!.id}/restore/`,
    );
    expect(restored.status).toBe(200);
    expect((await notesNow())?.[2]).toBe('Thank the keepers.');
  });

  it('refuses a note over the limit with the line named, storing nothing', async () => {
    const client = await owner.client();
    const before = await t.handle.db.selectFrom('presentations').select('id').execute();
    const response = await client.request('POST', '/api/v4/presentations/', {
      json: { source: `# T\n\n## A\n\nNote: ${'x'.repeat(5001)}\n`, privacy: 'private' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('line 5');
    expect((await t.handle.db.selectFrom('presentations').select('id').execute()).length).toBe(before.length);
  });

  it('keeps the slug "present" for the presenter view: a talk called Present gets another', async () => {
    const client = await owner.client();
    const response = await client.request('POST', '/api/v4/presentations/', {
      json: { source: '# Present\n\n## Tense\n', privacy: 'public' },
    });
    const p = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    expect(p.slug).toBe('present-talk');
    const view = await (await anonymous.client()).get(presentationPath(p));
    expect(view.status).toBe(200);
    expect(await view.text()).toContain('Tense');
    expect((await (await owner.client()).get(`/p/${p.oid}/present/`)).status).toBe(200);
  });
});
