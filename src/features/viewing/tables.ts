// The stored shapes of the tables this feature writes: likes, counted views and downloads per day. They
// join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps
// one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** Who likes which presentation. */
export interface LikesTable {
  presentation_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A counted view (at most one per visitor per presentation in 30 minutes). */
export interface ViewsTable {
  id: Generated<number>;
  presentation_id: number;
  visitor_id: string;
  user_id: number | null;
  viewed_at: Timestamp;
  /** The embedding or linking site's origin; null for a direct visit or our own site. */
  referrer: string | null;
  /** The share link it came through; null for the presentation's own address. */
  view_link_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Downloads per presentation, day, share link ('' for none) and format. */
export interface DownloadCountsTable {
  presentation_id: number;
  day: string;
  link_id: string;
  format: string;
  downloads: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    likes: LikesTable;
    views: ViewsTable;
    download_counts: DownloadCountsTable;
  }
}
