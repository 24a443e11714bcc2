// The Podium app as a plugin tree, built from a config. main.ts listens; tests inject.
// Order: external plugins, then the services (services.ts), then every feature's routes (routes.ts).

import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import packageJson from '../../package.json' with { type: 'json' };
import { SESSION_COOKIE, sessionActorOf, sessionPlugin } from '../features/accounts/session.routes';
import { LIVE_MESSAGE_MAX_BYTES } from '../features/editor/live-protocol';
import { linkGatePlugin } from '../features/sharing/link-gate.routes';
import type { Config } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/connection';
import { actorPlugin } from '../platform/http/actor';
import { CSRF_COOKIE, CSRF_HEADER, csrfPlugin } from '../platform/http/csrf';
import { type App, refuseOtherHosts, refuseUnstorableText } from '../platform/http/edge';
import { jsonBodyParser } from '../platform/http/json-body';
import { requestSerializer } from '../platform/http/log-redaction';
import { openApiPlugin } from '../platform/http/openapi';
import { sharedRateLimits } from '../platform/http/rate-limits';
import { staticFilesPlugin } from '../platform/http/static-files';
import { connectRedis } from '../platform/redis/redis';
import { AssetManifest } from '../platform/render/assets';
import { type BlobStore, openBlobStore } from '../platform/storage';
import { BROWSER_ENTRY, pageShell } from './page-shell';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { registerRoutes } from './routes';
import { decorateServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    assets: AssetManifest;
    /** Set when REDIS_URL is (redis.ts). */
    redis: Redis | undefined;
    /** Where the app's files are kept: finished videos, generated PDFs (platform/storage). */
    blobs: BlobStore;
    /** Every route the app serves (the security suite walks them all). */
    routeTable: RouteSummary[];
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  /** Telemetry only: a beacon cannot send the CSRF header. */
  csrfExempt: boolean;
  /** Our origin but no token: the embed's view call, from our page inside another site's frame. */
  csrfOriginOnly: boolean;
  /** A WebSocket's upgrade: our origin on its GET. */
  csrfUpgrade: boolean;
  /** The route's TypeBox schemas (body, querystring, params), as declared. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * How long a client may take. A request's headers must arrive within headersMs and the whole
 * request (a 50 MB PDF upload included) within requestMs; a socket that sends nothing for idleMs
 * is closed; idleMs outlasts the PDF reader's default limit (30 s), so a slow read is answered
 * (422 pdf_too_slow) instead of having its connection cut while the server works on it. A
 * kept-alive connection waits keepAliveMs for its next request: longer than nginx keeps an idle
 * upstream connection (60 s), so nginx never reuses one Podium is closing.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  /** How often Node looks for requests past those deadlines. */
  checkEveryMs: 1_000,
} as const;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(
  config: Config,
  handle: DatabaseHandle,
  {
    logStream,
    blobs = openBlobStore(config.blobs),
  }: {
    logStream?: NodeJS.WritableStream;
    /** The store the config names, unless given (a test watching what the app reads). */
    blobs?: BlobStore;
  } = {},
): Promise<FastifyInstance> {
  const app = createServer(config, logStream);
  app.decorate('config', config);
  app.decorate('blobs', blobs);
  decorateRouteTable(app);
  decorateAssets(app, config);
  // The spec's like call sends a JSON content type with no body: an empty body is "no body", not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    jsonBodyParser(app, { emptyIsNone: true }),
  );

  await registerHttpPlugins(app);
  const redis = await registerRateLimits(app, config);
  await registerOwnPlugins(app, { config, handle, blobs, redis });
  app.decorate('draining', false);
  await app.register(openApiPlugin, {
    title: config.brandName,
    version: packageJson.version,
    sessionCookie: SESSION_COOKIE,
    csrfCookie: CSRF_COOKIE,
    csrfHeader: CSRF_HEADER,
  });
  await registerRoutes(app);
  return app;
}

function createServer(config: Config, logStream: NodeJS.WritableStream | undefined): App {
  return Fastify({
    // Request lines never carry a view-link id or auth_key (log-redaction.ts).
    logger: { level: config.logLevel, stream: logStream, serializers: { req: requestSerializer } },
    // A hop count trusts that many proxies nearest to us (Fastify's types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients hold a socket, never the server: see SERVER_TIMEOUTS.
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
    // On shutdown, idle keep-alive connections are closed instead of waited out (up to 72 s).
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Validate strictly: unknown fields and wrong types are errors, not silently dropped or
    // coerced (Fastify's defaults would turn a null into "" and strip extra fields).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** app.routeTable: every route as it is added, with its CSRF settings and schemas. */
function decorateRouteTable(app: App): void {
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        csrfExempt: route.config?.csrfExempt === true,
        csrfOriginOnly: route.config?.csrfOriginOnly === true,
        csrfUpgrade: route.config?.csrfUpgrade === true,
        schema: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
        },
      });
  });
}

function decorateAssets(app: App, config: Config): void {
  const watch = config.env === 'development';
  app.decorate('assets', AssetManifest.load(config.clientDir, { entry: BROWSER_ENTRY, watch }));
  app.decorate('pageShell', pageShell);
  if (!app.assets.built && config.env !== 'test') {
    app.log.warn(
      `No client build under ${config.clientDir}: pages render without scripts. Run "npm run build".`,
    );
  }
}

/** The external plugins: cookies, forms, security headers, compression. */
async function registerHttpPlugins(app: App): Promise<void> {
  await app.register(cookie);
  // The canvas editor's live channel (features/editor/live.routes.ts); larger messages close it.
  await app.register(websocket, { options: { maxPayload: LIVE_MESSAGE_MAX_BYTES } });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // CSP is set per page with a nonce (platform/render/render-page.ts); frame-ancestors replaces X-Frame-Options.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // With "no-referrer" browsers send `Origin: null` on form posts, which the CSRF check must refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // HTML and JSON above 1 KB are compressed on the fly (cached pages and the build's assets are
  // stored compressed already, and pass through untouched). Request bodies are never inflated:
  // that would let a small upload become a large one.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** app.redis when the config names one, and the rate limits, shared through it when it is there. */
async function registerRateLimits(app: App, config: Config): Promise<Redis | undefined> {
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (message) => app.log.warn(message))
    : undefined;
  app.decorate('redis', redis);
  // With Redis the app servers share their rate-limit counters (and fall back to their own).
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimits(redis, config.redisPrefix) } : {}),
  });
  return redis;
}

/** Our decorators and hooks: the database, the services, the person asking, CSRF, errors, files. */
async function registerOwnPlugins(app: App, services: Parameters<typeof decorateServices>[1]): Promise<void> {
  const { config, handle } = services;
  await app.register(databasePlugin, { handle });
  // PostgreSQL going away and coming back are log lines like any other.
  if (handle.postgres) handle.postgres.warn = (message) => app.log.warn(message);
  decorateServices(app, services);
  await app.register(languagePlugin);
  await app.register(sessionPlugin);
  // request.actor, from the session (an API token will be read here too, before the cookie).
  await app.register(actorPlugin, { identify: sessionActorOf });
  await app.register(linkGatePlugin);
  await app.register(csrfPlugin, { config });
  await app.register(errorsPlugin);
  if (config.publicUrl) app.addHook('onRequest', refuseOtherHosts(config.publicUrl));
  app.addHook('preValidation', refuseUnstorableText);
  await app.register(staticFilesPlugin, { config });
}
