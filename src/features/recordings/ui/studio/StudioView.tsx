// The recording studio: the real deck player large, the camera as a bubble over a
// corner of it, device pickers, a 3-2-1 countdown, Record / Pause / Resume / Stop and the elapsed
// time. While recording, every step the presenter shows (keys or the player's buttons) goes into
// the timeline in the recording's own clock. After Stop, the review: the recording, its trim, title,
// privacy and captions, and Publish, which uploads in chunks (lib/chunked-upload.ts) and publishes the
// recording over the deck (contracts.ts recordingsApi.publish), then opens the new talk's page.
// Re-recording a recording from a step (`retake`), it opens on that step and Publish sends the new
// take to the recording (recordingsApi.addTake), then returns to the recording's editor.
import { useT } from '../../../../i18n/react';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import { formatElapsed } from '../../../../ui-kit/presenting/timer';
import type { StudioDeck, StudioLimits, StudioRetake } from '../../studio.contracts';
import { StudioDevices } from './StudioDevices';
import { StudioReview } from './StudioReview';
import { isCapturing, type StudioEvent, type StudioPhase } from './studio-state';
import type { useCapture } from './useCapture';
import { type Corner, type StudioOptions, useStudio } from './useStudio';
import './StudioView.css';

export type { StudioNetwork } from './usePublish';

export type StudioViewProps = StudioOptions;

export { formatElapsed } from '../../../../ui-kit/presenting/timer';
export type { Recorded } from './useRecorder';

export function StudioView(props: StudioViewProps) {
  const { deck, player, limits } = props;
  const t = useT();
  const {
    retake,
    state,
    dispatch,
    module,
    playerRef,
    playerArea,
    step,
    onStep,
    corner,
    nextCorner,
    capture,
    publish,
    discard,
  } = useStudio(props);
  const { phase } = state;

  const inReview =
    phase.name === 'review' ||
    phase.name === 'uploading' ||
    phase.name === 'failed' ||
    phase.name === 'published';

  return (
    <div className="studio">
      <StudioHeader deck={deck} retake={retake} />
      {inReview ? (
        <StudioReview
          deck={deck}
          recorded={capture.recorded}
          retake={retake !== null}
          phase={phase}
          limitReached={phase.name === 'review' && phase.reason === 'limit'}
          maxMinutes={Math.round(limits.maxSeconds / 60)}
          onPublish={publish}
          onDiscard={discard}
          onBack={() => dispatch({ type: 'backToReview' })}
        />
      ) : (
        <div className="studio__grid">
          <section className="studio__stage" aria-label={t('studio.deck')}>
            <div ref={playerArea} className="studio__player">
              <PlayerStage
                module={module}
                data={player}
                initialStep={step}
                playerRef={playerRef}
                onStep={(event) => onStep(event.index)}
              />
              {capture.hasVideo ? (
                <CameraBubble stream={capture.stream} corner={corner} onNextCorner={nextCorner} />
              ) : null}
              {phase.name === 'countdown' ? <Countdown remaining={phase.remaining} /> : null}
            </div>
          </section>
          <aside className="studio__side">
            <StudioControls phase={phase} limits={limits} capture={capture} dispatch={dispatch} />
            <StudioDevices state={state} recordable={capture.recordable} {...capture.devices} />
          </aside>
        </div>
      )}
    </div>
  );
}

/** The deck's title, the way back and, re-recording from a step, what the new take replaces. */
function StudioHeader({ deck, retake }: { deck: StudioDeck; retake: StudioRetake | null }) {
  const t = useT();
  return (
    <>
      <header className="studio__bar">
        <h1 className="studio__title">
          <span className="studio__kicker">
            {retake ? t('studio.retake.heading', { n: retake.fromStep + 1 }) : t('studio.heading')}
          </span>{' '}
          {deck.title}
        </h1>
        <a className="button" href={deck.path}>
          {retake ? t('studio.retake.back') : t('studio.backToDeck')}
        </a>
      </header>
      {retake ? (
        <p className="studio__retake" role="note">
          {t('studio.retake.notice', {
            n: retake.fromStep + 1,
            title: retake.stepTitle || t('studio.editor.untitledStep'),
          })}
        </p>
      ) : null}
    </>
  );
}

interface CameraBubbleProps {
  stream: MediaStream | null;
  corner: Corner;
  onNextCorner(): void;
}

/** The camera as a bubble over a corner of the deck, with a button moving it to the next corner. */
function CameraBubble({ stream, corner, onNextCorner }: CameraBubbleProps) {
  const t = useT();
  /** The bubble's video shows the camera's stream once it is there. */
  const showPreview = (video: HTMLVideoElement | null) => {
    if (video && stream && 'srcObject' in video && video.srcObject !== stream) video.srcObject = stream;
  };
  return (
    <div className={`studio__bubble studio__bubble--${corner}`}>
      <video ref={showPreview} className="studio__camera" autoPlay muted playsInline />
      <button
        type="button"
        className="studio__corner"
        onClick={onNextCorner}
        aria-label={t('studio.moveBubble')}
        title={t('studio.moveBubble')}
      >
        ⤡
      </button>
    </div>
  );
}

/** The 3-2-1 before recording, said once to screen readers. */
function Countdown({ remaining }: { remaining: number }) {
  const t = useT();
  return (
    <div className="studio__countdown" role="status" aria-live="assertive">
      <span className="studio__countdown-number">{remaining}</span>
      <span className="visually-hidden">{t('studio.countdown', { seconds: remaining })}</span>
    </div>
  );
}

interface StudioControlsProps {
  phase: StudioPhase;
  limits: StudioLimits;
  capture: ReturnType<typeof useCapture>;
  dispatch(event: StudioEvent): void;
}

/** Recording or paused, the elapsed time of the longest allowed, and the buttons of each phase. */
function StudioControls({ phase, limits, capture, dispatch }: StudioControlsProps) {
  const t = useT();
  const status =
    phase.name === 'recording' ? t('studio.recording') : phase.name === 'paused' ? t('studio.paused') : null;
  return (
    <section className="studio__controls" aria-label={t('studio.controls')}>
      <p className="studio__time" aria-live="off">
        {status ? <span className={`studio__status studio__status--${phase.name}`}>{status}</span> : null}
        <span className="studio__elapsed" data-testid="elapsed">
          {t('studio.elapsedOf', {
            elapsed: formatElapsed(capture.elapsed),
            max: formatElapsed(limits.maxSeconds * 1000),
          })}
        </span>
      </p>
      <div className="studio__buttons">
        {phase.name === 'idle' ? (
          <button
            type="button"
            className="button button--primary studio__record"
            onClick={capture.record}
            disabled={!capture.canRecord}
          >
            {t('studio.record')}
          </button>
        ) : null}
        {phase.name === 'countdown' ? (
          <button type="button" className="button" onClick={() => dispatch({ type: 'cancel' })}>
            {t('studio.cancel')}
          </button>
        ) : null}
        {phase.name === 'recording' ? (
          <button type="button" className="button" onClick={capture.pause}>
            {t('studio.pause')}
          </button>
        ) : null}
        {phase.name === 'paused' ? (
          <button type="button" className="button button--primary" onClick={capture.resume}>
            {t('studio.resume')}
          </button>
        ) : null}
        {isCapturing(phase) ? (
          <button type="button" className="button studio__stop" onClick={() => capture.stop('stopped')}>
            {t('studio.stop')}
          </button>
        ) : null}
      </div>
      <p className="studio__hint">{t('studio.hint')}</p>
    </section>
  );
}
