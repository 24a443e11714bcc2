// The viewer widget for the view page and the embed page: overlay (start → loading → restart)
// over the lazily loaded player, the toolbar below, and the share and embed modals.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LikeResult } from '../../../../lib/like-client';
import { CircularProgress } from '../../../../ui-kit/common/CircularProgress';
import { HydrateLater } from '../../../../ui-kit/common/HydrateLater';
import { LoadError } from '../../../../ui-kit/common/LoadError';
import { ParserBarrier } from '../../../../ui-kit/common/ParserBarrier';
import { loadPlayerChunk } from '../../../../ui-kit/player-host/player-chunk';
import type { PlayerImporter, StepEvent } from '../../../../ui-kit/player-host/player-types';
import { DEFAULT_BRAND_NAME } from './brand';
import { hidePoster, posterGivesWay, posterProgress, showPoster, takeEarlyPresent } from './early-present';
import { ModalHost } from './ModalHost';
import { Overlay } from './Overlay';
import type { CallToAction } from './RestartScreen';
import { share } from './share';
import { Toolbar } from './Toolbar';
import { DIALOGS, type ModalRegistry, useModals } from './useModals';
import { type Size, useResponsiveMode } from './useResponsiveMode';
import { type DataLoader, useViewerPlayer } from './useViewerPlayer';
import type { ViewerEventName } from './viewer-events';
import './ViewerWidget.css';

// The share and embed dialogs load when first opened: most visitors never open them, and the page's
// first script stays lighter (their styles are in the one shared sheet already).
const ShareModal = lazy(() => import('./ShareModal').then((m) => ({ default: m.ShareModal })));
const EmbedModal = lazy(() => import('./EmbedModal').then((m) => ({ default: m.EmbedModal })));

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
  schemaVersion?: '0' | '2';
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

/** Spec §3: schema version '2' is the newer product (NEXT), anything else the classic one. */
export const productType = (schemaVersion: string | undefined) =>
  schemaVersion === '2' ? 'NEXT' : 'CLASSIC';

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
  const brandName = props.brandName ?? DEFAULT_BRAND_NAME;
  const linkId = data.prezilink?.link_id;
  const emit = (name: ViewerEventName, fields: Record<string, unknown> = {}) =>
    onEvent?.(name, { prezi_oid: data.oid, ...fields });

  const registry: ModalRegistry = {
    SHARE: ({ onClose }) => (
      <Suspense fallback={null}>
        <ShareModal
          url={props.shareUrl}
          title={data.title}
          hashtags={data.tags}
          onClose={onClose}
          onShare={(network) => emit('Share', { network })}
          onCopyLink={() => emit('CopyLink')}
          copy={props.copy}
        />
      </Suspense>
    ),
    EMBED: ({ onClose }) => (
      <Suspense fallback={null}>
        <EmbedModal
          origin={props.origin ?? window.location.origin}
          embedId={linkId ?? data.oid}
          title={data.title}
          onClose={onClose}
          onCopy={(variant) =>
            emit('CopyEmbedCode', { product_type: productType(data.schemaVersion), embed_variant: variant })
          }
          responsiveOnly={props.embedResponsiveOnly}
          learnMoreHref={props.embedLearnMoreHref}
          copy={props.copy}
        />
      </Suspense>
    ),
  };
  const modals = useModals(registry);

  const openShare = () => {
    emit('ShareOpen');
    void share({ title: data.title, url: props.shareUrl }, { openModal: () => modals.show(DIALOGS.SHARE) });
  };

  const { Player, phase } = viewer;
  // Present pressed before the page was live (early-present.ts): play as soon as it is.
  const play = useRef(viewer.play);
  play.current = viewer.play;
  useEffect(() => {
    if (!takeEarlyPresent()) return;
    showPoster();
    play.current();
  }, []);
  // The first step's poster (early-present-script.ts) gives its controls up as the player mounts,
  // and its place when the player is ready, before the next paint; the player then plays the keys
  // pressed meanwhile. A failed load takes the poster away over its error.
  useLayoutEffect(() => {
    if (Player) posterGivesWay();
  }, [Player]);
  useLayoutEffect(() => {
    if (phase === 'error') hidePoster();
    if (phase !== 'playing') return;
    const player = viewer.playerRef.current;
    for (const move of hidePoster()) {
      if (move === 'next') player?.next();
      else if (move === 'previous') player?.previous();
      else player?.goTo(move === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
    }
  }, [phase, viewer.playerRef]);
  useEffect(() => () => void hidePoster(), []);
  // While the player loads over the poster, the poster's ring is this widget's: the percentage moves.
  const [ringPlace, setRingPlace] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setRingPlace(phase === 'loading' ? posterProgress() : null), [phase]);
  // The play button disappears when the player is ready: keys go to the player from then on.
  useEffect(() => {
    if (phase === 'playing') (viewer.playerRef.current as { focus?: () => void } | null)?.focus?.();
  }, [phase, viewer.playerRef]);
  const overlayMode = phase === 'start' || phase === 'loading' || phase === 'restart' ? phase : null;
  return (
    <div
      ref={rootRef}
      className={`viewer viewer--${responsive}${props.embedMode ? ' viewer--embed' : ''}`}
      data-responsive={responsive}
    >
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
            brandName={brandName}
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
          ? createPortal(
              <CircularProgress value={viewer.progress} small={responsive === 'small'} />,
              ringPlace,
            )
          : null}
      </div>
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
          onEmbed={() => modals.show(DIALOGS.EMBED)}
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
