// SQL for brand kits: a team's or a person's kit (its draft and what was published),
// the logos they upload (by content hash), and a presentation's "show brand logo" choice.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { BrandKitsTable, BrandLogosTable } from './tables';

export type BrandKitRow = Selectable<BrandKitsTable>;
export type BrandLogoRow = Selectable<BrandLogosTable>;

/** Whose kit: a team's, or a person's own. */
export type KitOwner = { kind: 'team'; teamId: number } | { kind: 'user'; userId: number };

export interface KitDraft {
  primary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
}

const ownerColumn = (owner: KitOwner) =>
  owner.kind === 'team' ? (['team_id', owner.teamId] as const) : (['user_id', owner.userId] as const);

export async function findKit(db: Db, owner: KitOwner): Promise<BrandKitRow | undefined> {
  const [column, id] = ownerColumn(owner);
  return db.selectFrom('brand_kits').selectAll().where(column, '=', id).executeTakeFirst();
}

/** Writes the draft, making the kit when it is the first save. */
export async function saveDraft(
  db: Db,
  owner: KitOwner,
  draft: KitDraft,
  by: number,
  at: string,
): Promise<BrandKitRow> {
  const [column, id] = ownerColumn(owner);
  const existing = await findKit(db, owner);
  if (existing) {
    await db
      .updateTable('brand_kits')
      .set({ ...draft, updated_by: by, updated_at: at })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('brand_kits')
      .values({ ...draft, [column]: id, updated_by: by, created_at: at, updated_at: at })
      .execute();
  }
  return (await findKit(db, owner))!;
}

export async function setDraftLogo(db: Db, kitId: number, key: string | null, by: number, at: string) {
  await db
    .updateTable('brand_kits')
    .set({ logo_key: key, updated_by: by, updated_at: at })
    .where('id', '=', kitId)
    .execute();
}

/** Publishing copies the draft's style and logo; they are what decks and pages read. */
export async function publishKit(
  db: Db,
  kitId: number,
  style: string,
  logoKey: string | null,
  by: number,
  at: string,
) {
  await db
    .updateTable('brand_kits')
    .set({
      published_style: style,
      published_logo_key: logoKey,
      published_at: at,
      updated_by: by,
      updated_at: at,
    })
    .where('id', '=', kitId)
    .execute();
}

export async function unpublishKit(db: Db, kitId: number, by: number, at: string) {
  await db
    .updateTable('brand_kits')
    .set({
      published_style: null,
      published_logo_key: null,
      published_at: null,
      updated_by: by,
      updated_at: at,
    })
    .where('id', '=', kitId)
    .execute();
}

/** Keeps a logo once: the same picture always has the same key. */
export async function insertLogo(db: Db, logo: Omit<BrandLogoRow, 'created_at'>, at: string) {
  await db
    .insertInto('brand_logos')
    .values({ ...logo, created_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function findLogo(db: Db, key: string): Promise<BrandLogoRow | undefined> {
  return db.selectFrom('brand_logos').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The kits naming a logo, as their draft's or as their published one. */
export async function kitsUsingLogo(db: Db, key: string): Promise<BrandKitRow[]> {
  return db
    .selectFrom('brand_kits')
    .selectAll()
    .where((eb) => eb.or([eb('logo_key', '=', key), eb('published_logo_key', '=', key)]))
    .execute();
}

/** The published part of the kit a presentation follows: its team's, or else its owner's. */
export async function findPublishedKitFor(
  db: Db,
  presentation: { team_id: number | null; owner_id: number },
): Promise<Pick<BrandKitRow, 'published_style' | 'published_logo_key' | 'published_at'> | undefined> {
  const [column, id] =
    presentation.team_id !== null
      ? (['team_id', presentation.team_id] as const)
      : (['user_id', presentation.owner_id] as const);
  return db
    .selectFrom('brand_kits')
    .select(['published_style', 'published_logo_key', 'published_at'])
    .where(column, '=', id)
    .where('published_style', 'is not', null)
    .executeTakeFirst();
}

export async function setShowBrandLogo(db: Db, presentationId: number, show: boolean) {
  await db
    .updateTable('presentations')
    .set({ show_brand_logo: show ? 1 : 0 })
    .where('id', '=', presentationId)
    .execute();
}

/** The presentations a kit reaches: a team's, or a person's own outside any team. */
export async function listKitPresentations(
  db: Db,
  owner: KitOwner,
): Promise<{ id: number; kind: 'deck' | 'video'; document: string }[]> {
  const query = db.selectFrom('presentations').select(['id', 'kind', 'document']);
  const rows =
    owner.kind === 'team'
      ? await query.where('team_id', '=', owner.teamId).execute()
      : await query.where('owner_id', '=', owner.userId).where('team_id', 'is', null).execute();
  return rows;
}

export async function setThumbnail(db: Db, presentationId: number, svg: string, version: string) {
  await db
    .updateTable('presentations')
    .set({ thumbnail_svg: svg, thumbnail_version: version })
    .where('id', '=', presentationId)
    .execute();
}

export async function findPresentationPlacement(
  db: Db,
  presentationId: number,
): Promise<
  | { id: number; kind: 'deck' | 'video'; document: string; team_id: number | null; owner_id: number }
  | undefined
> {
  return db
    .selectFrom('presentations')
    .select(['id', 'kind', 'document', 'team_id', 'owner_id'])
    .where('id', '=', presentationId)
    .executeTakeFirst();
}
