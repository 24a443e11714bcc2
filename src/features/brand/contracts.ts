// The shapes of brand kits on the wire and in the kit pages. The calls' shapes are declared once,
// as the TypeBox schemas in schemas.ts (decision 084); this file takes their types from there and
// imports them as types only, so the browser, which loads this file, never loads TypeBox.
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type { BrandStyle } from './rules';
import type * as schemas from './schemas';

/** A stored logo: its address on our own origin (content-addressed, so cacheable forever). */
export type BrandLogoData = Static<typeof schemas.BrandLogo>;

/** Whose kit a page or call is about. */
export type BrandKitScope = { kind: 'personal' } | { kind: 'team'; tid: string; name: string };

/**
 * A kit as its page and API show it: the draft being edited and what is published now; `updatedAt`
 * is null while it was never saved (the draft is Podium's look).
 */
export type BrandKitData = Static<typeof schemas.BrandKitBody>;

/** The body of "Save draft". */
export type BrandKitDraftBody = Static<typeof schemas.BrandStyleBody>;

export interface BrandKitPageProps {
  scope: BrandKitScope;
  kit: BrandKitData;
  /** Owners and admins of a team, and a person for their own kit; members read it. */
  canManage: boolean;
}

/** A published kit as the view page and embed use it: the logo, when the owner chose to show it. */
export interface PageBrand {
  logo: BrandLogoData;
  /** The logo's text alternative: the team's name, or the owner's. */
  name: string;
}

/**
 * A share link's password, e-mail and code pages in the deck's kit: its logo where the owner shows
 * it on the view page, its colours where the deck is in the `brand` theme.
 */
export interface GateBrand {
  logo: PageBrand | null;
  colors: BrandStyle['colors'] | null;
}

/** What the editor knows of the kit a presentation would follow (its team's, or its owner's). */
export interface EditorBrand {
  /** Whether that kit is published: "Apply brand kit" is offered only then. */
  published: boolean;
  /** Whose kit it is: the team's (for a team presentation) or the person's own. */
  scope: 'team' | 'personal';
  /** Where its manager edits it. */
  kitPath: string;
}

/** A presentation's "Show brand logo" choice, for its owner's settings page. */
export interface BrandLogoSetting {
  show: boolean;
  /** Its kit is published with a logo, so the choice shows something now. */
  available: boolean;
  kitPath: string;
}

/**
 * The brand kit calls: method and path, plain data the browser's calls and the routes share. Their
 * schemas are schemas.ts's brandSchemas, entry by entry; a team's kit has the same calls as one's
 * own, under the team's path.
 */
export const brandApi = endpoints<typeof schemas.brandSchemas>()({
  kit: { method: 'GET', path: '/api/v4/brand-kit/' },
  save: { method: 'PUT', path: '/api/v4/brand-kit/' },
  uploadLogo: { method: 'PUT', path: '/api/v4/brand-kit/logo/' },
  removeLogo: { method: 'DELETE', path: '/api/v4/brand-kit/logo/' },
  publish: { method: 'POST', path: '/api/v4/brand-kit/publish/' },
  unpublish: { method: 'POST', path: '/api/v4/brand-kit/unpublish/' },
  teamKit: { method: 'GET', path: '/api/v4/teams/:tid/brand-kit/' },
  teamSave: { method: 'PUT', path: '/api/v4/teams/:tid/brand-kit/' },
  teamUploadLogo: { method: 'PUT', path: '/api/v4/teams/:tid/brand-kit/logo/' },
  teamRemoveLogo: { method: 'DELETE', path: '/api/v4/teams/:tid/brand-kit/logo/' },
  teamPublish: { method: 'POST', path: '/api/v4/teams/:tid/brand-kit/publish/' },
  teamUnpublish: { method: 'POST', path: '/api/v4/teams/:tid/brand-kit/unpublish/' },
  showLogo: { method: 'PUT', path: '/api/v4/presentation/:oid/brand-logo/' },
});
