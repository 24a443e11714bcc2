// Moderation's two route plugins (DESIGN §5). reportPageRoutes: reporting a presentation
// (/contact/abuse/{oid}/, opened in a new tab by the toolbar's Report), a form with a reason, details
// and an optional contact email; bad input re-renders with a 400.
//
// adminRoutes: staff moderation, the queue page /admin/reports/ and its JSON calls.
// The queue is staff only; to anyone else signed in it does not exist (404), so it is not advertised.
// Calls: staff only (401 signed out, 403 signed in without staff rights), CSRF from the global plugin.
// The owner's review request for a hidden presentation lives here too, being part of moderation.
//
// Staff do not see hidden presentations' view pages (kernel/access/permissions: only the owner does);
// the queue shows them with an inline thumbnail, their title, owner and the reports.

import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Viewer } from '../../kernel/access/permissions';
import { presentationPath } from '../../kernel/paths';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { type App, AuthKeyQuery, OidParams } from '../../platform/http/edge';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { loadFor } from '../access';
import { requireUser, requireViewer } from '../accounts';
import { moderationApi } from './contracts';
import {
  dismissReport,
  hideReported,
  requestReview,
  setStaffPick,
  unhidePresentation,
} from './moderation.service';
import { moderationQueue, QUEUE_TABS } from './moderation-queue';
import { insertReport } from './repository';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './rules';
import { moderationSchemas } from './schemas';

const QueueQuery = Type.Object(
  {
    tab: Type.Optional(Type.Enum([...QUEUE_TABS])),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
  },
  { additionalProperties: false },
);

/** Staff only: 401 when signed out, 403 for everyone else signed in. */
function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request, 'Log in as staff to moderate.');
  if (!viewer.isStaff) throw forbidden('Only staff can moderate presentations.');
  return viewer;
}

/** Text a person typed: trimmed, and not only spaces. */
function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`${field} must not be empty.`);
  return text;
}

export async function adminRoutes(app: App) {
  /** Hidden or unhidden pages and cards must change at once for everyone, not after the cache's TTL. */
  async function afterVisibilityChange() {
    await app.peers.announce('visibility-changed');
  }

  app.get('/admin/reports/', { schema: { querystring: QueueQuery } }, async (request, reply) => {
    const viewer = requireViewer(request);
    if (!viewer.isStaff) throw notFound();
    const { tab = 'open', page = '1' } = request.query;
    const queue = await moderationQueue(app.db, tab, Number(page));
    if (!queue) throw notFound();
    return renderPage(
      request,
      reply,
      'AdminReportsPage',
      { queue },
      {
        title: `${request.t('admin.title')} · ${app.config.brandName}`,
        noindex: true,
      },
    );
  });

  // The staff calls and the owner's review request: method, path and schemas are declared once,
  // in contracts.ts and schemas.ts (decision 084).
  const route = declaredRoutes(app, moderationApi, moderationSchemas);

  app.route({
    ...route('hide'),
    handler: async (request) => {
      const staff = requireStaff(request);
      const reason = requiredText(request.body.reason, 'The reason');
      const result = await hideReported(app.handle, Number(request.params.id), staff, reason);
      await afterVisibilityChange();
      return result;
    },
  });

  app.route({
    ...route('dismiss'),
    handler: async (request) => dismissReport(app.db, Number(request.params.id), requireStaff(request)),
  });

  app.route({
    ...route('unhide'),
    handler: async (request) => {
      const result = await unhidePresentation(app.handle, request.params.oid, requireStaff(request));
      await afterVisibilityChange();
      return result;
    },
  });

  const staffPick = (picked: boolean) => async (request: FastifyRequest<{ Params: { oid: string } }>) => {
    requireStaff(request);
    const result = await setStaffPick(app.db, request.params.oid, picked);
    await afterVisibilityChange();
    return result;
  };
  app.route({ ...route('pickStaff'), handler: staffPick(true) });
  app.route({ ...route('unpickStaff'), handler: staffPick(false) });

  app.route({
    ...route('requestReview'),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const user = requireUser(request, 'Log in to ask for a review.');
      const message = requiredText(request.body.message, 'The message');
      const result = await requestReview(app.db, request.params.oid, user, message);
      return reply.code(201).send(result);
    },
  });
}

/** The report form's fields, as the page posts them. */
const Form = Type.Object({
  reason: Type.String({ maxLength: 40 }),
  details: Type.String({ maxLength: 10_000 }),
  email: Type.Optional(Type.String({ maxLength: 300 })),
  auth_key: Type.Optional(Type.String({ maxLength: 64 })),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function reportPageRoutes(app: App) {
  app.get(
    '/contact/abuse/:oid/',
    { schema: { params: OidParams, querystring: AuthKeyQuery } },
    async (request, reply) => {
      const { oid } = request.params;
      const { auth_key } = request.query;
      const { presentation } = await loadFor(
        app.db,
        { oid, authKey: auth_key },
        request.actor.viewer,
        'presentation.view',
        { gate: request.linkGate },
      );
      return renderPage(
        request,
        reply,
        'ReportPage',
        {
          presentation: { oid, title: presentation.title, path: presentationPath(presentation) },
          authKey: auth_key ?? null,
          values: { email: request.user?.email ?? '' },
          errors: {},
          sent: false,
        },
        { title: `${request.t('report.title')} · ${app.config.brandName}`, noindex: true },
      );
    },
  );

  app.post(
    '/contact/abuse/:oid/',
    { schema: { params: OidParams, body: Form }, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const { oid } = request.params;
      const { body } = request;
      const { presentation } = await loadFor(
        app.db,
        { oid, authKey: body.auth_key || undefined },
        request.actor.viewer,
        'presentation.view',
        { gate: request.linkGate },
      );
      const details = body.details.trim();
      const email = body.email?.trim() ?? '';
      const errors: Record<string, 'report.reasonRequired' | 'report.detailsLength' | 'report.emailInvalid'> =
        {};
      if (!(REPORT_REASONS as readonly string[]).includes(body.reason))
        errors.reason = 'report.reasonRequired';
      if (details.length < 10 || details.length > REPORT_DETAILS_MAX) errors.details = 'report.detailsLength';
      if (email && !EMAIL.test(email)) errors.email = 'report.emailInvalid';
      const props = {
        presentation: { oid, title: presentation.title, path: presentationPath(presentation) },
        authKey: body.auth_key ?? null,
        values: { reason: body.reason, details: body.details, email },
      };
      const head = { title: `${request.t('report.title')} · ${app.config.brandName}`, noindex: true };
      if (Object.keys(errors).length > 0) {
        return renderPage(request, reply, 'ReportPage', { ...props, errors, sent: false }, head, 400);
      }
      await insertReport(app.db, {
        presentation_id: presentation.id,
        reporter_id: request.actor.viewer?.id ?? null,
        reason: body.reason,
        details,
        contact_email: email || null,
        created_at: new Date().toISOString(),
      });
      // The owner hears that a report was filed and why, never who filed it or their address.
      app.ownerEvents.raise({
        type: 'report',
        presentationId: presentation.id,
        data: { reason: body.reason },
      });
      return renderPage(request, reply, 'ReportPage', { ...props, errors: {}, sent: true }, head);
    },
  );
}
