// Where a presentation may be embedded: anywhere, or only on the sites its owner
// lists. The embed page then names them in its Content-Security-Policy frame-ancestors, which every
// current browser enforces, so a frame on any other site stays empty.

export const EMBED_DOMAIN_LIMITS = { count: 20, length: 253 } as const;

export type ParsedDomains = { ok: true; domains: string[] } | { ok: false; message: string };

/** A host name, or one with a leading "*." for all its subdomains; letters, digits, hyphens, dots. */
const HOST = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The sites an owner typed or pasted, one per entry: "blog.example.com", "*.school.example", or a
 * whole address ("https://blog.example.com/post/1"), of which only the host counts. Duplicates go;
 * an empty list means "anywhere" and is answered as null.
 */
export function parseEmbedDomains(entries: readonly string[]): ParsedDomains {
  const domains: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const host = hostOf(entry);
    if (host === undefined || host.length > EMBED_DOMAIN_LIMITS.length || !HOST.test(host)) {
      return {
        ok: false,
        message: `"${raw.trim().slice(0, 80)}" is not a site's address, such as blog.example.com.`,
      };
    }
    if (!domains.includes(host)) domains.push(host);
  }
  if (domains.length > EMBED_DOMAIN_LIMITS.count)
    return { ok: false, message: `List at most ${EMBED_DOMAIN_LIMITS.count} sites.` };
  return { ok: true, domains };
}

function hostOf(entry: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(entry)) return entry.replace(/\/.*$/, '');
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}
