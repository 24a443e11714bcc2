// The recording studio (issue #18 item 1): the real deck player large, the camera as a bubble over a
// corner of it, device pickers, a 3-2-1 countdown, Record / Pause / Resume / Stop and the elapsed
// time. While recording, every step the presenter shows (keys or the player's buttons) goes into
// the timeline in the recording's own clock. After Stop, the review: the recording, its trim, title,
// privacy and captions, and Publish, which uploads in chunks (uploader.ts) and publishes the
// recording over the deck (contracts/video.ts), then opens the new talk's page. Re-recording a
// recording from a step (`retake`), it opens on that step and Publish sends the new take to the
// recording (POST /api/v4/recordings/{oid}/takes/), then returns to the recording's editor.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PlayerData } from '../../contracts/presentation';
import type { StudioDeck, StudioLimits, StudioRetake } from '../../contracts/studio';
import type { PublishedRecording, PublishRecording, RecordingTake } from '../../contracts/video';
import { layoutDocument } from '../../domain/layout';
import { useT } from '../../i18n/react';
import { ApiError, apiCall } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';
import { PlayerStage } from '../editor/PlayerStage';
import { usePlayerModule } from '../editor/usePlayerModule';
import { usePresentKeys } from '../present/usePresentKeys';
import { captureFrame } from '../recording-editor/cover-capture';
import type { PlayerHandle, PlayerImporter } from '../viewer/player-types';
import { browserMedia, type StudioMedia } from './media';
import { type PublishForm, StudioReview } from './StudioReview';
import { initialStudioState, isCapturing, studioReducer } from './studio-state';
import { TimelineRecorder, timelineWithin } from './timeline-recorder';
import { ChunkedUploader, UploadError } from './uploader';
import { useMediaStream } from './useMediaStream';
import { useRecorder } from './useRecorder';
import './StudioView.css';

export interface StudioNetwork {
  fetch: typeof fetch;
  cookie: () => string;
  /** The pause between upload attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Draws the cover frame's picture (recording-editor/cover-capture.ts; tests give their own). */
  captureFrame?: typeof captureFrame;
}

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

export type { Recorded } from './useRecorder';

type Corner = 'bottom-right' | 'bottom-left' | 'top-left' | 'top-right';
const CORNERS: Corner[] = ['top-right', 'top-left', 'bottom-left', 'bottom-right'];
/** How often the elapsed display is refreshed (ms). */
const TICK_MS = 250;

const browserNetwork = (): StudioNetwork => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
  captureFrame,
});

export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function StudioView(props: StudioViewProps) {
  const { deck, player, limits } = props;
  const retake = props.retake ?? null;
  const t = useT();
  const [media] = useState(() => props.media ?? browserMedia());
  // Whether the browser can record is known only in the browser (the server renders without it).
  const [recordable, setRecordable] = useState<boolean | null>(null);
  useEffect(() => setRecordable(media.createRecorder !== null), [media]);
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

  const { stream, cameras, microphones, cameraId, setCameraId, microphoneId, setMicrophoneId } =
    useMediaStream(media, dispatch);
  const [corner, setCorner] = useState<Corner>('top-right');

  const [timeline] = useState(() => new TimelineRecorder(clock));
  const [elapsed, setElapsed] = useState(0);
  const uploader = useRef<ChunkedUploader | null>(null);

  const hasVideo = state.camera === 'on' && (stream?.getVideoTracks().length ?? 0) > 0;

  /** The bubble's video shows the camera's stream once it is there. */
  const showPreview = (video: HTMLVideoElement | null) => {
    if (video && stream && 'srcObject' in video && video.srcObject !== stream) video.srcObject = stream;
  };

  const recorder = useRecorder({
    media,
    timeline,
    maxBytes: limits.maxBytes,
    objectUrl: props.objectUrl,
    dispatch,
  });
  const { recorded } = recorder;
  function beginRecording() {
    if (!stream) return;
    recorder.begin(stream, hasVideo, stepRef.current);
    setElapsed(0);
  }
  const stopRecording = recorder.stop;

  // The countdown, one second a tick; recording starts as it reaches 0.
  const remaining = phase.name === 'countdown' ? phase.remaining : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per countdown second
  useEffect(() => {
    if (phase.name !== 'countdown') return;
    const timer = setTimeout(() => {
      if (remaining <= 1) beginRecording();
      dispatch({ type: 'tick' });
    }, 1000);
    return () => clearTimeout(timer);
  }, [phase.name, remaining]);

  // The elapsed time, and the stop at the longest video the server takes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ticks while recording
  useEffect(() => {
    if (phase.name !== 'recording') return;
    const timer = setInterval(() => {
      const now = timeline.elapsed();
      setElapsed(now);
      if (now >= limits.maxSeconds * 1000) stopRecording('limit');
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase.name]);

  const record = () => {
    if (!stream || !media.createRecorder) return;
    dispatch({ type: 'record', seconds: countdownSeconds });
    if (countdownSeconds <= 0) beginRecording();
    playerRef.current?.focus();
  };
  const pause = () => {
    recorder.pause();
    setElapsed(timeline.elapsed());
    dispatch({ type: 'pause' });
  };
  const resume = () => {
    recorder.resume();
    dispatch({ type: 'resume' });
    playerRef.current?.focus();
  };
  const discard = () => {
    recorder.discard();
    void uploader.current?.abandon();
    uploader.current = null;
    setElapsed(0);
    dispatch({ type: 'discard' });
  };

  async function publish(form: PublishForm) {
    if (!recorded) return;
    dispatch({ type: 'publish' });
    const csrfToken = () => readCookie('csrftoken', network.cookie()) ?? '';
    uploader.current ??= new ChunkedUploader(
      recorded.blob,
      { mimeType: recorded.mimeType, durationMs: recorded.durationMs },
      { fetch: network.fetch, csrfToken, sleep: network.sleep },
    );
    try {
      const uploadId = await uploader.current.upload({
        onProgress: (sent, all) => dispatch({ type: 'progress', sent, total: all }),
      });
      const call = {
        fetch: network.fetch,
        cookie: network.cookie,
        location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
      };
      const navigate = props.navigate ?? ((path: string) => window.location.assign(path));
      if (retake) {
        const take: RecordingTake = {
          uploadId,
          fromStep: retake.fromStep,
          timeline: timelineWithin(recorded.timeline, form.endMs),
          edits: { startMs: form.startMs, endMs: form.endMs, cuts: [] },
          captions: form.captions,
        };
        await apiCall<PublishedRecording>('POST', `/api/v4/recordings/${deck.oid}/takes/`, take, call);
        dispatch({ type: 'published', path: retake.editorPath });
        navigate(retake.editorPath);
        return;
      }
      const body: PublishRecording = {
        uploadId,
        deckOid: deck.oid,
        title: form.title,
        privacy: form.privacy,
        timeline: timelineWithin(recorded.timeline, form.endMs),
        edits: { startMs: form.startMs, endMs: form.endMs, cuts: [] },
        captions: form.captions,
        coverMs: form.startMs,
      };
      const published = await apiCall<PublishedRecording>('POST', '/api/v4/recordings/', body, call);
      // Listings show the cover frame: its picture, drawn from the recording here, goes up too. The
      // talk is published either way (the editor's Save sends it again).
      const picture = await (network.captureFrame ?? captureFrame)(recorded.url, body.coverMs);
      if (picture)
        await apiCall('PUT', `/api/v4/recordings/${published.oid}/cover/`, picture, call).catch(
          () => undefined,
        );
      dispatch({ type: 'published', path: published.path });
      navigate(published.path);
    } catch (error) {
      const refusedFile = error instanceof UploadError && !error.retryable;
      if (refusedFile) uploader.current = null; // the server dropped the file: a new upload next time
      const retryable =
        error instanceof UploadError
          ? error.retryable
          : error instanceof ApiError
            ? error.status >= 500
            : true;
      dispatch({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
        retryable,
      });
    }
  }

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
  const canRecord = !!stream && recordable === true && !state.noMedia;
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
                    onClick={record}
                    disabled={!canRecord}
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
                  <button type="button" className="button" onClick={pause}>
                    {t('studio.pause')}
                  </button>
                ) : null}
                {phase.name === 'paused' ? (
                  <button type="button" className="button button--primary" onClick={resume}>
                    {t('studio.resume')}
                  </button>
                ) : null}
                {isCapturing(phase) ? (
                  <button
                    type="button"
                    className="button studio__stop"
                    onClick={() => stopRecording('stopped')}
                  >
                    {t('studio.stop')}
                  </button>
                ) : null}
              </div>
              <p className="studio__hint">{t('studio.hint')}</p>
            </section>
            {recordable === false ? (
              <p className="studio__message" role="alert">
                {t('studio.unsupported')}
              </p>
            ) : state.noMedia ? (
              <p className="studio__message" role="alert">
                {t('studio.noMedia')}
              </p>
            ) : state.camera === 'denied' ? (
              <p className="studio__message" role="alert">
                {t('studio.cameraDenied')}
              </p>
            ) : state.camera === 'missing' ? (
              <p className="studio__message" role="alert">
                {t('studio.cameraMissing')}
              </p>
            ) : null}
            <fieldset className="studio__devices" disabled={phase.name !== 'idle'}>
              <legend>{t('studio.devices')}</legend>
              <label>
                {t('studio.camera')}
                <select value={cameraId} onChange={(event) => setCameraId(event.target.value)}>
                  <option value="">
                    {cameras.length ? t('studio.deviceDefault') : t('studio.noCamera')}
                  </option>
                  {cameras.map((device) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('studio.microphone')}
                <select value={microphoneId} onChange={(event) => setMicrophoneId(event.target.value)}>
                  <option value="">{t('studio.deviceDefault')}</option>
                  {microphones.map((device) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.label}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          </aside>
        </div>
      )}
    </div>
  );
}
