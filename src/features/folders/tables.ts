// The stored shapes of the tables this feature writes: folders and whom they are shared with. They join
// Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps one
// Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { CollaboratorRole } from '../../kernel/access/permissions';
import type { Timestamp } from '../../platform/db/columns';

/** A folder: a person's own (team_id null) or a team's; folders nest through parent_id. */
export interface FoldersTable {
  id: Generated<number>;
  fid: string;
  name: string;
  owner_id: number;
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Someone a folder is shared with: the role holds on every presentation in it and its subfolders. */
export interface FolderCollaboratorsTable {
  folder_id: number;
  user_id: number;
  role: CollaboratorRole;
  created_at: Timestamp;
  /**
   * Who shared it: the role holds on each presentation only as far as they may grant on it
   * (kernel/access/permissions.ts folderGrant), and ends when they leave the folder's team. Null only in
   * rows written straight into the table: read as the folder's maker.
   */
  granted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    folders: FoldersTable;
    folder_collaborators: FolderCollaboratorsTable;
  }
}
