// JSON calls that manage one presentation (issue #6 item 3): settings, delete, view links and
// collaborators. Thin: validate, ask manage.service, present. Every write is CSRF-checked globally.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { PRIVACIES } from '../../../domain/import-metadata';
import { LIMITS } from '../../../domain/limits';
import { presentSettings, presentViewLink } from '../../presenters/manage.presenter';
import {
  addCollaborator,
  changeCollaboratorRole,
  collaboratorsOf,
  createViewLink,
  deletePresentation,
  loadManageable,
  removeCollaborator,
  revokeLink,
  type SettingsInput,
  updateSettings,
  viewLinksOf,
} from '../../services/manage.service';
import { OidParams } from './presentations';

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
  },
  { additionalProperties: false, minProperties: 1 },
);
const LinkParams = Type.Object({
  oid: Type.String({ pattern: '^[a-z0-9]{12}$' }),
  linkId: Type.String({ pattern: '^[a-z0-9]{16,64}$' }),
});
const CollaboratorParams = Type.Object({
  oid: Type.String({ pattern: '^[a-z0-9]{12}$' }),
  username: Type.String({ minLength: 1, maxLength: LIMITS.usernameLength.max }),
});
const AddCollaboratorBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: LIMITS.emailLength }), role: Role },
  { additionalProperties: false },
);
const RoleBody = Type.Object({ role: Role }, { additionalProperties: false });

export async function manageApiRoutes(app: FastifyInstance) {
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const oidOf = (request: FastifyRequest) => (request.params as { oid: string }).oid;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.patch('/:oid/', { schema: { params: OidParams, body: SettingsBody } }, async (request) => {
    const manageable = await loadManageable(app.db, oidOf(request), request.user, 'edit');
    const updated = await updateSettings(app.handle, manageable, request.body as SettingsInput);
    // Cached anonymous pages may show the old title, or a presentation that is now private.
    app.pageCache.clear();
    return presentSettings(updated);
  });

  app.delete('/:oid/', { schema: { params: OidParams } }, async (request, reply) => {
    const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'owner');
    await deletePresentation(app.handle, presentation);
    app.pageCache.clear();
    return reply.code(204).send();
  });

  app.get('/:oid/links/', { schema: { params: OidParams } }, async (request) => {
    const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'edit');
    const links = await viewLinksOf(app.db, presentation);
    return { links: links.map((link) => presentViewLink(link, origin(request))) };
  });

  app.post(
    '/:oid/links/',
    { schema: { params: OidParams }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'edit');
      const link = await createViewLink(app.db, presentation, request.user!.id);
      return reply.code(201).send({ link: presentViewLink(link, origin(request)) });
    },
  );

  app.delete('/:oid/links/:linkId/', { schema: { params: LinkParams } }, async (request, reply) => {
    const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'edit');
    await revokeLink(app.db, presentation, (request.params as { linkId: string }).linkId);
    // A revoked link must answer 404 at once, not after the page cache expires.
    app.pageCache.clear();
    return reply.code(204).send();
  });

  app.get('/:oid/collaborators/', { schema: { params: OidParams } }, async (request) => {
    const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'owner');
    return { collaborators: await collaboratorsOf(app.db, presentation) };
  });

  app.post(
    '/:oid/collaborators/',
    { schema: { params: OidParams, body: AddCollaboratorBody } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'owner');
      const { login, role } = request.body as { login: string; role: 'edit' | 'comment' };
      return reply.code(201).send({ collaborator: await addCollaborator(app.db, presentation, login, role) });
    },
  );

  app.patch(
    '/:oid/collaborators/:username/',
    { schema: { params: CollaboratorParams, body: RoleBody } },
    async (request) => {
      const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'owner');
      const { username } = request.params as { username: string };
      const { role } = request.body as { role: 'edit' | 'comment' };
      return { collaborator: await changeCollaboratorRole(app.db, presentation, username, role) };
    },
  );

  app.delete(
    '/:oid/collaborators/:username/',
    { schema: { params: CollaboratorParams } },
    async (request, reply) => {
      const { presentation } = await loadManageable(app.db, oidOf(request), request.user, 'owner');
      await removeCollaborator(app.db, presentation, (request.params as { username: string }).username);
      // Someone who lost access to a private presentation must not find it in a cached page.
      app.pageCache.clear();
      return reply.code(204).send();
    },
  );
}
