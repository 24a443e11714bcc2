// The editor's JSON calls (issue #6), under /api/v4/presentation: save the document, list and restore
// earlier versions, and read, add and delete comments on steps. Every write needs a signed-in caller
// (401), a presentation they can see (404) and the right to edit or comment on it (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { User } from '../../../db/rows';
import { EDITOR_LIMITS } from '../../../domain/limits';
import { canEdit } from '../../../domain/permissions';
import { forbidden, unauthorized } from '../../errors';
import { addComment, commentsOf, loadForComments, removeComment } from '../../services/comments.service';
import { restoreVersion, saveDocument, versionsOf } from '../../services/editor.service';
import { loadVisibleByOid, viewerOf } from '../../services/presentation.service';

const Oid = Type.String({ pattern: '^[a-z0-9]{12}$' });
const Id = Type.String({ pattern: '^[1-9][0-9]{0,14}$' });
const OidParams = Type.Object({ oid: Oid });
const VersionParams = Type.Object({ oid: Oid, id: Id });
const CommentParams = Type.Object({ oid: Oid, id: Id });

const SaveBody = Type.Object(
  {
    source: Type.String({ maxLength: EDITOR_LIMITS.sourceLength }),
    format: Type.Union([Type.Literal('markdown'), Type.Literal('json')]),
    baseUpdatedAt: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

const CommentBody = Type.Object(
  {
    step: Type.Integer({ minimum: 0, maximum: 100_000 }),
    // Checked again after trimming; the margin lets surrounding whitespace through to be trimmed.
    body: Type.String({ maxLength: EDITOR_LIMITS.commentLength * 2 }),
  },
  { additionalProperties: false },
);

/** Writes need an account before anything else is looked at. */
function signedIn(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function editorApiRoutes(app: FastifyInstance) {
  const loadForEditing = async (oid: string, user: User | null) => {
    const visible = await loadVisibleByOid(app.db, oid, user);
    if (!user) throw unauthorized();
    if (!canEdit(visible.access, viewerOf(user)))
      throw forbidden('Only the owner and editors can change this presentation.', 'not_editor');
    return visible.presentation;
  };

  app.put(
    '/:oid/document/',
    {
      schema: { params: OidParams, body: SaveBody },
      // The source may be up to sourceLength characters, each up to 4 bytes, JSON-escaped.
      bodyLimit: EDITOR_LIMITS.sourceLength * 6,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = signedIn(request);
      const { oid } = request.params as { oid: string };
      const presentation = await loadForEditing(oid, user);
      return saveDocument(app.handle, presentation, user, request.body as Static<typeof SaveBody>);
    },
  );

  app.get('/:oid/versions/', { schema: { params: OidParams } }, async (request, reply) => {
    const { oid } = request.params as { oid: string };
    const presentation = await loadForEditing(oid, request.user);
    reply.header('cache-control', 'private, no-store');
    return { versions: await versionsOf(app.db, presentation.id) };
  });

  app.post('/:oid/versions/:id/restore/', { schema: { params: VersionParams } }, async (request) => {
    const user = signedIn(request);
    const { oid, id } = request.params as { oid: string; id: string };
    const presentation = await loadForEditing(oid, user);
    return restoreVersion(app.handle, presentation, user, Number(id));
  });

  app.get('/:oid/comments/', { schema: { params: OidParams } }, async (request, reply) => {
    const { oid } = request.params as { oid: string };
    const { presentation, access, user } = await loadForComments(app.db, oid, request.user);
    reply.header('cache-control', 'private, no-store');
    return { comments: await commentsOf(app.db, presentation, access, user) };
  });

  app.post(
    '/:oid/comments/',
    {
      schema: { params: OidParams, body: CommentBody },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      signedIn(request);
      const { oid } = request.params as { oid: string };
      const { presentation, access, user } = await loadForComments(app.db, oid, request.user);
      const input = request.body as Static<typeof CommentBody>;
      return reply.code(201).send({ comment: await addComment(app.db, presentation, access, user, input) });
    },
  );

  app.delete('/:oid/comments/:id/', { schema: { params: CommentParams } }, async (request, reply) => {
    signedIn(request);
    const { oid, id } = request.params as { oid: string; id: string };
    const { presentation, access, user } = await loadForComments(app.db, oid, request.user);
    await removeComment(app.db, presentation, access, user, Number(id));
    return reply.code(204).send();
  });
}
