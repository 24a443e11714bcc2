// The audience's page of a live session, /live/{code}/. Whoever may watch the
// talk (its visibility, or the session's share link with its password and e-mail gate) gets the
// page; a locked link shows the link's own form, which comes back here once opened. An unknown code
// is a 404 page that says so; a code typed in capitals or with a dash goes to its address. Wrong
// codes are throttled per address (live-guard.ts): a readable 429 page.
import Type from 'typebox';
import { translator } from '../../i18n/translate';
import { playerDataPath, presentationPath, viewLinkPath } from '../../kernel/paths';
import { type App, publicOrigin } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import type { LivePageData } from './contracts';
import { loadForWatcher, presentSession } from './live.service';
import { findSessionByCode } from './repository';
import { normalizeJoinCode } from './rules';

const Params = Type.Object({ code: Type.String({ maxLength: 20 }) });

export async function livePageRoutes(app: App) {
  app.get('/live/:code/', { schema: { params: Params } }, async (request, reply) => {
    const t = translator(request.language);
    const code = normalizeJoinCode(request.params.code);
    if (code === null) throw notFound(t('live.notFound'));
    if (code !== request.params.code) return reply.redirect(`/live/${code}/`, 301);
    reply.header('referrer-policy', 'no-referrer'); // the code is the way in: never leak it
    reply.header('cache-control', 'private, no-store');
    await app.liveCodes.guard(request.ip, async () => (await findSessionByCode(app.db, code)) !== undefined);
    const watcher = await loadForWatcher(app.db, code, request.actor.viewer, request.linkGate, {
      api: false,
    }).catch((error) => {
      throw (error as { status?: number }).status === 404 ? notFound(t('live.notFound')) : error;
    });
    const { session, loaded, isPresenter } = watcher;
    const linkId = watcher.showsLink ? (session.view_link_id ?? undefined) : undefined;
    const presented = presentSession(session, loaded.presentation, publicOrigin(request));
    const props: LivePageData = {
      session: linkId ? presented : { ...presented, linkId: null },
      playerDataUrl: playerDataPath(loaded.presentation.oid, linkId),
      talkUrl: linkId
        ? viewLinkPath(linkId)
        : watcher.talkOpen
          ? presentationPath(loaded.presentation)
          : null,
      isPresenter,
    };
    const title = `${t('live.pageTitle', { title: loaded.presentation.title })} · ${app.config.brandName}`;
    return renderPage(request, reply, 'LivePage', props, { title, noindex: true });
  });
}
