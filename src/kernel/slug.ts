// URL slugs: "Pricing Pages That Convert!" → "pricing-pages-that-convert", "Straße" → "strasse",
// "Привет, мир" → "privet-mir", "日本語のプレゼン" → "ri-ben-yu-nopurezen". The transliteration
// package romanises every script it has a table for (kanji are read as Chinese pinyin: it has no
// Japanese dictionary), so a title in any language keeps a readable address. A stored slug is never
// recomputed on read, and a view page's address with another slug redirects to the stored one.
import { transliterate } from 'transliteration';

const MAX_SLUG_LENGTH = 60;

/**
 * Slugs that would collide with a fixed address under /p/{oid}/: /p/{oid}/present/ is the presenter
 * view, and a talk called "Present" must keep a view page of its own.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['present']);
/** What a reserved slug becomes; migration 017 renamed stored ones the same way. */
export const reservedSlugStandIn = (slug: string) => `${slug}-talk`;

export function slugify(title: string): string {
  const slug = transliterate(title.normalize('NFC'))
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  if (RESERVED_SLUGS.has(slug)) return reservedSlugStandIn(slug);
  return slug || 'presentation';
}
