// The stored shapes of the tables this feature writes: share links, the people who gave an address to open
// one, and a link's e-mailed codes and password tries. They join Database (src/platform/db/schema.ts) by
// the module augmentation at the end, so a repository keeps one Kysely<Database> and its joins across
// features stay typed (decision 089). A link's record (its e-mail gate's flags as booleans) and its codec
// are here too, beside the table they decode.
import type { ColumnType, Selectable } from 'kysely';
import { fromFlag, toFlag } from '../../platform/db/codec';
import type { Flag, Timestamp } from '../../platform/db/columns';
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
  /** A JSON array of lower-cased e-mail domains the link opens for, or null for any (linkDomains below). */
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

type StoredViewLink = Selectable<ViewLinksTable>;

/** A view link as the code reads it: its e-mail gate's flags as booleans. */
export type ViewLink = Omit<StoredViewLink, 'require_email' | 'verify_email'> & {
  require_email: boolean;
  verify_email: boolean;
};

export const decodeViewLink = (row: StoredViewLink): ViewLink => ({
  ...row,
  require_email: fromFlag(row.require_email),
  verify_email: fromFlag(row.verify_email),
});

/** A view link's e-mail gate flags as stored, for an insert or an update (fields left out stay). */
export const encodeViewLinkFlags = <Values extends { require_email?: boolean; verify_email?: boolean }>(
  values: Values,
) =>
  ({
    ...values,
    ...(values.require_email !== undefined ? { require_email: toFlag(values.require_email) } : {}),
    ...(values.verify_email !== undefined ? { verify_email: toFlag(values.verify_email) } : {}),
  }) as Omit<Values, 'require_email' | 'verify_email'> & { require_email?: 0 | 1; verify_email?: 0 | 1 };

/** The e-mail domains a link opens for, or null for any. */
export const linkDomains = (link: Pick<ViewLink, 'allowed_domains'>): string[] | null =>
  link.allowed_domains === null ? null : (JSON.parse(link.allowed_domains) as string[]);

/** The stored form of a link's allowed domains: null for any. */
export const encodeDomains = (domains: readonly string[] | null): string | null =>
  domains && domains.length > 0 ? JSON.stringify(domains) : null;

declare module '../../platform/db/schema' {
  interface Database {
    view_links: ViewLinksTable;
    link_visitors: LinkVisitorsTable;
    link_email_codes: LinkEmailCodesTable;
    link_password_tries: LinkPasswordTriesTable;
  }
}
