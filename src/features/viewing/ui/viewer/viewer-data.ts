// What the viewer widget needs from a page's presentation data, and where it downloads the
// document from (with the view link when the page was reached through one).

import { playerDataPath as dataPathOf } from '../../../../kernel/paths';
import type { ViewPageData } from '../../../decks/contracts';
import type { ViewerWidgetData } from './ViewerWidget';

export function viewerDataOf(p: ViewPageData): ViewerWidgetData {
  return {
    oid: p.oid,
    title: p.title,
    ownerName: p.ownerName,
    lastModifiedDateString: p.lastModifiedDateString,
    thumbnail: p.thumbnail,
    privacy: p.privacy,
    viewCount: p.viewCount,
    likesCount: p.likesCount,
    hasLiked: p.hasLikedPrezi,
    prezilink: p.prezilink,
    schemaVersion: p.schemaVersion,
    tags: p.tags ? p.tags.split(',') : [],
    curationExists: p.curationExists,
  };
}

export function playerDataPath(p: Pick<ViewPageData, 'oid' | 'prezilink'>): string {
  return dataPathOf(p.oid, p.prezilink?.link_id);
}
