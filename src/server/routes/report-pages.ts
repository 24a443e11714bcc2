// Reporting a presentation (/contact/abuse/{oid}/, opened in a new tab by the toolbar's Report).
// A form with a reason, details and an optional contact email; bad input re-renders with a 400.

import Type from 'typebox';
import { insertReport } from '../../features/moderation/repository';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../features/moderation/rules';
import { presentationPath } from '../../kernel/paths';
import { type App, AuthKeyQuery, OidParams } from '../edge';
import { renderPage } from '../render/render-page';
import { linkGateFor } from '../services/link-gate';
import { loadFor } from '../services/load-for';
import { viewerOf } from '../services/presentation.service';

const Body = Type.Object({
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
        viewerOf(request.user),
        'presentation.view',
        { gate: linkGateFor(request) },
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
    { schema: { params: OidParams, body: Body }, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const { oid } = request.params;
      const { body } = request;
      const { presentation } = await loadFor(
        app.db,
        { oid, authKey: body.auth_key || undefined },
        viewerOf(request.user),
        'presentation.view',
        { gate: linkGateFor(request) },
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
        reporter_id: request.user?.id ?? null,
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
