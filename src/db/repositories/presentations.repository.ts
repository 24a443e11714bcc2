// SQL for presentations and their counters.
import type { Db } from '../connection';
import type { NewPresentation, Presentation, PresentationUpdate } from '../schema';

export async function insertPresentation(db: Db, values: NewPresentation): Promise<Presentation> {
  return db.insertInto('presentations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePresentation(
  db: Db,
  id: number,
  values: PresentationUpdate,
): Promise<Presentation> {
  return db
    .updateTable('presentations')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPresentationByOid(db: Db, oid: string): Promise<Presentation | undefined> {
  return db.selectFrom('presentations').selectAll().where('oid', '=', oid).executeTakeFirst();
}

export async function findPresentationById(db: Db, id: number): Promise<Presentation | undefined> {
  return db.selectFrom('presentations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPresentationBySourceKey(db: Db, key: string): Promise<Presentation | undefined> {
  return db.selectFrom('presentations').selectAll().where('source_key', '=', key).executeTakeFirst();
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
  kind?: 'deck' | 'video';
  curated?: boolean;
  templates?: boolean;
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

export async function listListedPresentations(db: Db, options: ListingOptions): Promise<CardRow[]> {
  let query = db
    .selectFrom('presentations')
    .select(CARD_COLUMNS)
    .where('privacy', '!=', 'private')
    .where('hidden', '=', 0)
    .where('is_template', '=', options.templates ? 1 : 0);
  if (options.kind) query = query.where('kind', '=', options.kind);
  if (options.curated) query = query.where('curated', '=', 1);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function readCounts(db: Db, id: number): Promise<{ likes_count: number; view_count: number }> {
  return db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
