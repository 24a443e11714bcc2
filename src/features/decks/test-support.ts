// Rows and loaded presentations for presenter tests: one place that knows the record shapes.

import { buildDocument } from '../../../test/helpers/factories';
import { transcriptOf } from '../../kernel/document/transcript';
import type { Presentation } from '../access';
import { accessOf, type ViewerPresentation, viewerOf } from '../access';
import type { User } from '../accounts';

export const DOCUMENT = buildDocument();

export function userRow(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    oid: 'owner0000001',
    username: 'ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    public_display_name: null,
    password_hash: null,
    author_segment: 'other',
    is_staff: false,
    language: null,
    created_at: '2026-11-01T10:00:00.000Z',
    weekly_summary: false,
    mention_mails: true,
    summary_sent_at: null,
    ...overrides,
  };
}

export function presentationRow(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 10,
    oid: 'abc123def456',
    owner_id: 1,
    title: 'Tidy Data in Practice',
    slug: 'tidy-data-in-practice',
    description_html: '<p>How to <strong>tidy</strong> a table.</p>',
    kind: 'deck',
    schema_version: '2',
    privacy: 'public',
    document: DOCUMENT,
    transcript: transcriptOf(DOCUMENT),
    tags: ['data', 'analysis'],
    is_template: false,
    template_slug: null,
    team_id: null,
    folder_id: null,
    show_brand_logo: false,
    curated: false,
    hidden: false,
    hidden_reason: null,
    view_count: 42,
    likes_count: 7,
    thumbnail_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    thumbnail_version: 'v1',
    media: null,
    embed_domains: null,
    allow_downloads: false,
    original_pdf: null,
    source_key: null,
    search_text: '',
    source: null,
    source_format: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const OWNER = userRow();
export const VISITOR = userRow({
  id: 2,
  oid: 'visitor00002',
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Hopper',
});
export const VIEW_LINK = 'k3y0000000000000';

/** What loadFor answers for this presentation, seen by `viewer` (null: signed out). */
export function loaded(
  presentation: Presentation,
  viewer: User | null,
  extra: { role?: 'edit' | 'comment'; viewLinkId?: string; hasLiked?: boolean } = {},
): ViewerPresentation {
  return {
    presentation,
    access: accessOf(presentation, { role: extra.role, viaViewLink: extra.viewLinkId !== undefined }),
    ...(extra.viewLinkId ? { viewLinkId: extra.viewLinkId } : {}),
    viewer: viewerOf(viewer),
    owner: OWNER,
    hasLiked: extra.hasLiked ?? false,
  };
}
