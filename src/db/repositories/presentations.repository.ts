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
  return listedQuery(db, options)
    .select(CARD_COLUMNS)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset ?? 0)
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
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findTemplateBySlug(db: Db, slug: string): Promise<Presentation | undefined> {
  return db
    .selectFrom('presentations')
    .selectAll()
    .where('template_slug', '=', slug)
    .where('is_template', '=', 1)
    .where('hidden', '=', 0)
    .executeTakeFirst();
}

export async function readCounts(db: Db, id: number): Promise<{ likes_count: number; view_count: number }> {
  return db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
