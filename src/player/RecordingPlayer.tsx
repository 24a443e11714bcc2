// A recorded video presentation: the presenter's video beside the real deck (the
// snapshot it was recorded over, crisp and zoomable), the deck following the video. The edit
// decision list is applied here: the video starts at the edit's start, jumps over each cut and stops
// at the end (recording-sync.ts decides, this component acts). The seek bar runs in PROGRAM time
// (the native bar would count the cuts), with the deck's steps as chapter marks; the viewer's own
// moves on the deck (arrows, its buttons, a click on a frame) seek the video to a chapter instead.
// Side by side on a wide player, the video a bubble in the deck's corner on a narrow one (CSS
// container queries in Player.css). A recording re-recorded from a step is several TAKES, each its
// own file: the <video> plays them one after the other, its source switched at a take's end (or by
// a seek into another take), the program time running across them (domain/recording-takes.ts).
// The control bar (RecordingControls.tsx) and the chapter list (RecordingChapters.tsx) are drawn
// by their own components; this one keeps the state and the video. Captions are drawn here, across
// the bottom of the whole player as video players do, not by a <track> inside the video (on a
// narrow player or an embed that is a bubble a quarter wide), and only from the take playing.
import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TakePlayback } from '../features/recordings/contracts';
import { readCaptions, sourceToProgram } from '../features/recordings/rules';
import { locateInTakes } from '../features/recordings/takes-rules';
import { useT } from '../i18n/react';
import { layoutDocument } from '../kernel/document/layout';
import type { Cue } from '../kernel/media/webvtt';
import { FullscreenController } from './controllers/fullscreen';
import type { Navigation } from './controllers/types';
import { DeckPlayer } from './DeckPlayer';
import { useLatest } from './hooks/useLatest';
import { RecordingChapters } from './RecordingChapters';
import { RecordingControls } from './RecordingControls';
import {
  chapterAt,
  chapterOfStep,
  neighbourChapter,
  type SyncRecording,
  sourceFor,
  syncAt,
} from './recording-sync';
import { useStepClock } from './step-clock';
import type { PlayerHandle, PlayerProps } from './types';

/** ←/→ on the video or its controls. */
export const SEEK_STEP_MS = 5000;

const isActivatable = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a[href], summary') !== null;

export function RecordingPlayer({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  const t = useT();
  const { data } = props;
  const playback = data.recording!;
  const { chapters, programDurationMs } = playback;
  // The takes (player data from before takes has none: the recording is its one take).
  const takes: TakePlayback[] = useMemo(
    () =>
      playback.takes?.length
        ? playback.takes
        : [{ ...playback, programStartMs: 0, programDurationMs: playback.programDurationMs }],
    [playback],
  );
  /** What the sync needs of take `i` (its own edits and timeline; program time from its start). */
  const syncOf = (i: number): SyncRecording => ({ ...takes[i]!, chapters: [] });
  const layout = useMemo(() => layoutDocument(data.document), [data.document]);
  const firstStep = useMemo(
    () => syncAt({ ...takes[0]!, chapters: [] }, takes[0]!.edits.startMs).step,
    [takes],
  );
  /** The take the <video> plays: state for the render, a ref for handlers in the same event. */
  const [take, setTake] = useState(0);
  const takeRef = useRef(0);
  /** A take switched to whose file is loading: where to put it, and whether to play it then. */
  const pending = useRef<{ sourceMs: number; play: boolean } | null>(null);
  const host = useLatest({
    onProgress: props.onProgress,
    onReady: props.onReady,
    onStep: props.onStep,
    onEnd: props.onEnd,
  });

  const rootRef = useRef<HTMLElement>(null);
  const deckAreaRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const deckRef = useRef<PlayerHandle>(null);
  const [fullscreenController] = useState(() => new FullscreenController());
  const [fullscreen, setFullscreen] = useState({ supported: false, active: false });
  const [programMs, setProgramMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(true);
  /** Each take's captions, in its source time (seconds). */
  const takeCues: Cue[][] = useMemo(
    () =>
      takes.map((each) => {
        try {
          return readCaptions(each.captions ?? '');
        } catch {
          return [];
        }
      }),
    [takes],
  );
  const [caption, setCaption] = useState<string | null>(null);
  const [chaptersOpen, setChaptersOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  // Readiness: the deck's pictures and the video's metadata.
  const readiness = useRef({ deck: false, video: false, reported: false });
  /** The video was placed in the program (before that the cover frame shows and nothing syncs). */
  const positioned = useRef(false);
  const started = useRef(false);
  const ended = useRef(false);
  /** The step the deck was last sent to; none at first, as a #step link may have moved it. */
  const deckStep = useRef(-1);
  const reportedStep = useRef<number | null>(null);
  const stepClock = useStepClock(props.visit);

  const maybeReady = () => {
    const r = readiness.current;
    if (r.reported || !r.deck || !r.video) return;
    r.reported = true;
    host.current.onProgress?.(100);
    host.current.onReady?.();
    // The visitor pressed Present: that is the gesture that lets the video start with sound.
    videoRef.current?.play()?.catch(() => undefined);
  };

  // The statistics count a recording's chapters as its steps (the server's stats-steps.ts): the
  // same deck step shown twice is two chapters, and the last chapter is the end of the program.
  const reportChapter = (wholeProgramMs: number) => {
    const chapter = Math.max(0, chapterAt(chapters, wholeProgramMs));
    if (!started.current || reportedStep.current === chapter) return;
    reportedStep.current = chapter;
    const clock = stepClock();
    const msOnPreviousStep = clock.next(chapter);
    host.current.onStep?.({
      index: chapter,
      total: Math.max(1, chapters.length),
      msOnPreviousStep,
      title: chapters[chapter]?.title ?? layout.steps[0]?.title ?? '',
    });
    // After the host's onStep, which makes the view call that starts the visit.
    clock.flush();
  };

  /** Switches the <video> to take `next` at its source moment `sourceMs` (it plays once loaded when `play`). */
  const switchTake = (next: number, sourceMs: number, play: boolean) => {
    takeRef.current = next;
    pending.current = { sourceMs, play };
    setTake(next);
    setCaption(null); // the last take's line never shows over the next one
    setProgramMs(takes[next]!.programStartMs + sourceToProgram(takes[next]!.edits, sourceMs));
  };

  /** Applies the video's current time: cuts, the end, the deck's step, the bar, the statistics. */
  const sync = () => {
    const video = videoRef.current;
    if (!video || !positioned.current || pending.current) return;
    const index = takeRef.current;
    const state = syncAt(syncOf(index), video.currentTime * 1000);
    const { action } = state;
    if (action.kind === 'seek') video.currentTime = action.sourceMs / 1000;
    if (action.kind === 'end' && index < takes.length - 1) {
      // This take's program is over: the next take plays on from its start.
      switchTake(index + 1, takes[index + 1]!.edits.startMs, !video.paused);
      return;
    }
    if (action.kind === 'end' && !ended.current && !video.paused) finish();
    const wholeProgramMs = Math.min(takes[index]!.programStartMs + state.programMs, programDurationMs);
    setProgramMs(wholeProgramMs);
    const seconds = video.currentTime;
    const cue = takeCues[index]?.find((c) => c.start <= seconds && seconds < c.end);
    setCaption(cue && action.kind === 'play' ? cue.text : null);
    if (state.step !== deckStep.current) {
      deckStep.current = state.step;
      deckRef.current?.goTo(state.step);
    }
    if (action.kind !== 'end') reportChapter(wholeProgramMs);
  };
  const syncRef = useLatest(sync);

  const finish = () => {
    const video = videoRef.current;
    if (!video || ended.current) return;
    ended.current = true;
    video.pause();
    setProgramMs(programDurationMs);
    host.current.onEnd?.();
  };

  /** Moves the video to a program time (the bar, a chapter, a key), in whichever take plays it. */
  const seekProgram = (ms: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = Math.min(Math.max(0, ms), programDurationMs);
    positioned.current = true;
    if (target < programDurationMs) ended.current = false;
    const at = locateInTakes(takes, target);
    if (pending.current && at.take === takeRef.current) {
      pending.current.sourceMs = at.sourceMs;
    } else if (at.take !== takeRef.current) {
      switchTake(at.take, at.sourceMs, pending.current?.play ?? !video.paused);
    } else {
      video.currentTime = sourceFor(takes[at.take]!.edits, target - takes[at.take]!.programStartMs) / 1000;
    }
    setProgramMs(target);
    syncRef.current();
  };
  const currentProgram = () => {
    const video = videoRef.current;
    if (!video || !positioned.current) return 0;
    const current = takes[takeRef.current]!;
    const sourceMs = pending.current ? pending.current.sourceMs : video.currentTime * 1000;
    return current.programStartMs + syncAt(syncOf(takeRef.current), sourceMs).programMs;
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  };

  // The deck asked to move (its keys, buttons, a frame clicked, a #step link): seek to the chapter.
  const onViewerNavigate = (to: Navigation | number) => {
    const now = currentProgram();
    let target: number | null;
    if (typeof to === 'number') target = chapterOfStep(chapters, to, now);
    else if (to === 'first') target = 0;
    else if (to === 'last') target = chapters.at(-1)?.atMs ?? null;
    else target = neighbourChapter(chapters, now, to);
    if (target !== null) seekProgram(target);
  };

  const onPlay = () => {
    setPlaying(true);
    const video = videoRef.current;
    if (!video) return;
    if (!positioned.current || ended.current) {
      // From the cover frame (or the end) to the program's start.
      positioned.current = true;
      ended.current = false;
      if (takeRef.current !== 0) switchTake(0, takes[0]!.edits.startMs, true);
      else video.currentTime = sourceFor(takes[0]!.edits, 0) / 1000;
    }
    // The first playback is the presentation starting (views, statistics): the sync reports its step.
    started.current = true;
    syncRef.current();
  };

  // While playing, follow the video frame by frame (timeupdate alone comes only every 250 ms or so).
  useEffect(() => {
    if (!playing || typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(function loop() {
      syncRef.current();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, syncRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    fullscreenController.bind(root, { onChange: (active) => setFullscreen((last) => ({ ...last, active })) });
    setFullscreen({ supported: fullscreenController.supported, active: fullscreenController.active });
    return () => fullscreenController.destroy();
  }, [fullscreenController]);

  useImperativeHandle(
    ref,
    () => ({
      next: () => onViewerNavigate('next'),
      previous: () => onViewerNavigate('previous'),
      goTo: (index: number) => onViewerNavigate(index),
      restart: () => {
        ended.current = false;
        seekProgram(0);
        videoRef.current?.play()?.catch(() => undefined); // the browser may refuse without a gesture
      },
      toggleFullscreen: () => void fullscreenController.toggle(),
      focus: () => rootRef.current?.focus({ preventScroll: true }),
    }),
    // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read refs and the latest render's values
    [fullscreenController, onViewerNavigate, seekProgram],
  );

  // Space plays and pauses anywhere in the player, ←/→ seek 5 s outside the deck (inside it the deck's
  // own keys go to the previous and next chapter), F is this player's full screen.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const inDeck = deckAreaRef.current?.contains(event.target as Node) ?? false;
    if (event.key === ' ' && !isActivatable(event.target)) {
      event.preventDefault();
      togglePlay();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !inDeck) {
      event.preventDefault();
      seekProgram(currentProgram() + (event.key === 'ArrowLeft' ? -SEEK_STEP_MS : SEEK_STEP_MS));
    } else if (event.key === 'f' || event.key === 'F') {
      event.preventDefault();
      void fullscreenController.toggle();
    }
  };

  const chapterNow = chapterAt(chapters, programMs);
  const chapterTitle = (i: number) =>
    chapters[i]?.title || t('player.recording.chapterStep', { number: (chapters[i]?.step ?? 0) + 1 });

  return (
    <section
      ref={rootRef}
      className="podium-player podium-recording"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes its keys once focused, as the deck does
      tabIndex={0}
      aria-label={data.title}
      onKeyDown={onKeyDown}
    >
      <div ref={deckAreaRef} className="podium-recording__deck">
        <DeckPlayer
          ref={deckRef}
          data={data}
          initialStep={firstStep}
          reducedMotion={props.reducedMotion}
          viewport={props.viewport}
          onProgress={(p) => host.current.onProgress?.(Math.min(p, 99))}
          onReady={() => {
            readiness.current.deck = true;
            maybeReady();
          }}
          onViewerNavigate={onViewerNavigate}
        />
      </div>
      <div className="podium-recording__presenter">
        {failed ? (
          <p className="podium-player__notice">{t('player.videoUnavailable')}</p>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the player draws the take's captions itself, below
          <video
            ref={videoRef}
            className="podium-recording__video"
            // The cover frame shows until playback starts (a media fragment on a metadata-only load).
            src={
              take === 0 && playback.coverTake === 0
                ? `${takes[0]!.videoUrl}#t=${playback.coverMs / 1000}`
                : takes[take]!.videoUrl
            }
            playsInline
            preload="metadata"
            aria-label={t('player.recording.video')}
            onLoadedMetadata={() => {
              const video = videoRef.current;
              const next = pending.current;
              if (video && next) {
                // A take switched to is in: place it, and play on if the last one was playing.
                pending.current = null;
                video.currentTime = next.sourceMs / 1000;
                if (next.play) video.play()?.catch(() => undefined);
                syncRef.current();
              }
              readiness.current.video = true;
              maybeReady();
            }}
            onError={() => {
              setFailed(true);
              readiness.current.video = true;
              maybeReady();
            }}
            onPlay={onPlay}
            onPause={() => setPlaying(false)}
            onTimeUpdate={() => syncRef.current()}
            onSeeked={() => syncRef.current()}
            onEnded={() => {
              const index = takeRef.current;
              // A take's file may end before its program's end is seen: the next take plays on.
              if (index < takes.length - 1) switchTake(index + 1, takes[index + 1]!.edits.startMs, true);
              else {
                setPlaying(false);
                finish();
              }
            }}
          >
            {t('player.videoUnsupported')}
          </video>
        )}
      </div>
      {captionsOn && caption ? (
        <p className="podium-recording__caption">
          <span>{caption}</span>
        </p>
      ) : null}
      <RecordingChapters
        chapters={chapters}
        current={chapterNow}
        open={chaptersOpen}
        titleOf={chapterTitle}
        onPick={(atMs) => {
          seekProgram(atMs);
          setChaptersOpen(false);
        }}
      />
      <RecordingControls
        playing={playing}
        failed={failed}
        onTogglePlay={togglePlay}
        programMs={programMs}
        programDurationMs={programDurationMs}
        chapters={chapters}
        current={chapterNow}
        titleOf={chapterTitle}
        onSeek={seekProgram}
        captions={
          takes.some((each) => each.captionsUrl)
            ? { on: captionsOn, toggle: () => setCaptionsOn((on) => !on) }
            : null
        }
        chaptersOpen={chaptersOpen}
        onToggleChapters={() => setChaptersOpen((open) => !open)}
        fullscreen={
          fullscreen.supported
            ? { active: fullscreen.active, toggle: () => void fullscreenController.toggle() }
            : null
        }
      />
    </section>
  );
}
