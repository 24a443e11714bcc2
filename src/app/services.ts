// The services every request and job may reach, decorated on the app and started, stopped and
// closed with it: the site statistics and page cache, the peers between app servers, the live
// hub and its idle end, the job queue and its schedules, the video upkeep, the media sweep, the
// PDF readers, the generated PDFs, the mailer, owner events and the notification dispatcher.
import type { Redis } from 'ioredis';
import { loadFor } from '../features/access';
import { redrawBrandThumbnail } from '../features/brand';
import { findPresentationById, GeneratedPdfs } from '../features/decks';
import { loadSearchTerms, type SearchTerms } from '../features/discovery/search-terms';
import { SiteStats } from '../features/discovery/site-stats';
import { CANVAS_COMPACT_AFTER_MS, compactCanvas } from '../features/editor/canvas-log.service';
import { CompactionScheduler } from '../features/editor/live-compaction';
import { LIVE_CLOSE } from '../features/editor/live-protocol';
import { LiveRooms } from '../features/editor/live-rooms.service';
import { scheduleMediaSweep } from '../features/editor/media-sweep.service';
import { JoinCodeGuard } from '../features/live/live-guard';
import { LiveHub } from '../features/live/live-hub';
import { LiveUpkeep } from '../features/live/live-upkeep';
import { raisePeak, touchPresenter } from '../features/live/repository';
import { NotificationDispatcher } from '../features/notifications/notification-dispatcher';
import { OwnerEvents } from '../features/notifications/owner-events';
import { PDF_READER_DEFAULTS, PdfReaderPool } from '../features/publishing/pdf.service';
import { PPTX_IMPORTER_DEFAULTS, PptxImporterPool } from '../features/publishing/pptx-import.service';
import { VideoUpkeep } from '../features/recordings/video-upkeep';
import type { Config } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/connection';
import type { App } from '../platform/http/edge';
import { jobStore } from '../platform/jobs/jobs.repository';
import { JobQueue } from '../platform/jobs/queue';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { createPeers, type Peers } from '../platform/peers/peers';
import { PageCache } from '../platform/render/page-cache';
import { OFFICE_DEFAULTS, OfficeConverter } from '../platform/sandbox';
import type { BlobStore } from '../platform/storage';
import { postgresPeers, redisPeers } from './remote-peers';

declare module 'fastify' {
  interface FastifyInstance {
    siteStats: SiteStats;
    searchTerms: SearchTerms;
    pageCache: PageCache;
    peers: Peers;
    /** The child processes that read uploaded PDFs (services/pdf.service.ts). */
    pdfReaders: PdfReaderPool;
    /** The child processes that convert uploaded PowerPoint files (pptx-import.service.ts). */
    pptxImporters: PptxImporterPool;
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
    /** This process's canvas decks open on the live channel (live-rooms.service.ts). */
    canvasLive: LiveRooms;
  }
}

/**
 * The site's address where no request names it (the background loop's e-mails and events):
 * PUBLIC_URL, which production requires unless Podium listens on loopback, else this server.
 */
function siteOrigin(app: App): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  return `http://localhost:${port}`;
}

export function decorateServices(
  app: App,
  {
    config,
    handle,
    blobs,
    redis,
  }: { config: Config; handle: DatabaseHandle; blobs: BlobStore; redis: Redis | undefined },
) {
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
  // Plugins and routes register their jobs and schedules as they load; the loop starts when ready.
  app.decorate('jobs', new JobQueue({ store: jobStore(handle.db, handle.dialect), log: app.log }));
  decorateLive(app, config, handle);
  decorateCanvasLive(app, handle);
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
  // Media files no deck names any more go, a grace period after they are first found so.
  scheduleMediaSweep(app.jobs, handle, app.log);
  app.decorate(
    'pdfReaders',
    new PdfReaderPool({
      ...PDF_READER_DEFAULTS,
      processes: config.pdfReaders,
      timeoutMs: config.pdfReadSeconds * 1000,
    }),
  );
  app.decorate(
    'pptxImporters',
    new PptxImporterPool(
      {
        ...PPTX_IMPORTER_DEFAULTS,
        processes: config.pptxImporters,
        timeoutMs: config.pptxImportSeconds * 1000,
      },
      new OfficeConverter({
        ...OFFICE_DEFAULTS,
        binary: config.libreOffice,
        processes: config.officeConverters,
      }),
    ),
  );
  app.decorate('generatedPdfs', new GeneratedPdfs(blobs));
  app.decorate('searchTerms', loadSearchTerms(config.contentDir));
  decorateNotifications(app, config, handle);
  startAndStopWithApp(app);
}

/** The live hub of this process, with its idle end as a schedule on the job queue. */
function decorateLive(app: App, config: Config, handle: DatabaseHandle) {
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
  app.decorate('liveUpkeep', new LiveUpkeep(handle.db, app.live, config.live));
  app.jobs.schedule('live.idle-sweep', config.live.sweepMs, (_payload, job) => app.liveUpkeep.sweep(job.now));
}

/**
 * The canvas editor's live rooms, and the merging of a deck's log of live edits into its document:
 * by this process once the edits pause (live-compaction.ts), and by a job a few seconds later on
 * any server (one job per deck and slot), should this process die first.
 */
function decorateCanvasLive(app: App, handle: DatabaseHandle) {
  const compact = async (presentationId: number) => {
    const outcome = await compactCanvas(handle, presentationId);
    if (outcome === 'reset') app.canvasLive.reset(presentationId);
    if (outcome === 'compacted') await redrawBrandThumbnail(handle.db, presentationId);
  };
  const merging = new CompactionScheduler(compact, (message) => app.log.warn(message));
  app.decorate(
    'canvasLive',
    new LiveRooms({
      handle,
      peers: app.peers,
      warn: (message) => app.log.warn(message),
      compactSoon: (presentationId) => {
        merging.soon(presentationId);
        const slot = Math.floor(Date.now() / CANVAS_COMPACT_AFTER_MS) + 1;
        app.jobs
          .enqueue(
            'canvas.compact',
            { presentationId },
            {
              key: `canvas-compact:${presentationId}:${slot}`,
              runAt: new Date(slot * CANVAS_COMPACT_AFTER_MS),
            },
          )
          .catch((error: Error) => app.log.warn({ err: error }, 'canvas compaction not queued'));
      },
    }),
  );
  app.jobs.register('canvas.compact', (payload) =>
    compact((payload as { presentationId: number }).presentationId),
  );
  app.addHook('preClose', () => merging.flush());
  // Someone whose right to edit went stops editing, on every server at once.
  app.peers.on('rights-changed', () =>
    app.canvasLive.recheck(async (presentationId, { userId, isStaff, readOnly }) => {
      const deck = await findPresentationById(handle.db, presentationId);
      if (!deck) return false;
      // A read-only connection (a commenter's) needs the right to comment; the others, to edit.
      const right = readOnly ? 'presentation.comment' : 'presentation.edit';
      return loadFor(handle.db, { oid: deck.oid }, { id: userId, isStaff }, right).then(
        () => true,
        () => false,
      );
    }),
  );
  // A deck taken down stops taking edits on every server at once.
  app.peers.on('visibility-changed', async () => {
    for (const presentationId of app.canvasLive.openDecks()) {
      const deck = await findPresentationById(handle.db, presentationId);
      if (!deck || deck.hidden)
        app.canvasLive.end(
          presentationId,
          LIVE_CLOSE.notFound,
          'This deck was taken down and cannot be edited.',
        );
    }
  });
}

/** The mailer, where owner events are raised, and the dispatcher's pass on the job queue. */
function decorateNotifications(app: App, config: Config, handle: DatabaseHandle) {
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
}

/** What starts once the app is ready, and stops when it closes, in order. */
function startAndStopWithApp(app: App) {
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
    app.canvasLive.close();
  });
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.siteStats.stop();
    app.pageCache.stop();
    await app.notifications.stop();
    await app.ownerEvents.settled();
    app.pdfReaders.close();
    app.pptxImporters.close();
    app.mailer.close();
    app.peers.close();
    app.redis?.disconnect();
  });
}
