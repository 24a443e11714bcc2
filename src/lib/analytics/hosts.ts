// Which hosts may send analytics and which cookie domain the session cookie gets (spec §7, §9).
// Pure functions of the hostname, so the rules are tested without a browser.

export interface HostConfig {
  /** The production site's registrable domain, e.g. 'podium.example'; its subdomains share a session. */
  productionDomain?: string;
  /** The shared development domain, e.g. 'podium-dev.example'; its hosts only log to the console. */
  devDomain?: string;
  /** A host containing this marker gets no cookie and sends nothing (default 'nocookies'). */
  noCookiesMarker?: string;
}

/** 'blocked': nothing at all; 'console': log the event instead of sending it; 'send': send it. */
export type HostMode = 'blocked' | 'console' | 'send';

export const DEFAULT_NO_COOKIES_MARKER = 'nocookies';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const bare = (domain: string) => domain.trim().toLowerCase().replace(/^\./, '');

function isWithin(hostname: string, domain: string | undefined): domain is string {
  if (!domain) return false;
  const d = bare(domain);
  return d !== '' && (hostname === d || hostname.endsWith(`.${d}`));
}

/** An IPv4 or IPv6 address: a cookie's Domain attribute cannot name one. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

/** Preprod, local and dev hosts: real traffic never comes from them, so events stay on the console. */
export function isTestHost(hostname: string, config: HostConfig = {}): boolean {
  const host = hostname.toLowerCase();
  return (
    host.includes('preprod') ||
    isLocalHost(host) ||
    host.startsWith('dev.') ||
    host.includes('.dev.') ||
    isWithin(host, config.devDomain)
  );
}

export function hostMode(hostname: string, config: HostConfig = {}): HostMode {
  const host = hostname.toLowerCase();
  if (host.includes(config.noCookiesMarker ?? DEFAULT_NO_COOKIES_MARKER)) return 'blocked';
  return isTestHost(host, config) ? 'console' : 'send';
}

/**
 * The Domain attribute for the session cookie: '.domain' when the host lies within the configured
 * production or dev domain (the more specific wins), so all its subdomains share one session;
 * undefined (a host-only cookie) on localhost, on an IP address and on any other host.
 */
export function cookieDomainFor(hostname: string, config: HostConfig = {}): string | undefined {
  const host = hostname.toLowerCase();
  if (isLocalHost(host) || isIpAddress(host)) return undefined;
  const matches = [config.productionDomain, config.devDomain]
    .filter((domain): domain is string => isWithin(host, domain))
    .map(bare)
    .sort((a, b) => b.length - a.length);
  return matches[0] === undefined ? undefined : `.${matches[0]}`;
}
