// The owner's dashboard (/dashboard/next/): their presentations, and "Create your own" from
// pasted or uploaded Markdown or JSON. Signed-out visitors are sent to log in first.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  DASHBOARD_SORTS,
  type DashboardSort,
  listOwnPresentations,
} from '../../db/repositories/owner.repository';
import { DocumentError } from '../../domain/document';
import { PRIVACIES, type Privacy } from '../../domain/import-metadata';
import { importJson } from '../../domain/json-import';
import { importMarkdown } from '../../domain/markdown-import';
import { presentationPath } from '../presenters/presentation.presenter';
import { renderPage } from '../render/render-page';
import { cardsWithOwners } from '../services/cards.service';
import { descriptionFromMarkdown } from '../services/description';
import { createPresentation } from '../services/presentation.service';

export const DASHBOARD_LIMIT = 200;
export const SOURCE_MAX = 200_000;

const Query = Type.Object({
  sort: Type.Optional(Type.Enum([...DASHBOARD_SORTS])),
  privacy: Type.Optional(Type.Enum(['', ...PRIVACIES])),
});
const CreateBody = Type.Object({
  source: Type.String({ maxLength: SOURCE_MAX }),
  privacy: Type.Enum([...PRIVACIES]),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});

export async function dashboardRoutes(app: FastifyInstance) {
  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    form: { source: string; privacy: Privacy; problems: string[] },
    status = 200,
  ) {
    const user = request.user!;
    const { sort = 'updated', privacy = '' } = request.query as {
      sort?: DashboardSort;
      privacy?: Privacy | '';
    };
    const rows = await listOwnPresentations(app.db, user.id, {
      sort,
      privacy: privacy || undefined,
      limit: DASHBOARD_LIMIT,
    });
    const cards = (await cardsWithOwners(app.db, rows)).map((card, i) => ({
      ...card,
      privacy: rows[i]!.privacy,
      updatedAt: rows[i]!.updated_at,
    }));
    return renderPage(
      request,
      reply,
      'DashboardPage',
      { cards, sort, privacy, form },
      { title: `${request.t('header.myDashboard')} · ${app.config.brandName}`, noindex: true },
      status,
    );
  }

  app.get('/dashboard/next/', { schema: { querystring: Query } }, async (request, reply) => {
    if (!request.user) return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`, 303);
    return show(request, reply, { source: '', privacy: 'public', problems: [] });
  });

  app.post(
    '/dashboard/next/',
    { schema: { body: CreateBody }, bodyLimit: SOURCE_MAX * 2 },
    async (request, reply) => {
      if (!request.user) return reply.redirect('/login/?next=%2Fdashboard%2Fnext%2F', 303);
      const { source, privacy } = request.body as { source: string; privacy: Privacy };
      try {
        // A JSON document starts with "{"; everything else is read as Markdown.
        const format = source.trimStart().startsWith('{') ? 'json' : 'markdown';
        const imported = format === 'json' ? importJson(source) : importMarkdown(source);
        const presentation = await createPresentation(app.handle, {
          ownerId: request.user.id,
          document: imported.document,
          privacy,
          source: { text: source, format },
          tags: imported.metadata.tags,
          descriptionHtml: imported.metadata.description
            ? descriptionFromMarkdown(imported.metadata.description)
            : '',
        });
        return reply.redirect(presentationPath(presentation), 303);
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        return show(request, reply, { source, privacy, problems: error.problems }, 400);
      }
    },
  );
}
