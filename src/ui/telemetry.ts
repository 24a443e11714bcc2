// The pages' analytics and error logging (spec §7): one analytics client per page load,
// created on first use in the browser (never during server rendering).
import { type Analytics, createAnalytics, type EventFields, type EventName } from '../lib/analytics';
import { createLogger } from '../lib/logging';

let analytics: Analytics | null = null;

function client(): Analytics | null {
  if (typeof window === 'undefined') return null;
  // Podium ingests its own events, so local and dev hosts send for real (the demo and tests need it).
  analytics ??= createAnalytics({
    endpoint: '/api/analytics/',
    fallbackEndpoint: '/api/analytics/fallback/',
    sendOnLocalHosts: true,
  });
  return analytics;
}

// Events of the page's first moments wait for its first idle moment: tracking reads and writes the
// session cookie and queues a beacon, about 20 ms of hydration at 1x CPU on the view page (issue
// #14). A page hidden or left before then sends them at once; later events go straight out.
let waiting: Array<() => void> | null = [];

function sendWhenIdle(send: () => void): void {
  if (waiting === null) {
    send();
    return;
  }
  waiting.push(send);
  if (waiting.length > 1) return;
  const flush = () => {
    const sends = waiting ?? [];
    waiting = null;
    for (const queued of sends) queued();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 2000 });
  else setTimeout(flush, 200);
  window.addEventListener('pagehide', flush, { once: true });
  document.addEventListener('visibilitychange', flush, { once: true });
}

export function track<N extends EventName>(name: N, fields: EventFields[N]): void {
  const analytics = client();
  if (analytics) sendWhenIdle(() => void analytics.track(name, fields));
}

/** For components that report events by name with loose fields (the viewer and view-page parts). */
export function trackLoose(name: string, fields: Record<string, unknown>): void {
  track(name as EventName, fields as never);
}

/** Browser errors reach the server's log (POST /api/log/); a failed report is dropped. */
export function reportErrors(source: string): void {
  if (typeof window === 'undefined') return;
  const logger = createLogger({ mode: 'production', logApiEndpoint: '/api/log/', source });
  window.addEventListener('error', (event) => {
    logger
      .error({ msg: event.message || 'Script error', trigger: event.filename ?? null })
      .catch(() => undefined);
  });
  window.addEventListener('unhandledrejection', (event) => {
    logger.error({ msg: String((event.reason as Error)?.message ?? event.reason) }).catch(() => undefined);
  });
}
