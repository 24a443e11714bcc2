// JSON calls about one presentation: what the player needs, statistics, copies and view counting.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type LoadOptions, loadFor } from '../../../features/access';
import { presentationStats } from '../../../features/analytics/stats.service';
import { playerBrandFor } from '../../../features/brand';
import { copyPresentation } from '../../../features/publishing/copy.service';
import { presentRecording, recordingOf } from '../../../features/recordings/recording.service';
import { countLinkVisitorView, linkGateFor } from '../../../features/sharing';
import { recordView } from '../../../features/viewing/view.service';
import { referringSite } from '../../../kernel/referrer';
import { embedVisitorId, isBotRequest, visitorId } from '../../../platform/http/visitors';
import { type App, AuthKeyQuery, OidParams, requireUser, responses } from '../../edge';
import { badRequest, forbidden } from '../../errors';
import { ownOrigins } from '../../plugins/csrf';
import { presentPlayerData } from '../../presenters/presentation.presenter';
import { CopyResultBody, PlayerDataBody, PresentationStatsBody, ViewCountBody } from './response-schemas';

/** The view calls' optional body: the address of the page the visitor came from (document.referrer). */
const ViewBody = Type.Object(
  { referrer: Type.Optional(Type.String({ maxLength: 2048 })) },
  { additionalProperties: false },
);

const StatsQuery = Type.Object(
  { days: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) },
  { additionalProperties: false },
);

export async function presentationApiRoutes(app: App) {
  const byOid = (
    request: FastifyRequest<{ Params: { oid: string }; Querystring: { auth_key?: string } }>,
    ability: 'presentation.view' | 'presentation.copy' = 'presentation.view',
    refused?: LoadOptions['refused'],
  ) =>
    loadFor(
      app.db,
      { oid: request.params.oid, authKey: request.query.auth_key },
      request.actor.viewer,
      ability,
      { gate: linkGateFor(request), refused },
    );

  // Owners and editors only; to anyone else the statistics do not exist (404).
  app.get(
    '/:oid/stats/',
    {
      schema: {
        params: OidParams,
        querystring: StatsQuery,
        response: responses({ 200: PresentationStatsBody }),
      },
      config: { rateLimit: { max: app.config.rateLimits.stats, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const days = Number(request.query.days ?? 30);
      if (days < 1 || days > 365) throw badRequest('days must be from 1 to 365.');
      const { presentation } = await loadFor(
        app.db,
        request.params,
        request.actor.viewer,
        'presentation.edit',
      );
      reply.header('cache-control', 'private, no-store');
      return presentationStats({ db: app.db, dialect: app.dialect }, presentation, days);
    },
  );

  app.get(
    '/:oid/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 200: PlayerDataBody }) },
    },
    async (request, reply) => {
      const loaded = await byOid(request);
      reply.header('cache-control', 'private, no-cache');
      const recording = await recordingOf(app.db, loaded.presentation);
      return {
        ...presentPlayerData(
          loaded,
          undefined,
          recording && presentRecording(recording, loaded.presentation, loaded.viewLinkId),
        ),
        brand: await playerBrandFor(app.db, loaded.presentation),
      };
    },
  );

  // Make a copy (spec §6): reusable presentations for anyone signed in, any for their editors.
  app.post(
    '/:oid/copy/',
    {
      schema: { params: OidParams, querystring: AuthKeyQuery, response: responses({ 201: CopyResultBody }) },
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, 'Log in to make a copy.');
      const { presentation } = await byOid(request, 'presentation.copy', () =>
        forbidden('This presentation cannot be copied.', 'not_reusable'),
      );
      return reply.code(201).send(await copyPresentation(app.handle, presentation, user.id));
    },
  );

  // A view counts when the presentation starts, once per visitor per 30 minutes, with the site the
  // visitor came from (the page's document.referrer, as an origin) for the owner's statistics. It
  // starts (or continues) the visit the browser then reports its steps to. A bot's view is
  // answered like one not counted, and nothing is stored.
  const countView = async (
    request: FastifyRequest<{
      Params: { oid: string };
      Querystring: { auth_key?: string };
      Body: { referrer?: string };
    }>,
    visitor: string,
    embedded: boolean,
  ) => {
    const { presentation, viewLink } = await byOid(request);
    if (isBotRequest(request)) return { counted: false, viewCount: presentation.view_count };
    const referrer = referringSite(request.body.referrer, ownOrigins(request, app.config));
    const userId = request.user?.id ?? null;
    const now = new Date();
    const linkId = viewLink?.link_id ?? null;
    const email = viewLink ? linkGateFor(request).emailFor(viewLink) : null;
    const answer = await recordView(app.handle, presentation.id, visitor, userId, now, referrer, linkId, {
      email,
      embedded,
    });
    // Through a link that asks for an e-mail address: the owner sees this address watched again.
    if (answer.counted && linkId && email)
      await countLinkVisitorView(app.db, linkId, email, now.toISOString());
    if (answer.counted)
      app.ownerEvents.raise({
        type: 'view',
        presentationId: presentation.id,
        link: viewLink ? { id: viewLink.link_id, name: viewLink.name, notify: viewLink.notify } : null,
        // The visitor's address only when the link asked for it.
        data: email ? { email } : {},
        at: now,
      });
    return answer;
  };
  const viewSchema = {
    params: OidParams,
    querystring: AuthKeyQuery,
    body: ViewBody,
    response: responses({ 200: ViewCountBody }),
  };
  // The body is optional (older pages send none): no body is an empty one.
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  const viewLimit = { max: app.config.rateLimits.views, timeWindow: '1 minute' };

  app.post(
    '/:oid/view/',
    { schema: viewSchema, preValidation: noBodyIsEmpty, config: { rateLimit: viewLimit } },
    (request) => countView(request, visitorId(request), false),
  );

  // The embed's view call. Inside another site's frame the browser neither sets
  // nor sends our Lax cookies, so the call carries no CSRF token: it must still come from our own
  // origin (our embed page), and the visitor is known by address and browser, not by cookie.
  app.post(
    '/:oid/embed-view/',
    {
      schema: viewSchema,
      preValidation: noBodyIsEmpty,
      config: { rateLimit: viewLimit, csrfOriginOnly: true },
    },
    (request) => countView(request, request.user ? visitorId(request) : embedVisitorId(request), true),
  );
}
