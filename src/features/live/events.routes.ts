// A live session's event stream (LIVE_EVENTS_PATH), opened by the page's EventSource: while the
// session is live, the hub holds it open and sends every step, reaction and question; once it has
// ended, the stream carries its final state once. Each stream holds memory for as long as it is
// open, so a process holds a bounded number and one address a bounded share of them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type App, publicOrigin } from '../../platform/http/edge';
import { AppError } from '../../platform/http/errors';
import { visitorId } from '../../platform/http/visitors';
import { LIVE_EVENTS_PATH } from './contracts';
import { loadForWatcher, stateEvent } from './live.service';
import { recordViewer, touchPresenter } from './repository';
import { LIVE_LIMITS } from './rules';
import { CodeParams } from './schemas';

type Watcher = Awaited<ReturnType<typeof loadForWatcher>>;

/**
 * Audience streams one address may hold in a process: the setting, but never more than a quarter
 * of the process's streams, so one address always leaves room for others.
 */
export const streamsPerAddress = (live: { maxStreams: number; maxStreamsPerAddress: number }) =>
  Math.min(live.maxStreamsPerAddress, Math.max(1, Math.floor(live.maxStreams / 4)));

export function liveEventsRoute(app: App) {
  const hub = app.live;

  /** Refuses a stream past the process's bound (503) or past the address's share (429). */
  function admit(request: FastifyRequest, reply: FastifyReply, watcher: Watcher): string {
    const { session, isPresenter } = watcher;
    // The presenter's streams count for their account, so an audience behind the same address
    // cannot crowd them out.
    const { viewer } = request.actor;
    const countedAs = isPresenter && viewer ? `presenter:${viewer.id}` : `address:${request.ip}`;
    if (session.state === 'live' && hub.streamsFrom(countedAs) >= streamsPerAddress(app.config.live)) {
      reply.header('retry-after', '30');
      throw new AppError(
        429,
        'live_streams_per_address',
        'Your network has as many live streams open on this server as it may. Close one and try again.',
      );
    }
    return countedAs;
  }

  /** While the session is live, the presenter is seen as present and the viewer is counted. */
  async function notePresence({ session, isPresenter }: Watcher, visitor: string) {
    if (session.state !== 'live') return;
    const now = new Date().toISOString();
    if (isPresenter) await touchPresenter(app.db, session.code, now);
    else if (session.viewers < LIVE_LIMITS.recordedViewers)
      await recordViewer(app.db, session.id, visitor, now);
  }

  app.get(LIVE_EVENTS_PATH, { schema: { params: CodeParams } }, async (request, reply) => {
    if (hub.connectionCount() >= app.config.live.maxStreams) {
      reply.header('retry-after', '10');
      throw new AppError(
        503,
        'live_full',
        'This server is holding as many live viewers as it can. Try again shortly.',
      );
    }
    const watcher = await loadForWatcher(
      app.db,
      request.params.code,
      request.actor.viewer,
      request.linkGate,
      {
        api: true,
      },
    );
    const countedAs = admit(request, reply, watcher);
    const visitor = visitorId(request);
    await notePresence(watcher, visitor);
    reply.hijack();
    const origin = publicOrigin(request);
    const { session, isPresenter } = watcher;
    if (session.state !== 'live') {
      // An ended session: its state once; the page closes its EventSource on reading it.
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
      });
      const state = await stateEvent(app.db, watcher, visitor, origin, 0);
      reply.raw.end(`retry: 60000\n\nevent: state\ndata: ${JSON.stringify(state)}\n\n`);
      return;
    }
    hub.open(
      session.code,
      reply.raw,
      isPresenter,
      (viewers) => stateEvent(app.db, watcher, visitor, origin, viewers),
      countedAs,
    );
  });
}
