// The deck player: an orchestrator. The layout says where frames are and which steps the path takes;
// the camera hook moves the world; controllers turn input into navigation; this component keeps the
// current step and tells the host about progress, steps and the end of the path.
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { deckTheme } from '../features/brand/rules';
import { layoutDocument, stepForFrame } from '../kernel/document/layout';
import { frameColor } from '../kernel/document/themes';
import { afterNextPaint, whenQuiet } from '../lib/after-paint';
import { readStepFromHash } from './controllers/hash';
import type { Navigation } from './controllers/types';
import { Frame } from './Frame';
import { drawnInFullOrShape, FrameOutlines } from './FrameOutlines';
import { useCamera } from './hooks/useCamera';
import { useDrawnFrames } from './hooks/useDrawnFrames';
import { useLatest } from './hooks/useLatest';
import { usePlayerAssets } from './hooks/usePlayerAssets';
import { usePlayerControllers } from './hooks/usePlayerControllers';
import { useReducedMotion } from './hooks/useReducedMotion';
import { useViewport } from './hooks/useViewport';
import { KeyboardHelp } from './KeyboardHelp';
import { StepControls } from './StepControls';
import { useStepClock } from './step-clock';
import { themeStyle } from './theme-style';
import type { PlayerHandle, PlayerProps } from './types';

const clamp = (index: number, total: number) => Math.min(total - 1, Math.max(0, Math.round(index)));

/** A #step=N deep link wins over the host's initial step. */
function firstIndex(initialStep: number | undefined, total: number): number {
  const linked = typeof window === 'undefined' ? null : readStepFromHash(window.location.hash);
  return clamp(linked ?? initialStep ?? 0, total);
}

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
  const host = useLatest({ onReady: props.onReady, onStep: props.onStep, onEnd: props.onEnd });
  const [index, setIndex] = useState(() => firstIndex(props.initialStep, total));
  // The steps shown before this one, latest first: the flights from them (an interrupted flight
  // starts between the two) decide which frames are mounted.
  const [shownBefore, setShownBefore] = useState<readonly number[]>([]);
  const indexRef = useRef(index);
  const { mounted, outlined } = useDrawnFrames(layout, index, shownBefore, viewport);
  // The first step's frames drawn in full are the ones whose pictures must be in before it shows.
  const [firstFrames] = useState(() => new Set([...mounted].filter((id) => !outlined.has(id))));
  const assets = usePlayerAssets(data, props.onProgress, firstFrames);
  const drawn = useMemo(
    () => drawnInFullOrShape(layout.frames, mounted, outlined),
    [layout, mounted, outlined],
  );

  const navigate = useCallback(
    (to: Navigation | number) => {
      const current = indexRef.current;
      if (to === 'next' && current >= total - 1) {
        host.current.onEnd?.();
        return;
      }
      const targets = { next: current + 1, previous: current - 1, first: 0, last: total - 1 };
      const target = typeof to === 'number' ? to : targets[to];
      if (!Number.isFinite(target)) return;
      setShownBefore((before) => [current, ...before].slice(0, 2));
      indexRef.current = clamp(target, total);
      setIndex(indexRef.current);
    },
    [total, host],
  );

  const viewerNavigateRef = useLatest(props.onViewerNavigate);
  const viewerNavigate = useCallback(
    (to: Navigation | number) => {
      const redirect = viewerNavigateRef.current;
      if (redirect) redirect(to);
      else navigate(to);
    },
    [navigate, viewerNavigateRef],
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

  useEffect(() => {
    if (assets.ready) host.current.onReady?.();
  }, [assets.ready, host]);

  // Time on a step is visible time: a hidden tab's is left out.
  const stepClock = useStepClock(props.visit);
  useEffect(() => {
    if (!assets.ready) return;
    const clock = stepClock();
    const msOnPreviousStep = clock.next(index);
    // The host hears of a step in the task after the frame that shows it: a key is answered by
    // the next frame, and a live presenter's audience follows at once. The visit's
    // beacon costs milliseconds a flight's frames need, so it waits for the camera to be still.
    afterNextPaint(() => {
      host.current.onStep?.({ index, total, msOnPreviousStep, title: layout.steps[index]?.title ?? '' });
      // After the host's onStep, which makes the view call that starts the visit.
      whenQuiet(() => clock.flush());
    });
  }, [assets.ready, index, total, layout, host, stepClock]);

  // Click to zoom: one listener for the whole world. A pointer shortcut only: keyboard users have the
  // arrow keys and the step buttons, which reach every step.
  useEffect(() => {
    const world = worldRef.current;
    if (!world || !assets.ready) return;
    const onClick = (event: MouseEvent) => {
      const frame = (event.target as Element | null)?.closest?.('[data-frame-id]');
      const step = frame ? stepForFrame(layout, frame.getAttribute('data-frame-id') ?? '') : -1;
      if (step >= 0) viewerNavigate(step);
    };
    world.addEventListener('click', onClick);
    return () => world.removeEventListener('click', onClick);
  }, [layout, viewerNavigate, assets.ready]);

  useImperativeHandle(
    ref,
    () => ({
      next: () => navigate('next'),
      previous: () => navigate('previous'),
      goTo: (target: number) => navigate(target),
      restart: () => {
        navigate(0);
        controls.resumeAutoplay();
      },
      toggleFullscreen: controls.toggleFullscreen,
      // preventScroll: focusing must not scroll (which lays the whole page out first, ~100 ms at
      // 4x CPU just as the first step is to show); the player is in view when it starts.
      focus: () => rootRef.current?.focus({ preventScroll: true }),
    }),
    [navigate, controls],
  );

  const currentFrame = layout.steps[index]?.frameId;
  const colours = themeStyle(theme);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes arrow keys only once focused, so it must be focusable (an embed must not take the host page's keys before that)
    <section ref={rootRef} className="podium-player" aria-label={data.title} tabIndex={0} style={colours}>
      <div ref={worldRef} className="podium-player__world">
        {drawn.inFull.map((frame) => (
          <Frame
            key={frame.id}
            frame={frame}
            color={frameColor(theme, frame.paletteIndex)}
            current={frame.id === currentFrame}
            imageBroken={frame.image !== undefined && assets.broken.has(frame.image)}
            onImageError={assets.markBroken}
          />
        ))}
        <FrameOutlines frames={drawn.shapes} theme={theme} />
      </div>
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
