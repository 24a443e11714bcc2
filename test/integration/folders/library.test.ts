// The Library over HTTP, on every dialect: a person's pictures and uploaded PDFs
// and their teams', with the presentations using each, a bounded page at a time; reusing a picture
// gives the presentation its own copy, so it outlives the deck it came from.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { insertMediaFiles } from '../../../src/features/decks/media.repository';
import { LIBRARY_MAX_PAGE, LIBRARY_PAGE_SIZE } from '../../../src/features/folders/library-rules';
import { defineActors, type Member } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

/** Stored picture bytes (the library never decodes them): the key is their hash, as publishing makes it. */
const picture = (n: number) => {
  const bytes = Buffer.from(`picture-${n}`);
  return { key: `${createHash('sha256').update(bytes).digest('hex')}.png`, contentType: 'image/png', bytes };
};

describe.each(DIALECTS)('%s: the library', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => new Date().toISOString();
  const get = async (who: Member, path: string) => {
    const response = await (await who.client()).get(path);
    return { status: response.status, text: await response.text() };
  };
  const useImage = async (who: Member, oid: string, key: string) => {
    const response = await (await who.client()).request('POST', '/api/v4/library/uses/', {
      json: { oid, key },
    });
    return { status: response.status, body: await response.json() };
  };
  const mediaOf = async (p: Presentation) =>
    (
      await t.handle.db.selectFrom('media_files').select('key').where('presentation_id', '=', p.id).execute()
    ).map((r) => r.key);

  it('lists the pictures of one’s own and one’s teams’ presentations, with where each is used', async () => {
    const mine = await buildPresentation(t.handle, owner.user, { title: 'Deck with pictures' });
    const first = picture(1);
    await insertMediaFiles(t.handle.db, mine.id, [first], now());
    const team = await buildTeam(
      t,
      [
        [owner.user, 'viewer'],
        [editor.user, 'member'],
      ],
      { tid: 'libteam00001', name: 'Lib team', createdBy: null },
    );
    const teamDeck = await buildPresentation(t.handle, editor.user, { title: 'Team deck with picture' });
    await t.handle.db
      .updateTable('presentations')
      .set({ team_id: team.id })
      .where('id', '=', teamDeck.id)
      .execute();
    await insertMediaFiles(t.handle.db, teamDeck.id, [picture(2)], now());
    const strangers = await buildPresentation(t.handle, other.user, { title: 'Not yours' });
    await insertMediaFiles(t.handle.db, strangers.id, [picture(3)], now());

    const { status, text } = await get(owner, '/api/v4/library/images/');
    expect(status).toBe(200);
    const list = JSON.parse(text);
    const keys = list.items.map((i: { key: string }) => i.key);
    expect(keys).toEqual(expect.arrayContaining([first.key, picture(2).key]));
    expect(keys).not.toContain(picture(3).key);
    const item = list.items.find((i: { key: string }) => i.key === first.key);
    expect(item).toMatchObject({
      src: `/media/u/${first.key}`,
      contentType: 'image/png',
      size: first.bytes.length,
    });
    expect(item.usedIn).toEqual([
      { oid: mine.oid, title: 'Deck with pictures', path: `/p/${mine.oid}/deck-with-pictures/` },
    ]);
    const html = (await get(owner, '/library/')).text;
    expect(html).toContain(`/media/u/${first.key}`);
    expect(html).toContain('Team deck with picture');
    expect(html).not.toContain('Not yours');
  });

  it('pages the listing and refuses a page out of bounds', async () => {
    const many = await buildPresentation(t.handle, other.user, { title: 'Many pictures' });
    await insertMediaFiles(
      t.handle.db,
      many.id,
      Array.from({ length: LIBRARY_PAGE_SIZE + 3 }, (_, i) => picture(100 + i)),
      now(),
    );
    const first = JSON.parse((await get(other, '/api/v4/library/images/')).text);
    expect(first.items).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = JSON.parse((await get(other, '/api/v4/library/images/?page=2')).text);
    expect(second.items).toHaveLength(4); // 3 more, and picture(3) of the earlier test
    expect(second.hasMore).toBe(false);
    expect(new Set([...first.items, ...second.items].map((i: { key: string }) => i.key)).size).toBe(
      LIBRARY_PAGE_SIZE + 4,
    );
    expect((await get(other, '/api/v4/library/images/?page=0')).status).toBe(400);
    expect((await get(other, `/api/v4/library/images/?page=${LIBRARY_MAX_PAGE + 1}`)).status).toBe(400);
    expect((await get(other, '/library/?images=2')).status).toBe(200);
    expect((await (await anonymous.client()).get('/api/v4/library/images/')).status).toBe(401);
    expect((await (await anonymous.client()).get('/library/')).status).toBe(303);
  });

  it('lists uploaded PDFs with the decks made from them', async () => {
    const deck = await buildPresentation(t.handle, owner.user, { title: 'From a PDF' });
    const sha = createHash('sha256').update('pdf-bytes').digest('hex');
    await t.handle.db
      .insertInto('original_pdfs')
      .values({ sha256: sha, size: 4096, bytes: Buffer.from('pdf-bytes'), created_at: now() })
      .execute();
    await t.handle.db
      .updateTable('presentations')
      .set({ original_pdf: sha })
      .where('id', '=', deck.id)
      .execute();
    const html = (await get(owner, '/library/')).text;
    expect(html).toContain('From a PDF');
    expect(html).toContain(`/thumbnails/${deck.oid}/`);
  });

  it('reuses a picture in another presentation the person edits: its own copy, which outlives the first', async () => {
    const source = await buildPresentation(t.handle, owner.user, { title: 'Source deck' });
    const reused = picture(7);
    await insertMediaFiles(t.handle.db, source.id, [reused], now());
    const target = await buildPresentation(t.handle, owner.user, { title: 'Target deck' });
    const used = await useImage(owner, target.oid, reused.key);
    expect(used).toEqual({ status: 200, body: { src: `/media/u/${reused.key}` } });
    expect(await mediaOf(target)).toEqual([reused.key]);
    // Twice is the same single copy.
    expect((await useImage(owner, target.oid, reused.key)).status).toBe(200);
    expect(await mediaOf(target)).toEqual([reused.key]);
    await t.handle.db.deleteFrom('media_files').where('presentation_id', '=', source.id).execute();
    expect((await fetch(`${t.url}/media/u/${reused.key}`)).status).toBe(200);
    // Not a picture of theirs, not a deck they edit, not a key at all.
    const strangers = await buildPresentation(t.handle, other.user);
    await insertMediaFiles(t.handle.db, strangers.id, [picture(8)], now());
    expect((await useImage(owner, target.oid, picture(8).key)).status).toBe(404);
    // Someone who only sees the (public) target may not change it.
    expect((await useImage(other, target.oid, picture(8).key)).status).toBe(403);
    const shared = await actors.sharedPresentation({ privacy: 'private' });
    expect((await useImage(owner, shared.oid, reused.key)).status).toBe(200);
    expect((await useImage(actors.commenter, shared.oid, reused.key)).status).toBe(403);
    expect((await useImage(owner, target.oid, '../../etc/passwd')).status).toBe(400);
  });
});
