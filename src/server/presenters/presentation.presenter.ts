// The public shapes of a presentation: for the player API, the view page and cards.
import type { CardData, PlayerData, ViewPageData } from '../../contracts/presentation';
import type { CardRow } from '../../db/repositories/presentations.repository';
import type { Presentation, User } from '../../db/rows';
import type { PresentationAccess, Viewer } from '../../domain/permissions';
import { canCopy, viewerRights } from '../../domain/permissions';
import type { Language } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import { presentOwner } from './user.presenter';

export const presentationPath = (p: Pick<Presentation, 'oid' | 'slug'>) => `/p/${p.oid}/${p.slug}/`;
/** The editor: /p/edit/{oid}/ for schema '2', /{oid}/edit/ for classic documents (spec §2). */
export const editPath = (p: Pick<Presentation, 'oid' | 'schema_version'>) =>
  p.schema_version === '0' ? `/${p.oid}/edit/` : `/p/edit/${p.oid}/`;
export const thumbnailPath = (p: Pick<Presentation, 'oid' | 'thumbnail_version'>) =>
  `/thumbnails/${p.oid}/${p.thumbnail_version}.svg`;

/** "Updated November 21, 2026": the last-modified text of the overlay and metadata card. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function lastModifiedText(updatedAt: string, lang: Language = 'en'): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, format);
  }
  return translator(lang)('view.updated', { date: format.format(new Date(updatedAt)) });
}

export interface PresentInput {
  presentation: Presentation;
  owner: User;
  access: PresentationAccess;
  viewer: Viewer | null;
  hasLiked: boolean;
  viewLinkId?: string;
  lang?: Language;
}

export function presentPlayerData({
  presentation: p,
  owner,
  access,
  viewer,
  hasLiked,
  viewLinkId,
  lang,
}: PresentInput): PlayerData {
  return {
    oid: p.oid,
    title: p.title,
    kind: p.kind,
    schemaVersion: p.schema_version,
    privacy: p.privacy,
    document: p.document,
    media: p.media,
    thumbnail: thumbnailPath(p),
    owner: presentOwner(owner),
    lastModified: p.updated_at,
    lastModifiedDateString: lastModifiedText(p.updated_at, lang),
    likesCount: p.likes_count,
    hasLiked,
    viewCount: p.view_count,
    tags: p.tags,
    viewerRights: viewerRights(access, viewer),
    prezilink: viewLinkId ? { link_id: viewLinkId } : null,
  };
}

export function presentViewPage(input: PresentInput & { ownerName: string }): ViewPageData {
  const { presentation: p } = input;
  const player = presentPlayerData(input);
  return {
    oid: p.oid,
    title: p.title,
    slug: p.slug,
    description: p.description_html,
    owner: player.owner,
    ownerName: input.ownerName,
    lastModifiedDateString: player.lastModifiedDateString,
    privacy: p.privacy,
    kind: p.kind,
    schemaVersion: p.schema_version,
    thumbnail: player.thumbnail,
    viewCount: p.view_count,
    likesCount: p.likes_count,
    hasLikedPrezi: input.hasLiked,
    tags: player.tags.join(','),
    transcriptData: p.transcript,
    viewerRights: player.viewerRights,
    prezilink: player.prezilink,
    isAuthenticated: input.viewer !== null,
    hiddenReason: p.hidden ? (p.hidden_reason ?? 'Taken down after a report.') : null,
    curationExists: p.curated,
    showMakeACopyButton:
      input.viewer === null ? p.privacy === 'reusable' && !p.hidden : canCopy(input.access, input.viewer),
  };
}

export function presentCard(p: CardRow, owner: User | undefined, ownerName: string): CardData {
  return {
    oid: p.oid,
    title: p.title,
    subTitle: owner ? ownerName : '',
    path: p.template_slug ? `/presentation-template/${p.template_slug}/` : presentationPath(p),
    thumbnail: thumbnailPath(p),
    ...(p.is_template ? { type: 'TEMPLATE' as const } : {}),
    ...(p.media ? { previewAnimation: p.media.preview } : {}),
    viewCount: p.view_count,
    likesCount: p.likes_count,
  };
}
