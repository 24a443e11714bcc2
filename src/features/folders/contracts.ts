// Folders and the Library: the folder page (/folders/{fid}/), the folder shelf on
// the dashboard and a team's page, the move dialog, sharing a folder, and the Library (/library/).
// People are shown by name and username, never by e-mail address.

import type { CardData } from '../../contracts/presentation';
import type { CollaboratorRole } from '../../kernel/access/permissions';

/** Where folders live: a person's own space, or a team's. */
export type FolderSpace = { kind: 'personal' } | { kind: 'team'; tid: string; name: string };

/** What one person may do with a folder (kernel/access/permissions.ts canFileInFolder, canManageFolder). */
export interface FolderRights {
  /** File presentations in it, make subfolders, rename and move it. */
  file: boolean;
  /** Share it and delete it. */
  manage: boolean;
}

export interface FolderCardData {
  fid: string;
  name: string;
  path: string;
  rights: FolderRights;
}

/** One step of a folder's path; `fid` null for the space's top (My presentations, the team, Shared with me). */
export interface Crumb {
  /** mine: "My presentations"; shared: "Shared with me" (both named by the page); team and folder by `label`. */
  kind: 'mine' | 'team' | 'shared' | 'folder';
  label: string;
  path: string;
  fid: string | null;
  /** Presentations and folders dropped here land in this folder (or at the space's top). */
  droppable: boolean;
}

/** A presentation card inside a folder, with what the person may do with it. */
export interface FolderDeckData extends CardData {
  /** Moving it: its editors (kernel/access/permissions.ts canMove decides each destination). */
  movable: boolean;
  editPath: string;
}

export interface FolderCollaboratorData {
  username: string;
  displayName: string;
  role: CollaboratorRole;
}

export interface FolderPageData {
  folder: FolderCardData & { space: FolderSpace; parentFid: string | null };
  crumbs: Crumb[];
  subfolders: FolderCardData[];
  presentations: FolderDeckData[];
  /** Only for those who may manage the folder; others get []. */
  collaborators: FolderCollaboratorData[];
  /** The folder holds more presentations than the page lists. */
  truncated: boolean;
}

/** The folder shelf: a space's top-level folders (the dashboard, a team's page). */
export interface FolderShelfData {
  space: FolderSpace;
  folders: FolderCardData[];
  /** May make folders at the top of this space. */
  canCreate: boolean;
  /** Folders others shared with this person (the dashboard only). */
  shared: (FolderCardData & { ownerName: string; role: CollaboratorRole })[];
}

/** A folder in the move dialog's tree. */
export interface FolderNode {
  fid: string;
  name: string;
  parentFid: string | null;
}

/** A space the person may move things into, with its folders (the move dialog). */
export interface Destination {
  /** A space, or (shared) the folders shared with the person to edit, from other spaces. */
  space: FolderSpace | { kind: 'shared' };
  /** Whether things may go to the space's top (never for shared folders: they are others' spaces). */
  top: boolean;
  folders: FolderNode[];
}

/** What a move asks: a presentation (oid) or a folder (fid) to a folder, or to a space's top. */
export type MoveRequest =
  | { oid: string; toFid: string | null; toTid?: string | null }
  | { fid: string; toFid: string | null };

/** The Library: images from the person's (and their teams') presentations, and their uploaded PDFs. */
export interface LibraryUse {
  oid: string;
  title: string;
  path: string;
}

export interface LibraryImage {
  key: string;
  src: string;
  contentType: string;
  size: number;
  usedIn: LibraryUse[];
}

export interface LibraryPdf {
  sha256: string;
  size: number;
  /** The cover of the first deck made from it. */
  preview: string;
  usedIn: LibraryUse[];
}

export interface LibraryPage<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

export interface LibraryPageData {
  images: LibraryPage<LibraryImage>;
  pdfs: LibraryPage<LibraryPdf>;
}
