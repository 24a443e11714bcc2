// The stored shapes of the tables this feature writes: brand kits and their logos. They join Database
// (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps one
// Kysely<Database> and its joins across features stay typed (decision 089).
import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

/** A team's or a person's brand kit: the draft, and what was last published. */
export interface BrandKitsTable {
  id: Generated<number>;
  team_id: number | null;
  user_id: number | null;
  primary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
  logo_key: string | null;
  /** JSON of the published BrandStyle; null while the kit is unpublished. */
  published_style: string | null;
  published_logo_key: string | null;
  published_at: Timestamp | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An uploaded logo, by content hash (sha256 hex + extension). */
export interface BrandLogosTable {
  key: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    brand_kits: BrandKitsTable;
    brand_logos: BrandLogosTable;
  }
}
