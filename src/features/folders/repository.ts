// SQL for folders: the tree (a folder, the chain above it, the height below it, its
// children), what is filed in it, and where a presentation sits; who it is shared with is in
// folder-sharing.repository.ts. Walks of the tree are bounded by TEAM_LIMITS.folderDepth, so a
// damaged tree can never loop.
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import { decodePresentation, withFolderChain } from '../access';
import { CARD_COLUMNS } from '../decks';
import type { FoldersTable } from './tables';

export type FolderRow = Selectable<FoldersTable>;
/** A space's folders: a person's own (teamId null: those they made) or a team's. */
export type SpaceKey = { ownerId: number; teamId: null } | { teamId: number };

export async function findFolderByFid(db: Db, fid: string): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('fid', '=', fid).executeTakeFirst();
}

export async function findFolderById(db: Db, id: number): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFolder(
  db: Db,
  values: {
    fid: string;
    name: string;
    owner_id: number;
    team_id: number | null;
    parent_id: number | null;
    at: string;
  },
): Promise<FolderRow> {
  const { at, ...rest } = values;
  return db
    .insertInto('folders')
    .values({ ...rest, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFolder(
  db: Db,
  id: number,
  values: { name?: string; parent_id?: number | null; updated_at: string },
): Promise<FolderRow> {
  return db.updateTable('folders').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * The folder and every folder above it, the top one first. One level past the deepest a tree may
 * be, so a caller sees when a chain is already too deep.
 */
export async function folderChain(db: Db, folderId: number): Promise<FolderRow[]> {
  const rows = await withFolderChain(db, folderId, TEAM_LIMITS.folderDepth + 1)
    .selectFrom('chain')
    .innerJoin('folders', 'folders.id', 'chain.id')
    .selectAll('folders')
    .select('chain.depth')
    .orderBy('chain.depth', 'desc')
    .execute();
  return rows.map(({ depth: _depth, ...row }) => row);
}

/** A query that starts `WITH RECURSIVE below(id, depth)`: these folders (depth 1) and those under them, at most `levels` deep. */
function withFolderSubtrees(db: Db, rootIds: number[], levels: number) {
  return db.withRecursive('below(id, depth)', (qb) =>
    qb
      .selectFrom('folders')
      .select(['id', sql<number>`1`.as('depth')])
      .where('id', 'in', rootIds)
      .unionAll((inner) =>
        inner
          .selectFrom('folders')
          .innerJoin('below', 'below.id', 'folders.parent_id')
          .select(['folders.id', sql<number>`below.depth + 1`.as('depth')])
          .where('below.depth', '<', levels),
      ),
  );
}

/** How many levels the folder and the folders below it take: 1 for a folder without subfolders. */
export async function subtreeHeight(db: Db, folderId: number): Promise<number> {
  const row = await withFolderSubtrees(db, [folderId], TEAM_LIMITS.folderDepth + 1)
    .selectFrom('below')
    .select((eb) => eb.fn.max('depth').as('height'))
    .executeTakeFirst();
  return Number(row?.height ?? 1);
}

const inSpace = (space: SpaceKey) => (eb: ExpressionBuilder<Database, 'folders'>) =>
  space.teamId === null
    ? eb.and([eb('owner_id', '=', space.ownerId), eb('team_id', 'is', null)])
    : eb('team_id', '=', space.teamId);

export async function countFoldersInSpace(db: Db, space: SpaceKey): Promise<number> {
  const row = await db
    .selectFrom('folders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inSpace(space))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A folder's subfolders, or the folders at the top of a space, by name. */
export async function listChildFolders(
  db: Db,
  parent: { parentId: number } | { top: SpaceKey },
): Promise<FolderRow[]> {
  let query = db.selectFrom('folders').selectAll();
  query =
    'parentId' in parent
      ? query.where('parent_id', '=', parent.parentId)
      : query.where(inSpace(parent.top)).where('parent_id', 'is', null);
  return query.orderBy('name').orderBy('id').limit(TEAM_LIMITS.foldersPerOwner).execute();
}

/** A folder in the move dialog's tree: with its parent's fid, and whose and which space's it is. */
export interface TreeFolderRow {
  id: number;
  fid: string;
  name: string;
  parent_fid: string | null;
  owner_id: number;
  team_id: number | null;
}

const TREE_COLUMNS = [
  'folders.id',
  'folders.fid',
  'folders.name',
  'parent.fid as parent_fid',
  'folders.owner_id',
  'folders.team_id',
] as const;

/** Every folder of a space with its parent's fid (the move dialog's tree). */
export async function listSpaceFolders(db: Db, space: SpaceKey): Promise<TreeFolderRow[]> {
  return db
    .selectFrom('folders')
    .leftJoin('folders as parent', 'parent.id', 'folders.parent_id')
    .select(TREE_COLUMNS)
    .where(
      space.teamId === null
        ? (eb) => eb.and([eb('folders.owner_id', '=', space.ownerId), eb('folders.team_id', 'is', null)])
        : (eb) => eb('folders.team_id', '=', space.teamId),
    )
    .orderBy('folders.name')
    .orderBy('folders.id')
    .limit(TEAM_LIMITS.foldersPerOwner)
    .execute();
}

/**
 * These folders and every folder below them, by name (the folders shared with someone, for the
 * move dialog). Walked at most TEAM_LIMITS.folderDepth deep, at most `limit` folders.
 */
export async function listFolderSubtrees(db: Db, rootIds: number[], limit: number): Promise<TreeFolderRow[]> {
  if (rootIds.length === 0) return [];
  return withFolderSubtrees(db, rootIds, TEAM_LIMITS.folderDepth)
    .selectFrom('folders')
    .leftJoin('folders as parent', 'parent.id', 'folders.parent_id')
    .select(TREE_COLUMNS)
    .where('folders.id', 'in', (qb) => qb.selectFrom('below').select('id'))
    .orderBy('folders.name')
    .orderBy('folders.id')
    .limit(limit)
    .execute();
}

/**
 * Deletes a folder and keeps what it held: its presentations and subfolders move up to its parent
 * (or to the top of its space). Its sharing goes with it. The caller runs it in a transaction.
 */
export async function deleteFolderKeepingContents(db: Db, folder: FolderRow, at: string): Promise<void> {
  await db
    .updateTable('presentations')
    .set({ folder_id: folder.parent_id })
    .where('folder_id', '=', folder.id)
    .execute();
  await db
    .updateTable('folders')
    .set({ parent_id: folder.parent_id, updated_at: at })
    .where('parent_id', '=', folder.id)
    .execute();
  await db.deleteFrom('folder_collaborators').where('folder_id', '=', folder.id).execute();
  await db.deleteFrom('folders').where('id', '=', folder.id).execute();
}

/** The presentations filed in a folder, latest change first, at most `limit`. */
export async function listFolderPresentations(db: Db, folderId: number, limit: number) {
  const rows = await db
    .selectFrom('presentations')
    .select([...CARD_COLUMNS, 'schema_version', 'hidden'])
    .where('folder_id', '=', folderId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decodePresentation);
}

export async function setPlacement(
  db: Db,
  presentationId: number,
  values: { team_id: number | null; folder_id: number | null },
): Promise<void> {
  await db.updateTable('presentations').set(values).where('id', '=', presentationId).execute();
}
