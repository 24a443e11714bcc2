// Rows as the rest of the app sees them: the decoded records repositories return and accept, with
// flags as booleans, JSON columns parsed and counts as numbers. The stored shapes (schema.ts and the
// features' tables.ts, decision 001) never leave the repositories: they decode what they read and
// encode what they write with the functions here, one pair per table that needs it; a feature's own
// table keeps its pair in its tables.ts (the editor's versions).
import type { Selectable } from 'kysely';
import type { ViewLinksTable } from '../features/sharing/tables';
import type { PresentationDocument } from '../kernel/document/document';
import type { TranscriptTopic } from '../kernel/document/transcript';
import type { VideoMedia } from '../kernel/media/media';
import type {
  JobsTable,
  StoredNewPresentation,
  StoredNewUser,
  StoredPresentation,
  StoredPresentationUpdate,
  StoredUser,
} from './schema';

export type { SourceFormat } from './columns';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The presentation columns whose record type differs from the stored one. */
interface PresentationFields {
  hidden: boolean;
  curated: boolean;
  is_template: boolean;
  tags: string[];
  document: PresentationDocument;
  transcript: TranscriptTopic;
  media: VideoMedia | null;
  embed_domains: string[] | null;
  allow_downloads: boolean;
  show_brand_logo: boolean;
}

/** Any selection of presentation columns, decoded: a whole row, a card, a queue entry. */
export type DecodedPresentation<Row> = {
  [K in keyof Row]: K extends keyof PresentationFields ? PresentationFields[K] : Row[K];
};

export type Presentation = DecodedPresentation<StoredPresentation>;
export type NewPresentation = DecodedPresentation<StoredNewPresentation>;
export type PresentationUpdate = DecodedPresentation<StoredPresentationUpdate>;

export function decodePresentation<Row extends Partial<StoredPresentation>>(
  row: Row,
): DecodedPresentation<Row> {
  const record: Record<string, unknown> = { ...row };
  if (row.hidden !== undefined) record.hidden = row.hidden === 1;
  if (row.curated !== undefined) record.curated = row.curated === 1;
  if (row.is_template !== undefined) record.is_template = row.is_template === 1;
  if (row.tags !== undefined) record.tags = JSON.parse(row.tags);
  if (row.document !== undefined) parseWhenRead(record, 'document', row.document);
  if (row.transcript !== undefined) parseWhenRead(record, 'transcript', row.transcript);
  if (row.media !== undefined) parseWhenRead(record, 'media', row.media);
  if (row.allow_downloads !== undefined) record.allow_downloads = row.allow_downloads === 1;
  if (row.show_brand_logo !== undefined) record.show_brand_logo = row.show_brand_logo === 1;
  if (row.embed_domains !== undefined)
    record.embed_domains = row.embed_domains === null ? null : JSON.parse(row.embed_domains);
  return record as DecodedPresentation<Row>;
}

/**
 * Documents and transcripts are the large columns: they are parsed the first time they are read,
 * so a request that only decides access (or answers from the page cache) never parses them.
 */
function parseWhenRead(record: Record<string, unknown>, key: string, text: string | null) {
  let value: unknown;
  let parsed = false;
  Object.defineProperty(record, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) [value, parsed] = [text === null ? null : JSON.parse(text), true];
      return value;
    },
    set(next: unknown) {
      [value, parsed] = [next, true];
    },
  });
}

function encodePresentationFields(values: Partial<PresentationFields>): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...values };
  if (values.hidden !== undefined) stored.hidden = flag(values.hidden);
  if (values.curated !== undefined) stored.curated = flag(values.curated);
  if (values.is_template !== undefined) stored.is_template = flag(values.is_template);
  if (values.tags !== undefined) stored.tags = JSON.stringify(values.tags);
  if (values.document !== undefined) stored.document = JSON.stringify(values.document);
  if (values.transcript !== undefined) stored.transcript = JSON.stringify(values.transcript);
  if (values.media !== undefined) stored.media = values.media === null ? null : JSON.stringify(values.media);
  if (values.allow_downloads !== undefined) stored.allow_downloads = flag(values.allow_downloads);
  if (values.show_brand_logo !== undefined) stored.show_brand_logo = flag(values.show_brand_logo);
  if (values.embed_domains !== undefined)
    stored.embed_domains = values.embed_domains === null ? null : JSON.stringify(values.embed_domains);
  return stored;
}

export const encodeNewPresentation = (values: NewPresentation) =>
  encodePresentationFields(values) as StoredNewPresentation;
export const encodePresentationUpdate = (values: PresentationUpdate) =>
  encodePresentationFields(values) as StoredPresentationUpdate;

type DecodedUser<Row> = {
  [K in keyof Row]: K extends 'is_staff' | 'weekly_summary' ? boolean : Row[K];
};

export type User = DecodedUser<StoredUser>;
export type NewUser = DecodedUser<StoredNewUser>;

/** The owner's fields a page may show (never the password hash). */
export type OwnerRecord = Pick<
  User,
  'id' | 'oid' | 'username' | 'email' | 'first_name' | 'last_name' | 'public_display_name'
>;

export const decodeUser = <Row extends Partial<StoredUser>>(row: Row): DecodedUser<Row> => {
  const record: Record<string, unknown> = { ...row };
  if (row.is_staff !== undefined) record.is_staff = row.is_staff === 1;
  if (row.weekly_summary !== undefined) record.weekly_summary = row.weekly_summary === 1;
  return record as DecodedUser<Row>;
};

export const encodeNewUser = (user: NewUser): StoredNewUser => ({
  ...user,
  is_staff: user.is_staff === undefined ? undefined : flag(user.is_staff),
  weekly_summary: user.weekly_summary === undefined ? undefined : flag(user.weekly_summary),
});

/** What every stored analytics envelope has (routes/api/telemetry.ts checked it on the way in). */
export interface AnalyticsEnvelope {
  user?: { session_id?: unknown };
  body?: Record<string, unknown>;
  [field: string]: unknown;
}

type StoredViewLink = Selectable<ViewLinksTable>;

/** A view link as the code reads it: its e-mail gate's flags as booleans. */
export type ViewLink = Omit<StoredViewLink, 'require_email' | 'verify_email'> & {
  require_email: boolean;
  verify_email: boolean;
};

export const decodeViewLink = (row: StoredViewLink): ViewLink => ({
  ...row,
  require_email: row.require_email === 1,
  verify_email: row.verify_email === 1,
});

/** A view link's e-mail gate flags as stored, for an insert or an update (fields left out stay). */
export const encodeViewLinkFlags = <Values extends { require_email?: boolean; verify_email?: boolean }>(
  values: Values,
) =>
  ({
    ...values,
    ...(values.require_email !== undefined ? { require_email: flag(values.require_email) } : {}),
    ...(values.verify_email !== undefined ? { verify_email: flag(values.verify_email) } : {}),
  }) as Omit<Values, 'require_email' | 'verify_email'> & { require_email?: 0 | 1; verify_email?: 0 | 1 };

/** The e-mail domains a link opens for, or null for any. */
export const linkDomains = (link: Pick<ViewLink, 'allowed_domains'>): string[] | null =>
  link.allowed_domains === null ? null : (JSON.parse(link.allowed_domains) as string[]);

/** The stored form of a link's allowed domains: null for any. */
export const encodeDomains = (domains: readonly string[] | null): string | null =>
  domains && domains.length > 0 ? JSON.stringify(domains) : null;

/** A job as the queue reads it: its payload parsed. */
export type Job = Omit<Selectable<JobsTable>, 'payload'> & { payload: unknown };

export const decodeJob = (row: Selectable<JobsTable>): Job => ({ ...row, payload: JSON.parse(row.payload) });

/** A job's payload as stored: JSON, null for none. */
export const encodeJobPayload = (payload: unknown): string => JSON.stringify(payload ?? null);
