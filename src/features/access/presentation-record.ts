// A presentation as the code reads it: the decoded record of the decks feature's presentations table
// (its stored shape is decks' tables.ts), with flags as booleans and JSON columns parsed, and its
// codec. Decks owns the table, but the record sits here: loadFor reads the row whole with its owner,
// and access sits below decks (decision 085), so decks, and everything above, take it from access's
// index.ts (decision 089). Sharing, below access, names the few columns it needs instead.
import type { PresentationDocument } from '../../kernel/document/document';
import type { TranscriptTopic } from '../../kernel/document/transcript';
import type { VideoMedia } from '../../kernel/media/media';
import { fromFlag, parseNullable, parseWhenRead, stringifyNullable, toFlag } from '../../platform/db/codec';
import type { StoredNewRow, StoredRow, StoredUpdate } from '../../platform/db/schema';

type StoredPresentation = StoredRow<'presentations'>;
type StoredNewPresentation = StoredNewRow<'presentations'>;
type StoredPresentationUpdate = StoredUpdate<'presentations'>;

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

/**
 * Decodes the columns a row has. Documents, transcripts and media are the large columns: they are
 * parsed the first time they are read, so a request that only decides access (or answers from the
 * page cache) never parses them (decision 010).
 */
export function decodePresentation<Row extends Partial<StoredPresentation>>(
  row: Row,
): DecodedPresentation<Row> {
  const record: Record<string, unknown> = { ...row };
  if (row.hidden !== undefined) record.hidden = fromFlag(row.hidden);
  if (row.curated !== undefined) record.curated = fromFlag(row.curated);
  if (row.is_template !== undefined) record.is_template = fromFlag(row.is_template);
  if (row.tags !== undefined) record.tags = JSON.parse(row.tags);
  if (row.document !== undefined) parseWhenRead(record, 'document', row.document);
  if (row.transcript !== undefined) parseWhenRead(record, 'transcript', row.transcript);
  if (row.media !== undefined) parseWhenRead(record, 'media', row.media);
  if (row.allow_downloads !== undefined) record.allow_downloads = fromFlag(row.allow_downloads);
  if (row.show_brand_logo !== undefined) record.show_brand_logo = fromFlag(row.show_brand_logo);
  if (row.embed_domains !== undefined) record.embed_domains = parseNullable(row.embed_domains);
  return record as DecodedPresentation<Row>;
}

function encodePresentationFields(values: Partial<PresentationFields>): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...values };
  if (values.hidden !== undefined) stored.hidden = toFlag(values.hidden);
  if (values.curated !== undefined) stored.curated = toFlag(values.curated);
  if (values.is_template !== undefined) stored.is_template = toFlag(values.is_template);
  if (values.tags !== undefined) stored.tags = JSON.stringify(values.tags);
  if (values.document !== undefined) stored.document = JSON.stringify(values.document);
  if (values.transcript !== undefined) stored.transcript = JSON.stringify(values.transcript);
  if (values.media !== undefined) stored.media = stringifyNullable(values.media);
  if (values.allow_downloads !== undefined) stored.allow_downloads = toFlag(values.allow_downloads);
  if (values.show_brand_logo !== undefined) stored.show_brand_logo = toFlag(values.show_brand_logo);
  if (values.embed_domains !== undefined) stored.embed_domains = stringifyNullable(values.embed_domains);
  return stored;
}

export const encodeNewPresentation = (values: NewPresentation) =>
  encodePresentationFields(values) as StoredNewPresentation;
export const encodePresentationUpdate = (values: PresentationUpdate) =>
  encodePresentationFields(values) as StoredPresentationUpdate;
