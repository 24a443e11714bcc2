// Wire schemas of the editor's calls (decision 084): the one declaration of what saving the
// document, the version history and the comment threads, under /api/v4/presentation/{oid}/, take
// and answer. The routes are validated with them, the OpenAPI document is generated from them, and
// contracts.ts and comments.contracts.ts derive the types the pages and the browser use from them
// (as types only: the browser never loads TypeBox).
import Type, { type TSchema } from 'typebox';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { NO_CONTENT, Oid, OidParams, RowId, responses } from '../../platform/http/edge';

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** Who wrote a comment or made a save. */
export const CommentAuthor = Type.Object({ username: Type.String(), displayName: Type.String() });

/**
 * A comment as the panel shows it: on one step (`step` is 0-based, along the presentation's path),
 * on one element of a canvas deck too (`element`), or a reply in the thread `parentId` starts.
 * `resolved` says when and by whom a thread was resolved (null while open; always null on a reply).
 */
export const Comment = Type.Object({
  id: Type.Integer(),
  step: Type.Integer(),
  element: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  body: Type.String(),
  author: CommentAuthor,
  createdAt: Type.String(),
  resolved: Nullable(Type.Object({ at: Type.String(), by: Nullable(CommentAuthor) })),
  canDelete: Type.Boolean(),
  /** Whether the reader may resolve or reopen this thread (false on a reply). */
  canResolve: Type.Boolean(),
});

/**
 * An earlier version: `createdAt` is when it was replaced by a save, `author` who made that save
 * (null when their account is gone).
 */
export const Version = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  createdAt: Type.String(),
  author: Nullable(CommentAuthor),
});

/** What a save answers. */
export const SaveResult = Type.Object({
  updatedAt: Type.String(),
  title: Type.String(),
  path: Type.String(),
  versions: Type.Array(Version),
});

const EditorSource = Type.Object({ text: Type.String(), format: Type.Enum(['markdown', 'json']) });

/**
 * A restore answers the save result and the restored source, for the editor to show, and the
 * schema it restored: a version of another schema makes the editor reopen the deck.
 */
const RestoreResult = Type.Object({
  ...SaveResult.properties,
  source: EditorSource,
  schemaVersion: Type.Enum(['0', '2', '3']),
});

const SaveBody = Type.Object(
  {
    source: Type.String({ maxLength: EDITOR_LIMITS.sourceLength }),
    format: Type.Union([Type.Literal('markdown'), Type.Literal('json')]),
    baseUpdatedAt: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

/**
 * A new comment: on a step (`step`), on an element of a canvas deck (`element`, with the step it
 * was seen on if known), or a reply (`parentId` alone). The service refuses other combinations.
 */
const CommentBody = Type.Object(
  {
    step: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    element: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    // Checked again after trimming; the margin lets surrounding whitespace through to be trimmed.
    body: Type.String({ maxLength: EDITOR_LIMITS.commentLength * 2 }),
  },
  { additionalProperties: false },
);

/** Base64 of a Y update or state vector, bounded. */
const Base64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9+/]*={0,2}$' });

/**
 * An autosave: `update` is what this editor has that the server may lack (everything since its last
 * acknowledged sync), `stateVector` what it has, so the answer carries only what it lacks.
 */
export const CanvasSyncBody = Type.Object(
  {
    generation: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    update: Base64(EDITOR_LIMITS.canvasUpdateLength),
    stateVector: Base64(64_000),
  },
  { additionalProperties: false },
);

/**
 * The server's answer: `update` is what the editor lacks (another tab's edits), `stateVector` what
 * the server now has (the editor's next update starts from it), and the deck as saved.
 */
export const CanvasSyncResult = Type.Object({
  update: Type.String(),
  stateVector: Type.String(),
  updatedAt: Type.String(),
  title: Type.String(),
  path: Type.String(),
});

const ItemParams = Type.Object({ oid: Oid, id: RowId });

/**
 * A picture stored in a canvas deck's media: where the document finds it (served at that path) and
 * its size in pixels, read from its bytes. The body is the picture itself, not JSON, so the call
 * declares none.
 */
export const StoredPicture = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

/** A complete video upload of the caller's (recordings' upload calls) to make one of the deck's videos. */
export const AttachVideoBody = Type.Object(
  { upload: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** A video uploaded into the deck: its address for the document (/media/v/…) and its length. */
export const DeckVideo = Type.Object({ src: Type.String(), durationMs: Type.Integer() });

/** The editor's calls by name; contracts.ts gives each its method and path. */
export const editorSchemas = {
  save: { params: OidParams, body: SaveBody, response: responses({ 200: SaveResult }) },
  versions: {
    params: OidParams,
    response: responses({ 200: Type.Object({ versions: Type.Array(Version) }) }),
  },
  restore: { params: ItemParams, response: responses({ 200: RestoreResult }) },
  comments: {
    params: OidParams,
    response: responses({ 200: Type.Object({ comments: Type.Array(Comment) }) }),
  },
  addComment: {
    params: OidParams,
    body: CommentBody,
    response: responses({ 201: Type.Object({ comment: Comment }) }),
  },
  removeComment: { params: ItemParams, response: responses(NO_CONTENT) },
  resolveComment: { params: ItemParams, response: responses({ 200: Type.Object({ comment: Comment }) }) },
  reopenComment: { params: ItemParams, response: responses({ 200: Type.Object({ comment: Comment }) }) },
  canvasSync: {
    params: OidParams,
    body: CanvasSyncBody,
    response: responses({ 200: CanvasSyncResult }),
  },
  uploadPicture: { params: OidParams, response: responses({ 201: StoredPicture }) },
  attachVideo: { params: OidParams, body: AttachVideoBody, response: responses({ 201: DeckVideo }) },
};
