// The view page (spec §2 Public view page): banner, header, the viewer, the detail section and
// the bottom call to action. Private presentations get the full-height private layout with the
// private header above the viewer and no promotions.

import { useEffect } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { fetchJsonWithProgress } from '../../../../lib/fetch-progress';
import { sendCopy } from '../../../../lib/like-client';
import { track, trackLoose } from '../../../../lib/telemetry';
import { HydrateLater } from '../../../../ui-kit/common/HydrateLater';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { CurationTool } from '../../../moderation/ui/CurationTool';
import { HiddenNotice } from '../../../moderation/ui/HiddenNotice';
import type { ViewPageProps } from '../../pages.contracts';
import { Banner } from '../view-page/Banner';
import { BottomCallToAction } from '../view-page/BottomCallToAction';
import { DetailSection } from '../view-page/DetailSection';
import { DownloadButton } from '../view-page/DownloadButton';
import { PrivateHeader } from '../view-page/PrivateHeader';
import { isPrintShortcut, printInFrame } from '../view-page/print-view';
import { usePlaythrough } from '../view-page/usePlaythrough';
import { ViewerWidget } from '../viewer/ViewerWidget';
import { playerDataPath, viewerDataOf } from '../viewer/viewer-data';
import './ViewPage.css';

/** Ctrl+P (⌘P) prints the print view: every step, then the transcript. */
function usePrintShortcut(printPath: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPrintShortcut(event)) return;
      event.preventDefault();
      printInFrame(printPath);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [printPath]);
}

const signUpHere = () =>
  window.location.assign(`/signup/?next=${encodeURIComponent(window.location.pathname)}`);

type ViewPageAllProps = PageProps & ViewPageProps;

/** Make a copy (for those who may, not on phones) and the Download button, in the detail section. */
function ViewToolbar({ site, presentation: p, page }: ViewPageAllProps) {
  const t = useT();
  const makeACopy = async () => {
    if (!site.viewer) return signUpHere();
    track('CopyPresentation', { source: 'VIEW_PAGE', prezi_oid: p.oid });
    try {
      const { redirectUrl } = await sendCopy(p.oid, p.prezilink?.link_id);
      window.location.assign(redirectUrl);
    } catch {
      window.alert(t('view.copyFailed'));
    }
  };
  return (
    <div className="view-page__toolbar">
      {p.showMakeACopyButton && !page.isMobile ? (
        <button type="button" className="button" onClick={makeACopy}>
          {t('viewer.makeACopy')}
        </button>
      ) : null}
      <DownloadButton offer={page.downloads} />
    </div>
  );
}

/** The moderation feature's parts: the owner's notice on a hidden presentation, the staff's tool. */
function ModerationParts({ site, presentation: p }: ViewPageAllProps) {
  return (
    <HydrateLater>
      {p.hiddenReason ? <HiddenNotice oid={p.oid} reason={p.hiddenReason} /> : null}
      {site.viewer?.isStaff ? (
        <CurationTool oid={p.oid} title={p.title} staffPick={p.curationExists} />
      ) : null}
    </HydrateLater>
  );
}

/** The presentation itself: the private header over the viewer, which follows the playthrough. */
function PageViewer({ site, presentation: p, page }: ViewPageAllProps) {
  const t = useT();
  const playthrough = usePlaythrough(p.oid, p.prezilink?.link_id);
  const features = site.header.features;
  return (
    <div id="presentation" className="view-page__viewer" tabIndex={-1}>
      <HydrateLater>
        <PrivateHeader
          oid={p.oid}
          title={p.title}
          schemaVersion={p.schemaVersion}
          viewerRights={p.viewerRights}
          isRecording={p.isRecording}
          embedMode={false}
          onEvent={trackLoose}
        />
      </HydrateLater>
      <ViewerWidget
        data={viewerDataOf(p)}
        loadData={(onProgress) => fetchJsonWithProgress(playerDataPath(p), onProgress)}
        isAuthenticated={site.viewer !== null}
        onLoggedOutLike={signUpHere}
        shareUrl={page.shareUrl}
        origin={page.origin}
        features={features}
        canCurate={site.viewer?.isStaff === true}
        brandName={site.brandName}
        presentButtonText={t('edit.present')}
        lang={site.lang}
        onEvent={trackLoose}
        playerProps={{
          autoplay: page.shouldAutoplay,
          forceAutoplay: page.forceAutoplay,
          visit: playthrough.visit,
        }}
        onStep={playthrough.onStep}
        onEnd={playthrough.onEnd}
        onLearnMore={site.viewer ? undefined : () => window.location.assign('/product/')}
      />
    </div>
  );
}

/** Below the viewer: details, transcript and suggestions, then the call to sign up (public only). */
function BelowViewer(props: ViewPageAllProps) {
  const { site, presentation: p, page } = props;
  const isPrivateLayout = p.privacy === 'private';
  return (
    <HydrateLater>
      <DetailSection
        presentation={p}
        cards={isPrivateLayout ? { videos: [], templates: [], staffPicks: [] } : page.sidebar}
        toolbar={<ViewToolbar {...props} />}
        printPath={page.printPath}
        nativeApp={page.nativeApp}
        onEvent={trackLoose}
      />
      {isPrivateLayout ? null : (
        <BottomCallToAction
          isAuthenticated={site.viewer !== null}
          isMobile={page.isMobile}
          onEvent={trackLoose}
        />
      )}
    </HydrateLater>
  );
}

export default function ViewPage(props: ViewPageAllProps) {
  const { site, presentation: p, page } = props;
  const t = useT();
  const isPrivateLayout = p.privacy === 'private';

  useEffect(() => {
    if (page.isPublicView) track('LoadedPublicViewPage', { prezi_oid: p.oid });
  }, [p.oid, page.isPublicView]);
  usePrintShortcut(page.printPath);

  // The viewer is the page's shell: it is live first, everything around it just after (HydrateLater).
  return (
    <>
      {/* The first Tab of the page: past the banner and the header, straight to the presentation. */}
      <a className="skip-link" href="#presentation">
        {t('view.skipToPresentation')}
      </a>
      <HydrateLater>
        {isPrivateLayout ? null : <Banner flags={site.header.features} onEvent={trackLoose} />}
        <SiteHeader site={site} brandLogo={page.brand} />
      </HydrateLater>
      <main className={`view-page${isPrivateLayout ? ' view-page--private' : ''}`}>
        <ModerationParts {...props} />
        <PageViewer {...props} />
        <BelowViewer {...props} />
      </main>
    </>
  );
}
