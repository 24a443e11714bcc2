// Search ranking, on every dialect: a match in the title comes before one in the
// description, which comes before one only in the talk's text; private ones are never found; the
// limit holds whichever step fills it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import { createPresentation } from '../../../src/features/decks/presentation.service';
import { searchPresentationIds } from '../../../src/features/discovery/repository';
import * as searchHead from '../../../src/platform/db/migrations/2026-11-25-007-search-head';
import { buildDocument, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: search ranking', (dialect) => {
  let t: TestApp;
  let owner: User;
  const talk = (title: string, text: string, description = '', privacy: 'public' | 'private' = 'public') =>
    createPresentation(t.handle, {
      ownerId: owner.id,
      document: buildDocument({
        title,
        texts: [{ id: 'intro', styleClasses: ['body'], paragraphs: [{ text, biggestFontSize: 20 }] }],
      }),
      privacy,
      tags: [],
      descriptionHtml: description ? `<p>${description}</p>` : '',
    });
  let inTitle: Presentation;
  let inDescription: Presentation;
  let inText: Presentation;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await buildUser(t.handle);
    inText = await talk(
      'Field Notes From the North',
      'We measured how fast the glacier retreats each summer.',
    );
    inDescription = await talk('Ice Shelves', 'Floating ice and the sea.', 'A glacier story told in maps');
    inTitle = await talk('Glacier Survey Methods', 'Stakes, radar and patience.');
    await talk('Private Glacier Diary', 'Only for me.', '', 'private');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (term: string, limit = 24) =>
    searchPresentationIds(t.handle.db, t.handle.dialect, term, limit);

  it('puts a title match first, then the description, then the text, and never a private talk', async () => {
    expect(await search('glacier')).toEqual([inTitle.id, inDescription.id, inText.id]);
    expect(await search('glac')).toEqual([inTitle.id, inDescription.id, inText.id]);
  });

  it('holds the limit whichever step fills it', async () => {
    expect(await search('glacier', 1)).toEqual([inTitle.id]);
    expect(await search('glacier', 2)).toEqual([inTitle.id, inDescription.id]);
  });

  it.runIf(dialect === 'postgres')(
    'finds existing talks by title, tags and description after the upgrade that adds the small vector',
    async () => {
      await sql`alter table presentations drop column search_head`.execute(t.handle.db);
      await searchHead.up(t.handle.db);
      expect(await search('glacier')).toEqual([inTitle.id, inDescription.id, inText.id]);
      expect(await search('maps')).toEqual([inDescription.id]);
    },
  );

  it('needs every word, wherever each one is', async () => {
    expect(await search('glacier radar')).toEqual([inTitle.id]);
    expect(await search('glacier summer')).toEqual([inText.id]);
    expect(await search('glacier penguin')).toEqual([]);
  });
});
