// The brand kit feature's public face for the rest of the server: what a deck, its pages, its
// editor, its settings and a share link's gate get from the published kit, the theme a team's new
// deck starts in, a thumbnail redrawn in the kit's look, the style's route schema and the pure theme
// rule. It re-exports the service, so browser code never imports it: pages, the player and the
// other UI folders take contracts.ts, rules.ts and ui/ directly. The routes are not here: only the
// composition root (src/app/app.ts) registers them, from routes.ts, so the command line and
// the services never load the pages' rendering through this file.
export { publishedKitFor } from './brand-kits.service';
export type { PageBrand } from './contracts';
export {
  brandLogoSettingFor,
  editorBrandFor,
  gateBrandFor,
  initialThemeFor,
  pageBrandFor,
  playerBrandFor,
  redrawBrandThumbnail,
} from './presentation-brand.service';
export { type BrandStyle, deckTheme } from './rules';
export { BrandStyleBody } from './schemas';
