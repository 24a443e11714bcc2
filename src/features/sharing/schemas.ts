// Wire schemas of the share-link calls (decision 084): the one declaration of what listing,
// creating, changing and revoking a presentation's share links take and answer, under
// /api/v4/presentation/{oid}/links/. The settings routes (decks/settings.routes.ts) are validated
// with them, the OpenAPI document is generated from them, and contracts.ts derives the types the
// settings page and the browser use (as types only: the browser never loads TypeBox).
import Type, { type TSchema } from 'typebox';
import { NO_CONTENT, Oid, OidParams, responses, ViewLinkId } from '../../platform/http/edge';
import { LINK_DOWNLOADS, LINK_NOTIFY } from './link-choices-rules';

const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
const Notify = Type.Enum([...LINK_NOTIFY]);
const Download = Type.Enum([...LINK_DOWNLOADS]);

/** A share link as the settings page shows it. */
export const ViewLinkBody = Type.Object({
  linkId: Type.String(),
  url: Type.String({ description: 'The absolute /view/{link_id}/ address people paste elsewhere.' }),
  createdAt: Type.String(),
  createdBy: Nullable(
    Type.String({
      description: 'The name of who made it (the owner or an editor); null once that account is gone.',
    }),
  ),
  revokedAt: Nullable(Type.String()),
  name: Nullable(Type.String({ description: 'Who or what the link is for ("Acme board", "Newsletter").' })),
  hasPassword: Type.Boolean({
    description: 'Visitors must type a password (never sent back: only whether there is one).',
  }),
  expiresAt: Nullable(
    Type.String({
      description: 'After this moment the link answers 410 with a page that says it has expired.',
    }),
  ),
  requireEmail: Type.Boolean({ description: 'Visitors give an e-mail address before viewing.' }),
  verifyEmail: Type.Boolean({ description: 'The address is verified by a 6-digit code sent to it.' }),
  allowedDomains: Type.Array(Type.String(), {
    description: 'Only addresses at these e-mail domains open the link; [] for any.',
  }),
  notify: Type.Enum([...LINK_NOTIFY], {
    description: 'E-mail the owner on the first view through it, on every counted view, or never.',
  }),
  download: Type.Enum([...LINK_DOWNLOADS], {
    description: 'Downloads through this link: as the presentation says, allowed or forbidden.',
  }),
});

/**
 * The rules a link is created with, or changed to: each field left out stays as it is, null
 * removes it. Lengths, dates and domains are checked by the service (rules.ts#parseLinkRules), with
 * messages that say what is wrong; this only bounds what is read.
 */
export const LinkRulesBody = Type.Object(
  {
    name: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    password: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    expiresAt: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'An ISO 8601 moment.' }))),
    requireEmail: Type.Optional(Type.Boolean()),
    verifyEmail: Type.Optional(
      Type.Boolean({ description: 'Needs requireEmail, and outgoing e-mail (409 mail_not_configured).' }),
    ),
    allowedDomains: Type.Optional(
      Nullable(
        Type.Array(Type.String({ maxLength: 300 }), { maxItems: 200, description: 'Needs requireEmail.' }),
      ),
    ),
    notify: Type.Optional(Notify),
    download: Type.Optional(Download),
  },
  { additionalProperties: false },
);

const LinkParams = Type.Object({ oid: Oid, linkId: ViewLinkId });
const OneLink = Type.Object({ link: ViewLinkBody });

/** The share-link calls by name; contracts.ts gives each its method and path. */
export const shareLinkSchemas = {
  links: {
    params: OidParams,
    response: responses({ 200: Type.Object({ links: Type.Array(ViewLinkBody) }) }),
  },
  createLink: { params: OidParams, body: LinkRulesBody, response: responses({ 201: OneLink }) },
  changeLink: { params: LinkParams, body: LinkRulesBody, response: responses({ 200: OneLink }) },
  revokeLink: { params: LinkParams, response: responses(NO_CONTENT) },
};
