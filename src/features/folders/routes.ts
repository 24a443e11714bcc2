// JSON calls for folders: create, rename and nest, delete, move a presentation,
// the move dialog's destinations, and sharing a folder. Thin: validate, ask the folder services,
// present. Every write is CSRF-checked globally.
import Type from 'typebox';
import { OID_PATTERN } from '../../kernel/ids';
import { LIMITS, TEAM_LIMITS } from '../../kernel/limits';
import { type App, NO_CONTENT, Oid, requireUser, responses } from '../../server/edge';
import { destinationsOf } from './folder-pages.service';
import {
  changeFolderCollaborator,
  folderCollaboratorsOf,
  shareFolder,
  unshareFolder,
} from './folder-sharing.service';
import { changeFolder, createFolder, deleteFolder, loadFolder, movePresentation } from './folders.service';

/** A folder's public id: the same shape as a presentation's oid. */
export const Fid = Type.String({ pattern: OID_PATTERN });
const FidParams = Type.Object({ fid: Fid });
const Tid = Type.String({ pattern: OID_PATTERN });
// Names are checked (tidied, counted) by the service; this only bounds what is read.
const Name = Type.String({ maxLength: TEAM_LIMITS.folderNameLength * 4 });
const Role = Type.Enum(['edit', 'comment']);

const FolderBody = Type.Object({
  // Fields of FolderOut (services/folders.service.ts).
  fid: Type.String(),
  name: Type.String(),
  path: Type.String(),
  parentFid: Type.Union([Type.String(), Type.Null()]),
});
const OneFolder = Type.Object({ folder: FolderBody });
const Collaborator = Type.Object({
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
const DestinationsQuery = Type.Object({ oid: Type.Optional(Oid), fid: Type.Optional(Fid) });
const DestinationsBody = Type.Object({
  destinations: Type.Array(
    Type.Object({
      space: Type.Union([Space, Type.Object({ kind: Type.Literal('shared') })]),
      top: Type.Boolean(),
      folders: Type.Array(
        Type.Object({
          fid: Type.String(),
          name: Type.String(),
          parentFid: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
  ),
});

export async function folderApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const WRITE_RATE = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/api/v4/folders/destinations/',
    { schema: { querystring: DestinationsQuery, response: responses({ 200: DestinationsBody }) } },
    async (request) => {
      const user = requireUser(request, 'Log in to move presentations.');
      return { destinations: await destinationsOf(app.db, user, request.query) };
    },
  );

  app.post(
    '/api/v4/folders/',
    {
      schema: {
        body: Type.Object(
          {
            name: Name,
            parentFid: Type.Optional(Type.Union([Fid, Type.Null()])),
            tid: Type.Optional(Type.Union([Tid, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: responses({ 201: OneFolder }),
      },
      config: WRITE_RATE,
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to make folders.');
      const folder = await createFolder(app.db, user, request.body);
      return reply.code(201).send({ folder: folder });
    },
  );

  app.patch(
    '/api/v4/folders/:fid/',
    {
      schema: {
        params: FidParams,
        body: Type.Object(
          { name: Type.Optional(Name), parentFid: Type.Optional(Type.Union([Fid, Type.Null()])) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: responses({ 200: OneFolder }),
      },
      config: WRITE_RATE,
    },
    async (request) => {
      const user = requireUser(request, 'Log in to change folders.');
      const folder = await changeFolder(app.db, user, request.params.fid, request.body);
      return { folder: folder };
    },
  );

  app.delete(
    '/api/v4/folders/:fid/',
    { schema: { params: FidParams, response: responses(NO_CONTENT) }, config: WRITE_RATE },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to delete folders.');
      await deleteFolder(app.handle, user, request.params.fid);
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v4/folders/moves/',
    {
      schema: {
        body: Type.Object(
          {
            oid: Oid,
            toFid: Type.Union([Fid, Type.Null()]),
            toTid: Type.Optional(Type.Union([Tid, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: responses({
          200: Type.Object({ oid: Type.String(), folderFid: Type.Union([Type.String(), Type.Null()]) }),
        }),
      },
      config: WRITE_RATE,
    },
    async (request) => {
      const user = requireUser(request, 'Log in to move presentations.');
      const moved = await movePresentation(app.db, user, request.body);
      // Someone who lost a team's rights must not find the presentation in a cached page.
      await app.peers.announce('pages-changed');
      return moved;
    },
  );

  app.get(
    '/api/v4/folders/:fid/collaborators/',
    {
      schema: {
        params: FidParams,
        response: responses({ 200: Type.Object({ collaborators: Type.Array(Collaborator) }) }),
      },
    },
    async (request) => {
      const { folder } = await loadFolder(app.db, request.params.fid, request.user, 'manage');
      return { collaborators: await folderCollaboratorsOf(app.db, folder) };
    },
  );

  app.post(
    '/api/v4/folders/:fid/collaborators/',
    {
      schema: {
        params: FidParams,
        body: Type.Object(
          { login: Type.String({ minLength: 1, maxLength: LIMITS.emailLength }), role: Role },
          { additionalProperties: false },
        ),
        response: responses({ 201: OneCollaborator }),
      },
      config: WRITE_RATE,
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to share folders.');
      const { folder } = await loadFolder(app.db, request.params.fid, user, 'manage');
      const collaborator = await shareFolder(app.db, folder, user, request.body.login, request.body.role);
      return reply.code(201).send({ collaborator });
    },
  );

  app.patch(
    '/api/v4/folders/:fid/collaborators/:username/',
    {
      schema: {
        params: CollaboratorParams,
        body: Type.Object({ role: Role }, { additionalProperties: false }),
        response: responses({ 200: OneCollaborator }),
      },
      config: WRITE_RATE,
    },
    async (request) => {
      const user = requireUser(request, 'Log in to share folders.');
      const { folder } = await loadFolder(app.db, request.params.fid, user, 'manage');
      const { username } = request.params;
      return {
        collaborator: await changeFolderCollaborator(app.db, folder, user, username, request.body.role),
      };
    },
  );

  app.delete(
    '/api/v4/folders/:fid/collaborators/:username/',
    { schema: { params: CollaboratorParams, response: responses(NO_CONTENT) }, config: WRITE_RATE },
    async (request, reply) => {
      const { folder } = await loadFolder(app.db, request.params.fid, request.user, 'manage');
      await unshareFolder(app.db, folder, request.params.username);
      // Someone who lost access to a private presentation must not find it in a cached page.
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  );
}
