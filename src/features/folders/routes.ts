// JSON calls for folders: create, rename and nest, delete, move a presentation,
// the move dialog's destinations, and sharing a folder. Thin: validate, ask the folder services,
// present. Every write is CSRF-checked globally. Each call's method, path and schemas are declared
// once, in contracts.ts and schemas.ts (decision 084).
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { requireViewer } from '../accounts';
import { foldersApi } from './contracts';
import { destinationsOf } from './folder-pages.service';
import {
  changeFolderCollaborator,
  folderCollaboratorsOf,
  shareFolder,
  unshareFolder,
} from './folder-sharing.service';
import { changeFolder, createFolder, deleteFolder, loadFolder, movePresentation } from './folders.service';
import { foldersSchemas } from './schemas';

type FoldersRoute = ReturnType<typeof declaredRoutes<typeof foldersSchemas>>;

const WRITE_RATE = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export async function folderApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const route = declaredRoutes(app, foldersApi, foldersSchemas);
  folderRoutes(app, route);
  folderSharingRoutes(app, route);
}

/** Folders themselves: where a presentation may move, make, rename or nest, delete, and the move. */
function folderRoutes(app: App, route: FoldersRoute) {
  app.route({
    ...route('destinations'),
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to move presentations.');
      return { destinations: await destinationsOf(app.db, viewer, request.query) };
    },
  });

  app.route({
    ...route('create'),
    config: WRITE_RATE,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to make folders.');
      const folder = await createFolder(app.db, viewer, request.body);
      return reply.code(201).send({ folder: folder });
    },
  });

  app.route({
    ...route('change'),
    config: WRITE_RATE,
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to change folders.');
      const folder = await changeFolder(app.db, viewer, request.params.fid, request.body);
      return { folder: folder };
    },
  });

  app.route({
    ...route('remove'),
    config: WRITE_RATE,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to delete folders.');
      await deleteFolder(app.handle, viewer, request.params.fid);
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('move'),
    config: WRITE_RATE,
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to move presentations.');
      const moved = await movePresentation(app.db, viewer, request.body);
      // Someone who lost a team's rights must not find the presentation in a cached page.
      await app.peers.announce('pages-changed');
      return moved;
    },
  });
}

/** Sharing a folder: its collaborators, adding one, changing their role and taking it away. */
function folderSharingRoutes(app: App, route: FoldersRoute) {
  app.route({
    ...route('collaborators'),
    handler: async (request) => {
      const { folder } = await loadFolder(app.db, request.params.fid, request.actor.viewer, 'manage');
      return { collaborators: await folderCollaboratorsOf(app.db, folder) };
    },
  });

  app.route({
    ...route('share'),
    config: WRITE_RATE,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to share folders.');
      const { folder } = await loadFolder(app.db, request.params.fid, viewer, 'manage');
      const collaborator = await shareFolder(app.db, folder, viewer, request.body.login, request.body.role);
      return reply.code(201).send({ collaborator });
    },
  });

  app.route({
    ...route('changeRole'),
    config: WRITE_RATE,
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to share folders.');
      const { folder } = await loadFolder(app.db, request.params.fid, viewer, 'manage');
      const { username } = request.params;
      const collaborator = await changeFolderCollaborator(
        app.db,
        folder,
        viewer,
        username,
        request.body.role,
      );
      await app.peers.announce('rights-changed');
      return { collaborator };
    },
  });

  app.route({
    ...route('unshare'),
    config: WRITE_RATE,
    handler: async (request, reply) => {
      const { folder } = await loadFolder(app.db, request.params.fid, request.actor.viewer, 'manage');
      await unshareFolder(app.db, folder, request.params.username);
      // Someone who lost access to a private presentation must not find it in a cached page, nor
      // go on editing it.
      await Promise.all([app.peers.announce('pages-changed'), app.peers.announce('rights-changed')]);
      return reply.code(204).send();
    },
  });
}
