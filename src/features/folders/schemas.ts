// Wire schemas of the folder and Library calls (decision 084): the one declaration of what each
// call under /api/v4/folders/ and /api/v4/library/ takes and answers. The routes are validated
// with them, the OpenAPI document is generated from them, and contracts.ts derives the types the
// pages and the browser use from them (as types only: the browser never loads TypeBox).
import Type, { type TSchema } from 'typebox';
import type { CollaboratorRole } from '../../kernel/access/permissions';
import { OID_PATTERN } from '../../kernel/ids';
import { LIMITS, TEAM_LIMITS } from '../../kernel/limits';
import { NO_CONTENT, Oid, responses } from '../../platform/http/edge';
import { LIBRARY_PAGE_PATTERN, MEDIA_KEY_PATTERN } from './library-rules';

/** A folder's public id: the same shape as a presentation's oid. */
export const Fid = Type.String({ pattern: OID_PATTERN });
const FidParams = Type.Object({ fid: Fid });
const Tid = Type.String({ pattern: OID_PATTERN });
// Names are checked (tidied, counted) by the service; this only bounds what is read.
const Name = Type.String({ maxLength: TEAM_LIMITS.folderNameLength * 4 });
const Role = Type.Unsafe<CollaboratorRole>(Type.Enum(['edit', 'comment']));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A folder as a create or a change answers it (folders.service.ts presents it). */
export const Folder = Type.Object({
  fid: Type.String(),
  name: Type.String(),
  path: Type.String(),
  parentFid: Nullable(Type.String()),
});
const OneFolder = Type.Object({ folder: Folder });

export const Collaborator = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  role: Role,
});
const OneCollaborator = Type.Object({ collaborator: Collaborator });
const CollaboratorParams = Type.Object({
  fid: Fid,
  username: Type.String({ minLength: 1, maxLength: LIMITS.usernameLength.max }),
});

const Space = Type.Union([
  Type.Object({ kind: Type.Literal('personal') }),
  Type.Object({ kind: Type.Literal('team'), tid: Type.String(), name: Type.String() }),
]);
/** A folder in the move dialog's tree. */
export const FolderNode = Type.Object({
  fid: Type.String(),
  name: Type.String(),
  parentFid: Nullable(Type.String()),
});
/**
 * A space the person may move things into, with its folders (the move dialog): a space, or
 * (shared) the folders shared with the person to edit, from other spaces; things may go to the
 * space's top (`top`) never for shared folders, which are others' spaces.
 */
export const Destination = Type.Object({
  space: Type.Union([Space, Type.Object({ kind: Type.Literal('shared') })]),
  top: Type.Boolean(),
  folders: Type.Array(FolderNode),
});

const LibraryPage = Type.String({ pattern: LIBRARY_PAGE_PATTERN });
const LibraryUse = Type.Object({ oid: Type.String(), title: Type.String(), path: Type.String() });
export const LibraryImage = Type.Object({
  key: Type.String(),
  src: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
  usedIn: Type.Array(LibraryUse),
});
const LibraryImages = Type.Object({
  items: Type.Array(LibraryImage),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

const CreateBody = Type.Object(
  {
    name: Name,
    parentFid: Type.Optional(Nullable(Fid)),
    tid: Type.Optional(Nullable(Tid)),
  },
  { additionalProperties: false },
);
const ChangeBody = Type.Object(
  { name: Type.Optional(Name), parentFid: Type.Optional(Nullable(Fid)) },
  { additionalProperties: false, minProperties: 1 },
);
const MoveBody = Type.Object(
  { oid: Oid, toFid: Nullable(Fid), toTid: Type.Optional(Nullable(Tid)) },
  { additionalProperties: false },
);
const ShareBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: LIMITS.emailLength }), role: Role },
  { additionalProperties: false },
);

/** The folder and Library calls by name; contracts.ts gives each its method and path. */
export const foldersSchemas = {
  destinations: {
    querystring: Type.Object({ oid: Type.Optional(Oid), fid: Type.Optional(Fid) }),
    response: responses({ 200: Type.Object({ destinations: Type.Array(Destination) }) }),
  },
  create: { body: CreateBody, response: responses({ 201: OneFolder }) },
  change: { params: FidParams, body: ChangeBody, response: responses({ 200: OneFolder }) },
  remove: { params: FidParams, response: responses(NO_CONTENT) },
  move: {
    body: MoveBody,
    response: responses({ 200: Type.Object({ oid: Type.String(), folderFid: Nullable(Type.String()) }) }),
  },
  collaborators: {
    params: FidParams,
    response: responses({ 200: Type.Object({ collaborators: Type.Array(Collaborator) }) }),
  },
  share: { params: FidParams, body: ShareBody, response: responses({ 201: OneCollaborator }) },
  changeRole: {
    params: CollaboratorParams,
    body: Type.Object({ role: Role }, { additionalProperties: false }),
    response: responses({ 200: OneCollaborator }),
  },
  unshare: { params: CollaboratorParams, response: responses(NO_CONTENT) },
  libraryImages: {
    querystring: Type.Object({ page: Type.Optional(LibraryPage) }),
    response: responses({ 200: LibraryImages }),
  },
  useLibraryImage: {
    body: Type.Object(
      { oid: Oid, key: Type.String({ pattern: MEDIA_KEY_PATTERN }) },
      { additionalProperties: false },
    ),
    response: responses({ 200: Type.Object({ src: Type.String() }) }),
  },
};
