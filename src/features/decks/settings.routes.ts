// The JSON calls that manage one presentation, under /api/v4/presentation/{oid}/: its settings,
// deleting it, its share links and its collaborators. Thin: validate, ask the use case, present.
// Every write is CSRF-checked globally. Each call's method, path and schemas are declared once, in
// settingsApi and the sharing feature's shareLinksApi with their schemas (decision 084).
import type { RequestActor } from '../../platform/http/actor';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { type App, publicOrigin } from '../../platform/http/edge';
import type { Presentation } from '../access';
import { requireViewer } from '../accounts';
import {
  createViewLink,
  linkCreators,
  presentViewLink,
  revokeLink,
  shareLinkSchemas,
  shareLinksApi,
  updateViewLink,
  viewLinksOf,
} from '../sharing';
import {
  addCollaborator,
  changeCollaboratorRole,
  collaboratorsOf,
  removeCollaborator,
} from './collaborators.service';
import { settingsApi } from './settings.contracts';
import { presentSettings } from './settings.presenter';
import { settingsSchemas } from './settings.schemas';
import { deletePresentation, loadManageable, updateSettings } from './settings.service';

/**
 * What deleting a presentation or revoking a share link ends in the features above decks, which
 * decks may not import (decision 086): the composition root (src/app/deck-settings.ts) hands it in.
 */
export interface SettingsEffects {
  /** Read before a presentation is deleted; what it answers runs once it is gone. */
  deleting: (app: App, presentation: Presentation) => Promise<() => Promise<void>>;
  /** Runs once a share link is revoked. */
  linkRevoked: (app: App, linkId: string) => Promise<void>;
}

export async function settingsApiRoutes(app: App, { effects }: { effects: SettingsEffects }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  presentationRoutes(app, effects);
  shareLinkRoutes(app, effects);
  collaboratorRoutes(app);
}

/** The presentation a settings call names, when the request's actor may manage it as `need`. */
const loadNamed = (
  app: App,
  request: { params: { oid: string }; actor: RequestActor },
  need: Parameters<typeof loadManageable>[3],
) => loadManageable(app.db, request.params.oid, request.actor.viewer, need);

/** Its settings (title, description, tags, privacy, embedding, downloads), and deleting it. */
function presentationRoutes(app: App, effects: SettingsEffects) {
  const route = declaredRoutes(app, settingsApi, settingsSchemas);
  app.route({
    ...route('update'),
    handler: async (request) => {
      const manageable = await loadNamed(app, request, 'edit');
      const updated = await updateSettings(app.handle, manageable, request.body);
      // Cached anonymous pages may show the old title, or a presentation that is now private.
      await app.peers.announce('pages-changed');
      return presentSettings(updated);
    },
  });
  app.route({
    ...route('remove'),
    handler: async (request, reply) => {
      const { presentation } = await loadNamed(app, request, 'steward');
      const deleted = await effects.deleting(app, presentation);
      await deletePresentation(app.handle, presentation);
      await deleted();
      await app.generatedPdfs.drop(presentation.oid);
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  });
}

/** Its share links: list, create (its rules in the same request), change their rules, revoke. */
function shareLinkRoutes(app: App, effects: SettingsEffects) {
  const route = declaredRoutes(app, shareLinksApi, shareLinkSchemas);
  const mail = { mailConfigured: app.mailer.configured };
  const linkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  app.route({
    ...route('links'),
    handler: async (request) => {
      const { presentation } = await loadNamed(app, request, 'edit');
      const links = await viewLinksOf(app.db, presentation);
      const creators = await linkCreators(app.db, links);
      return { links: links.map((link) => presentViewLink(link, publicOrigin(request), creators)) };
    },
  });
  app.route({
    ...route('createLink'),
    // A link with no rules may be asked for with no body at all (as before links had rules).
    preValidation: async (request) => {
      request.body ??= {};
    },
    config: linkLimit,
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to manage this presentation.');
      const { presentation } = await loadNamed(app, request, 'edit');
      const link = await createViewLink(app.db, presentation, viewer.id, request.body, mail);
      const creators = await linkCreators(app.db, [link]);
      return reply.code(201).send({ link: presentViewLink(link, publicOrigin(request), creators) });
    },
  });
  app.route({
    ...route('changeLink'),
    config: linkLimit,
    handler: async (request) => {
      const { presentation } = await loadNamed(app, request, 'edit');
      const link = await updateViewLink(app.db, presentation, request.params.linkId, request.body, mail);
      // A changed password or expiry must hold at once on every app server.
      await app.peers.announce('pages-changed');
      return { link: presentViewLink(link, publicOrigin(request), await linkCreators(app.db, [link])) };
    },
  });
  app.route({
    ...route('revokeLink'),
    handler: async (request, reply) => {
      const { presentation } = await loadNamed(app, request, 'edit');
      await revokeLink(app.db, presentation, request.params.linkId);
      // A revoked link must answer 404 at once, not after the page cache expires.
      await app.peers.announce('pages-changed');
      await effects.linkRevoked(app, request.params.linkId);
      return reply.code(204).send();
    },
  });
}

/** Its collaborators, by username: list, add, change a role, remove. The owner's alone. */
function collaboratorRoutes(app: App) {
  const route = declaredRoutes(app, settingsApi, settingsSchemas);
  app.route({
    ...route('collaborators'),
    handler: async (request) => {
      const { presentation } = await loadNamed(app, request, 'owner');
      return { collaborators: await collaboratorsOf(app.db, presentation) };
    },
  });
  app.route({
    ...route('addCollaborator'),
    handler: async (request, reply) => {
      const { presentation } = await loadNamed(app, request, 'owner');
      const { login, role } = request.body;
      return reply.code(201).send({ collaborator: await addCollaborator(app.db, presentation, login, role) });
    },
  });
  app.route({
    ...route('changeCollaborator'),
    handler: async (request) => {
      const { presentation } = await loadNamed(app, request, 'owner');
      const { username } = request.params;
      const collaborator = await changeCollaboratorRole(app.db, presentation, username, request.body.role);
      // An editor made a commenter stops editing: their open editor is closed.
      await app.peers.announce('rights-changed');
      return { collaborator };
    },
  });
  app.route({
    ...route('removeCollaborator'),
    handler: async (request, reply) => {
      const { presentation } = await loadNamed(app, request, 'owner');
      await removeCollaborator(app.db, presentation, request.params.username);
      // Someone who lost access to a private presentation must not find it in a cached page, nor
      // go on editing it.
      await Promise.all([app.peers.announce('pages-changed'), app.peers.announce('rights-changed')]);
      return reply.code(204).send();
    },
  });
}
