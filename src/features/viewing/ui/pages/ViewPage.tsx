// The view page (spec §2 Public view page): banner, header, the viewer, the detail section and
// the bottom call to action. Private presentations get the full-height private layout with the
// private header above the viewer and no promotions.

import { useEffect, useRef } from 'react';
import type { ViewPageProps } from '../../../../contracts/presentation';
import type { PageProps } from '../../../../contracts/site';
import { useT } from '../../../../i18n/react';
import { PLAYTHROUGH_LIMITS } from '../../../../kernel/limits';
import { fetchJsonWithProgress } from '../../../../lib/fetch-progress';
import { sendCopy, sendView } from '../../../../lib/like-client';
import { track, trackLoose } from '../../../../lib/telemetry';
import { HydrateLater } from '../../../../ui-kit/common/HydrateLater';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { StepEvent, VisitRef } from '../../../../ui-kit/player-host/player-types';
import { CurationTool } from '../../../moderation/ui/CurationTool';
import { HiddenNotice } from '../../../moderation/ui/HiddenNotice';
import { Banner } from '../view-page/Banner';
import { BottomCallToAction } from '../view-page/BottomCallToAction';
import { DetailSection } from '../view-page/DetailSection';
import { DownloadButton } from '../view-page/DownloadButton';
import { PrivateHeader } from '../view-page/PrivateHeader';
import { isPrintShortcut, printInFrame } from '../view-page/print-view';
import { ViewerWidget } from '../viewer/ViewerWidget';
import { playerDataPath, viewerDataOf } from '../viewer/viewer-data';
import './ViewPage.css';

/** Follows one playthrough for the owner's statistics: started, each step reached, completed. */
function usePlaythrough(oid: string, linkId: string | undefined) {
  const started = useRef<{ at: number; steps: number; reached: Set<number> } | null>(null);
  const visit = useRef<Promise<VisitRef | null> | null>(null);
  return {
    /** The visit the view call started, for the player to report each step's time to. */
    visit: () => visit.current,
    onStep(event: StepEvent) {
      if (!started.current) {
        started.current = { at: Date.now(), steps: event.total, reached: new Set([event.index]) };
        track('PresentationStarted', { prezi_oid: oid, step_count: event.total });
        // A view counts when the presentation starts (once per visitor per 30 minutes).
        visit.current = sendView(oid, linkId, document.referrer).then(
          (answer) => (answer.visitId ? { visitId: answer.visitId, linkId } : null),
          () => null,
        );
        return;
      }
      // A step reached again in this playthrough adds time but is not counted as reached twice.
      const { reached } = started.current;
      const revisit = reached.has(event.index);
      reached.add(event.index);
      track('StepReached', {
        prezi_oid: oid,
        step_index: event.index,
        ...(revisit ? { revisit } : {}),
        // A tab left open for days reports the longest time the server keeps.
        ms_on_previous_step: Math.min(event.msOnPreviousStep, PLAYTHROUGH_LIMITS.stepMs),
      });
    },
    onEnd() {
      const run = started.current;
      if (!run) return;
      track('PresentationCompleted', {
        prezi_oid: oid,
        step_count: run.steps,
        duration_ms: Math.min(Date.now() - run.at, PLAYTHROUGH_LIMITS.durationMs),
      });
      started.current = null;
    },
  };
}

export default function ViewPage({ site, presentation: p, page }: PageProps & ViewPageProps) {
  const t = useT();
  const linkId = p.prezilink?.link_id;
  const isPrivateLayout = p.privacy === 'private';
  const features = site.header.features;
  const playthrough = usePlaythrough(p.oid, linkId);

  useEffect(() => {
    if (page.isPublicView) track('LoadedPublicViewPage', { prezi_oid: p.oid });
  }, [p.oid, page.isPublicView]);

  // Ctrl+P (⌘P) prints the print view: every step, then the transcript.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPrintShortcut(event)) return;
      event.preventDefault();
      printInFrame(page.printPath);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [page.printPath]);

  const signUpHere = () =>
    window.location.assign(`/signup/?next=${encodeURIComponent(window.location.pathname)}`);
  const makeACopy = async () => {
    if (!site.viewer) return signUpHere();
    track('CopyPresentation', { source: 'VIEW_PAGE', prezi_oid: p.oid });
    try {
      const { redirectUrl } = await sendCopy(p.oid, linkId);
      window.location.assign(redirectUrl);
    } catch {
      window.alert(t('view.copyFailed'));
    }
  };

  const toolbar = (
    <div className="view-page__toolbar">
      {p.showMakeACopyButton && !page.isMobile ? (
        <button type="button" className="button" onClick={makeACopy}>
          {t('viewer.makeACopy')}
        </button>
      ) : null}
      <DownloadButton offer={page.downloads} />
    </div>
  );

  // The viewer is the page's shell: it is live first, everything around it just after (HydrateLater).
  return (
    <>
      {/* The first Tab of the page: past the banner and the header, straight to the presentation. */}
      <a className="skip-link" href="#presentation">
        {t('view.skipToPresentation')}
      </a>
      <HydrateLater>
        {isPrivateLayout ? null : <Banner flags={features} onEvent={trackLoose} />}
        <SiteHeader site={site} brandLogo={page.brand} />
      </HydrateLater>
      <main className={`view-page${isPrivateLayout ? ' view-page--private' : ''}`}>
        <HydrateLater>
          {p.hiddenReason ? <HiddenNotice oid={p.oid} reason={p.hiddenReason} /> : null}
          {site.viewer?.isStaff ? (
            <CurationTool oid={p.oid} title={p.title} staffPick={p.curationExists} />
          ) : null}
        </HydrateLater>
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
        <HydrateLater>
          <DetailSection
            presentation={p}
            cards={isPrivateLayout ? { videos: [], templates: [], staffPicks: [] } : page.sidebar}
            toolbar={toolbar}
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
      </main>
    </>
  );
}
