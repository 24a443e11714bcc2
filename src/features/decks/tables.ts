// The stored shapes of the tables this feature writes: presentations, their pictures, uploaded PDFs and
// the search index. They join Database (src/platform/db/schema.ts) by the module augmentation at the end,
// so a repository keeps one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/columns';

/** The format of a presentation's text source, on the presentation and on each of its versions. */
export type SourceFormat = 'markdown' | 'json';

/** A presentation: its document, its settings, its counts. */
export interface PresentationsTable {
  id: Generated<number>;
  oid: string;
  owner_id: number;
  title: string;
  slug: string;
  description_html: string;
  kind: 'deck' | 'video';
  schema_version: '0' | '2' | '3';
  privacy: 'public' | 'reusable' | 'private';
  document: string;
  transcript: string;
  tags: string;
  is_template: ColumnType<Flag, Flag | undefined, Flag>;
  template_slug: string | null;
  curated: ColumnType<Flag, Flag | undefined, Flag>;
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  hidden_reason: string | null;
  view_count: ColumnType<number, number | undefined, number>;
  likes_count: ColumnType<number, number | undefined, number>;
  thumbnail_svg: string;
  thumbnail_version: string;
  media: string | null;
  source_key: string | null;
  /** JSON list of the sites that may embed it; null: anywhere. */
  embed_domains: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: visitors may download it; share links may say otherwise. */
  allow_downloads: ColumnType<Flag, Flag | undefined, Flag>;
  /** The sha256 of the uploaded PDF of a PDF deck (original_pdfs), when it was kept. */
  original_pdf: ColumnType<string | null, string | null | undefined, string | null>;
  search_text: ColumnType<string, string | undefined, string>;
  /** What the author wrote, when there was a text source: the editor edits this. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
  source_format: ColumnType<SourceFormat | null, SourceFormat | null | undefined, SourceFormat | null>;
  /** The team it belongs to, whose members get rights by their role; null: its owner's own. */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The folder it is filed in (a folder of its owner's, or of its team's); null: none. */
  folder_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: its view page and embed show its brand kit's published logo instead of Podium's. */
  show_brand_logo: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Uploaded media (PDF page images, canvas pictures), addressed by content hash and served immutable. */
export interface MediaFilesTable {
  presentation_id: number;
  key: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
  /** When the media sweep first found it named nowhere (decision 099); null: named, or not looked at. */
  unreferenced_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Uploaded PDFs of PDF decks, once per content: served only by the download route. */
export interface OriginalPdfsTable {
  sha256: string;
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
}

/** SQLite only; PostgreSQL keeps a tsvector column on presentations instead. */
export interface PresentationsFtsTable {
  presentation_id: number;
  title: string;
  description: string;
  body: string;
  tags: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    presentations: PresentationsTable;
    presentations_fts: PresentationsFtsTable;
    media_files: MediaFilesTable;
    original_pdfs: OriginalPdfsTable;
  }
}
