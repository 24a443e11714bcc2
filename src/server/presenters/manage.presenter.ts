// The shapes the settings page and the manage calls send: a presentation's settings, its view
// links and its collaborators. Collaborators are shown by name and username, never by email.

import type { CollaboratorData, PresentationSettings, ViewLinkData } from '../../contracts/manage';
import type { CollaboratorRow } from '../../db/repositories/manage.repository';
import { linkDomains, type Presentation, type ViewLink } from '../../db/rows';
import { displayName } from '../../features/accounts';
import { linkDownloadOf } from '../../features/sharing';
import { editPath, presentationPath, statsPath, thumbnailPath, viewLinkPath } from '../../kernel/paths';

export function presentSettings(p: Presentation): PresentationSettings {
  return {
    oid: p.oid,
    title: p.title,
    descriptionHtml: p.description_html,
    tags: p.tags,
    privacy: p.privacy,
    embedDomains: p.embed_domains,
    allowDownloads: p.allow_downloads,
    hasOriginalPdf: p.original_pdf !== null,
    kind: p.kind,
    hiddenReason: p.hidden ? (p.hidden_reason ?? 'Taken down after a report.') : null,
    updatedAt: p.updated_at,
    // Served to owners and collaborators even when private; a published PDF shows its first page.
    thumbnail: thumbnailPath(p),
    viewPath: presentationPath(p),
    editPath: editPath(p),
    statsPath: statsPath(p.oid),
  };
}

/** A link as the settings page shows it; `creators` names who made it (view-links.service linkCreators). */
export const presentViewLink = (
  link: ViewLink,
  origin: string,
  creators: ReadonlyMap<number, string> = new Map(),
): ViewLinkData => ({
  linkId: link.link_id,
  url: `${origin}${viewLinkPath(link.link_id)}`,
  createdAt: link.created_at,
  createdBy: link.created_by === null ? null : (creators.get(link.created_by) ?? null),
  revokedAt: link.revoked_at,
  name: link.name,
  hasPassword: link.password_hash !== null,
  expiresAt: link.expires_at,
  requireEmail: link.require_email,
  verifyEmail: link.verify_email,
  allowedDomains: linkDomains(link) ?? [],
  notify: link.notify,
  download: linkDownloadOf(link.download),
});

export const presentCollaborator = (row: CollaboratorRow): CollaboratorData => ({
  username: row.username,
  displayName: displayName(row),
  role: row.role,
});
