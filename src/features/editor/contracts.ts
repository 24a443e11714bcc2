// The editor page (/p/edit/{oid}/) and its calls: save results and the restorable history.

import type { PlayerData } from '../../contracts/presentation';
import type { PresentationKind, SchemaVersion } from '../../kernel/document/document';
import type { EditorSource } from '../../kernel/document/editor-source';
import type { Privacy } from '../../kernel/document/import-metadata';
import type { EditorBrand } from '../brand/contracts';
import type { CommentAuthor, CommentData } from './comments.contracts';

export interface VersionData {
  id: number;
  title: string;
  /** When this version was replaced by a save. */
  createdAt: string;
  /** Who made that save; null when their account is gone. */
  author: CommentAuthor | null;
}

/** What a save answers (PUT /api/v4/presentation/{oid}/source/). */
export interface SaveResult {
  updatedAt: string;
  title: string;
  path: string;
  versions: VersionData[];
}

export type EditorRole = 'owner' | 'editor' | 'commenter';

export interface EditorPresentation {
  oid: string;
  title: string;
  kind: PresentationKind;
  schemaVersion: SchemaVersion;
  privacy: Privacy;
  /** The view page. */
  path: string;
  /** The owner's settings page (title, description, tags, privacy…). */
  settingsPath: string;
  updatedAt: string;
  description: string;
  tags: string[];
}

export interface EditPageData {
  presentation: EditorPresentation;
  /** What the player plays: the saved document (the editor previews the source instead). */
  player: PlayerData;
  role: EditorRole;
  canEdit: boolean;
  /** The editor's source; null for videos (nothing to edit) and for commenters. */
  source: EditorSource | null;
  comments: CommentData[];
  versions: VersionData[];
  viewerUsername: string;
  /** The brand kit this presentation would follow, for editors; null for commenters. */
  brand: EditorBrand | null;
}
