// What request logs may not hold: a private presentation's view-link id and
// `auth_key` are capabilities, as good as a password to anyone who reads the logs.

/** Query parameters whose values are capabilities. */
const SECRET_PARAMS = ['auth_key', 'link_id', 'linkId'];

/** Path segments after which the next segment is a view-link id. */
const SECRET_PATH = /\/(view|links)\/[^/?#]+/g;

/** The URL with every view-link id and capability in its query replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, '/$1/[redacted]');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // an undecodable name is logged as sent
      }
      return SECRET_PARAMS.includes(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log line, with the URL redacted (the default also logs the raw URL). */
export const requestSerializer = (request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
