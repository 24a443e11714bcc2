// Live sessions' calls (contracts.ts): the presenter starts, moves and ends a
// session; anyone who may watch opens its event stream, reacts, asks and votes. Thin: validate,
// ask live.service, publish through the hub. Writes are CSRF-checked globally, bodies are small,
// and an anonymous viewer's writes are rate-limited per viewer (their account or CSRF cookie) and
// per client address (a fresh cookie is a fresh viewer). Every call naming a code passes the wrong
// code throttle (live-guard.ts), and one address holds a bounded share of a process's streams.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { type App, publicOrigin } from '../../platform/http/edge';
import { AppError } from '../../platform/http/errors';
import { visitorId } from '../../platform/http/visitors';
import { requireViewer } from '../accounts';
import { liveApi } from './contracts';
import { liveEventsRoute } from './events.routes';
import {
  ask,
  end,
  loadForPresenter,
  loadForWatcher,
  moderateQuestion,
  moveTo,
  openSessionOf,
  presentQuestion,
  react,
  startSession,
  vote,
} from './live.service';
import { findSessionByCode } from './repository';
import { LIVE_RATES } from './rules';
import { liveSchemas } from './schemas';

/** The join code in a live route's address. */
function sessionCode(request: FastifyRequest): string {
  const params = request.params;
  return params && typeof params === 'object' && 'code' in params ? String(params.code) : '';
}

type Rate = { max: number; windowMs: number };

/** A write by a viewer: at most `max` per window, counted per viewer and session. */
const perViewer = (rate: Rate, what: string) => ({
  rateLimit: {
    max: rate.max,
    timeWindow: rate.windowMs,
    // Counted after the CSRF and schema checks: a forged or malformed request uses no one's quota.
    hook: 'preHandler' as const,
    // The plugin types this request without the route's params; the schema has checked `code`.
    keyGenerator: (request: FastifyRequest) => `live-${what}|${sessionCode(request)}|${visitorId(request)}`,
  },
});
const SMALL_BODY = 4 * 1024;
const PRESENTER_WRITES = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/** The question in a vote's address. */
function questionId(request: FastifyRequest): string {
  const params = request.params;
  return params && typeof params === 'object' && 'id' in params ? String(params.id) : '';
}

type LiveRoute = ReturnType<typeof declaredRoutes<typeof liveSchemas>>;

/** What a viewer's calls name: a session that may be watched through the request's link. */
const watch = (app: App, request: FastifyRequest<{ Params: { code: string } }>) =>
  loadForWatcher(app.db, request.params.code, request.actor.viewer, request.linkGate, { api: true });

/**
 * A preHandler holding each address's own counts, next to the viewer's (the route's
 * config.rateLimit), in the same store. createRateLimit, since the plugin runs only one of its own
 * hooks per request.
 */
function perAddress(app: App, rates: [Rate, (request: FastifyRequest) => string][]) {
  const checks = rates.map(([rate, key]) =>
    app.createRateLimit({
      max: rate.max,
      timeWindow: rate.windowMs,
      keyGenerator: (request) => `${key(request)}|${request.ip}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) continue;
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'rate_limited', 'Too many from your network. Try again later.');
    }
  };
}

export async function liveApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // Each JSON call's method, path and schemas are declared once, in contracts.ts and schemas.ts
  // (decision 084); the event stream's path is declared there too.
  const route = declaredRoutes(app, liveApi, liveSchemas);

  // A code that names no session counts against the address that asked (and the site).
  app.addHook('preHandler', async (request) => {
    const code = sessionCode(request);
    if (code === '') return;
    await app.liveCodes.guard(request.ip, async () => (await findSessionByCode(app.db, code)) !== undefined);
  });

  // Registered in this order so the OpenAPI document lists the calls as it always has.
  presenterSessionRoutes(app, route);
  liveEventsRoute(app);
  audienceRoutes(app, route);
  questionModerationRoute(app, route);
}

/** The presenter starts a session, finds the open one, moves it from step to step and ends it. */
function presenterSessionRoutes(app: App, route: LiveRoute) {
  app.route({
    ...route('start'),
    // The body is optional: none reads as `{}`.
    preValidation: async (request) => {
      if (request.body == null) request.body = {};
    },
    bodyLimit: SMALL_BODY,
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, 'Log in to present live.');
      const { session, created } = await startSession(
        app.db,
        viewer,
        request.params.oid,
        request.body.linkId,
        publicOrigin(request),
      );
      return reply.code(created ? 201 : 200).send(session);
    },
  });

  app.route({
    ...route('openSession'),
    handler: async (request) => ({
      session: await openSessionOf(
        app.db,
        requireViewer(request, 'Log in to present live.'),
        request.params.oid,
        publicOrigin(request),
      ),
    }),
  });

  app.route({
    ...route('step'),
    bodyLimit: SMALL_BODY,
    config: PRESENTER_WRITES,
    handler: async (request, reply) => {
      const { session, presentation } = await loadForPresenter(
        app.db,
        request.params.code,
        request.actor.viewer,
      );
      const step = await moveTo(app.db, session, presentation, request.body.step);
      app.live.publish(session.code, { type: 'step', step, at: Date.now() });
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('end'),
    bodyLimit: SMALL_BODY,
    config: PRESENTER_WRITES,
    handler: async (request, reply) => {
      const { session } = await loadForPresenter(app.db, request.params.code, request.actor.viewer);
      if (await end(app.db, session)) app.live.publish(session.code, { type: 'ended' });
      return reply.code(204).send();
    },
  });
}

/** What the audience sends: reactions, questions and votes, each rate-limited per viewer and address. */
function audienceRoutes(app: App, route: LiveRoute) {
  const hub = app.live;
  const questionsFromAddress = perAddress(app, [
    [LIVE_RATES.questionsPerAddress, (request) => `live-question-address|${sessionCode(request)}`],
  ]);
  const votesFromAddress = perAddress(app, [
    [LIVE_RATES.votesPerAddress, (request) => `live-vote-address|${sessionCode(request)}`],
    [
      LIVE_RATES.votesPerAddressOnQuestion,
      (request) => `live-vote-question-address|${sessionCode(request)}|${questionId(request)}`,
    ],
  ]);

  app.route({
    ...route('react'),
    bodyLimit: SMALL_BODY,
    config: perViewer(LIVE_RATES.reactions, 'reaction'),
    handler: async (request, reply) => {
      const { session } = await watch(app, request);
      const emoji = await react(app.db, session, request.body.emoji);
      hub.publishReaction(session.code, { type: 'reaction', emoji });
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('ask'),
    bodyLimit: SMALL_BODY,
    config: perViewer(LIVE_RATES.questions, 'question'),
    preHandler: questionsFromAddress,
    handler: async (request, reply) => {
      const { session } = await watch(app, request);
      const visitor = visitorId(request);
      const row = await ask(app.db, session, visitor, request.body.text);
      hub.publish(session.code, { type: 'question', question: presentQuestion(row, null) });
      return reply.code(201).send(presentQuestion(row, visitor));
    },
  });

  app.route({
    ...route('vote'),
    bodyLimit: SMALL_BODY,
    config: perViewer(LIVE_RATES.votes, 'vote'),
    preHandler: votesFromAddress,
    handler: async (request) => {
      const { session } = await watch(app, request);
      const visitor = visitorId(request);
      const { question, counted } = await vote(app.db, session, visitor, Number(request.params.id));
      if (counted) hub.publish(session.code, { type: 'question', question: presentQuestion(question, null) });
      return presentQuestion(question, visitor);
    },
  });
}

/** The presenter shows, answers or hides a question. */
function questionModerationRoute(app: App, route: LiveRoute) {
  app.route({
    ...route('moderate'),
    bodyLimit: SMALL_BODY,
    config: PRESENTER_WRITES,
    handler: async (request) => {
      const { session } = await loadForPresenter(app.db, request.params.code, request.actor.viewer);
      const row = await moderateQuestion(app.db, session, Number(request.params.id), request.body.action);
      const question = presentQuestion(row, null);
      if (question.state === 'hidden')
        // The audience learns only that it went: its text stays with the presenter.
        app.live.publishToPresenter(
          session.code,
          { type: 'question', question },
          {
            type: 'question',
            question: { ...question, text: '' },
          },
        );
      else app.live.publish(session.code, { type: 'question', question });
      return question;
    },
  });
}
