// A canvas deck's commenters on the edit page, over real HTTP on every dialect: they get the
// deck's canvas state (the canvas opens read-only beside the comments) without the speaker notes,
// saying they may not edit, and the source stays the editors'; an older deck is never converted for them; someone who may
// only view is refused as before.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Presentation } from '../../../src/features/access';
import { findPresentationByOid } from '../../../src/features/decks/presentations.repository';
import type { EditPageData } from '../../../src/features/editor/contracts';
import { elementsOf } from '../../../src/kernel/document/canvas/crdt/ydoc';
import { defineActors, type Member } from '../../helpers/actors';
import { buildCanvasDocument, buildDeck } from '../../helpers/documents';
import { pageDataOf } from '../../helpers/markup';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: a canvas deck’s commenters on the edit page', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, commenter, other } = actors;
  let deck: Presentation;
  let older: Presentation;
  const create = async (source: string) => {
    const response = await (await owner.client()).request('POST', '/api/v4/presentations/', {
      json: { source, privacy: 'public' },
    });
    const made = (await findPresentationByOid(t.handle.db, (await response.json()).oid))!;
    await actors.share(made);
    return made;
  };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    deck = await create(`${JSON.stringify(buildCanvasDocument({ title: 'Harbour tour' }))}\n`);
    older = await create(`${JSON.stringify(buildDeck({ title: 'The quay' }))}\n`);
  });
  afterAll(async () => t.close());

  const page = async (member: Member, oid: string, query = '') => {
    const response = await (await member.client()).get(`/p/edit/${oid}/${query}`);
    return { status: response.status, text: await response.text() };
  };
  const dataOf = (text: string) => pageDataOf<EditPageData>(text).props;

  it('gives a commenter the canvas, read-only, without the source', async () => {
    const { status, text } = await page(commenter, deck.oid);
    expect(status).toBe(200);
    const data = dataOf(text);
    expect(data).toMatchObject({ role: 'commenter', canEdit: false, source: null, brand: null });
    expect(data.canvas?.generation).toEqual(expect.any(String));
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, Buffer.from(data.canvas!.state, 'base64'));
    expect([...elementsOf(ydoc).keys()]).toContain('f1');
  });

  it('hands the commenter the owner’s state on the same generation, without the speaker notes', async () => {
    const mine = dataOf((await page(owner, deck.oid)).text);
    const theirs = dataOf((await page(commenter, deck.oid)).text);
    expect(mine.canEdit).toBe(true);
    expect(theirs.canvas?.generation).toBe(mine.canvas?.generation);
    const words = (data: EditPageData) => Buffer.from(data.canvas!.state, 'base64').toString('latin1');
    expect(words(mine)).toContain('SECRET-CANVAS-NOTE');
    expect(words(theirs)).not.toContain('SECRET-CANVAS-NOTE');
    expect(words(theirs)).toContain('Harbour tour');
  });

  it('never converts an older deck for a commenter, who keeps the presentation', async () => {
    const data = dataOf((await page(commenter, older.oid, '?canvas=1')).text);
    expect(data).toMatchObject({ canEdit: false, canvas: null });
  });

  it('refuses, as before, someone who may only view', async () => {
    expect((await page(other, deck.oid)).status).toBe(403);
  });
});
