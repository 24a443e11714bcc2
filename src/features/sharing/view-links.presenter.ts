// A share link as its presentation's settings page and calls show it: its address, who made it
// and its rules; never its password, only whether it has one.
import { viewLinkPath } from '../../kernel/paths';
import type { ViewLinkData } from './contracts';
import { linkDownloadOf } from './rules';
import { linkDomains, type ViewLink } from './tables';

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
