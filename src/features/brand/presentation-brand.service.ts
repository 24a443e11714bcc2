// What a presentation gets from the published kit it follows: the `brand` theme's style for its
// player and its share link's gate, the logo its pages show where its owner chose so, the editor's
// view of the kit, the theme a team's new presentation starts in, and its thumbnail after a save.
import type { Db } from '../../platform/db/connection';
import type { Presentation } from '../access';
import { findTeamById } from '../teams';
import { logoData, publishedStyleOf } from './brand-kit.presenter';
import { publishedKitFor, redrawThumbnail } from './brand-kits.service';
import type { BrandLogoSetting, EditorBrand, GateBrand, PageBrand } from './contracts';
import { findKit, findPresentationPlacement } from './repository';
import type { BrandStyle } from './rules';

/** What a deck's player needs: the published style, only for a deck in the `brand` theme. */
export async function playerBrandFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id' | 'kind' | 'document'>,
): Promise<BrandStyle | null> {
  if (p.kind !== 'deck' || p.document.theme !== 'brand') return null;
  return (await publishedKitFor(db, p))?.style ?? null;
}

/** The logo a view page or embed shows instead of Podium's: only when its owner chose so. */
export async function pageBrandFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id' | 'show_brand_logo'>,
  ownerName: string,
): Promise<PageBrand | null> {
  if (!p.show_brand_logo) return null;
  const kit = await publishedKitFor(db, p);
  const logo = kit ? await logoData(db, kit.logoKey) : null;
  if (!logo) return null;
  const team = p.team_id !== null ? await findTeamById(db, p.team_id) : undefined;
  return { logo, name: team?.name ?? ownerName };
}

/** The kit a share link's gate pages show (GateBrand), or null when the deck shows none. */
export async function gateBrandFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id' | 'show_brand_logo' | 'kind' | 'document'>,
  ownerName: string,
): Promise<GateBrand | null> {
  const [logo, style] = await Promise.all([pageBrandFor(db, p, ownerName), playerBrandFor(db, p)]);
  return logo || style ? { logo, colors: style?.colors ?? null } : null;
}

/** A presentation's "Show brand logo" choice and whether it would show anything now. */
export async function brandLogoSettingFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id' | 'show_brand_logo'>,
): Promise<BrandLogoSetting> {
  const [kit, editor] = await Promise.all([publishedKitFor(db, p), editorBrandFor(db, p)]);
  return { show: p.show_brand_logo, available: kit?.logoKey != null, kitPath: editor.kitPath };
}

/** For the editor: whose kit this presentation follows and whether it is published. */
export async function editorBrandFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id'>,
): Promise<EditorBrand> {
  const kit = await publishedKitFor(db, p);
  const team = p.team_id !== null ? await findTeamById(db, p.team_id) : undefined;
  return {
    published: kit !== null,
    scope: p.team_id !== null ? 'team' : 'personal',
    kitPath: team ? `/teams/${team.tid}/brand-kit/` : '/brand-kit/',
  };
}

/**
 * The theme a new presentation of a team starts with: `brand` when the team has a published kit
 * (so the team's new presentations start in the team's look), else the one it was given. The
 * seam for whoever creates team presentations.
 */
export async function initialThemeFor<T extends string>(
  db: Db,
  teamId: number | null,
  fallback: T,
): Promise<T | 'brand'> {
  if (teamId === null) return fallback;
  const kit = await findKit(db, { kind: 'team', teamId });
  return publishedStyleOf(kit?.published_style ?? null) ? 'brand' : fallback;
}

/** After an editor save: a deck that is (now) in the `brand` theme is drawn with its kit. */
export async function redrawBrandThumbnail(db: Db, presentationId: number): Promise<void> {
  const row = await findPresentationPlacement(db, presentationId);
  if (!row) return;
  await redrawThumbnail(db, row, (await publishedKitFor(db, row))?.style ?? null);
}
