// Where a webhook may point: https only, and never at this machine or a private
// network (SSRF), unless WEBHOOKS_ALLOW_PRIVATE_NETWORK is set (intranet installs, tests), which
// also permits plain http. Checked when the hook is registered and again at every delivery, where
// the connection goes to the very address that was checked (a lookup hook), so a DNS answer that
// changes in between (rebinding) cannot reach an internal host.

import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '../rules';

const blocked = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, bits, 'ipv4');
// IPv6 is judged by what is allowed rather than what is not: only global unicast (2000::/3) may
// be reached, which leaves out every form that carries an IPv4 address outside it (IPv4-compatible
// ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and its local
// 64:ff9b:1::/48) and every scope that is not global (loopback, unique and link local, site-local
// fec0::/10, multicast). Within 2000::/3 a few blocks still wrap IPv4 or are not global.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const notGlobal = new BlockList();
for (const [network, bits] of [
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32 (wraps IPv4) and ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (wraps IPv4)
  ['3fff::', 20], // documentation
] as const)
  notGlobal.addSubnet(network, bits, 'ipv6');

/** Loopback, private, link-local, multicast, reserved or IPv4 in IPv6: not where a webhook may go. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  try {
    return !globalUnicast.check(address, 'ipv6') || notGlobal.check(address, 'ipv6');
  } catch {
    return true; // a zone index or anything BlockList cannot read
  }
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; code: string; message: string };

/** What the URL itself says, before any lookup. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): UrlCheck {
  const refuse = (code: string, message: string): UrlCheck => ({ ok: false, code, message });
  if (raw.length > WEBHOOK_LIMITS.urlLength)
    return refuse(
      'invalid_webhook_url',
      `The address can be at most ${WEBHOOK_LIMITS.urlLength} characters.`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('invalid_webhook_url', 'The address must be a full URL, such as https://example.com/hook.');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    return refuse('invalid_webhook_url', 'The address must start with https://.');
  if (url.username || url.password)
    return refuse('invalid_webhook_url', 'The address cannot carry a user name or password.');
  const host = hostOf(url);
  if (
    !allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  )
    return refuse('private_webhook_url', 'The address points at this server or a private network.');
  return { ok: true, url };
}

/** The host name or address of a URL, without IPv6 brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/** Every address the host resolves to; all must be public (a lookup that fails is refused too). */
export async function checkWebhookUrl(
  raw: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<UrlCheck> {
  const parsed = parseWebhookUrl(raw, allowPrivate);
  if (!parsed.ok || allowPrivate) return parsed;
  const host = hostOf(parsed.url);
  if (isIP(host)) return parsed;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, code: 'webhook_url_unresolvable', message: `The host ${host} could not be found.` };
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    return {
      ok: false,
      code: 'private_webhook_url',
      message: 'The address points at this server or a private network.',
    };
  return parsed;
}

const LOOKUP_TIMEOUT_MS = 5_000;

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses.map((a) => a.address));
    });
  });
}

/**
 * The lookup a delivery's socket uses: Node's own, refusing private addresses, so the address
 * connected to is the address checked.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) =>
  refusingPrivate((host, family, done) => dnsLookup(host, { family, all: true }, done))(
    hostname,
    options,
    callback,
  );

type ResolveAll = (
  host: string,
  family: number | undefined,
  done: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** A lookup that answers only when every address `resolve` gives for the name is public. */
export const refusingPrivate =
  (resolve: ResolveAll): LookupFunction =>
  (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : undefined;
    resolve(hostname, family, (error, list) => {
      if (error) return callback(error, '', 4);
      if (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
          '',
          4,
        );
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
