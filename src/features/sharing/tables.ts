// The stored shapes of the tables this feature writes: share links, the people who gave an address
// to open one, and a link's e-mailed codes and password tries.
// src/db/schema.ts gathers them with every other table into Database, so a repository keeps one
// Kysely<Database> and its joins across features stay typed.
import type { ColumnType } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';
import type { LinkNotify } from './link-choices-rules';

/** A code sent to verify an address for a link: its HMAC only, one row per link and address. */
export interface LinkEmailCodesTable {
  link_id: string;
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
}

/** Tries at a share link's password in its current window (link-password-tries.ts). */
export interface LinkPasswordTriesTable {
  link_id: string;
  tries: number;
  window_ends_at: Timestamp;
}

/** A share link of a presentation, with its rules (rules.ts). */
export interface ViewLinksTable {
  link_id: string;
  presentation_id: number;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  name: string | null;
  password_hash: string | null;
  expires_at: Timestamp | null;
  /** 1: visitors give an e-mail address before viewing. */
  require_email: ColumnType<number, number | undefined, number>;
  /** 1: the address is verified by a 6-digit code sent to it. */
  verify_email: ColumnType<number, number | undefined, number>;
  /** A JSON array of lower-cased e-mail domains the link opens for, or null for any (rows.ts#linkDomains). */
  allowed_domains: ColumnType<string | null, string | null | undefined, string | null>;
  /** E-mail the owner on the first view through it, or on every counted view. */
  notify: ColumnType<LinkNotify, LinkNotify | undefined, LinkNotify>;
  first_view_notified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** 1 once its expiry has been announced to the owner's webhooks. */
  expiry_announced: ColumnType<Flag, Flag | undefined, Flag>;
  /** Downloads through this link: null as the presentation says, 1 allowed, 0 forbidden. */
  download: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Someone who gave an address to open a link that asks for one (view-links.repository.ts). */
export interface LinkVisitorsTable {
  link_id: string;
  email: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  views: ColumnType<number, number | undefined, number>;
}
