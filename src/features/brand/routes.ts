// Brand kits: the kit pages (/brand-kit/ for one's own, /teams/{tid}/brand-kit/
// for a team's), their JSON calls (save the draft, upload or remove the logo, publish, unpublish),
// the logos themselves (/media/brand/{key}) and a presentation's "Show brand logo" choice.
// Thin: validate, ask brand-kits.service, answer. Every write is CSRF-checked globally. Each call's
// method, path and schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { AppError, notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { requireViewer } from '../accounts';
import { loadManageable } from '../decks';
import {
  type KitAccess,
  kitOf,
  logoFor,
  personalKit,
  publishedKitFor,
  publishKitDraft,
  redrawKitThumbnails,
  removeKitLogo,
  saveKitDraft,
  setKitLogo,
  teamKit,
  unpublishKitNow,
} from './brand-kits.service';
import { brandApi } from './contracts';
import { setShowBrandLogo } from './repository';
import { BRAND_LOGO_LIMITS } from './rules';
import { brandSchemas, TeamParams } from './schemas';

const unsupportedLogo = () =>
  new AppError(
    415,
    'unsupported_image',
    'Send the logo as a PNG, JPEG or WebP picture (SVG is not accepted).',
  );

const LogoParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|webp)$' }) });

/** The names of one kit's calls in the table: one's own, or a team's. */
type KitCall = 'kit' | 'save' | 'uploadLogo' | 'removeLogo' | 'publish' | 'unpublish';
type KitCalls = { [K in KitCall]: K | `team${Capitalize<K>}` };
const PERSONAL_CALLS: KitCalls = {
  kit: 'kit',
  save: 'save',
  uploadLogo: 'uploadLogo',
  removeLogo: 'removeLogo',
  publish: 'publish',
  unpublish: 'unpublish',
};
const TEAM_CALLS: KitCalls = {
  kit: 'teamKit',
  save: 'teamSave',
  uploadLogo: 'teamUploadLogo',
  removeLogo: 'teamRemoveLogo',
  publish: 'teamPublish',
  unpublish: 'teamUnpublish',
};

/** One kit's calls (one's own, or a team's): `kitFor` says which kit, and who may do what with it. */
function kitCallRoutes(app: App, calls: KitCalls, kitFor: (request: FastifyRequest) => Promise<KitAccess>) {
  const route = declaredRoutes(app, brandApi, brandSchemas);
  app.route({ ...route(calls.kit), handler: async (request) => kitOf(app.db, await kitFor(request)) });
  app.route({
    ...route(calls.save),
    handler: async (request) => {
      const access = await kitFor(request);
      return saveKitDraft(app.db, access, requireViewer(request), request.body);
    },
  });
  app.route({
    ...route(calls.uploadLogo),
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const access = await kitFor(request);
      // Anything not sent as a picture type (JSON, text, a form) is no logo.
      if (!Buffer.isBuffer(request.body)) throw unsupportedLogo();
      return setKitLogo(app.db, access, requireViewer(request), request.body);
    },
  });
  app.route({
    ...route(calls.removeLogo),
    handler: async (request) => {
      const access = await kitFor(request);
      return removeKitLogo(app.db, access, requireViewer(request));
    },
  });
  // Publishing and unpublishing change what view pages show: every process drops its cached pages.
  app.route({
    ...route(calls.publish),
    handler: async (request) => {
      const access = await kitFor(request);
      const kit = await publishKitDraft(app.db, access, requireViewer(request));
      await redrawKitThumbnails(app.db, access);
      await app.peers.announce('pages-changed');
      return kit;
    },
  });
  app.route({
    ...route(calls.unpublish),
    handler: async (request) => {
      const access = await kitFor(request);
      const kit = await unpublishKitNow(app.db, access, requireViewer(request));
      await redrawKitThumbnails(app.db, access);
      await app.peers.announce('pages-changed');
      return kit;
    },
  });
}

export async function brandKitRoutes(app: App) {
  // A logo is sent as the request's body with its picture type; what it is gets judged by its bytes.
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: BRAND_LOGO_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  const pageHead = (request: FastifyRequest, access: KitAccess) => ({
    title: `${request.t('brand.pageTitle')}${access.scope.kind === 'team' ? ` · ${access.scope.name}` : ''} · ${app.config.brandName}`,
    noindex: true,
  });
  const renderKitPage = async (
    request: FastifyRequest,
    reply: Parameters<typeof renderPage>[1],
    access: KitAccess,
  ) => {
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'BrandKitPage',
      {
        scope: access.scope,
        kit: await kitOf(app.db, access),
        canManage: access.canManage,
      },
      pageHead(request, access),
    );
  };

  app.get('/brand-kit/', async (request, reply) => {
    const viewer = requireViewer(request);
    return renderKitPage(request, reply, personalKit(viewer));
  });
  app.get('/teams/:tid/brand-kit/', { schema: { params: TeamParams } }, async (request, reply) =>
    renderKitPage(request, reply, await teamKit(app.db, request.params.tid, request.actor.viewer)),
  );

  // The same calls for one's own kit and for a team's.
  kitCallRoutes(app, PERSONAL_CALLS, async (request) => personalKit(request.actor.viewer));
  kitCallRoutes(app, TEAM_CALLS, async (request) => {
    // The schema of these routes requires the team's id (TeamParams).
    const { params } = request;
    if (typeof params !== 'object' || params === null || !('tid' in params) || typeof params.tid !== 'string')
      throw notFound('This team does not exist or you are not one of its members.');
    return teamKit(app.db, params.tid, request.actor.viewer);
  });

  // The logos: content-addressed, so cacheable forever once public (a published kit shows them).
  app.get('/media/brand/:key', { schema: { params: LogoParams } }, async (request, reply) => {
    const logo = await logoFor(app.db, request.params.key, request.actor.viewer);
    if (!logo) throw notFound('This logo does not exist.');
    return reply
      .type(logo.content_type)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(logo.bytes);
  });

  // "Show brand logo" on a presentation's view page and embed: its owner's choice.
  app.route({
    ...declaredRoutes(app, brandApi, brandSchemas)('showLogo'),
    handler: async (request) => {
      const { presentation } = await loadManageable(
        app.db,
        request.params.oid,
        request.actor.viewer,
        'owner',
      );
      await setShowBrandLogo(app.db, presentation.id, request.body.show);
      await app.peers.announce('pages-changed');
      const kit = await publishedKitFor(app.db, presentation);
      return { show: request.body.show, available: kit?.logoKey != null };
    },
  });
}
