// The viewer widget for the view page and the embed page: overlay (start → loading → restart)
// over the lazily loaded player, the toolbar below, and the share and embed modals.
import { useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { LikeResult } from '../../../../lib/like-client';
import { CircularProgress } from '../../../../ui-kit/common/CircularProgress';
import { HydrateLater } from '../../../../ui-kit/common/HydrateLater';
import { LoadError } from '../../../../ui-kit/common/LoadError';
import { ParserBarrier } from '../../../../ui-kit/common/ParserBarrier';
import { loadPlayerChunk } from '../../../../ui-kit/player-host/player-chunk';
import type { PlayerImporter, StepEvent } from '../../../../ui-kit/player-host/player-types';
import { DEFAULT_BRAND_NAME } from './brand';
import { showPoster } from './early-present';
import { ModalHost } from './ModalHost';
import { Overlay } from './Overlay';
import type { CallToAction } from './RestartScreen';
import type { ResponsiveMode } from './responsive';
import { Toolbar } from './Toolbar';
import { usePlayerHandover } from './usePlayerHandover';
import { type Size, useResponsiveMode } from './useResponsiveMode';
import { useViewerDialogs } from './useViewerDialogs';
import { type DataLoader, useViewerPlayer } from './useViewerPlayer';
import type { ViewerEventName } from './viewer-events';
import './ViewerWidget.css';

export { productType } from './useViewerDialogs';

/**
 * The metadata the widget shows. Pass the page's PlayerData (plus ownerName): the player receives
 * this same object as its `data` and plays its document.
 */
export interface ViewerWidgetData {
  oid: string;
  title: string;
  ownerName: string;
  lastModifiedDateString: string;
  thumbnail: string;
  privacy: string;
  viewCount: number;
  likesCount: number | undefined;
  hasLiked: boolean;
  prezilink: { link_id: string } | null;
  /** '0' classic, '2' the newer product: the embed code's analytics say CLASSIC or NEXT (spec §3). */
  schemaVersion?: '0' | '2' | '3';
  tags?: readonly string[];
  curationExists?: boolean;
}

export interface ViewerWidgetProps {
  data: ViewerWidgetData;
  isAuthenticated: boolean;
  onLoggedOutLike: () => void;
  /** The presentation's page on the site: the start screen links to it (embeds). */
  siteUrl?: string;
  embedMode?: boolean;
  /** The address people share. */
  shareUrl: string;
  loadPlayer?: PlayerImporter;
  features?: Record<string, boolean>;
  /** The page has the curation tool for this viewer (staff): the Tag button has someone to answer. */
  canCurate?: boolean;
  onEvent?: (name: ViewerEventName, fields: Record<string, unknown>) => void;
  /** Each step the player shows (analytics, live regions). */
  onStep?: (event: StepEvent) => void;
  /** The player reached the end of its path (the restart screen shows). */
  onEnd?: () => void;
  brandName?: string;
  presentButtonText?: string;
  onLearnMore?: () => void;
  callToAction?: CallToAction;
  fallbackThumbnail?: string;
  /** Further player options (autoplay, forceAutoplay, initialStep…); `data` goes to it as is. */
  playerProps?: Record<string, unknown>;
  /** The embed code's origin; the page's own by default. */
  origin?: string;
  embedResponsiveOnly?: boolean;
  embedLearnMoreHref?: string;
  lang?: string;
  /** Injected in tests; measured with a ResizeObserver otherwise. */
  size?: Size;
  chunkTimeoutMs?: number;
  sendLike?: (oid: string, like: boolean, linkId?: string) => Promise<LikeResult>;
  /** Downloads what the player needs (the document) when play is pressed, with progress. */
  loadData?: DataLoader;
  copy?: (text: string) => Promise<boolean>;
}

const noop = () => undefined;

export function ViewerWidget(props: ViewerWidgetProps) {
  const { data, onEvent } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const responsive = useResponsiveMode(rootRef, props.size);
  const viewer = useViewerPlayer(props.loadPlayer ?? loadPlayerChunk, props.chunkTimeoutMs, props.loadData);
  // One object per download: the player's data changes only when a download arrives.
  const playerData = useMemo(
    () => (viewer.loaded ? { ...data, ...viewer.loaded } : data),
    [data, viewer.loaded],
  );
  const linkId = data.prezilink?.link_id;
  const emit = (name: ViewerEventName, fields: Record<string, unknown> = {}) =>
    onEvent?.(name, { prezi_oid: data.oid, ...fields });
  const { registry, modals, openShare, openEmbed } = useViewerDialogs(props, linkId, emit);
  const ringPlace = usePlayerHandover(viewer);

  return (
    <div
      ref={rootRef}
      className={`viewer viewer--${responsive}${props.embedMode ? ' viewer--embed' : ''}`}
      data-responsive={responsive}
    >
      <ViewerStage
        widget={props}
        viewer={viewer}
        playerData={playerData}
        responsive={responsive}
        ringPlace={ringPlace}
      />
      {/* The first frame shows the stage without the toolbar and the page below it. */}
      <ParserBarrier />
      {/* Live just after the stage, so a press on Present before then starts the player sooner. */}
      <HydrateLater>
        <Toolbar
          oid={data.oid}
          title={data.title}
          privacy={data.privacy}
          viewCount={data.viewCount}
          likesCount={data.likesCount}
          hasLiked={data.hasLiked}
          isAuthenticated={props.isAuthenticated}
          linkId={linkId}
          onLoggedOutLike={props.onLoggedOutLike}
          onLikeChange={(liked) => emit(liked ? 'Like' : 'Unlike')}
          sendLike={props.sendLike}
          onShare={openShare}
          onEmbed={openEmbed}
          features={props.features}
          curationExists={data.curationExists}
          canCurate={props.canCurate}
          lang={props.lang}
        />
      </HydrateLater>
      <ModalHost dialog={modals.dialog} registry={registry} onClose={modals.close} />
    </div>
  );
}

interface ViewerStageProps {
  widget: ViewerWidgetProps;
  viewer: ReturnType<typeof useViewerPlayer>;
  /** The page's data with the downloaded document, once it arrived. */
  playerData: ViewerWidgetData;
  responsive: ResponsiveMode;
  /** The poster's loading ring, while the player loads over it. */
  ringPlace: HTMLElement | null;
}

/** The player once loaded, the overlay (start, loading, restart) over it, or the load's error. */
function ViewerStage({ widget: props, viewer, playerData, responsive, ringPlace }: ViewerStageProps) {
  const { data } = props;
  const { Player, phase } = viewer;
  const overlayMode = phase === 'start' || phase === 'loading' || phase === 'restart' ? phase : null;
  return (
    <div className="viewer__stage">
      {Player ? (
        <div className="viewer__player">
          <Player
            {...props.playerProps}
            ref={viewer.playerRef}
            data={playerData}
            onProgress={viewer.callbacks.onProgress}
            onReady={viewer.callbacks.onReady}
            onStep={props.onStep ?? noop}
            onEnd={() => {
              viewer.callbacks.onEnd();
              props.onEnd?.();
            }}
          />
        </div>
      ) : null}
      {overlayMode ? (
        <Overlay
          mode={overlayMode}
          title={data.title}
          ownerName={data.ownerName}
          lastModified={data.lastModifiedDateString}
          siteUrl={props.siteUrl}
          brandName={props.brandName ?? DEFAULT_BRAND_NAME}
          presentButtonText={props.presentButtonText}
          onPlay={() => {
            showPoster();
            viewer.play();
          }}
          progress={viewer.progress}
          onRestart={viewer.restart}
          onLearnMore={props.onLearnMore}
          callToAction={props.callToAction}
          previewUrl={data.thumbnail}
          fallbackUrl={props.fallbackThumbnail}
          responsive={responsive}
        />
      ) : null}
      {phase === 'error' ? <LoadError onRetry={viewer.retry} /> : null}
      {ringPlace && phase === 'loading'
        ? createPortal(<CircularProgress value={viewer.progress} small={responsive === 'small'} />, ringPlace)
        : null}
    </div>
  );
}
