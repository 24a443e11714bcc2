// A stored kit as its page and calls answer it: the draft's style, the published one (anything that
// no longer reads as a kit counts as unpublished) and their logos' addresses and sizes.
import type { Db } from '../../platform/db/connection';
import type { BrandKitData, BrandLogoData } from './contracts';
import { type BrandKitRow, findLogo } from './repository';
import { type BrandFontId, type BrandStyle, DEFAULT_BRAND_STYLE, parseBrandStyle } from './rules';

export const logoUrl = (key: string) => `/media/brand/${key}`;

export async function logoData(db: Db, key: string | null): Promise<BrandLogoData | null> {
  if (!key) return null;
  const logo = await findLogo(db, key);
  return logo ? { url: logoUrl(key), width: logo.width, height: logo.height } : null;
}

export const draftStyleOf = (row: BrandKitRow): BrandStyle => ({
  colors: {
    primary: row.primary_color,
    accent: row.accent_color,
    background: row.background_color,
    text: row.text_color,
  },
  headingFont: row.heading_font as BrandFontId,
  bodyFont: row.body_font as BrandFontId,
});

/** A published style as stored; anything that no longer reads as a kit counts as unpublished. */
export function publishedStyleOf(json: string | null): BrandStyle | null {
  if (!json) return null;
  try {
    const parsed = parseBrandStyle(JSON.parse(json));
    return parsed.ok ? parsed.style : null;
  } catch {
    return null;
  }
}

export async function presentKit(db: Db, row: BrandKitRow | undefined): Promise<BrandKitData> {
  if (!row) return { draft: { ...DEFAULT_BRAND_STYLE, logo: null }, published: null, updatedAt: null };
  const published = publishedStyleOf(row.published_style);
  return {
    draft: { ...draftStyleOf(row), logo: await logoData(db, row.logo_key) },
    published:
      published && row.published_at
        ? { ...published, logo: await logoData(db, row.published_logo_key), publishedAt: row.published_at }
        : null,
    updatedAt: row.updated_at,
  };
}
