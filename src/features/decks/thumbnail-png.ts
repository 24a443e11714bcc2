// PNG thumbnails for link previews (Open Graph, Twitter cards): social networks do not show SVG,
// so the stored SVG is rasterised with resvg (a Rust renderer shipped as a prebuilt npm binary)
// and the result kept in a small in-memory cache; the versioned URL makes it immutable.
import { Resvg } from '@resvg/resvg-js';

export const PNG_SIZE = { width: 1200, height: 675 } as const;
const CACHE_LIMIT = 200;
const cache = new Map<string, Buffer>();

export function thumbnailPng(key: string, svg: string): Buffer {
  const cached = cache.get(key);
  if (cached) return cached;
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: PNG_SIZE.width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}
