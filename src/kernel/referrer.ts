// The site a view came from, as the owner's statistics list it: the origin of
// the page that embedded or linked to the presentation. The browser tells it (document.referrer),
// so it is trusted no further than that: an http(s) origin of bounded length, or nothing.

const MAX_LENGTH = 200;

/** "https://blog.example" from a referring address; null when it is ours, not http(s), or unusable. */
export function referringSite(address: unknown, ownOrigins: readonly string[]): string | null {
  if (typeof address !== 'string' || address === '' || address.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const origin = url.origin;
  if (origin.length > MAX_LENGTH || ownOrigins.includes(origin)) return null;
  return origin;
}
