// The shapes of brand kits on the wire and in the kit pages.
import type { BrandFontId, BrandStyle } from './rules';

/** A stored logo: its address on our own origin (content-addressed, so cacheable forever). */
export interface BrandLogoData {
  url: string;
  width: number;
  height: number;
}

/** Whose kit a page or call is about. */
export type BrandKitScope = { kind: 'personal' } | { kind: 'team'; tid: string; name: string };

/** A kit as its page and API show it: the draft being edited and what is published now. */
export interface BrandKitData {
  draft: BrandStyle & { logo: BrandLogoData | null };
  published: (BrandStyle & { logo: BrandLogoData | null; publishedAt: string }) | null;
  /** When the kit was last changed; null while it was never saved (the draft is Podium's look). */
  updatedAt: string | null;
}

/** The body of "Save draft". */
export interface BrandKitDraftBody {
  colors: BrandStyle['colors'];
  headingFont: BrandFontId;
  bodyFont: BrandFontId;
}

export interface BrandKitPageProps {
  scope: BrandKitScope;
  kit: BrandKitData;
  /** Owners and admins of a team, and a person for their own kit; members read it. */
  canManage: boolean;
  /** Where the kit's calls live: /api/v4/brand-kit/ or /api/v4/teams/{tid}/brand-kit/. */
  apiPath: string;
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
