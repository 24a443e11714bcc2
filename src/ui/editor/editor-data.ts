// What the editor page receives from the server (routes/edit-pages.ts): shared by route and page.
import type { EditorSource } from '../../domain/editor-source';
import type { PlayerData } from '../../server/presenters/presentation.presenter';
import type { CommentData } from '../../server/services/comments.service';
import type { VersionData } from '../../server/services/editor.service';

export type EditorRole = 'owner' | 'editor' | 'commenter';

export interface EditorPresentation {
  oid: string;
  title: string;
  kind: 'deck' | 'video';
  schemaVersion: '0' | '2';
  privacy: 'public' | 'reusable' | 'private';
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
}
