// The presentation settings page (/dashboard/next/{oid}/) and its calls: settings, view links and
// collaborators. Collaborators are shown by name and username, never by email.

import type { CommentData } from '../features/editor/comments.contracts';
import type { LinkDownload, LinkNotify } from '../features/sharing/rules';
import type { CollaboratorRole } from '../kernel/access/permissions';
import type { PresentationKind } from '../kernel/document/document';
import type { Privacy } from '../kernel/document/import-metadata';

export interface PresentationSettings {
  oid: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  privacy: Privacy;
  /** The sites that may embed it, or null: anywhere. */
  embedDomains: string[] | null;
  /** Visitors may download it (share links may say otherwise). */
  allowDownloads: boolean;
  /** A PDF deck whose uploaded PDF was kept: visitors may download the original too. */
  hasOriginalPdf: boolean;
  kind: PresentationKind;
  /** Why staff took it down, when they did (only its owner still sees it). */
  hiddenReason: string | null;
  updatedAt: string;
  /** The thumbnail's address. */
  thumbnail: string;
  viewPath: string;
  editPath: string;
  statsPath: string;
}

export interface ViewLinkData {
  linkId: string;
  /** The absolute /view/{link_id}/ address people paste elsewhere. */
  url: string;
  createdAt: string;
  /** The name of who made it (the owner or an editor), or null when that account is gone. */
  createdBy: string | null;
  revokedAt: string | null;
  /** Who or what the link is for ("Acme board", "Newsletter"), or null. */
  name: string | null;
  /** Visitors must type a password (never sent back: only whether there is one). */
  hasPassword: boolean;
  /** After this moment the link answers 410 with a page that says it has expired; or null. */
  expiresAt: string | null;
  /** Visitors give an e-mail address before viewing (the statistics list them). */
  requireEmail: boolean;
  /** The address is verified by a 6-digit code sent to it. */
  verifyEmail: boolean;
  /** Only addresses at these e-mail domains open the link; [] for any. */
  allowedDomains: string[];
  /** E-mail the owner on the first view through it, on every counted view, or never. */
  notify: LinkNotify;
  /** Downloads through this link: as the presentation says, allowed or forbidden. */
  download: LinkDownload;
}

export {
  LINK_NOTIFY,
  type LinkDownload,
  type LinkNotify,
  VIEW_LINK_LIMITS,
  type ViewLinkRules,
} from '../features/sharing/rules';

export interface CollaboratorData {
  username: string;
  displayName: string;
  role: CollaboratorRole;
}

/** The viewer's right on the settings page: the owner, or an editor (a collaborator with edit rights). */
export type ManageRole = 'owner' | 'edit';

export interface PresentationSettingsPageData {
  settings: PresentationSettings;
  userRole: ManageRole;
  links: ViewLinkData[];
  collaborators: CollaboratorData[];
  /** Every comment on the presentation (owner only; editors read them in the editor). */
  comments: CommentData[];
  /** Outgoing e-mail is configured (SMTP_URL, MAIL_FROM): links may verify addresses by a code and notify the owner. */
  mailConfigured: boolean;
  /** Its owner, or an owner or admin of its team: changes its privacy and deletes it. */
  steward: boolean;
  /** The team it is in, whose members all open it, and how many they are; null outside teams. */
  teamAccess: TeamAccessData | null;
}

export interface TeamAccessData {
  name: string;
  members: number;
}
