// Wire schemas of brand kits: the style a kit defines (colours `#rrggbb`, fonts from
// the safe list), checked on the way in, and the kit as its calls answer it.
import Type from 'typebox';
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

const LogoBody = Type.Union([
  Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
  Type.Null(),
]);

export const BrandKitBody = Type.Object({
  draft: Type.Object({ ...BrandStyleBody.properties, logo: LogoBody }),
  published: Type.Union([
    Type.Object({ ...BrandStyleBody.properties, logo: LogoBody, publishedAt: Type.String() }),
    Type.Null(),
  ]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
