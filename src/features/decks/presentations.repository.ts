// SQL for a presentation's row: making, updating and finding one (whole, or the columns access and
// thumbnails need), staff picks and templates. Rows leave decoded by the presentation record's codec
// (access/presentation-record.ts: access, below decks, reads the row too).
import type { Db } from '../../platform/db/connection';
import type { StoredRow } from '../../platform/db/schema';
import {
  decodePresentation,
  encodeNewPresentation,
  encodePresentationUpdate,
  type NewPresentation,
  type Presentation,
  type PresentationUpdate,
} from '../access';

const decodeFound = <Row extends Partial<StoredRow<'presentations'>>>(row: Row | undefined) =>
  row === undefined ? undefined : decodePresentation(row);

export async function insertPresentation(db: Db, values: NewPresentation): Promise<Presentation> {
  const row = await db
    .insertInto('presentations')
    .values(encodeNewPresentation(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodePresentation(row);
}

export async function updatePresentation(
  db: Db,
  id: number,
  values: PresentationUpdate,
): Promise<Presentation> {
  const row = await db
    .updateTable('presentations')
    .set(encodePresentationUpdate(values))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodePresentation(row);
}

/**
 * Updates the presentation only if nobody changed it since `updatedAt` (the editor's save); false
 * when a concurrent change made the update match no row.
 */
export async function updatePresentationIfUnchanged(
  db: Db,
  id: number,
  updatedAt: string,
  values: PresentationUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('presentations')
    .set(encodePresentationUpdate(values))
    .where('id', '=', id)
    .where('updated_at', '=', updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findPresentationByOid(db: Db, oid: string): Promise<Presentation | undefined> {
  return decodeFound(
    await db.selectFrom('presentations').selectAll().where('oid', '=', oid).executeTakeFirst(),
  );
}

export async function findPresentationById(db: Db, id: number): Promise<Presentation | undefined> {
  return decodeFound(
    await db.selectFrom('presentations').selectAll().where('id', '=', id).executeTakeFirst(),
  );
}

export async function findPresentationBySourceKey(db: Db, key: string): Promise<Presentation | undefined> {
  return decodeFound(
    await db.selectFrom('presentations').selectAll().where('source_key', '=', key).executeTakeFirst(),
  );
}

/**
 * What deciding access needs (kernel/access/permissions.ts: owner, privacy, hidden) and what an answer
 * about it links to (path, thumbnail, title): never the document, transcript or thumbnail.
 */
export const ACCESS_COLUMNS = [
  'id',
  'oid',
  'slug',
  'title',
  'owner_id',
  'privacy',
  'hidden',
  'updated_at',
  'thumbnail_version',
] as const;
export type PresentationAccessRow = Pick<Presentation, (typeof ACCESS_COLUMNS)[number]>;

export async function findPresentationAccessByOid(
  db: Db,
  oid: string,
): Promise<PresentationAccessRow | undefined> {
  return decodeFound(
    await db.selectFrom('presentations').select(ACCESS_COLUMNS).where('oid', '=', oid).executeTakeFirst(),
  );
}

export async function findPresentationAccessById(
  db: Db,
  id: number,
): Promise<PresentationAccessRow | undefined> {
  return decodeFound(
    await db.selectFrom('presentations').select(ACCESS_COLUMNS).where('id', '=', id).executeTakeFirst(),
  );
}

/**
 * What a thumbnail is drawn from: the stored title card, the document (a PDF's first page), and a
 * recording's cover frame picture (null for everything else), in one query.
 */
export async function findThumbnailById(
  db: Db,
  id: number,
): Promise<(Pick<Presentation, 'thumbnail_svg' | 'document'> & { coverImage: string | null }) | undefined> {
  const row = await db
    .selectFrom('presentations')
    .leftJoin('recordings', 'recordings.presentation_id', 'presentations.id')
    .select(['presentations.thumbnail_svg', 'presentations.document', 'recordings.cover_image'])
    .where('presentations.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { cover_image, ...stored } = row;
  return { ...decodePresentation(stored), coverImage: cover_image ?? null };
}

/** Marks or unmarks a staff pick. */
export async function setCurated(db: Db, id: number, curated: boolean): Promise<void> {
  await db
    .updateTable('presentations')
    .set(encodePresentationUpdate({ curated }))
    .where('id', '=', id)
    .execute();
}

export async function findTemplateBySlug(db: Db, slug: string): Promise<Presentation | undefined> {
  return decodeFound(
    await db
      .selectFrom('presentations')
      .selectAll()
      .where('template_slug', '=', slug)
      .where('is_template', '=', 1)
      .where('hidden', '=', 0)
      .executeTakeFirst(),
  );
}
