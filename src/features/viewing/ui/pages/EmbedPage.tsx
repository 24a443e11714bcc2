// The embed page (/p/embed/{id}/): the viewer alone, filling the frame, with a link to the
// presentation on the site. Keys and clicks stay with the host page until the viewer is used.

import { useRef } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { fetchJsonWithProgress } from '../../../../lib/fetch-progress';
import { sendEmbedView } from '../../../../lib/like-client';
import { trackLoose } from '../../../../lib/telemetry';
import type { VisitRef } from '../../../../ui-kit/player-host/player-types';
import type { EmbedPageProps } from '../../pages.contracts';
import { ViewerWidget } from '../viewer/ViewerWidget';
import { playerDataPath, viewerDataOf } from '../viewer/viewer-data';
import './EmbedPage.css';

export default function EmbedPage({ site, presentation: p, page }: PageProps & EmbedPageProps) {
  const t = useT();
  const linkId = p.prezilink?.link_id;
  const visit = useRef<Promise<VisitRef | null> | null>(null);
  return (
    <main className="embed-page">
      {page.brand ? (
        <img
          className="embed-page__brand-logo"
          src={page.brand.logo.url}
          alt={page.brand.name}
          width={Math.round((page.brand.logo.width / page.brand.logo.height) * 28)}
          height={28}
        />
      ) : null}
      <ViewerWidget
        embedMode
        playerProps={{
          autoplay: page.shouldAutoplay,
          forceAutoplay: page.forceAutoplay,
          visit: () => visit.current,
        }}
        data={viewerDataOf(p)}
        loadData={(onProgress) => fetchJsonWithProgress(playerDataPath(p), onProgress)}
        isAuthenticated={site.viewer !== null}
        // Inside someone else's page, liking happens on the site itself.
        onLoggedOutLike={() => window.open(page.siteUrl, '_blank', 'noopener')}
        siteUrl={page.siteUrl}
        shareUrl={page.shareUrl}
        origin={page.origin}
        brandName={site.brandName}
        presentButtonText={t('edit.present')}
        lang={site.lang}
        onEvent={trackLoose}
        onStep={() => {
          if (visit.current) return;
          // The visit it starts is where the player reports each step's time.
          visit.current = sendEmbedView(p.oid, linkId, document.referrer).then(
            (answer) => (answer.visitId ? { visitId: answer.visitId, linkId } : null),
            () => null,
          );
        }}
      />
    </main>
  );
}
