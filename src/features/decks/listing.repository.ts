// SQL for what galleries, search, feeds and the sitemap list: public, reusable presentations that are
// not taken down, as cards (never the document, transcript or thumbnail), and their counts.
import type { Db } from '../../platform/db/connection';
import { decodePresentation, type Presentation } from '../access';

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
