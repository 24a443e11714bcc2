// The comment calls, under /api/v4/presentation/{oid}/comments/: read the threads, add a comment
// (on a step, on an element, or a reply), delete one, and resolve or reopen a thread. Each needs a
// signed-in caller (401), a presentation they can see (404) and the right to comment on it (403).
// A new comment raises the owner's `comment` event and tells the people it mentions (a `mention`
// event to their webhooks, an e-mail unless they turned those off). Every change is told to the
// deck's open canvas editors on the live channel, which fetch the comments again. Each call's
// method, path and schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import type { FastifyRequest } from 'fastify';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { commentEventData, notifyMentions } from './comment-mentions.service';
import { addComment, commentsOf, removeComment, resolveComment } from './comments.service';
import { editorApi } from './contracts';
import { editorSchemas } from './schemas';

/** The presentation if the caller may comment on it: 404 if they cannot see it, 401 signed out, 403 otherwise. */
async function loadForCommenting(app: App, request: FastifyRequest<{ Params: { oid: string } }>) {
  const { viewer } = request.actor;
  const refused = () =>
    viewer
      ? forbidden('Only the owner and collaborators can see and leave comments.', 'not_collaborator')
      : unauthorized('Log in to see and leave comments.');
  const loaded = await loadFor(app.db, request.params, viewer, 'presentation.comment', { refused });
  if (!viewer) throw refused(); // no one comments signed out, so loadFor has refused already
  return { ...loaded, viewer };
}

export function commentRoutes(app: App) {
  const route = declaredRoutes(app, editorApi, editorSchemas);

  app.route({
    ...route('comments'),
    handler: async (request, reply) => {
      const { presentation, access, viewer } = await loadForCommenting(app, request);
      reply.header('cache-control', 'private, no-store');
      return { comments: await commentsOf(app.db, presentation, access, viewer) };
    },
  });

  app.route({
    ...route('addComment'),
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      requireViewer(request);
      const { presentation, access, viewer } = await loadForCommenting(app, request);
      const comment = await addComment(app.db, presentation, access, viewer, request.body);
      app.ownerEvents.raise({
        type: 'comment',
        presentationId: presentation.id,
        data: { comment: commentEventData(comment) },
      });
      // The comment is saved: a notice that cannot be queued is logged, not answered as a failure.
      await notifyMentions(app.db, presentation, comment, {
        mailer: app.mailer,
        // Never the request's Host, which the comment's author chooses: the mail goes to someone else.
        origin: app.ownerEvents.origin(),
        brand: app.config.brandName,
        raise: (event) => app.ownerEvents.raise(event),
      }).catch((error) => request.log.error({ err: error }, 'Could not notify the people mentioned'));
      app.canvasLive.commentsChanged(presentation.id);
      return reply.code(201).send({ comment });
    },
  });

  app.route({
    ...route('removeComment'),
    handler: async (request, reply) => {
      requireViewer(request);
      const { presentation, access, viewer } = await loadForCommenting(app, request);
      await removeComment(app.db, presentation, access, viewer, Number(request.params.id));
      app.canvasLive.commentsChanged(presentation.id);
      return reply.code(204).send();
    },
  });

  for (const [name, resolved] of [
    ['resolveComment', true],
    ['reopenComment', false],
  ] as const) {
    app.route({
      ...route(name),
      handler: async (request) => {
        requireViewer(request);
        const { presentation, access, viewer } = await loadForCommenting(app, request);
        const id = Number(request.params.id);
        const comment = await resolveComment(app.db, presentation, access, viewer, id, resolved);
        app.canvasLive.commentsChanged(presentation.id);
        return { comment };
      },
    });
  }
}
