// The public shapes of a presentation: for the player API, the view and embed pages, and cards.
import type { Language } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import { showsMakeACopy, viewerRights } from '../../kernel/access/permissions';
import { publicDocument } from '../../kernel/document/canvas/notes';
import { canonicalPath, thumbnailPath } from '../../kernel/paths';
import type { ViewerPresentation } from '../access';
import type { User } from '../accounts';
import { displayName, presentOwner } from '../accounts';
import type { CardData, PlayerData, ViewPageData } from './contracts';
import type { CardRow } from './listing.repository';

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

/**
 * The player API's answer (GET /api/v4/presentation/{oid}/) for this viewer. A recording
 * also names its video and captions as `media`, so a player that knows only plain videos
 * plays it as one.
 */
export function presentPlayerData(
  { presentation: p, owner, access, viewer, hasLiked, viewLinkId }: ViewerPresentation,
  lang?: Language,
  recording: PlayerData['recording'] = null,
): PlayerData {
  const media = recording
    ? { video: recording.videoUrl, captions: recording.captionsUrl ?? '', preview: '' }
    : p.media;
  return {
    oid: p.oid,
    title: p.title,
    kind: p.kind,
    schemaVersion: p.schema_version,
    privacy: p.privacy,
    // Never the notes, even for the owner: the presenter view and the editor send those on their own.
    document: publicDocument(p.document),
    media,
    recording,
    thumbnail: thumbnailPath(p, viewLinkId),
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

/**
 * The presentation as the view and embed pages show it to this viewer (spec §3 names). The page
 * carries no document (the player downloads it on Present), so none is parsed here.
 */
export function presentViewPageData(loaded: ViewerPresentation, lang?: Language): ViewPageData {
  const { presentation: p, access, viewer, owner, viewLinkId } = loaded;
  return {
    oid: p.oid,
    title: p.title,
    slug: p.slug,
    description: p.description_html,
    owner: presentOwner(owner),
    ownerName: displayName(owner),
    lastModifiedDateString: lastModifiedText(p.updated_at, lang),
    privacy: p.privacy,
    kind: p.kind,
    schemaVersion: p.schema_version,
    thumbnail: thumbnailPath(p, viewLinkId),
    viewCount: p.view_count,
    likesCount: p.likes_count,
    hasLikedPrezi: loaded.hasLiked,
    tags: p.tags.join(','),
    transcriptData: p.transcript,
    viewerRights: viewerRights(access, viewer),
    prezilink: viewLinkId ? { link_id: viewLinkId } : null,
    isAuthenticated: viewer !== null,
    hiddenReason: p.hidden ? (p.hidden_reason ?? 'Taken down after a report.') : null,
    curationExists: p.curated,
    showMakeACopyButton: showsMakeACopy(access, viewer),
    // A video of ours (not a seeded one with its own media files) is a recording (recording.service).
    isRecording: p.kind === 'video' && p.media === null,
  };
}

export function presentCard(p: CardRow, owner: User | undefined, ownerName: string): CardData {
  return {
    oid: p.oid,
    title: p.title,
    subTitle: owner ? ownerName : '',
    path: canonicalPath(p),
    thumbnail: thumbnailPath(p),
    ...(p.is_template ? { type: 'TEMPLATE' as const } : {}),
    ...(p.media ? { previewAnimation: p.media.preview } : {}),
    viewCount: p.view_count,
    likesCount: p.likes_count,
  };
}
