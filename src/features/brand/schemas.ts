// Wire schemas of brand kits (decision 084): the one declaration of what each call under
// /api/v4/brand-kit/, /api/v4/teams/{tid}/brand-kit/ and a presentation's brand-logo/ takes and
// answers. The style a kit defines (colours `#rrggbb`, fonts from the safe list) is checked on the
// way in; the routes are validated with these, the OpenAPI document is generated from them, and
// contracts.ts derives the types the pages and the browser use (as types only: the browser never
// loads TypeBox).
import Type from 'typebox';
import { OID_PATTERN } from '../../kernel/ids';
import { OidParams, responses } from '../../platform/http/edge';
import { BRAND_FONT_IDS, HEX_COLOR_PATTERN } from './rules';

const Color = Type.String({ pattern: HEX_COLOR_PATTERN, maxLength: 7 });
const Font = Type.Enum([...BRAND_FONT_IDS]);

export const BrandStyleBody = Type.Object(
  {
    colors: Type.Object(
      { primary: Color, accent: Color, background: Color, text: Color },
      { additionalProperties: false },
    ),
    headingFont: Font,
    bodyFont: Font,
  },
  { additionalProperties: false },
);

/** A stored logo: its address on our own origin (content-addressed, so cacheable forever). */
export const BrandLogo = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
const LogoBody = Type.Union([BrandLogo, Type.Null()]);

/** A kit as its page and calls show it: the draft being edited and what is published now. */
export const BrandKitBody = Type.Object({
  draft: Type.Object({ ...BrandStyleBody.properties, logo: LogoBody }),
  published: Type.Union([
    Type.Object({ ...BrandStyleBody.properties, logo: LogoBody, publishedAt: Type.String() }),
    Type.Null(),
  ]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});

export const TeamParams = Type.Object({ tid: Type.String({ pattern: OID_PATTERN }) });
const KitAnswer = responses({ 200: BrandKitBody });

/**
 * One kit's calls (one's own, or a team's with its id in the path). The logo goes up as the body
 * itself with its picture type, read by the routes' own parser, so its call declares no body.
 */
const kitSchemas = <P extends object>(params: P) => ({
  kit: { ...params, response: KitAnswer },
  save: { ...params, body: BrandStyleBody, response: KitAnswer },
  uploadLogo: { ...params, response: KitAnswer },
  removeLogo: { ...params, response: KitAnswer },
  publish: { ...params, response: KitAnswer },
  unpublish: { ...params, response: KitAnswer },
});
const personal = kitSchemas({});
const team = kitSchemas({ params: TeamParams });

/** The brand kit calls by name; contracts.ts gives each its method and path. */
export const brandSchemas = {
  ...personal,
  teamKit: team.kit,
  teamSave: team.save,
  teamUploadLogo: team.uploadLogo,
  teamRemoveLogo: team.removeLogo,
  teamPublish: team.publish,
  teamUnpublish: team.unpublish,
  /** "Show brand logo" on a presentation's view page and embed: its owner's choice. */
  showLogo: {
    params: OidParams,
    body: Type.Object({ show: Type.Boolean() }, { additionalProperties: false }),
    response: responses({ 200: Type.Object({ show: Type.Boolean(), available: Type.Boolean() }) }),
  },
};
