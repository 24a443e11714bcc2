// The Podium app as a plugin tree, built from a config. main.ts listens; tests inject.
// Order: external plugins, then our decorators and hooks, then routes.

import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import packageJson from '../../package.json' with { type: 'json' };
import type { DatabaseHandle } from '../db/connection';
import { jobStore } from '../db/repositories/jobs.repository';
import { authRoutes } from '../features/accounts/routes';
import { settingsRoutes } from '../features/accounts/settings.routes';
import { statsPageRoutes } from '../features/analytics/pages.routes';
import { telemetryRoutes } from '../features/analytics/routes';
import { visitRoutes } from '../features/analytics/visits.routes';
import { brandKitRoutes } from '../features/brand/routes';
import { feedRoutes } from '../features/discovery/feeds.routes';
import { listingPageRoutes } from '../features/discovery/pages.routes';
import { discoveryRoutes } from '../features/discovery/routes';
import { loadSearchTerms, type SearchTerms } from '../features/discovery/search-terms';
import { SiteStats } from '../features/discovery/site-stats';
import { editPageRoutes } from '../features/editor/pages.routes';
import { editorApiRoutes } from '../features/editor/routes';
import { folderPageRoutes } from '../features/folders/pages.routes';
import { folderApiRoutes } from '../features/folders/routes';
import { JoinCodeGuard } from '../features/live/live-guard';
import { LiveHub } from '../features/live/live-hub';
import { LiveUpkeep } from '../features/live/live-upkeep';
import { livePageRoutes } from '../features/live/pages.routes';
import { presentPageRoutes } from '../features/live/present.routes';
import { raisePeak, touchPresenter } from '../features/live/repository';
import { liveApiRoutes } from '../features/live/routes';
import { adminRoutes, reportPageRoutes } from '../features/moderation/routes';
import { NotificationDispatcher } from '../features/notifications/notification-dispatcher';
import { OwnerEvents } from '../features/notifications/owner-events';
import { webhookApiRoutes } from '../features/notifications/routes';
import { videoFileRoutes } from '../features/recordings/files.routes';
import { studioPageRoutes } from '../features/recordings/pages.routes';
import { recordingApiRoutes } from '../features/recordings/routes';
import { videoUploadRoutes } from '../features/recordings/uploads.routes';
import { VideoUpkeep } from '../features/recordings/video-upkeep';
import { linkCodeRoutes } from '../features/sharing/link-code.routes';
import { teamPageRoutes } from '../features/teams/pages.routes';
import { teamApiRoutes } from '../features/teams/routes';
import { actorPlugin } from '../platform/http/actor';
import { openApiPlugin } from '../platform/http/openapi';
import { JobQueue } from '../platform/jobs/queue';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { type BlobStore, openBlobStore } from '../platform/storage';
import type { Config } from './config';
import { refuseOtherHosts, refuseUnstorableText } from './edge';
import { jsonBodyParser } from './json-body';
import { requestSerializer } from './log-redaction';
import { GeneratedPdfs } from './pdf/generated-pdfs';
import { createPeers, type Peers, postgresPeers, redisPeers } from './peers';
import { CSRF_COOKIE, CSRF_HEADER, csrfPlugin } from './plugins/csrf';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { SESSION_COOKIE, sessionActorOf, sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';
import { connectRedis, sharedRateLimits } from './redis';
import { AssetManifest } from './render/assets';
import { PageCache } from './render/page-cache';
import { likeRoutes } from './routes/api/likes';
import { manageApiRoutes } from './routes/api/manage';
import { presentationApiRoutes } from './routes/api/presentations';
import { publishApiRoutes } from './routes/api/publish';
import { dashboardRoutes } from './routes/dashboard';
import { downloadRoutes } from './routes/downloads';
import { healthRoutes } from './routes/health';
import { managePageRoutes } from './routes/manage-pages';
import { pageRoutes } from './routes/pages';
import { teamHomeRoutes } from './routes/team-page';
import { viewPageRoutes } from './routes/view-pages';
import { PDF_READER_DEFAULTS, PdfReaderPool } from './services/pdf.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    assets: AssetManifest;
    siteStats: SiteStats;
    searchTerms: SearchTerms;
    pageCache: PageCache;
    peers: Peers;
    /** Set when REDIS_URL is (redis.ts). */
    redis: Redis | undefined;
    /** The child processes that read uploaded PDFs (services/pdf.service.ts). */
    pdfReaders: PdfReaderPool;
    /** Where the app's files are kept: finished videos, generated PDFs (platform/storage). */
    blobs: BlobStore;
    /** Generated PDFs of decks, cached in the blob store per document version. */
    generatedPdfs: GeneratedPdfs;
    /** Outgoing e-mail; `configured` is false without SMTP_URL (mail/mailer.ts). */
    mailer: Mailer;
    /** Where owner-facing events are raised (services/owner-events.ts). */
    ownerEvents: OwnerEvents;
    /** Sends webhook deliveries and notification e-mails: the pass of the notifications.dispatch job. */
    notifications: NotificationDispatcher;
    /** This process's live-session event streams (live-hub.ts). */
    live: LiveHub;
    /** Background work: jobs and schedules in the database, run by any app server (platform/jobs). */
    jobs: JobQueue;
    /** Ends live sessions whose presenter went away (services/live-upkeep.ts). */
    liveUpkeep: LiveUpkeep;
    /** Wrong live-session codes per address, throttled (live-guard.ts). */
    liveCodes: JoinCodeGuard;
    /** Recorded videos' storage and the sweep of old uploads (services/video-upkeep.ts). */
    videos: VideoUpkeep;
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

/**
 * The site's address where no request names it (the background loop's e-mails and events):
 * PUBLIC_URL, which production requires unless Podium listens on loopback, else this server.
 */
export function siteOrigin(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  return `http://localhost:${port}`;
}

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
  const app = Fastify({
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

  app.decorate('config', config);
  app.decorate('blobs', blobs);
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        csrfExempt: route.config?.csrfExempt === true,
        csrfOriginOnly: route.config?.csrfOriginOnly === true,
        schema: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
        },
      });
  });
  app.decorate('assets', AssetManifest.load(config.clientDir, { watch: config.env === 'development' }));
  if (!app.assets.built && config.env !== 'test') {
    app.log.warn(
      `No client build under ${config.clientDir}: pages render without scripts. Run "npm run build".`,
    );
  }

  // The spec's like call sends a JSON content type with no body: an empty body is "no body", not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    jsonBodyParser(app, { emptyIsNone: true }),
  );

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // CSP is set per page with a nonce (render/render-page.ts); frame-ancestors replaces X-Frame-Options.
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
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (message) => app.log.warn(message))
    : undefined;
  app.decorate('redis', redis);
  // With Redis the app servers share their rate-limit counters (and fall back to their own).
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimits(redis, config.redisPrefix) } : {}),
  });

  await app.register(databasePlugin, { handle });
  // PostgreSQL going away and coming back are log lines like any other.
  if (handle.postgres) handle.postgres.warn = (message) => app.log.warn(message);
  app.decorate('siteStats', new SiteStats(handle.db));
  app.decorate('pageCache', new PageCache(config.pageCacheSeconds * 1000));
  // Every process of this Podium drops what it cached when content changes (peers.ts).
  app.decorate(
    'peers',
    createPeers(
      (message) => app.log.warn(message),
      redis ? redisPeers(redis, config.redisPrefix) : postgresPeers(handle),
    ),
  );
  app.peers.on('pages-changed', () => app.pageCache.clear());
  app.peers.on('visibility-changed', async () => {
    app.pageCache.clear();
    await app.siteStats.refresh();
  });
  app.decorate(
    'live',
    new LiveHub(app.peers, {
      onViewers: (code, viewers) => {
        raisePeak(handle.db, code, viewers).catch((error) => app.log.warn({ err: error }, 'live peak'));
      },
      onPresenterPresent: (code) => {
        touchPresenter(handle.db, code, new Date().toISOString()).catch((error) =>
          app.log.warn({ err: error }, 'live presenter'),
        );
      },
    }),
  );
  // Plugins and routes register their jobs and schedules as they load; the loop starts when ready.
  app.decorate('jobs', new JobQueue({ store: jobStore(handle.db, handle.dialect), log: app.log }));
  app.decorate('liveUpkeep', new LiveUpkeep(handle.db, app.live, config.live));
  app.jobs.schedule('live.idle-sweep', config.live.sweepMs, (_payload, job) => app.liveUpkeep.sweep(job.now));
  app.decorate('liveCodes', new JoinCodeGuard(redis, config.redisPrefix));
  app.decorate(
    'videos',
    new VideoUpkeep({
      db: handle.db,
      dataDir: config.dataDir,
      blobs,
      maxBytes: config.video.maxBytes,
      maxSeconds: config.video.maxSeconds,
      quotaBytes: config.video.quotaBytes,
    }),
  );
  app.jobs.schedule('videos.upload-sweep', config.video.sweepMs, (_payload, job) =>
    app.videos.sweep(job.now),
  );
  app.decorate(
    'pdfReaders',
    new PdfReaderPool({
      ...PDF_READER_DEFAULTS,
      processes: config.pdfReaders,
      timeoutMs: config.pdfReadSeconds * 1000,
    }),
  );
  app.decorate('generatedPdfs', new GeneratedPdfs(blobs));
  app.decorate('searchTerms', loadSearchTerms(config.contentDir));
  app.decorate('mailer', createMailer(config.mail));
  app.decorate(
    'ownerEvents',
    new OwnerEvents({
      db: handle.db,
      log: app.log,
      mailer: app.mailer,
      brandName: config.brandName,
      origin: () => siteOrigin(app),
    }),
  );
  app.decorate(
    'notifications',
    new NotificationDispatcher({
      db: handle.db,
      log: app.log,
      mailer: app.mailer,
      events: app.ownerEvents,
      config: { ...config.notifications, brandName: config.brandName },
      origin: () => siteOrigin(app),
    }),
  );
  app.notifications.scheduleOn(app.jobs, config.notifications.pollMs);
  app.addHook('onReady', async () => {
    await app.siteStats.refresh();
    app.siteStats.start(app.log);
    app.pageCache.start(app.log);
    app.live.start(app.log);
    await app.jobs.start();
  });
  // Event streams never go idle: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    app.live.close();
  });
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.siteStats.stop();
    app.pageCache.stop();
    await app.notifications.stop();
    await app.ownerEvents.settled();
    app.pdfReaders.close();
    app.mailer.close();
    app.peers.close();
    app.redis?.disconnect();
  });
  await app.register(languagePlugin);
  await app.register(sessionPlugin);
  // request.actor, from the session (an API token will be read here too, before the cookie).
  await app.register(actorPlugin, { identify: sessionActorOf });
  await app.register(csrfPlugin, { config });
  await app.register(errorsPlugin);
  if (config.publicUrl) app.addHook('onRequest', refuseOtherHosts(config.publicUrl));
  app.addHook('preValidation', refuseUnstorableText);
  await app.register(staticFilesPlugin, { config });

  app.decorate('draining', false);
  await app.register(openApiPlugin, {
    title: config.brandName,
    version: packageJson.version,
    sessionCookie: SESSION_COOKIE,
    csrfCookie: CSRF_COOKIE,
    csrfHeader: CSRF_HEADER,
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(pageRoutes);
  await app.register(viewPageRoutes);
  await app.register(linkCodeRoutes);
  await app.register(downloadRoutes);
  await app.register(listingPageRoutes);
  await app.register(reportPageRoutes);
  await app.register(discoveryRoutes);
  await app.register(feedRoutes);
  await app.register(dashboardRoutes);
  await app.register(settingsRoutes);
  await app.register(brandKitRoutes);
  await app.register(editPageRoutes);
  await app.register(managePageRoutes);
  await app.register(presentPageRoutes);
  await app.register(studioPageRoutes);
  await app.register(statsPageRoutes);
  await app.register(livePageRoutes);
  await app.register(adminRoutes);
  await app.register(teamPageRoutes);
  await app.register(teamHomeRoutes);
  await app.register(presentationApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(likeRoutes, { prefix: '/api/v4/presentation' });
  await app.register(manageApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(editorApiRoutes, { prefix: '/api/v4/presentation' });
  await app.register(publishApiRoutes);
  await app.register(webhookApiRoutes, { prefix: '/api/v4' });
  await app.register(teamApiRoutes, { prefix: '/api/v4' });
  await app.register(telemetryRoutes, { prefix: '/api' });
  await app.register(visitRoutes);
  await app.register(liveApiRoutes);
  await app.register(videoUploadRoutes);
  await app.register(recordingApiRoutes);
  await app.register(videoFileRoutes);
  // Folders and the Library.
  await app.register(folderPageRoutes);
  await app.register(folderApiRoutes);
  return app;
}
