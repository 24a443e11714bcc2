// The editor page (/p/edit/{oid}/) and its calls: save results and the restorable history. The
// calls' shapes are declared once, as the TypeBox schemas in schemas.ts (decision 084); this file
// takes their types from there and imports them as types only, so the browser, which loads this
// file, never loads TypeBox.
import type { Static } from 'typebox';
import type { PresentationKind, SchemaVersion } from '../../kernel/document/document';
import type { EditorSource } from '../../kernel/document/editor-source';
import type { Privacy } from '../../kernel/document/import-metadata';
import { endpoints } from '../../kernel/endpoint';
import type { EditorBrand } from '../brand/contracts';
import type { PlayerData } from '../decks/contracts';
import type { StoredImportReport } from '../publishing/contracts';
import type { CommentAuthor, CommentData } from './comments.contracts';
import type { LivePresence } from './live-protocol';
import type * as schemas from './schemas';

/** An earlier version, restorable from the history. */
export type VersionData = Static<typeof schemas.Version>;

/** What a save answers (PUT /api/v4/presentation/{oid}/document/). */
export type SaveResult = Static<typeof schemas.SaveResult>;

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
  /** The comment a link opened the page on (`?comment=`): its thread is shown, selected and focused. */
  openComment?: number | null;
  /** Whom the comment form offers after `@`: the owner and the collaborators, never the reader. */
  people: CommentAuthor[];
  versions: VersionData[];
  viewerUsername: string;
  /** The brand kit this presentation would follow, for editors; null for commenters. */
  brand: EditorBrand | null;
  /**
   * A canvas deck's shared state: its editors edit it, its commenters (`canEdit` false) see it
   * read-only with the comments; null otherwise (the source editor or the presentation opens).
   */
  canvas: CanvasEditorState | null;
  /** Who is editing, as the others in the deck see them on the live channel (live-protocol.ts). */
  me: LivePresence['user'];
  /** What the import of this deck from a PowerPoint file kept and changed, for its editors; else null. */
  importReport?: StoredImportReport | null;
}

/**
 * A canvas deck's editing state as the server holds it (decision 093): the Y.Doc as one update,
 * base64, and its generation. A generation ends when the document is replaced from outside the
 * canvas (a restored version, a JSON save): an editor still on the old one must reload.
 */
export interface CanvasEditorState {
  generation: string;
  state: string;
}

/** An autosave (POST /api/v4/presentation/{oid}/canvas/): what this editor has that the server may lack. */
export type CanvasSyncRequest = Static<typeof schemas.CanvasSyncBody>;

/** The server's answer: what this editor lacks (another tab's edits), and the deck as saved. */
export type CanvasSyncResult = Static<typeof schemas.CanvasSyncResult>;

/** A picture stored in a canvas deck (POST /api/v4/presentation/{oid}/media/, the picture as the body). */
export type StoredPicture = Static<typeof schemas.StoredPicture>;

/** POST …/videos/: a video uploaded into the deck, as the document names it. */
export type DeckVideo = Static<typeof schemas.DeckVideo>;

/**
 * The editor's calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are schemas.ts's editorSchemas, entry by entry.
 */
export const editorApi = endpoints<typeof schemas.editorSchemas>()({
  save: { method: 'PUT', path: '/api/v4/presentation/:oid/document/' },
  versions: { method: 'GET', path: '/api/v4/presentation/:oid/versions/' },
  restore: { method: 'POST', path: '/api/v4/presentation/:oid/versions/:id/restore/' },
  comments: { method: 'GET', path: '/api/v4/presentation/:oid/comments/' },
  addComment: { method: 'POST', path: '/api/v4/presentation/:oid/comments/' },
  removeComment: { method: 'DELETE', path: '/api/v4/presentation/:oid/comments/:id/' },
  resolveComment: { method: 'POST', path: '/api/v4/presentation/:oid/comments/:id/resolve/' },
  reopenComment: { method: 'POST', path: '/api/v4/presentation/:oid/comments/:id/reopen/' },
  canvasSync: { method: 'POST', path: '/api/v4/presentation/:oid/canvas/' },
  uploadPicture: { method: 'POST', path: '/api/v4/presentation/:oid/media/' },
  attachVideo: { method: 'POST', path: '/api/v4/presentation/:oid/videos/' },
});
