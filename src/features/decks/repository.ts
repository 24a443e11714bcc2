// SQL for presentations and their counters. Rows leave decoded (records.ts).
import type { Db, Dialect } from '../../db/connection';
import {
  decodePresentation,
  encodeNewPresentation,
  encodePresentationUpdate,
  type NewPresentation,
  type Presentation,
  type PresentationUpdate,
} from '../../db/rows';
import type { StoredPresentation } from '../../db/schema';

const decodeFound = <Row extends Partial<StoredPresentation>>(row: Row | undefined) =>
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

export async function countPresentations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('presentations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Public and reusable, not taken down: what galleries, search and the sitemap may list. */
export async function countListedPresentations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('presentations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('privacy', '!=', 'private')
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ListingOptions {
  limit: number;
  offset?: number;
  kind?: 'deck' | 'video';
  curated?: boolean;
  /** true: only templates; otherwise templates are left out. */
  templates?: boolean;
  ownerId?: number;
}

/** What a card shows: listings never read documents, transcripts or thumbnails. */
export const CARD_COLUMNS = [
  'id',
  'oid',
  'owner_id',
  'title',
  'slug',
  'kind',
  'privacy',
  'is_template',
  'template_slug',
  'curated',
  'view_count',
  'likes_count',
  'thumbnail_version',
  'media',
  'updated_at',
] as const;
export type CardRow = Pick<Presentation, (typeof CARD_COLUMNS)[number]>;

function listedQuery(db: Db, options: Omit<ListingOptions, 'limit' | 'offset'>) {
  let query = db
    .selectFrom('presentations')
    .where('privacy', '!=', 'private')
    .where('hidden', '=', 0)
    .where('is_template', '=', options.templates ? 1 : 0);
  if (options.kind) query = query.where('kind', '=', options.kind);
  if (options.curated) query = query.where('curated', '=', 1);
  if (options.ownerId !== undefined) query = query.where('owner_id', '=', options.ownerId);
  return query;
}

export async function listListedPresentations(db: Db, options: ListingOptions): Promise<CardRow[]> {
  const rows = await listedQuery(db, options)
    .select(CARD_COLUMNS)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(decodePresentation);
}

/** The owners of listed presentations (their profile pages list them), most recently changed first. */
export async function listListedOwners(
  db: Db,
  limit: number,
): Promise<{ oid: string; updated_at: string }[]> {
  const latest = listedQuery(db, {})
    .select(['owner_id', (eb) => eb.fn.max('updated_at').as('updated_at')])
    .groupBy('owner_id')
    .as('latest');
  return db
    .selectFrom('users')
    .innerJoin(latest, 'latest.owner_id', 'users.id')
    .select(['users.oid', 'latest.updated_at'])
    .orderBy('latest.updated_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countListed(
  db: Db,
  options: Omit<ListingOptions, 'limit' | 'offset'>,
): Promise<number> {
  const row = await listedQuery(db, options)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cards for the given ids, in the order given (search results keep their ranking). */
export async function listCardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('presentations').select(CARD_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, decodePresentation(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** The counters as they are; a write that moves one returns the new value itself (likes, views). */
/**
 * Reads the counters and, on PostgreSQL, locks the presentation's row until the transaction ends
 * (FOR NO KEY UPDATE; SQLite's writers are one at a time already). A view or like takes this lock
 * before inserting its row: a row inserted first holds a key-share lock on the presentation while
 * it waits for the counter, and deadlocks with a delete of the presentation waiting behind it.
 * Undefined when the presentation is gone.
 */
export async function lockCounts(
  db: Db,
  dialect: Dialect,
  id: number,
): Promise<{ likes_count: number; view_count: number } | undefined> {
  const row = await db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  return row && { likes_count: Number(row.likes_count), view_count: Number(row.view_count) };
}

/** A presentation's counters, or undefined once it is gone (deleted since the caller loaded it). */
export async function readCounts(
  db: Db,
  id: number,
): Promise<{ likes_count: number; view_count: number } | undefined> {
  const row = await db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { likes_count: Number(row.likes_count), view_count: Number(row.view_count) };
}

/** What a feed entry says beyond its card: the description and when it was first published. */
export async function listFeedDetails(
  db: Db,
  ids: number[],
): Promise<Map<number, { description_html: string; created_at: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('presentations')
    .select(['id', 'description_html', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
