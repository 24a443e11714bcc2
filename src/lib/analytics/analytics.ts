// The analytics client (spec §3, §7, §8, §9): builds an envelope per event, keeps the session
// cookie fresh, lets transformers edit or drop events, sends only from real hosts, and sends the
// events of one task together.
import { readCookie } from '../cookies';
import { globalFetch } from '../fetch-with-timeout';
import { uuidV4 } from '../uuid';
import { type AnalyticsEnvelope, buildEnvelope } from './envelope';
import { cookieDomainFor, type HostConfig, hostMode } from './hosts';
import type { EventFields, EventName } from './registry';
import { type CookieJar, touchSession } from './session-cookie';
import { sendAnalytics, type TransportDeps } from './transport';

export interface AnalyticsConfig extends HostConfig {
  endpoint: string;
  fallbackEndpoint: string;
  /**
   * Events the service itself needs (Podium's own statistics for owners), sent from local, dev and
   * preprod hosts too; every other event only reaches the console there (spec §7).
   */
  sentFromTestHosts?: ReadonlySet<string>;
}

export interface AnalyticsDeps extends TransportDeps {
  location: { hostname: string; href: string; protocol?: string };
  document: CookieJar & { referrer: string };
  now: () => number;
  uuid: () => string;
  /** Where console-only hosts write their events. */
  log: (...args: unknown[]) => void;
}

export interface TrackOptions {
  /** Send to the fallback endpoint (for clients whose main endpoint is blocked). */
  fallback?: boolean;
}

/** Returns the envelope to send (possibly changed) or null to drop the event. */
export type Transformer = (envelope: AnalyticsEnvelope) => AnalyticsEnvelope | null;

export interface Analytics {
  /** Resolves true once delivered (or logged, on console-only hosts), false otherwise; never rejects. */
  track<N extends EventName>(eventName: N, fields: EventFields[N], options?: TrackOptions): Promise<boolean>;
  registerTransformer(transformer: Transformer): void;
  /** The current session id (refreshing its cookie), or '' on hosts that may not set cookies. */
  sessionId(): string;
  /** This page load's id, sent as event_source.single_page_session_id. */
  readonly pageSessionId: string;
}

/** How long a read of the cookies serves later events (the session cookie lasts 30 minutes). */
const COOKIE_REFRESH_MS = 30_000;
/**
 * Most envelopes in one request: well inside the endpoint's batch and body limits (50 envelopes,
 * 64 KB; an envelope is under 2 KB) and the browser's 64 KB quota for beacons in flight.
 */
export const MAX_BATCH = 20;

// Browser globals are read lazily and guarded, so the module also loads during SSR and in tests.
function browserDeps(): AnalyticsDeps {
  const hasWindow = typeof window !== 'undefined';
  return {
    location: hasWindow ? window.location : { hostname: '', href: '', protocol: 'https:' },
    document: typeof document !== 'undefined' ? document : { cookie: '', referrer: '' },
    navigator: typeof navigator !== 'undefined' ? navigator : undefined,
    fetch: typeof fetch === 'function' ? globalFetch : undefined,
    now: Date.now,
    uuid: () => uuidV4(),
    log: (...args) => console.info(...args),
  };
}

/**
 * Envelopes tracked in one task go out together, in the order they were tracked, in one request
 * per endpoint: a step's events, sent once the camera is still (ui/telemetry.ts), are one beacon
 * instead of three, stored in order, and a class behind one address spends its per-minute rate
 * limit three times slower. Each send resolves with its batch's delivery.
 */
function batchedSender(deps: TransportDeps) {
  const outbox = new Map<string, { envelopes: AnalyticsEnvelope[]; delivered: Promise<boolean> }>();
  return function send(endpoint: string, envelope: AnalyticsEnvelope): Promise<boolean> {
    let batch = outbox.get(endpoint);
    if (!batch || batch.envelopes.length >= MAX_BATCH) {
      const envelopes: AnalyticsEnvelope[] = [];
      const delivered = Promise.resolve().then(() => {
        if (outbox.get(endpoint)?.envelopes === envelopes) outbox.delete(endpoint);
        return sendAnalytics(endpoint, JSON.stringify(envelopes), deps);
      });
      batch = { envelopes, delivered };
      outbox.set(endpoint, batch);
    }
    batch.envelopes.push(envelope);
    return batch.delivered;
  };
}

export function createAnalytics(config: AnalyticsConfig, overrides: Partial<AnalyticsDeps> = {}): Analytics {
  const deps: AnalyticsDeps = { ...browserDeps(), ...overrides };
  const transformers: Transformer[] = [];
  const pageSessionId = deps.uuid();

  const mode = () => hostMode(deps.location.hostname, config);

  const send = batchedSender(deps);

  // Each read or write of document.cookie is a synchronous trip to the browser's cookie store
  // (several milliseconds at 4x CPU), and pressing Present sends a burst of events: the
  // cookies are read, and the session's expiry pushed back, at most once per COOKIE_REFRESH_MS.
  let cookies: { at: number; sessionId: string; putmaId: string } | null = null;
  function fromCookies(): { sessionId: string; putmaId: string } {
    const now = deps.now();
    if (cookies && now - cookies.at < COOKIE_REFRESH_MS) return cookies;
    if (mode() === 'blocked') return { sessionId: '', putmaId: '' };
    const domain = cookieDomainFor(deps.location.hostname, config);
    const secure = deps.location.protocol !== 'http:';
    const id = touchSession(deps.document, { domain, now, uuid: deps.uuid, secure });
    cookies = { at: now, sessionId: id, putmaId: putmaId() };
    return cookies;
  }

  function putmaId(): string {
    try {
      return readCookie('putma', deps.document.cookie) ?? '';
    } catch {
      return ''; // badly encoded: the id is optional, the event is not
    }
  }

  async function track<N extends EventName>(
    eventName: N,
    fields: EventFields[N],
    options: TrackOptions = {},
  ): Promise<boolean> {
    try {
      const hostModeNow = mode();
      if (hostModeNow === 'blocked') return false;
      let envelope: AnalyticsEnvelope | null = buildEnvelope(eventName, fields, {
        now: deps.now(),
        pageSessionId,
        ...fromCookies(),
        referer: deps.document.referrer,
        url: deps.location.href,
      }) as AnalyticsEnvelope;
      for (const transform of transformers) {
        envelope = transform(envelope);
        if (envelope === null) return false;
      }
      if (hostModeNow === 'console' && !config.sentFromTestHosts?.has(eventName)) {
        deps.log('[analytics]', eventName, envelope);
        return true;
      }
      const endpoint = options.fallback ? config.fallbackEndpoint : config.endpoint;
      return await send(endpoint, envelope);
    } catch {
      // A broken transformer or cookie jar must not break the page that tracks (spec §8).
      return false;
    }
  }

  return {
    track,
    registerTransformer: (transformer) => {
      transformers.push(transformer);
    },
    sessionId: () => fromCookies().sessionId,
    pageSessionId,
  };
}
