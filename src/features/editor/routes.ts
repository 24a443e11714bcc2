// The editor's JSON calls, under /api/v4/presentation: save the document, list and restore
// earlier versions, and read, add and delete comments on steps. Every write needs a signed-in caller
// (401), a presentation they can see (404) and the right to edit or comment on it (403).

import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { type App, NO_CONTENT, Oid, OidParams, RowId, requireUser, responses } from '../../server/edge';
import { forbidden, unauthorized } from '../../server/errors';
import {
  CommentDataBody,
  RestoreResultBody,
  SaveResultBody,
  VersionBody,
} from '../../server/routes/api/response-schemas';
import { loadFor } from '../access';
import { redrawBrandThumbnail } from '../brand';
import { addComment, commentsOf, removeComment } from './comments.service';
import { restoreVersion, saveDocument, versionsOf } from './editor.service';

/** A call on one presentation: its oid in the path. */
type OidRequest = FastifyRequest<{ Params: { oid: string } }>;

const VersionParams = Type.Object({ oid: Oid, id: RowId });
const CommentParams = Type.Object({ oid: Oid, id: RowId });

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

const CommentsBody = Type.Object({ comments: Type.Array(CommentDataBody) });
const VersionsBody = Type.Object({ versions: Type.Array(VersionBody) });

/** The presentation if the caller may edit it: 404 if they cannot see it, 401 signed out, 403 otherwise. */
async function loadForEditing(app: App, request: OidRequest) {
  const { actor } = request;
  const { presentation } = await loadFor(app.db, request.params, actor.viewer, 'presentation.edit', {
    refused: () =>
      actor.viewer
        ? forbidden('Only the owner and editors can change this presentation.', 'not_editor')
        : unauthorized(),
  });
  return presentation;
}

/** The presentation if the caller may comment on it: 404 if they cannot see it, 401 signed out, 403 otherwise. */
async function loadForCommenting(app: App, request: OidRequest) {
  const { user } = request;
  const refused = () =>
    user
      ? forbidden('Only the owner and collaborators can see and leave comments.', 'not_collaborator')
      : unauthorized('Log in to see and leave comments.');
  const loaded = await loadFor(app.db, request.params, request.actor.viewer, 'presentation.comment', {
    refused,
  });
  if (!user) throw refused(); // no one comments signed out, so loadFor has refused already
  return { ...loaded, user };
}

export async function editorApiRoutes(app: App) {
  documentRoutes(app);
  commentRoutes(app);
}

/** The document: save it, list its earlier versions and restore one. */
function documentRoutes(app: App) {
  // Writes need an account before anything else is looked at.
  app.put(
    '/:oid/document/',
    {
      schema: { params: OidParams, body: SaveBody, response: responses({ 200: SaveResultBody }) },
      bodyLimit: EDITOR_LIMITS.sourceLength * 6,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      const presentation = await loadForEditing(app, request);
      const saved = await saveDocument(app.handle, presentation, user, request.body);
      // A deck in the `brand` theme gets its thumbnail drawn with its published kit.
      await redrawBrandThumbnail(app.db, presentation.id);
      return saved;
    },
  );

  app.get(
    '/:oid/versions/',
    { schema: { params: OidParams, response: responses({ 200: VersionsBody }) } },
    async (request, reply) => {
      const presentation = await loadForEditing(app, request);
      reply.header('cache-control', 'private, no-store');
      return { versions: await versionsOf(app.db, presentation.id) };
    },
  );

  app.post(
    '/:oid/versions/:id/restore/',
    { schema: { params: VersionParams, response: responses({ 200: RestoreResultBody }) } },
    async (request) => {
      const user = requireUser(request);
      const presentation = await loadForEditing(app, request);
      const restored = await restoreVersion(app.handle, presentation, user, Number(request.params.id));
      await redrawBrandThumbnail(app.db, presentation.id);
      return restored;
    },
  );
}

/** Comments on steps: read, add and delete them. */
function commentRoutes(app: App) {
  app.get(
    '/:oid/comments/',
    { schema: { params: OidParams, response: responses({ 200: CommentsBody }) } },
    async (request, reply) => {
      const { presentation, access, user } = await loadForCommenting(app, request);
      reply.header('cache-control', 'private, no-store');
      return { comments: await commentsOf(app.db, presentation, access, user) };
    },
  );

  app.post(
    '/:oid/comments/',
    {
      schema: {
        params: OidParams,
        body: CommentBody,
        response: responses({ 201: Type.Object({ comment: CommentDataBody }) }),
      },
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      requireUser(request);
      const { presentation, access, user } = await loadForCommenting(app, request);
      const comment = await addComment(app.db, presentation, access, user, request.body);
      app.ownerEvents.raise({
        type: 'comment',
        presentationId: presentation.id,
        data: {
          comment: {
            id: comment.id,
            step: comment.step,
            body: comment.body,
            author: comment.author.username,
          },
        },
      });
      return reply.code(201).send({ comment });
    },
  );

  app.delete(
    '/:oid/comments/:id/',
    { schema: { params: CommentParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      requireUser(request);
      const { presentation, access, user } = await loadForCommenting(app, request);
      await removeComment(app.db, presentation, access, user, Number(request.params.id));
      return reply.code(204).send();
    },
  );
}
