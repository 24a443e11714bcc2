// Folders and the Library: the folder page (/folders/{fid}/), the folder shelf on
// the dashboard and a team's page, the move dialog, sharing a folder, and the Library (/library/).
// People are shown by name and username, never by e-mail address. The calls' shapes are declared
// once, as the TypeBox schemas in schemas.ts (decision 084); this file takes their types from there
// and imports them as types only, so the browser, which loads this file, never loads TypeBox.

import type { Static } from 'typebox';
import type { CollaboratorRole } from '../../kernel/access/permissions';
import { endpoints } from '../../kernel/endpoint';
import type { CardData } from '../decks/contracts';
import type * as schemas from './schemas';

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

export type FolderCollaboratorData = Static<typeof schemas.Collaborator>;

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
export type FolderNode = Static<typeof schemas.FolderNode>;

/** A space the person may move things into, with its folders (the move dialog). */
export type Destination = Static<typeof schemas.Destination>;

/** A folder as making or changing one answers it. */
export type FolderData = Static<typeof schemas.Folder>;

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

export type LibraryImage = Static<typeof schemas.LibraryImage>;

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

/**
 * The folder and Library calls: method and path, plain data the browser's calls and the routes
 * share. Their schemas are schemas.ts's foldersSchemas, entry by entry.
 */
export const foldersApi = endpoints<typeof schemas.foldersSchemas>()({
  destinations: { method: 'GET', path: '/api/v4/folders/destinations/' },
  create: { method: 'POST', path: '/api/v4/folders/' },
  change: { method: 'PATCH', path: '/api/v4/folders/:fid/' },
  remove: { method: 'DELETE', path: '/api/v4/folders/:fid/' },
  move: { method: 'POST', path: '/api/v4/folders/moves/' },
  collaborators: { method: 'GET', path: '/api/v4/folders/:fid/collaborators/' },
  share: { method: 'POST', path: '/api/v4/folders/:fid/collaborators/' },
  changeRole: { method: 'PATCH', path: '/api/v4/folders/:fid/collaborators/:username/' },
  unshare: { method: 'DELETE', path: '/api/v4/folders/:fid/collaborators/:username/' },
  libraryImages: { method: 'GET', path: '/api/v4/library/images/' },
  useLibraryImage: { method: 'POST', path: '/api/v4/library/uses/' },
});
