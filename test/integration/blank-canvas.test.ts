// A blank presentation over real HTTP on every dialect: a blank canvas is a schema '3' deck with
// everything any new deck gets (slug, transcript, thumbnail, search entry), opened in the canvas
// editor and played on its view page; a blank without a kind, or with kind 'markdown', is still the
// Markdown deck the source editor opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../src/features/decks/presentations.repository';
import type { EditPageData } from '../../src/features/editor/contracts';
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import type { DeckDocument } from '../../src/kernel/document/document';
import { transcriptLines } from '../../src/kernel/document/transcript';
import { thumbnailPath } from '../../src/kernel/paths';
import { defineActors } from '../helpers/actors';
import { KIT } from '../helpers/brand';
import { pageDataOf } from '../helpers/markup';
import { buildTeam } from '../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

interface Published {
  oid: string;
  path: string;
  editUrl: string;
}

describe.each(DIALECTS)('%s: blank presentations', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, other, anonymous } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const load = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  async function blank(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/blank/', {
      json: body,
      headers,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Published;
  }

  it('makes a blank canvas a schema 3 deck of one titled frame and one step, with no source', async () => {
    const made = await blank({ privacy: 'public', kind: 'canvas' });
    expect(made.editUrl).toBe(`/p/edit/${made.oid}/`);
    const row = await load(made.oid);
    expect(row).toMatchObject({
      schema_version: '3',
      kind: 'deck',
      title: 'Untitled presentation',
      slug: 'untitled-presentation',
      privacy: 'public',
      source: null,
      source_format: null,
    });
    expect(made.path).toBe(`/p/${made.oid}/untitled-presentation/`);
    const document = row.document as CanvasDocument;
    expect(document.theme).toBe('ocean');
    expect(document.elements.map((element) => element.kind)).toEqual(['frame', 'text']);
    expect(document.path).toEqual([{ id: 'step-1', frame: document.elements[0]!.id }]);
    expect(transcriptLines(row.transcript).join('\n')).toContain('Untitled presentation');
    const german = await load(
      (await blank({ privacy: 'private', kind: 'canvas' }, { 'accept-language': 'de' })).oid,
    );
    expect(german.title).toBe('Unbenannte Präsentation');
    expect(JSON.stringify(german.document)).toContain('Unbenannte Präsentation');
  });

  it('opens the blank canvas in the canvas editor, and plays it on its view page', async () => {
    const made = await blank({ privacy: 'public', kind: 'canvas' });
    const editor = await (await owner.client()).get(made.editUrl);
    expect(editor.status).toBe(200);
    const { page, props } = pageDataOf<EditPageData>(await editor.text());
    expect(page).toBe('EditPage');
    expect(props.canvas?.state).toBeTruthy();
    expect(props.presentation.schemaVersion).toBe('3');
    const visitor = await anonymous.client();
    expect((await visitor.get(made.path)).status).toBe(200);
    const player = await (await visitor.get(`/api/v4/presentation/${made.oid}/`)).json();
    expect(player.schemaVersion).toBe('3');
    expect(player.document).toMatchObject({ version: 3, title: 'Untitled presentation' });
    expect(player.document.path).toHaveLength(1);
    const row = await load(made.oid);
    const thumbnail = await visitor.get(thumbnailPath(row));
    expect(thumbnail.status).toBe(200);
    expect(await thumbnail.text()).toContain('Untitled presentation');
  });

  it('starts a team’s blank canvas in the brand theme once the team’s kit is published', async () => {
    const team = await buildTeam(t, [[owner.user, 'owner']]);
    const me = await owner.client();
    expect((await me.request('PUT', `/api/v4/teams/${team.tid}/brand-kit/`, { json: KIT })).status).toBe(200);
    expect((await me.request('POST', `/api/v4/teams/${team.tid}/brand-kit/publish/`)).status).toBe(200);
    const branded = await load((await blank({ privacy: 'private', kind: 'canvas', team: team.tid })).oid);
    expect((branded.document as CanvasDocument).theme).toBe('brand');
    expect(branded.team_id).toBe(team.id);
    const personal = await load((await blank({ privacy: 'private', kind: 'canvas' })).oid);
    expect((personal.document as CanvasDocument).theme).toBe('ocean');
  });

  it('lists a public blank canvas in search by its words, like any new deck', async () => {
    const made = await blank({ privacy: 'public', kind: 'canvas' });
    const found = await (await other.client()).get('/explore/search/?search=Untitled');
    expect(await found.text()).toContain(`/p/${made.oid}/`);
  });

  it('still makes a Markdown blank without a kind, or with kind markdown, for the source editor', async () => {
    for (const body of [{ privacy: 'private' }, { privacy: 'private', kind: 'markdown' }]) {
      const made = await blank(body);
      const row = await load(made.oid);
      expect(row).toMatchObject({ schema_version: '2', source_format: 'markdown' });
      expect((row.document as DeckDocument).topics).toHaveLength(1);
      const editor = await (await owner.client()).get(made.editUrl);
      expect(editor.status).toBe(200);
      const { props } = pageDataOf<EditPageData>(await editor.text());
      expect(props.canvas).toBeNull();
      expect(props.source?.format).toBe('markdown');
    }
  });

  it('refuses a kind it does not know', async () => {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/blank/', {
      json: { privacy: 'public', kind: 'slides' },
    });
    expect(response.status).toBe(400);
  });
});
