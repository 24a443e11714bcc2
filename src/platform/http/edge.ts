// The route edge: what every route plugin shares. Routes are parse → service → present
// → render; this file is the "parse" part: the typed app, the id schemas built from the domain's
// id rules, the log-in guard and the request's public origin.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import Type, { type TSchema } from 'typebox';
import { OID_PATTERN, VIEW_LINK_ID_PATTERN } from '../../kernel/ids';
import { findUnstorableText } from '../../kernel/text';
import { AppError, badRequest } from './errors';

/** The app as route plugins see it: TypeBox schemas type each handler's params, query and body. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export const Oid = Type.String({ pattern: OID_PATTERN });
export const ViewLinkId = Type.String({ pattern: VIEW_LINK_ID_PATTERN });
/**
 * A database id in a path (a report, a version, a comment): a positive decimal integer of at most
 * 9 digits, so it always fits PostgreSQL's `integer` (a larger one would be a 500, not a 400).
 */
export const RowId = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

export const OidParams = Type.Object({ oid: Oid });
export const ViewLinkParams = Type.Object({ linkId: ViewLinkId });
/** The spec's view-link query (`?auth_key={link_id}&key_type=prezilink`) on calls by oid. */
export const AuthKeyQuery = Type.Object({
  auth_key: Type.Optional(ViewLinkId),
  key_type: Type.Optional(Type.Literal('prezilink')),
});

/** Every failure of a JSON call: `{error: {code, message}}` (platform/http/error-answers.ts). */
export const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });

/** 204: a write that answers nothing. */
export const NO_CONTENT = { 204: Type.Unsafe<void>({ description: 'No content' }) };

/** A JSON route's responses: its successes, and the error body for every 4xx it can answer. */
export function responses<S extends Record<number, TSchema>>(success: S) {
  return { ...success, '4xx': ErrorBody };
}

/**
 * Text a database cannot store (U+0000, unpaired surrogates) is refused where it enters, with a
 * 400, before any route reads it: in the query, the path or a parsed body (JSON or form).
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  for (const [part, value] of [
    ['query', request.query],
    ['path', request.params],
    ['body', request.body],
  ] as const) {
    if (findUnstorableText(value) !== undefined)
      throw badRequest(
        `The request ${part} holds text that cannot be stored (a NUL or a broken character).`,
        'invalid_text',
      );
  }
}

/**
 * Where this site is on the internet: PUBLIC_URL, else what the request says (only without
 * PUBLIC_URL, which production requires unless the server listens on loopback; config.ts).
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

const PROBES = ['/healthz', '/readyz'];

/** A host as browsers send it: lower case, without the scheme's default port. */
const normalHost = (host: string, protocol: string) =>
  host.toLowerCase().replace(protocol === 'https:' ? /:443$/ : /:80$/, '');

/**
 * With PUBLIC_URL set, the site answers for that host only: a request naming another one (in
 * `Host`, or `X-Forwarded-Host` from a trusted proxy) gets 421, so no header can put another
 * site's address into a page, a cached one above all.
 */
export function refuseOtherHosts(publicUrl: string) {
  const url = new URL(publicUrl);
  const expected = normalHost(url.host, url.protocol);
  return async (request: FastifyRequest) => {
    if (PROBES.includes(request.url)) return; // load balancers call by address
    if (normalHost(request.host, url.protocol) !== expected)
      throw new AppError(
        421,
        'misdirected_request',
        request.t('error.misdirectedMessage', { host: expected }),
      );
  };
}
