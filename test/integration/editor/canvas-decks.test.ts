// Canvas decks (schema '3') over real HTTP on every dialect: published from JSON, stored as schema
// '3' with their speaker notes in their steps; the notes reach the owner's and editors' presenter
// view and editor and no other surface (decision 092); the source editor opens the deck as its JSON
// and saves it back through the same validation, keeping a version; bad and oversized documents are
// refused with the field named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import type { CanvasDocument } from '../../../src/kernel/document/canvas/model';
import { presentationPath } from '../../../src/kernel/paths';
import { type Actor, defineActors, newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument, buildDeck } from '../../helpers/documents';
import { pageDataOf } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SECRET = 'Plugh-canvas-note';
const json = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const pageData = (html: string) => pageDataOf<{ notes?: string[] }>(html);

describe.each(DIALECTS)('%s: canvas decks', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  let talk: Presentation;

  async function publish(
    client: TestClient,
    privacy: string,
    doc: unknown = buildCanvasDocument({}, SECRET),
  ) {
    const response = await client.request('POST', '/api/v4/presentations/', {
      json: { source: json(doc), privacy },
    });
    expect(response.status).toBe(201);
    return (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    talk = await publish(await owner.client(), 'reusable');
    await actors.share(talk);
  });
  afterAll(async () => {
    await t.close();
  });

  const text = async (actor: Actor, path: string) => {
    const response = await (await actor.client()).get(path);
    return { status: response.status, body: await response.text() };
  };

  it('stores a published canvas document as schema 3, with its notes, words and search text', async () => {
    expect(talk.schema_version).toBe('3');
    expect(talk.title).toBe('Canvas deck');
    expect((talk.document as CanvasDocument).path[0]!.notes).toBe(`${SECRET} one`);
    expect(JSON.stringify(talk.transcript)).toContain('Ferries at dawn');
    expect(JSON.stringify(talk.transcript)).not.toContain(SECRET);
    expect((await text(anonymous, '/explore/search/?search=Lighthouse')).body).toContain('Canvas deck');
    expect((await text(anonymous, `/explore/search/?search=${SECRET}`)).body).not.toContain('Canvas deck');
  });

  it('shows no note on any surface a visitor or collaborator meets, to anyone', async () => {
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
    const player = JSON.parse((await text(anonymous, `/api/v4/presentation/${talk.oid}/`)).body);
    expect(player.schemaVersion).toBe('3');
    expect(player.document.path.map((step: { id: string }) => step.id)).toEqual(['s1', 's2', 's3']);
    expect((await text(anonymous, `${view}print/`)).body).toContain('Ferries at dawn');
  });

  it('gives the owner and editors the notes per step in the presenter view, and in the editor’s JSON', async () => {
    for (const actor of [owner, editor]) {
      const { status, body } = await text(actor, `/p/${talk.oid}/present/`);
      expect(status).toBe(200);
      expect(pageData(body).props.notes).toEqual([`${SECRET} one`, '', `${SECRET} three`]);
      expect((await text(actor, `/p/edit/${talk.oid}/`)).body).toContain(`${SECRET} three`);
    }
    expect((await text(owner, `/p/${talk.oid}/present/audience/`)).body).not.toContain(SECRET);
    const commenterEditor = await text(commenter, `/p/edit/${talk.oid}/`);
    expect(commenterEditor.status).toBe(200);
    expect(commenterEditor.body).not.toContain(SECRET);
  });

  it('carries no notes into a copy someone makes, nor into their use of it as a template', async () => {
    const { client: reader } = await newcomer(t);
    const copied = await reader.request('POST', `/api/v4/presentation/${talk.oid}/copy/`);
    expect(copied.status).toBe(201);
    const copy = await findPresentationByOid(t.handle.db, (await copied.json()).oid);
    expect(copy!.schema_version).toBe('3');
    expect(copy!.title).toBe('Copy of Canvas deck');
    expect(JSON.stringify(copy)).not.toContain(SECRET);

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
      expect(JSON.stringify(await findPresentationByOid(t.handle.db, (await used.json()).oid))).not.toContain(
        SECRET,
      );
      const own = await (await owner.client()).request('POST', '/api/v4/presentations/template/', {
        json: { oid: talk.oid, privacy: 'private' },
      });
      const ownCopy = await findPresentationByOid(t.handle.db, (await own.json()).oid);
      expect(JSON.stringify(ownCopy!.document)).toContain(SECRET);
    } finally {
      await t.handle.db
        .updateTable('presentations')
        .set({ is_template: 0 })
        .where('id', '=', talk.id)
        .execute();
    }
  });

  it('saves the JSON edited in the source editor, keeping the earlier state as a version', async () => {
    const client = await owner.client();
    const p = await publish(client, 'private');
    const edited = buildCanvasDocument({ title: 'Canvas deck, revised' }, 'Revised note');
    const saved = await client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
      json: { source: json(edited), format: 'json', baseUpdatedAt: p.updated_at },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).versions).toHaveLength(1);
    const row = await findPresentationByOid(t.handle.db, p.oid);
    expect(row).toMatchObject({ schema_version: '3', title: 'Canvas deck, revised' });
    const present = pageData(await client.get(`/p/${p.oid}/present/`).then((r) => r.text())).props;
    expect(present.notes).toEqual(['Revised note one', '', 'Revised note three']);

    const versions = (await (await client.get(`/api/v4/presentation/${p.oid}/versions/`)).json()).versions;
    const restored = await client.request(
      'POST',
      `/api/v4/presentation/${p.oid}/versions/${versions[0].id}/restore/`,
    );
    expect(restored.status).toBe(200);
    const restoredBody = await restored.json();
    expect(restoredBody.source.format).toBe('json');
    expect(restoredBody.source.text).toContain(`${SECRET} one`);
    expect((await findPresentationByOid(t.handle.db, p.oid))!.title).toBe('Canvas deck');
  });

  it('refuses a bad canvas document with the field named, on publishing and on saving', async () => {
    const client = await owner.client();
    const bad = buildCanvasDocument();
    (bad.elements[2] as { alt: string }).alt = '';
    const published = await client.request('POST', '/api/v4/presentations/', {
      json: { source: json(bad), privacy: 'private' },
    });
    expect(published.status).toBe(400);
    expect((await published.json()).error).toMatchObject({
      code: 'invalid_document',
      message: expect.stringContaining('elements[2].alt'),
    });
    const p = await publish(client, 'private');
    const wrongStep = { ...buildCanvasDocument(), path: [{ id: 's1', frame: 'nowhere' }] };
    for (const [source, format, field] of [
      [json(wrongStep), 'json', 'path[0].frame'],
      [json(buildDeck()), 'json', 'version: must be 3'],
      ['# Canvas deck\n\n## A topic\n', 'markdown', 'schema'],
    ] as const) {
      const saved = await client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
        json: { source, format, baseUpdatedAt: p.updated_at },
      });
      expect(saved.status, field).toBe(400);
      expect((await saved.json()).error.message).toContain(field);
    }
    expect((await findPresentationByOid(t.handle.db, p.oid))!.updated_at).toBe(p.updated_at);
  });

  it('refuses a document over the size limit, storing nothing', async () => {
    const client = await owner.client();
    const before = (await t.handle.db.selectFrom('presentations').select('id').execute()).length;
    const long = json({ ...buildCanvasDocument(), title: 'x'.repeat(200_001) });
    const published = await client.request('POST', '/api/v4/presentations/', {
      json: { source: long, privacy: 'private' },
    });
    expect(published.status).toBe(400);
    expect((await published.json()).error.message).toContain('source');
    const p = await publish(client, 'private');
    // Under the editor's character limit, over the document's byte limit (three bytes a character).
    const heavy = json({ ...buildCanvasDocument(), title: '€'.repeat(700_000) });
    const saved = await client.request('PUT', `/api/v4/presentation/${p.oid}/document/`, {
      json: { source: heavy, format: 'json', baseUpdatedAt: p.updated_at },
    });
    expect(saved.status).toBe(400);
    expect((await saved.json()).error.message).toContain('document: must be at most 2000000 bytes');
    expect((await t.handle.db.selectFrom('presentations').select('id').execute()).length).toBe(before + 1);
  });
});
