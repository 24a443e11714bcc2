// The shapes the settings page and its calls send: a presentation's settings and its
// collaborators. Collaborators are shown by name and username, never by email. Its share links are
// the sharing feature's (view-links.presenter.ts).

import { editPath, presentationPath, statsPath, thumbnailPath } from '../../kernel/paths';
import type { CollaboratorRow, Presentation } from '../access';
import { displayName } from '../accounts';
import type { CollaboratorData, PresentationSettings } from './settings.contracts';

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

export const presentCollaborator = (row: CollaboratorRow): CollaboratorData => ({
  username: row.username,
  displayName: displayName(row),
  role: row.role,
});
