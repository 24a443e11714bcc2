// How much work the server takes on: requests per client for each kind of call, how long a view
// page's HTML is reused, how many PDFs are read and PowerPoint files converted at once and for how long, and how long analytics
// events are kept.
import { findSoffice } from '../sandbox';
import type { EnvReader } from './env-reader';

export interface LimitsConfig {
  rateLimits: {
    auth: number;
    likes: number;
    views: number;
    telemetry: number;
    stats: number;
    /** New presentations, copies and comments. */
    creates: number;
    /** Downloads of PDFs (generating one is costly). */
    downloads: number;
    /** Connections to the canvas editor's live channel (a tab reconnecting opens one each time). */
    live: number;
  };
  /** Seconds an anonymous view page's HTML is reused (0 turns the cache off). */
  pageCacheSeconds: number;
  /** Uploaded PDFs read at once, each in its own child process (PDF_READERS). */
  pdfReaders: number;
  /** How long one PDF may take to read before it is refused as too slow (PDF_READ_SECONDS). */
  pdfReadSeconds: number;
  /** Uploaded PowerPoint files converted at once, each in its own child process (PPTX_IMPORTERS). */
  pptxImporters: number;
  /** How long one PowerPoint file may take to convert before it is refused (PPTX_IMPORT_SECONDS). */
  pptxImportSeconds: number;
  /** LibreOffice's soffice, for .odp, .ppt and .key uploads (LIBREOFFICE_PATH, else the PATH's); null: none. */
  libreOffice: string | null;
  /** Those files turned into .pptx at once, each in its own LibreOffice (OFFICE_CONVERTERS). */
  officeConverters: number;
  /**
   * Days analytics events are kept (ANALYTICS_RETENTION_DAYS; 0 keeps them all). Statistics read
   * daily rollups, which are kept: dropping events changes no figure.
   */
  analyticsRetentionDays: number;
}

export function readLimits({ int, read }: EnvReader): LimitsConfig {
  return {
    rateLimits: {
      auth: int('RATE_LIMIT_AUTH', 10, 1, 10_000_000),
      likes: int('RATE_LIMIT_LIKES', 120, 1, 10_000_000),
      views: int('RATE_LIMIT_VIEWS', 120, 1, 10_000_000),
      telemetry: int('RATE_LIMIT_TELEMETRY', 600, 1, 10_000_000),
      stats: int('RATE_LIMIT_STATS', 60, 1, 10_000_000),
      creates: int('RATE_LIMIT_CREATES', 30, 1, 10_000_000),
      downloads: int('RATE_LIMIT_DOWNLOADS', 20, 1, 10_000_000),
      live: int('RATE_LIMIT_LIVE', 120, 1, 10_000_000),
    },
    pageCacheSeconds: int('PAGE_CACHE_SECONDS', 10, 0, 3600),
    pdfReaders: int('PDF_READERS', 2, 1, 32),
    pdfReadSeconds: int('PDF_READ_SECONDS', 30, 1, 600),
    pptxImporters: int('PPTX_IMPORTERS', 1, 1, 32),
    pptxImportSeconds: int('PPTX_IMPORT_SECONDS', 60, 1, 600),
    libreOffice: findSoffice({ LIBREOFFICE_PATH: read('LIBREOFFICE_PATH'), PATH: read('PATH') }),
    officeConverters: int('OFFICE_CONVERTERS', 1, 1, 16),
    analyticsRetentionDays: int('ANALYTICS_RETENTION_DAYS', 0, 0, 36_500),
  };
}
