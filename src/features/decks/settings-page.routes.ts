// The settings page of one presentation (/dashboard/next/{oid}/): details, privacy, share links,
// collaborators, comments and deletion. Owners see every section, editors only what they may
// change; anyone else who can see the presentation gets 403, anyone who cannot gets 404.

import { isOwner, type PresentationAccess, type Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { type App, OidParams, publicOrigin } from '../../platform/http/edge';
import { forbidden } from '../../platform/http/errors';
import { type PagePropsOf, renderPage } from '../../platform/render/render-page';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { linkCreators, presentViewLink, viewLinksOf } from '../sharing';
import { collaboratorsOf } from './collaborators.service';
import { presentSettings } from './settings.presenter';
import { isSteward } from './settings.service';

type PageProps = PagePropsOf<'PresentationSettingsPage'>;

/** Who is looking at whose settings page. */
export interface SettingsPageViewer {
  presentation: Presentation;
  access: PresentationAccess;
  viewer: Viewer;
  /** Its owner: sees every section, where an editor sees only what they may change. */
  owner: boolean;
}

/**
 * What the features above decks show on the page (its team, its comments, its brand logo), which
 * decks may not import (decision 086): the composition root (src/app/deck-settings.ts) hands it in.
 */
export type SettingsPageParts = (
  db: Db,
  viewer: SettingsPageViewer,
) => Promise<Pick<PageProps, 'teamAccess' | 'comments' | 'team' | 'teamChoices' | 'brandLogo'>>;

export async function settingsPageRoutes(app: App, { parts }: { parts: SettingsPageParts }) {
  app.get('/dashboard/next/:oid/', { schema: { params: OidParams } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const { presentation, access } = await loadFor(app.db, request.params, viewer, 'presentation.edit', {
      refused: () => forbidden(request.t('manage.forbidden')),
    });
    const owner = isOwner(access, viewer);
    const origin = publicOrigin(request);
    const links = await viewLinksOf(app.db, presentation);
    const creators = await linkCreators(app.db, links);
    const steward = owner || (await isSteward(app.db, presentation, viewer));
    const more = await parts(app.db, { presentation, access, viewer, owner });
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'PresentationSettingsPage',
      {
        settings: presentSettings(presentation),
        userRole: owner ? ('owner' as const) : ('edit' as const),
        steward,
        // Who opens it besides its collaborators: the team it is in, whose members all do.
        teamAccess: more.teamAccess,
        links: links.map((link) => presentViewLink(link, origin, creators)),
        collaborators: owner ? await collaboratorsOf(app.db, presentation) : [],
        comments: more.comments,
        mailConfigured: app.mailer.configured,
        // Teams: "Move to team…" for the owner.
        team: more.team,
        teamChoices: more.teamChoices,
        brandLogo: more.brandLogo,
      },
      {
        title: `${request.t('manage.pageTitle', { title: presentation.title })} · ${app.config.brandName}`,
        noindex: true,
      },
    );
  });
}
