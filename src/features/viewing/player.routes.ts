// What the player downloads (GET /api/v4/presentation/{oid}/, the document with its brand and
// recording) and the view calls that count a view (from the page and from an embed).
import type { FastifyRequest } from 'fastify';
import { referringSite } from '../../kernel/referrer';
import { ownOrigins } from '../../platform/http/csrf';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { embedVisitorId, isBotRequest, visitorId } from '../../platform/http/visitors';
import { loadFor } from '../access';
import { playerBrandFor } from '../brand';
import { presentPlayerData } from '../decks';
import { presentRecording, recordingOf } from '../recordings';
import { countLinkVisitorView } from '../sharing';
import { viewingApi } from './contracts';
import { viewingSchemas } from './schemas';
import { recordView } from './view.service';

type OidRequest = FastifyRequest<{ Params: { oid: string }; Querystring: { auth_key?: string } }>;

/** The presentation a player call names, for its viewer (through the share link it came with). */
const byOid = (app: App, request: OidRequest) =>
  loadFor(
    app.db,
    { oid: request.params.oid, authKey: request.query.auth_key },
    request.actor.viewer,
    'presentation.view',
    { gate: request.linkGate },
  );

// A view counts when the presentation starts, once per visitor per 30 minutes, with the site the
// visitor came from (the page's document.referrer, as an origin) for the owner's statistics. It
// starts (or continues) the visit the browser then reports its steps to. A bot's view is
// answered like one not counted, and nothing is stored.
async function countView(
  app: App,
  request: FastifyRequest<{
    Params: { oid: string };
    Querystring: { auth_key?: string };
    Body: { referrer?: string };
  }>,
  visitor: string,
  embedded: boolean,
) {
  const { presentation, viewLink } = await byOid(app, request);
  if (isBotRequest(request)) return { counted: false, viewCount: presentation.view_count };
  const referrer = referringSite(request.body.referrer, ownOrigins(request, app.config));
  const userId = request.actor.viewer?.id ?? null;
  const now = new Date();
  const linkId = viewLink?.link_id ?? null;
  const email = viewLink ? request.linkGate.emailFor(viewLink) : null;
  const answer = await recordView(app.handle, presentation.id, visitor, userId, now, referrer, linkId, {
    email,
    embedded,
  });
  // Through a link that asks for an e-mail address: the owner sees this address watched again.
  if (answer.counted && linkId && email) await countLinkVisitorView(app.db, linkId, email, now.toISOString());
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
}

export async function playerApiRoutes(app: App) {
  // Each call's method, path and schemas are declared once, in contracts.ts and schemas.ts.
  const route = declaredRoutes(app, viewingApi, viewingSchemas);
  app.route({
    ...route('player'),
    handler: async (request, reply) => {
      const loaded = await byOid(app, request);
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
  });

  // The body is optional (older pages send none): no body is an empty one.
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  const viewLimit = { max: app.config.rateLimits.views, timeWindow: '1 minute' };

  app.route({
    ...route('view'),
    preValidation: noBodyIsEmpty,
    config: { rateLimit: viewLimit },
    handler: (request) => countView(app, request, visitorId(request), false),
  });

  // The embed's view call. Inside another site's frame the browser neither sets
  // nor sends our Lax cookies, so the call carries no CSRF token: it must still come from our own
  // origin (our embed page), and the visitor is known by address and browser, not by cookie.
  app.route({
    ...route('embedView'),
    preValidation: noBodyIsEmpty,
    config: { rateLimit: viewLimit, csrfOriginOnly: true },
    handler: (request) =>
      countView(app, request, request.actor.viewer ? visitorId(request) : embedVisitorId(request), true),
  });
}
