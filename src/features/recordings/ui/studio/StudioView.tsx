// The recording studio: the real deck player large, the camera as a bubble over a
// corner of it, device pickers, a 3-2-1 countdown, Record / Pause / Resume / Stop and the elapsed
// time. While recording, every step the presenter shows (keys or the player's buttons) goes into
// the timeline in the recording's own clock. After Stop, the review: the recording, its trim, title,
// privacy and captions, and Publish, which uploads in chunks (uploader.ts) and publishes the
// recording over the deck (contracts.ts recordingsApi.publish), then opens the new talk's page.
// Re-recording a recording from a step (`retake`), it opens on that step and Publish sends the new
// take to the recording (recordingsApi.addTake), then returns to the recording's editor.
import { useMemo, useReducer, useRef, useState } from 'react';
import type { PlayerData } from '../../../../contracts/presentation';
import { useT } from '../../../../i18n/react';
import { layoutDocument } from '../../../../kernel/document/layout';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import { formatElapsed } from '../../../../ui-kit/presenting/timer';
import { usePresentKeys } from '../../../../ui-kit/presenting/usePresentKeys';
import type { StudioDeck, StudioLimits, StudioRetake } from '../../studio.contracts';
import { captureFrame } from './cover-capture';
import { browserMedia, type StudioMedia } from './media';
import { StudioDevices } from './StudioDevices';
import { StudioReview } from './StudioReview';
import { initialStudioState, isCapturing, studioReducer } from './studio-state';
import { TimelineRecorder } from './timeline-recorder';
import { useCapture } from './useCapture';
import { type PublishForm, type StudioNetwork, usePublish } from './usePublish';
import './StudioView.css';

export type { StudioNetwork } from './usePublish';

export interface StudioViewProps {
  deck: StudioDeck;
  player: PlayerData;
  limits: StudioLimits;
  /** Re-recording this recording (`deck`) from a step; null or absent for a new recording. */
  retake?: StudioRetake | null;
  media?: StudioMedia;
  network?: StudioNetwork;
  loadPlayer?: PlayerImporter;
  clock?: () => number;
  /** Seconds of the countdown before recording (3). */
  countdownSeconds?: number;
  /** Opens the published talk (location.assign). */
  navigate?: (path: string) => void;
  /** A recording's blob address for the review's player (URL.createObjectURL). */
  objectUrl?: (blob: Blob) => string;
}

export { formatElapsed } from '../../../../ui-kit/presenting/timer';
export type { Recorded } from './useRecorder';

type Corner = 'bottom-right' | 'bottom-left' | 'top-left' | 'top-right';
const CORNERS: Corner[] = ['top-right', 'top-left', 'bottom-left', 'bottom-right'];

const browserNetwork = (): StudioNetwork => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
  captureFrame,
});

export function StudioView(props: StudioViewProps) {
  const { deck, player, limits } = props;
  const retake = props.retake ?? null;
  const t = useT();
  const [media] = useState(() => props.media ?? browserMedia());
  const [network] = useState(() => props.network ?? browserNetwork());
  const clock = props.clock ?? (() => performance.now());
  const countdownSeconds = props.countdownSeconds ?? 3;
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const { phase } = state;

  const module = usePlayerModule(props.loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const playerArea = useRef<HTMLDivElement>(null);
  const total = useMemo(() => layoutDocument(player.document).steps.length, [player.document]);
  // Re-recording opens on the step re-recorded from.
  const stepRef = useRef(retake?.fromStep ?? 0);
  const [step, setStep] = useState(retake?.fromStep ?? 0);
  usePresentKeys(playerArea, playerRef, total);

  const [corner, setCorner] = useState<Corner>('top-right');

  const [timeline] = useState(() => new TimelineRecorder(clock));

  const capture = useCapture({
    media,
    state,
    dispatch,
    timeline,
    limits,
    countdownSeconds,
    stepRef,
    playerRef,
    objectUrl: props.objectUrl,
  });
  const { stream, hasVideo, recorded, elapsed } = capture;
  const publisher = usePublish({ deck, retake, network, dispatch, navigate: props.navigate });
  const publish = (form: PublishForm) => (recorded ? publisher.publish(recorded, form) : Promise.resolve());
  const discard = () => {
    capture.discard();
    publisher.abandon();
  };

  /** The bubble's video shows the camera's stream once it is there. */
  const showPreview = (video: HTMLVideoElement | null) => {
    if (video && stream && 'srcObject' in video && video.srcObject !== stream) video.srcObject = stream;
  };

  const onStep = (index: number) => {
    stepRef.current = index;
    setStep(index);
    if (isCapturing(phase)) timeline.step(index);
  };

  const inReview =
    phase.name === 'review' ||
    phase.name === 'uploading' ||
    phase.name === 'failed' ||
    phase.name === 'published';
  const nextCorner = () => setCorner(CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length]!);
  const status =
    phase.name === 'recording' ? t('studio.recording') : phase.name === 'paused' ? t('studio.paused') : null;

  return (
    <div className="studio">
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
      {inReview ? (
        <StudioReview
          deck={deck}
          recorded={recorded}
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
              {hasVideo ? (
                <div className={`studio__bubble studio__bubble--${corner}`}>
                  <video ref={showPreview} className="studio__camera" autoPlay muted playsInline />
                  <button
                    type="button"
                    className="studio__corner"
                    onClick={nextCorner}
                    aria-label={t('studio.moveBubble')}
                    title={t('studio.moveBubble')}
                  >
                    ⤡
                  </button>
                </div>
              ) : null}
              {phase.name === 'countdown' ? (
                <div className="studio__countdown" role="status" aria-live="assertive">
                  <span className="studio__countdown-number">{phase.remaining}</span>
                  <span className="visually-hidden">
                    {t('studio.countdown', { seconds: phase.remaining })}
                  </span>
                </div>
              ) : null}
            </div>
          </section>
          <aside className="studio__side">
            <section className="studio__controls" aria-label={t('studio.controls')}>
              <p className="studio__time" aria-live="off">
                {status ? (
                  <span className={`studio__status studio__status--${phase.name}`}>{status}</span>
                ) : null}
                <span className="studio__elapsed" data-testid="elapsed">
                  {t('studio.elapsedOf', {
                    elapsed: formatElapsed(elapsed),
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
                  <button
                    type="button"
                    className="button studio__stop"
                    onClick={() => capture.stop('stopped')}
                  >
                    {t('studio.stop')}
                  </button>
                ) : null}
              </div>
              <p className="studio__hint">{t('studio.hint')}</p>
            </section>
            <StudioDevices state={state} recordable={capture.recordable} {...capture.devices} />
          </aside>
        </div>
      )}
    </div>
  );
}
