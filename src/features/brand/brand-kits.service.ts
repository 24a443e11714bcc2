// Brand kits: who may read and change which kit, saving a draft, the logo, publishing and
// unpublishing (every `brand` deck the kit reaches is drawn again), and the published kit a
// presentation follows. What a presentation, its pages and its editor get from that kit is
// presentation-brand.service.ts's; how a kit is answered, brand-kit.presenter.ts's.
import { createHash } from 'node:crypto';
import { authorize } from '../../kernel/access/authorize';
import type { Viewer } from '../../kernel/access/permissions';
import type { PresentationDocument } from '../../kernel/document/document';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../kernel/document/thumbnail';
import { sniffImage } from '../../kernel/media/image-header';
import type { Db } from '../../platform/db/connection';
import { AppError, badRequest, forbidden, loginRequired, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { findTeamByTid, findTeamRole } from '../teams';
import { draftStyleOf, presentKit, publishedStyleOf } from './brand-kit.presenter';
import type { BrandKitData, BrandKitDraftBody, BrandKitScope } from './contracts';
import {
  type BrandKitRow,
  findKit,
  findLogo,
  findPublishedKitFor,
  insertLogo,
  type KitOwner,
  kitsUsingLogo,
  listKitPresentations,
  publishKit,
  saveDraft,
  setDraftLogo,
  setThumbnail,
  unpublishKit,
} from './repository';
import { BRAND_LOGO_LIMITS, type BrandStyle, DEFAULT_BRAND_STYLE, deckTheme, parseBrandStyle } from './rules';

/** A kit as one signed-in person meets it. */
export interface KitAccess {
  owner: KitOwner;
  scope: BrandKitScope;
  canManage: boolean;
  /** Where its page is (its calls are in contracts.ts's brandApi). */
  pagePath: string;
}

const LOG_IN = 'Log in to use brand kits.';

/** Someone's own kit: theirs alone, so nobody else can even address it. */
export function personalKit(viewer: Viewer | null): KitAccess {
  if (!viewer) throw loginRequired(LOG_IN);
  return {
    owner: { kind: 'user', userId: viewer.id },
    scope: { kind: 'personal' },
    canManage: true,
    pagePath: '/brand-kit/',
  };
}

/** A team's kit: its members read it, owners and admins change it; to anyone else it does not exist. */
export async function teamKit(db: Db, tid: string, viewer: Viewer | null): Promise<KitAccess> {
  if (!viewer) throw loginRequired(LOG_IN);
  const team = await findTeamByTid(db, tid);
  const role = team ? await findTeamRole(db, team.id, viewer.id) : undefined;
  if (!team || !role) throw notFound('This team does not exist, or you are not one of its members.');
  return {
    owner: { kind: 'team', teamId: team.id },
    scope: { kind: 'team', tid: team.tid, name: team.name },
    canManage: authorize(viewer, 'team.manageBrandKit', { role }),
    pagePath: `/teams/${team.tid}/brand-kit/`,
  };
}

const requireManager = (access: KitAccess) => {
  if (!access.canManage)
    throw forbidden('Only the owners and admins of this team can change its brand kit.', 'not_brand_manager');
};

export async function kitOf(db: Db, access: KitAccess): Promise<BrandKitData> {
  return presentKit(db, await findKit(db, access.owner));
}

/** Checks and keeps the draft; what is published stays as it was until the next Publish. */
export async function saveKitDraft(
  db: Db,
  access: KitAccess,
  viewer: Viewer,
  body: BrandKitDraftBody,
  now = new Date(),
): Promise<BrandKitData> {
  requireManager(access);
  const parsed = parseBrandStyle(body);
  if (!parsed.ok) {
    const fields = parsed.problems.map((problem) => problem.field).join(', ');
    throw badRequest(
      `These are not valid: ${fields}. Colours are #rrggbb; fonts come from the list.`,
      'invalid_kit',
    );
  }
  const { colors, headingFont, bodyFont } = parsed.style;
  const row = await saveDraft(
    db,
    access.owner,
    {
      primary_color: colors.primary,
      accent_color: colors.accent,
      background_color: colors.background,
      text_color: colors.text,
      heading_font: headingFont,
      body_font: bodyFont,
    },
    viewer.id,
    now.toISOString(),
  );
  return presentKit(db, row);
}

/** The kit, made with Podium's look when it was never saved (a logo may come first). */
async function ensureKit(db: Db, access: KitAccess, viewer: Viewer, at: string): Promise<BrandKitRow> {
  const existing = await findKit(db, access.owner);
  if (existing) return existing;
  const { colors, headingFont, bodyFont } = DEFAULT_BRAND_STYLE;
  return saveDraft(
    db,
    access.owner,
    {
      primary_color: colors.primary,
      accent_color: colors.accent,
      background_color: colors.background,
      text_color: colors.text,
      heading_font: headingFont,
      body_font: bodyFont,
    },
    viewer.id,
    at,
  );
}

/** A logo upload: judged by its bytes (PNG, JPEG or WebP), within the size and pixel bounds. */
export async function setKitLogo(
  db: Db,
  access: KitAccess,
  viewer: Viewer,
  bytes: Buffer,
  now = new Date(),
): Promise<BrandKitData> {
  requireManager(access);
  if (bytes.length === 0) throw badRequest('Send the logo as the body of the request.', 'no_logo');
  if (bytes.length > BRAND_LOGO_LIMITS.bytes)
    throw new AppError(413, 'too_large', `A logo can be at most ${BRAND_LOGO_LIMITS.bytes / 1024} KB.`);
  const info = sniffImage(bytes);
  if (!info)
    throw new AppError(
      415,
      'unsupported_image',
      'A logo must be a PNG, JPEG or WebP picture (SVG is not accepted).',
    );
  const { maxSide, minSide } = BRAND_LOGO_LIMITS;
  if (info.width > maxSide || info.height > maxSide || info.width < minSide || info.height < minSide)
    throw badRequest(
      `A logo must be between ${minSide} and ${maxSide} pixels on each side.`,
      'bad_logo_size',
    );
  const at = now.toISOString();
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${info.extension}`;
  await insertLogo(
    db,
    {
      key,
      content_type: info.contentType,
      width: info.width,
      height: info.height,
      size: bytes.length,
      bytes,
    },
    at,
  );
  const kit = await ensureKit(db, access, viewer, at);
  await setDraftLogo(db, kit.id, key, viewer.id, at);
  return kitOf(db, access);
}

export async function removeKitLogo(db: Db, access: KitAccess, viewer: Viewer, now = new Date()) {
  requireManager(access);
  const kit = await findKit(db, access.owner);
  if (kit) await setDraftLogo(db, kit.id, null, viewer.id, now.toISOString());
  return kitOf(db, access);
}

/** Publishing makes the draft what decks, view pages and embeds use. */
export async function publishKitDraft(db: Db, access: KitAccess, viewer: Viewer, now = new Date()) {
  requireManager(access);
  const kit = await findKit(db, access.owner);
  if (!kit) throw badRequest('Save the brand kit before publishing it.', 'kit_not_saved');
  await publishKit(db, kit.id, JSON.stringify(draftStyleOf(kit)), kit.logo_key, viewer.id, now.toISOString());
  return kitOf(db, access);
}

/** Unpublishing returns every deck and page to Podium's own look; the draft stays. */
export async function unpublishKitNow(db: Db, access: KitAccess, viewer: Viewer, now = new Date()) {
  requireManager(access);
  const kit = await findKit(db, access.owner);
  if (kit) await unpublishKit(db, kit.id, viewer.id, now.toISOString());
  return kitOf(db, access);
}

/**
 * A stored logo, when this visitor may see it: anyone once a published kit shows it, else only
 * those who may read a kit whose draft holds it.
 */
export async function logoFor(db: Db, key: string, viewer: Viewer | null) {
  const kits = await kitsUsingLogo(db, key);
  const visible = await Promise.all(
    kits.map(async (kit) => {
      if (kit.published_logo_key === key && kit.published_style) return true;
      if (!viewer) return false;
      if (kit.user_id !== null) return kit.user_id === viewer.id;
      return kit.team_id !== null && (await findTeamRole(db, kit.team_id, viewer.id)) !== undefined;
    }),
  );
  if (!visible.includes(true)) return undefined;
  return findLogo(db, key);
}

/** The published kit a presentation follows (its team's, else its owner's), or null. */
export async function publishedKitFor(
  db: Db,
  p: Pick<Presentation, 'team_id' | 'owner_id'>,
): Promise<{ style: BrandStyle; logoKey: string | null } | null> {
  const kit = await findPublishedKitFor(db, p);
  const style = publishedStyleOf(kit?.published_style ?? null);
  return style ? { style, logoKey: kit?.published_logo_key ?? null } : null;
}

const documentOf = (stored: unknown): PresentationDocument =>
  (typeof stored === 'string' ? JSON.parse(stored) : stored) as PresentationDocument;

/** Redraws a `brand` deck's stored thumbnail with the kit it follows now (or Podium's look). */
export async function redrawThumbnail(
  db: Db,
  row: { id: number; kind: 'deck' | 'video'; document: string },
  style: BrandStyle | null,
) {
  const document = documentOf(row.document);
  if (row.kind !== 'deck' || document.theme !== 'brand') return;
  const svg = renderThumbnailSvg(thumbnailInputOf(document, 'deck'), deckTheme('brand', style));
  await setThumbnail(db, row.id, svg, contentVersion(svg));
}

/**
 * After Publish or Unpublish: every `brand` deck the kit reaches gets its thumbnail (cards, link
 * previews, the view page's start screen) drawn again with what is published now.
 */
export async function redrawKitThumbnails(db: Db, access: KitAccess): Promise<void> {
  const kit = await findKit(db, access.owner);
  const style = publishedStyleOf(kit?.published_style ?? null);
  for (const row of await listKitPresentations(db, access.owner)) await redrawThumbnail(db, row, style);
}
