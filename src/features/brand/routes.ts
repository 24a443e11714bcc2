// Brand kits: the kit pages (/brand-kit/ for one's own, /teams/{tid}/brand-kit/
// for a team's), their JSON calls (save the draft, upload or remove the logo, publish, unpublish),
// the logos themselves (/media/brand/{key}) and a presentation's "Show brand logo" choice.
// Thin: validate, ask brand-kits.service, answer. Every write is CSRF-checked globally.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { OID_PATTERN } from '../../kernel/ids';
import { type App, OidParams, requireUser, responses } from '../../server/edge';
import { AppError, notFound } from '../../server/errors';
import { renderPage } from '../../server/render/render-page';
import { loadManageable } from '../../server/services/manage.service';
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
import { setShowBrandLogo } from './repository';
import { BRAND_LOGO_LIMITS } from './rules';
import { BrandKitBody, BrandStyleBody } from './schemas';

const unsupportedLogo = () =>
  new AppError(
    415,
    'unsupported_image',
    'Send the logo as a PNG, JPEG or WebP picture (SVG is not accepted).',
  );

const TeamParams = Type.Object({ tid: Type.String({ pattern: OID_PATTERN }) });
const LogoParams = Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|webp)$' }) });
const KitAnswer = responses({ 200: BrandKitBody });
const ShowLogoBody = Type.Object({ show: Type.Boolean() }, { additionalProperties: false });
const ShowLogoAnswer = responses({ 200: Type.Object({ show: Type.Boolean(), available: Type.Boolean() }) });

export async function brandKitRoutes(app: App) {
  // A logo is sent as the request's body with its picture type; what it is gets judged by its bytes.
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: BRAND_LOGO_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  kitPageRoutes(app);
  kitCalls(app, '/api/v4/brand-kit/', async (request) => personalKit(request.user));
  kitCalls(app, '/api/v4/teams/:tid/brand-kit/', async (request) => {
    // The schema of these routes requires the team's id (TeamParams).
    const { params } = request;
    if (typeof params !== 'object' || params === null || !('tid' in params) || typeof params.tid !== 'string')
      throw notFound('This team does not exist or you are not one of its members.');
    return teamKit(app.db, params.tid, request.user);
  });

  logoRoutes(app);
}

/** The kit pages: one's own at /brand-kit/, a team's at /teams/{tid}/brand-kit/. */
function kitPageRoutes(app: App) {
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
        apiPath: access.apiPath,
      },
      pageHead(request, access),
    );
  };

  app.get('/brand-kit/', async (request, reply) => {
    requireUser(request);
    return renderKitPage(request, reply, personalKit(request.user));
  });
  app.get('/teams/:tid/brand-kit/', { schema: { params: TeamParams } }, async (request, reply) =>
    renderKitPage(request, reply, await teamKit(app.db, request.params.tid, request.user)),
  );
}

/** The same calls for one's own kit and for a team's: `kitFor` says which, and who may do what. */
function kitCalls(app: App, prefix: string, kitFor: (request: FastifyRequest) => Promise<KitAccess>) {
  const params = prefix.includes(':tid') ? { params: TeamParams } : {};
  app.get(prefix, { schema: { ...params, response: KitAnswer } }, async (request) =>
    kitOf(app.db, await kitFor(request)),
  );
  app.put(prefix, { schema: { ...params, body: BrandStyleBody, response: KitAnswer } }, async (request) => {
    const access = await kitFor(request);
    return saveKitDraft(app.db, access, requireUser(request), request.body);
  });
  app.put(
    `${prefix}logo/`,
    {
      schema: { ...params, response: KitAnswer },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const access = await kitFor(request);
      // Anything not sent as a picture type (JSON, text, a form) is no logo.
      if (!Buffer.isBuffer(request.body)) throw unsupportedLogo();
      return setKitLogo(app.db, access, requireUser(request), request.body);
    },
  );
  app.delete(`${prefix}logo/`, { schema: { ...params, response: KitAnswer } }, async (request) => {
    const access = await kitFor(request);
    return removeKitLogo(app.db, access, requireUser(request));
  });
  // Publishing and unpublishing change what view pages show: every process drops its cached pages.
  app.post(`${prefix}publish/`, { schema: { ...params, response: KitAnswer } }, async (request) => {
    const access = await kitFor(request);
    const kit = await publishKitDraft(app.db, access, requireUser(request));
    await redrawKitThumbnails(app.db, access);
    await app.peers.announce('pages-changed');
    return kit;
  });
  app.post(`${prefix}unpublish/`, { schema: { ...params, response: KitAnswer } }, async (request) => {
    const access = await kitFor(request);
    const kit = await unpublishKitNow(app.db, access, requireUser(request));
    await redrawKitThumbnails(app.db, access);
    await app.peers.announce('pages-changed');
    return kit;
  });
}

/** The logos themselves, and a presentation's choice to show its kit's logo. */
function logoRoutes(app: App) {
  // The logos: content-addressed, so cacheable forever once public (a published kit shows them).
  app.get('/media/brand/:key', { schema: { params: LogoParams } }, async (request, reply) => {
    const logo = await logoFor(app.db, request.params.key, request.user);
    if (!logo) throw notFound('This logo does not exist.');
    return reply
      .type(logo.content_type)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(logo.bytes);
  });

  // "Show brand logo" on a presentation's view page and embed: its owner's choice.
  app.put(
    '/api/v4/presentation/:oid/brand-logo/',
    { schema: { params: OidParams, body: ShowLogoBody, response: ShowLogoAnswer } },
    async (request) => {
      const { presentation } = await loadManageable(app.db, request.params.oid, request.user, 'owner');
      await setShowBrandLogo(app.db, presentation.id, request.body.show);
      await app.peers.announce('pages-changed');
      const kit = await publishedKitFor(app.db, presentation);
      return { show: request.body.show, available: kit?.logoKey != null };
    },
  );
}
