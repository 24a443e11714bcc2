// The pages' analytics and error logging (spec §7, §9): one analytics client per page load, so
// every event of the page (header, viewer, view page) carries one single_page_session_id. Created
// on first use in the browser (never during server rendering), configured by the page's data.
import { telemetryApi } from '../features/analytics/contracts';
import { COUNTED_EVENTS } from '../features/analytics/rollup-rules';
import type { SiteTelemetry } from '../kernel/site';
import { whenQuiet } from './after-paint';
import { type Analytics, createAnalytics, type EventFields, type EventName } from './analytics';
import { createLogger } from './logging';

let analytics: Analytics | null = null;
let settings: SiteTelemetry = { env: 'production' };

/** The deployment's settings (SiteProps.telemetry); entry-client sets them before any event. */
export function configureTelemetry(telemetry: SiteTelemetry): void {
  settings = telemetry;
}

/** The page's one analytics client, or null during server rendering. */
export function analyticsClient(): Analytics | null {
  if (typeof window === 'undefined') return null;
  analytics ??= createAnalytics({
    endpoint: telemetryApi.events.path,
    fallbackEndpoint: telemetryApi.eventsFallback.path,
    productionDomain: settings.productionDomain,
    devDomain: settings.devDomain,
    // On local, dev and preprod hosts page events only reach the console (spec §7), but the events
    // the owner's statistics count are the product's own data, so they are stored from every host.
    sentFromTestHosts: new Set(COUNTED_EVENTS),
  });
  return analytics;
}

// Events wait for the page to be still (whenQuiet): tracking reads and writes the session cookie
// and queues a beacon, about 20 ms of hydration at 1x CPU on the view page, and a task among a
// flight's first frames at each step. A page hidden or left sends them at once.
export function track<N extends EventName>(name: N, fields: EventFields[N]): void {
  const analytics = analyticsClient();
  if (analytics) whenQuiet(() => void analytics.track(name, fields));
}

/** Spec §7: a page session starts as the video app's (WebPreziAirWeb) on a video, else the zooming viewer's. */
export const sessionStartedEvent = (kind: string | undefined) =>
  kind === 'video' ? 'WebPreziAirWeb' : 'ZoomOnWebSessionStarted';

/** For components that report events by name with loose fields (the viewer and view-page parts). */
export function trackLoose(name: string, fields: Record<string, unknown>): void {
  track(name as EventName, fields as never);
}

/**
 * Browser errors reach the server's log (POST /api/log/) in production, and only the console
 * elsewhere (spec §7); a failed report is dropped.
 */
export function reportErrors(source: string): void {
  if (typeof window === 'undefined') return;
  const logger = createLogger({ mode: settings.env, logApiEndpoint: telemetryApi.log.path, source });
  window.addEventListener('error', (event) => {
    logger
      .error({ msg: event.message || 'Script error', trigger: event.filename ?? null })
      .catch(() => undefined);
  });
  window.addEventListener('unhandledrejection', (event) => {
    logger.error({ msg: String((event.reason as Error)?.message ?? event.reason) }).catch(() => undefined);
  });
}
