// The embed page (/p/embed/{id}/): the viewer alone, filling the frame, with a link to the
// presentation on the site. Keys and clicks stay with the host page until the viewer is used.

import { useRef } from 'react';
import type { EmbedPageProps } from '../../contracts/presentation';
import type { PageProps } from '../../contracts/site';
import { useT } from '../../i18n/react';
import { fetchJsonWithProgress } from '../../lib/fetch-progress';
import { sendEmbedView } from '../../lib/like-client';
import { trackLoose } from '../telemetry';
import { ViewerWidget } from '../viewer/ViewerWidget';
import { playerDataPath, viewerDataOf } from '../viewer/viewer-data';
import './EmbedPage.css';

export default function EmbedPage({ site, presentation: p, page }: PageProps & EmbedPageProps) {
  const t = useT();
  const linkId = p.prezilink?.link_id;
  const started = useRef(false);
  return (
    <main className="embed-page">
      <ViewerWidget
        embedMode
        playerProps={{ autoplay: page.shouldAutoplay, forceAutoplay: page.forceAutoplay }}
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
          if (started.current) return;
          started.current = true;
          sendEmbedView(p.oid, linkId, document.referrer).catch(() => undefined);
        }}
      />
    </main>
  );
}
