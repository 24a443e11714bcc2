// The shapes of share links on the wire, as the settings page and its calls use them. They are
// declared once, as the TypeBox schemas in schemas.ts (decision 084); this file takes their types
// from there and imports them as types only, so the browser, which loads this file, never loads
// TypeBox.
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './schemas';

/** A share link as the settings page shows it: its address, who made it, its rules. */
export type ViewLinkData = Static<typeof schemas.ViewLinkBody>;

/** The rules a link is created with, or changed to: each field left out stays as it is. */
export type ViewLinkRules = Static<typeof schemas.LinkRulesBody>;

/**
 * The share-link calls of a presentation's settings page: method and path, plain data the
 * browser's calls and the routes share. Their schemas are schemas.ts's shareLinkSchemas.
 */
export const shareLinksApi = endpoints<typeof schemas.shareLinkSchemas>()({
  links: { method: 'GET', path: '/api/v4/presentation/:oid/links/' },
  createLink: { method: 'POST', path: '/api/v4/presentation/:oid/links/' },
  changeLink: { method: 'PATCH', path: '/api/v4/presentation/:oid/links/:linkId/' },
  revokeLink: { method: 'DELETE', path: '/api/v4/presentation/:oid/links/:linkId/' },
});
