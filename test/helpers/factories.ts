// Factories, not fixture dumps: each test makes the rows it needs.
import type { Presentation } from '../../src/features/access';
import type { User } from '../../src/features/accounts';
import { createAccount } from '../../src/features/accounts/account.service';
import { createPresentation } from '../../src/features/decks/presentation.service';
import { insertViewLink } from '../../src/features/sharing/view-links.repository';
import type { DeckDocument } from '../../src/kernel/document/document';
import type { Privacy } from '../../src/kernel/document/import-metadata';
import { newViewLinkId, randomId } from '../../src/kernel/ids';
import type { DatabaseHandle } from '../../src/platform/db/connection';

export const TEST_PASSWORD = 'correct horse battery';

export async function buildUser(
  handle: DatabaseHandle,
  overrides: Partial<Parameters<typeof createAccount>[1]> = {},
): Promise<User> {
  const name = `user${randomId(8)}`;
  return createAccount(handle.db, {
    username: name,
    email: `${name}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    ...overrides,
  });
}

export function buildDocument(overrides: Partial<DeckDocument> = {}): DeckDocument {
  return {
    version: 2,
    title: 'Tidy Data in Practice',
    theme: 'slate',
    texts: [
      {
        id: 'intro',
        styleClasses: ['body'],
        paragraphs: [{ text: 'Why shape matters before analysis.', biggestFontSize: 20 }],
      },
    ],
    topics: [
      {
        id: 'rows',
        title: 'One observation per row',
        texts: [
          {
            id: 't1',
            styleClasses: ['body'],
            paragraphs: [
              { text: 'Each row is one measured thing.', listType: 'BULLET', biggestFontSize: 20 },
            ],
          },
        ],
        topics: [{ id: 'rows-example', title: 'A worked example', texts: [], topics: [] }],
      },
      { id: 'columns', title: 'One variable per column', texts: [], topics: [] },
    ],
    ...overrides,
  };
}

export async function buildPresentation(
  handle: DatabaseHandle,
  owner: User,
  overrides: {
    privacy?: Privacy;
    title?: string;
    descriptionHtml?: string;
    hidden?: boolean;
    templateSlug?: string;
  } = {},
): Promise<Presentation> {
  const presentation = await createPresentation(handle, {
    ownerId: owner.id,
    document: buildDocument(overrides.title ? { title: overrides.title } : {}),
    privacy: overrides.privacy ?? 'public',
    tags: ['data', 'analysis'],
    descriptionHtml: overrides.descriptionHtml ?? '<p>How to <strong>tidy</strong> a table.</p>',
    ...(overrides.templateSlug ? { templateSlug: overrides.templateSlug } : {}),
  });
  if (overrides.hidden) {
    await handle.db
      .updateTable('presentations')
      .set({ hidden: 1, hidden_reason: 'Spam' })
      .where('id', '=', presentation.id)
      .execute();
    return { ...presentation, hidden: true, hidden_reason: 'Spam' };
  }
  return presentation;
}

export async function buildViewLink(handle: DatabaseHandle, presentation: Presentation): Promise<string> {
  const linkId = newViewLinkId();
  await insertViewLink(handle.db, {
    link_id: linkId,
    presentation_id: presentation.id,
    created_by: presentation.owner_id,
    created_at: new Date().toISOString(),
  });
  return linkId;
}
