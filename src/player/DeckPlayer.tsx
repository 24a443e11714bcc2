// The deck player: an orchestrator. The layout says where frames are and which steps the path takes;
// the camera hook moves the world (DeckWorld); controllers turn input into navigation;
// useDeckNavigation keeps the current step and tells the host when the path ends, useDeckReports
// tells it about readiness and each step shown.
import { type Ref, useMemo, useRef, useState } from 'react';
import { deckTheme } from '../features/brand/rules';
import { layoutDocument } from '../kernel/document/layout';
import { canvasBackground } from './canvas/canvas-background';
import type { Navigation } from './controllers/types';
import { DeckWorld } from './DeckWorld';
import { drawnInFullOrShape } from './FrameOutlines';
import { useCamera } from './hooks/useCamera';
import { useCanvasElements } from './hooks/useCanvasElements';
import { useClickToZoom } from './hooks/useClickToZoom';
import { useDeckHandle } from './hooks/useDeckHandle';
import { useDeckNavigation } from './hooks/useDeckNavigation';
import { useDeckReports } from './hooks/useDeckReports';
import { useDrawnFrames } from './hooks/useDrawnFrames';
import { useLatest } from './hooks/useLatest';
import { usePlayerAssets } from './hooks/usePlayerAssets';
import { usePlayerControllers } from './hooks/usePlayerControllers';
import { useReducedMotion } from './hooks/useReducedMotion';
import { useViewport } from './hooks/useViewport';
import { KeyboardHelp } from './KeyboardHelp';
import { StepControls } from './StepControls';
import { themeStyle } from './theme-style';
import type { PlayerHandle, PlayerProps } from './types';

/** Inside the player chunk only (not the host's PlayerProps). */
export interface DeckPlayerProps extends PlayerProps {
  ref?: Ref<PlayerHandle>;
  /**
   * The viewer's own moves (keys, swipes, the step buttons, a click on a frame, a #step link) go
   * here instead of moving the deck: a recording's deck follows its video (RecordingPlayer), so a
   * move asked for there seeks the video. The ref's goTo still moves the deck.
   */
  onViewerNavigate?(to: Navigation | number): void;
}

export function DeckPlayer({ ref, ...props }: DeckPlayerProps) {
  const { data, autoplay = false, forceAutoplay = false } = props;
  const layout = useMemo(() => layoutDocument(data.document), [data.document]);
  const theme = useMemo(() => deckTheme(data.document.theme, data.brand), [data.document.theme, data.brand]);
  const total = layout.steps.length;
  const rootRef = useRef<HTMLElement>(null);
  const worldRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(rootRef, props.viewport);
  const reducedMotion = useReducedMotion(props.reducedMotion);
  const host = useLatest(props); // the host's latest callbacks, for handlers bound once
  const { index, shownBefore, navigate, viewerNavigate } = useDeckNavigation(total, props.initialStep, host);
  const { mounted, outlined } = useDrawnFrames(layout, index, shownBefore, viewport);
  const elements = useCanvasElements(layout, { mounted, outlined }, index, shownBefore, viewport);
  // The first step's frames drawn in full are the ones whose pictures must be in before it shows.
  const [firstFrames] = useState(() => new Set([...mounted].filter((id) => !outlined.has(id))));
  const assets = usePlayerAssets(data, props.onProgress, firstFrames);
  const drawn = useMemo(
    () => drawnInFullOrShape(layout.frames, mounted, outlined),
    [layout, mounted, outlined],
  );

  const [helpOpen, setHelpOpen] = useState(false);
  const controls = usePlayerControllers(rootRef, {
    ready: assets.ready,
    index,
    autoplay: { enabled: autoplay || forceAutoplay, forced: forceAutoplay },
    navigate: viewerNavigate,
    onHelp: () => setHelpOpen((open) => !open),
    onEscape: () => {
      if (!helpOpen) return false;
      setHelpOpen(false);
      return true;
    },
  });
  useCamera(worldRef, layout.steps, index, viewport, reducedMotion);

  useDeckReports(assets.ready, index, layout, host, props.visit);
  useClickToZoom(worldRef, layout, viewerNavigate, assets.ready);

  useDeckHandle(ref, rootRef, navigate, controls);

  const currentFrame = layout.steps[index]?.frameId;
  const colours = { ...themeStyle(theme), ...canvasBackground(layout, theme) };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes arrow keys only once focused, so it must be focusable (an embed must not take the host page's keys before that)
    <section ref={rootRef} className="podium-player" aria-label={data.title} tabIndex={0} style={colours}>
      <DeckWorld
        ref={worldRef}
        drawn={drawn}
        elements={elements}
        theme={theme}
        currentFrame={currentFrame}
        assets={assets}
      />
      <StepControls
        index={index}
        total={total}
        onPrevious={() => viewerNavigate('previous')}
        onNext={() => viewerNavigate('next')}
        fullscreen={controls.fullscreen}
        onToggleFullscreen={controls.toggleFullscreen}
      />
      {helpOpen ? (
        <KeyboardHelp
          onClose={() => {
            setHelpOpen(false);
            rootRef.current?.focus();
          }}
        />
      ) : null}
      <div className="podium-player__live" aria-live="polite" aria-atomic="true">
        {assets.ready ? (layout.steps[index]?.title ?? '') : ''}
      </div>
    </section>
  );
}
