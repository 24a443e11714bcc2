// A canvas deck published from JSON wrapped with its metadata, over real HTTP on every dialect: a
// metadata schema of '3' is accepted and the deck is stored and played as schema '3'; a metadata
// schema that contradicts the document's own version is refused with the field named, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import { defineActors } from '../../helpers/actors';
import { buildCanvasDocument, buildDeck } from '../../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: importing a canvas deck from JSON', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner } = actors;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const publish = async (wrapped: unknown) =>
    (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(wrapped), privacy: 'public' },
    });

  it('stores and plays a wrapped canvas document whose metadata says schema "3" as schema 3', async () => {
    const response = await publish({ document: buildCanvasDocument(), schema: '3', tags: ['harbour'] });
    expect(response.status).toBe(201);
    const { oid } = await response.json();
    const row = await findPresentationByOid(t.handle.db, oid);
    expect(row).toMatchObject({ schema_version: '3', tags: ['harbour'] });
    const player = await (await owner.client()).get(`/api/v4/presentation/${oid}/`);
    expect(player.status).toBe(200);
    const data = await player.json();
    expect(data.schemaVersion).toBe('3');
    expect(data.document.version).toBe(3);
  });

  it('refuses a metadata schema that is not the document’s own version, storing nothing', async () => {
    const before = (await t.handle.db.selectFrom('presentations').select('id').execute()).length;
    for (const [document, schema, version] of [
      [buildCanvasDocument(), '2', 3],
      [buildCanvasDocument(), '0', 3],
      [buildDeck(), '3', 2],
    ] as const) {
      const response = await publish({ document, schema });
      expect(response.status, `${schema} on version ${version}`).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('invalid_document');
      expect(error.message).toContain(
        `metadata schema: "${schema}" is not the document's version (${version})`,
      );
    }
    expect((await t.handle.db.selectFrom('presentations').select('id').execute()).length).toBe(before);
  });
});
