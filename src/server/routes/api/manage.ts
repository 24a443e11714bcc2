// JSON calls that manage one presentation: settings, delete, view links and
// collaborators. Thin: validate, ask manage.service, present. Every write is CSRF-checked globally.
import Type from 'typebox';
import { requireUser } from '../../../features/accounts';
import { liveCodesOfLink } from '../../../features/live';
import { recordingOf } from '../../../features/recordings/recording.service';
import { takesOf } from '../../../features/recordings/repository';
import { releaseVideoFile } from '../../../features/recordings/video-upload.service';
import {
  createViewLink,
  linkCreators,
  revokeLink,
  updateViewLink,
  viewLinksOf,
} from '../../../features/sharing/view-links.service';
import { PRIVACIES } from '../../../kernel/document/import-metadata';
import { LIMITS } from '../../../kernel/limits';
import {
  type App,
  NO_CONTENT,
  Oid,
  OidParams,
  publicOrigin,
  responses,
  ViewLinkId,
} from '../../../platform/http/edge';
import { presentSettings, presentViewLink } from '../../presenters/manage.presenter';
import {
  addCollaborator,
  changeCollaboratorRole,
  collaboratorsOf,
  deletePresentation,
  loadManageable,
  removeCollaborator,
  updateSettings,
} from '../../services/manage.service';
import { CollaboratorBody, SettingsDataBody, ViewLinkBody } from './response-schemas';

const Role = Type.Enum(['edit', 'comment']);
const SettingsBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: LIMITS.titleLength * 2 })),
    // HTML carries markup around the text: allow room for it; the text itself is checked after sanitising.
    descriptionHtml: Type.Optional(Type.String({ maxLength: LIMITS.descriptionLength * 4 })),
    description: Type.Optional(Type.String({ maxLength: LIMITS.descriptionLength })),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: LIMITS.tagLength * 2 }), {
        maxItems: LIMITS.tagsPerPresentation * 3,
      }),
    ),
    privacy: Type.Optional(Type.Enum([...PRIVACIES])),
    // The sites that may embed it; null or [] for anywhere. Entries are checked by the service.
    embedDomains: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }), Type.Null()]),
    ),
    allowDownloads: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
const LinkParams = Type.Object({ oid: Oid, linkId: ViewLinkId });
const CollaboratorParams = Type.Object({
  oid: Oid,
  username: Type.String({ minLength: 1, maxLength: LIMITS.usernameLength.max }),
});
const AddCollaboratorBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: LIMITS.emailLength }), role: Role },
  { additionalProperties: false },
);
const RoleBody = Type.Object({ role: Role }, { additionalProperties: false });

export async function manageApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.patch(
    '/:oid/',
    { schema: { params: OidParams, body: SettingsBody, response: responses({ 200: SettingsDataBody }) } },
    async (request) => {
      const manageable = await loadManageable(app.db, request.params.oid, request.user, 'edit');
      const updated = await updateSettings(app.handle, manageable, request.body);
      // Cached anonymous pages may show the old title, or a presentation that is now private.
      await app.peers.announce('pages-changed');
      return presentSettings(updated);
    },
  );

  app.delete(
    '/:oid/',
    { schema: { params: OidParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'steward');
      const recording = await recordingOf(app.db, presentation);
      await deletePresentation(app.handle, presentation);
      // A recorded video's file goes with the last presentation (or upload) that uses it.
      for (const take of recording ? takesOf(recording) : [])
        await releaseVideoFile(app.videos.store, take.videoSha256, take.mimeType);
      await app.generatedPdfs.drop(presentation.oid);
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  );

  const LinksBody = Type.Object({ links: Type.Array(ViewLinkBody) });
  const mail = { mailConfigured: app.mailer.configured };
  // Lengths and dates are checked by the service, with messages that say what is wrong.
  const LinkRulesBody = Type.Object(
    {
      name: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
      password: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
      expiresAt: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
      requireEmail: Type.Optional(Type.Boolean()),
      verifyEmail: Type.Optional(Type.Boolean()),
      // Checked (and counted) by the service; this only bounds what is read.
      allowedDomains: Type.Optional(
        Type.Union([Type.Array(Type.String({ maxLength: 300 }), { maxItems: 200 }), Type.Null()]),
      ),
      notify: Type.Optional(Type.Enum(['off', 'first', 'every'])),
      download: Type.Optional(Type.Enum(['inherit', 'allow', 'forbid'])),
    },
    { additionalProperties: false },
  );
  app.get(
    '/:oid/links/',
    { schema: { params: OidParams, response: responses({ 200: LinksBody }) } },
    async (request) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'edit');
      const links = await viewLinksOf(app.db, presentation);
      const creators = await linkCreators(app.db, links);
      return { links: links.map((link) => presentViewLink(link, publicOrigin(request), creators)) };
    },
  );

  app.post(
    '/:oid/links/',
    {
      schema: {
        params: OidParams,
        body: LinkRulesBody,
        response: responses({ 201: Type.Object({ link: ViewLinkBody }) }),
      },
      // A link with no rules may be asked for with no body at all (as before links had rules).
      preValidation: async (request) => {
        request.body ??= {};
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to manage this presentation.');
      const { presentation } = await loadManageable(app.db, request.params.oid, user, 'edit');
      const link = await createViewLink(app.db, presentation, user.id, request.body, mail);
      const creators = await linkCreators(app.db, [link]);
      return reply.code(201).send({ link: presentViewLink(link, publicOrigin(request), creators) });
    },
  );

  app.patch(
    '/:oid/links/:linkId/',
    {
      schema: {
        params: LinkParams,
        body: LinkRulesBody,
        response: responses({ 200: Type.Object({ link: ViewLinkBody }) }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'edit');
      const link = await updateViewLink(app.db, presentation, request.params.linkId, request.body, mail);
      // A changed password or expiry must hold at once on every app server.
      await app.peers.announce('pages-changed');
      return { link: presentViewLink(link, publicOrigin(request), await linkCreators(app.db, [link])) };
    },
  );

  app.delete(
    '/:oid/links/:linkId/',
    { schema: { params: LinkParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'edit');
      await revokeLink(app.db, presentation, request.params.linkId);
      // A revoked link must answer 404 at once, not after the page cache expires.
      await app.peers.announce('pages-changed');
      // Its live audience goes too: their open streams would carry the next steps.
      for (const code of await liveCodesOfLink(app.db, request.params.linkId)) app.live.closeAudience(code);
      return reply.code(204).send();
    },
  );

  const CollaboratorsBody = Type.Object({ collaborators: Type.Array(CollaboratorBody) });
  const OneCollaborator = Type.Object({ collaborator: CollaboratorBody });
  app.get(
    '/:oid/collaborators/',
    { schema: { params: OidParams, response: responses({ 200: CollaboratorsBody }) } },
    async (request) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'owner');
      return { collaborators: await collaboratorsOf(app.db, presentation) };
    },
  );

  app.post(
    '/:oid/collaborators/',
    {
      schema: { params: OidParams, body: AddCollaboratorBody, response: responses({ 201: OneCollaborator }) },
    },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'owner');
      const { login, role } = request.body;
      return reply.code(201).send({ collaborator: await addCollaborator(app.db, presentation, login, role) });
    },
  );

  app.patch(
    '/:oid/collaborators/:username/',
    { schema: { params: CollaboratorParams, body: RoleBody, response: responses({ 200: OneCollaborator }) } },
    async (request) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'owner');
      const { username } = request.params;
      return {
        collaborator: await changeCollaboratorRole(app.db, presentation, username, request.body.role),
      };
    },
  );

  app.delete(
    '/:oid/collaborators/:username/',
    { schema: { params: CollaboratorParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'owner');
      await removeCollaborator(app.db, presentation, request.params.username);
      // Someone who lost access to a private presentation must not find it in a cached page.
      await app.peers.announce('pages-changed');
      return reply.code(204).send();
    },
  );
}
