// Restoring a version of another schema, over real HTTP on every dialect (decision 092): a canvas
// version restored onto a Markdown deck makes it a canvas deck, and the version saved before that
// brings the Markdown deck back, notes and all. Document, schema, source and format come from the
// version; the transcript, search entry and thumbnail are derived again from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { insertVersion } from '../../../src/features/editor/repository';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildCanvasDocument } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const markdown = (schema: '0' | '2') =>
  `---\nschema: "${schema}"\n---\n# Tidal mills\n\n## Millponds\n\n<!-- notes -->\nMention the sluice\n<!-- /notes -->\n\nWheels turned by the ebb.\n`;

describe.each(DIALECTS)('%s: restoring a version of another schema', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, anonymous } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const row = async (oid: string) => (await findPresentationByOid(t.handle.db, oid))!;
  const found = async (word: string) =>
    (await (await anonymous.client()).get(`/explore/search/?search=${word}`)).text();
  const restore = async (client: TestClient, oid: string, title: string) => {
    const { versions } = await (await client.get(`/api/v4/presentation/${oid}/versions/`)).json();
    const version = versions.find((v: { title: string }) => v.title === title);
    const response = await client.request(
      'POST',
      `/api/v4/presentation/${oid}/versions/${version.id}/restore/`,
    );
    expect(response.status).toBe(200);
    return response.json();
  };

  it.each(['2', '0'] as const)('takes a schema %s deck onto the canvas and back', async (schema) => {
    const client = await owner.client();
    const published = await client.request('POST', '/api/v4/presentations/', {
      json: { source: markdown(schema), privacy: 'public' },
    });
    expect(published.status).toBe(201);
    const deck = await row((await published.json()).oid);
    expect(deck.schema_version).toBe(schema);
    // The canvas editor's first save keeps the Markdown deck as a version; here the canvas state
    // is such a version, restored onto the deck.
    const canvas = buildCanvasDocument({ title: 'Tidal mills on the canvas' }, 'Canvas note');
    await insertVersion(t.handle.db, {
      presentation_id: deck.id,
      title: canvas.title,
      document: canvas,
      source: null,
      source_format: null,
      created_by: null,
      created_at: new Date(Date.parse(deck.created_at) + 1).toISOString(),
    });

    const onCanvas = await restore(client, deck.oid, canvas.title);
    expect(onCanvas).toMatchObject({ schemaVersion: '3', source: { format: 'json' } });
    expect(onCanvas.source.text).toContain('Canvas note one');
    const moved = await row(deck.oid);
    expect(moved).toMatchObject({ schema_version: '3', source: null, source_format: null });
    expect(moved.document).toEqual(canvas);
    expect(JSON.stringify(moved.transcript)).toContain('Ferries at dawn');
    expect(moved.thumbnail_svg).toContain('Ferries at dawn');
    expect(await found('Lighthouse')).toContain('Tidal mills on the canvas');
    const player = await (await anonymous.client()).get(`/api/v4/presentation/${deck.oid}/`);
    expect((await player.json()).schemaVersion).toBe('3');

    const back = await restore(client, deck.oid, 'Tidal mills');
    expect(back).toMatchObject({
      schemaVersion: schema,
      source: { format: 'markdown', text: markdown(schema) },
    });
    const restored = await row(deck.oid);
    expect(restored).toMatchObject({
      schema_version: schema,
      source: markdown(schema),
      source_format: 'markdown',
    });
    expect(restored.document).toEqual(deck.document);
    expect(restored.thumbnail_svg).toBe(deck.thumbnail_svg);
    expect(JSON.stringify(restored.transcript)).not.toContain('Ferries at dawn');
    expect(await found('Lighthouse')).not.toContain('Tidal mills');
    const present = await client.get(`/p/${deck.oid}/present/`);
    expect(await present.text()).toContain('Mention the sluice');
  });
});
