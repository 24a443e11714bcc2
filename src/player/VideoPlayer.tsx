// Video presentations: the browser's own player with English captions. Only metadata is fetched
// before the visitor presses play (preload="metadata"), which is all the loading screen waits for.
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useT } from '../i18n/react';
import { FullscreenController } from './controllers/fullscreen';
import { useLatest } from './hooks/useLatest';
import { useStepClock } from './step-clock';
import type { PlayerHandle, PlayerProps } from './types';

export function VideoPlayer({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  const t = useT();
  const { data, autoplay = false, forceAutoplay = false } = props;
  const media = data.media;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const host = useLatest({
    onProgress: props.onProgress,
    onReady: props.onReady,
    onEnd: props.onEnd,
    onStep: props.onStep,
  });
  const started = useRef(false);
  const [fullscreen] = useState(() => new FullscreenController());
  const readied = useRef(false);

  const ready = () => {
    if (readied.current) return;
    readied.current = true;
    host.current.onProgress?.(100);
    host.current.onReady?.();
    // The visitor pressed Present: that is the gesture that lets the video start with sound.
    videoRef.current?.play()?.catch(() => undefined);
  };

  // A video is one step long: its first playback is the presentation starting (views, statistics),
  // and the visit's time on it runs from there, while the tab is visible.
  const stepClock = useStepClock(props.visit);
  const onPlay = () => {
    if (started.current) return;
    started.current = true;
    const clock = stepClock();
    clock.next(0);
    host.current.onStep?.({ index: 0, total: 1, msOnPreviousStep: 0, title: data.title });
    clock.flush();
  };

  useEffect(() => {
    const root = rootRef.current;
    if (root) fullscreen.bind(root, { onChange: () => undefined });
    host.current.onProgress?.(0);
    // Without a video there is nothing to wait for: the host lifts its loading screen onto the notice.
    if (!media && !readied.current) {
      readied.current = true;
      host.current.onProgress?.(100);
      host.current.onReady?.();
    }
    return () => fullscreen.destroy();
  }, [fullscreen, host, media]);

  useImperativeHandle(
    ref,
    () => ({
      // A video has no steps: next, previous and goTo have nothing to move.
      next: () => undefined,
      previous: () => undefined,
      goTo: () => undefined,
      restart: () => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = 0;
        video.play()?.catch(() => undefined); // the browser may refuse playback without a gesture
      },
      toggleFullscreen: () => void fullscreen.toggle(),
      focus: () => videoRef.current?.focus(),
    }),
    [fullscreen],
  );

  return (
    <div ref={rootRef} className="podium-player podium-player--video">
      {media ? (
        <video
          ref={videoRef}
          className="podium-player__video"
          src={media.video}
          controls
          playsInline
          preload="metadata"
          aria-label={data.title}
          autoPlay={autoplay || forceAutoplay}
          // Browsers only start a video on their own when it is muted.
          muted={forceAutoplay}
          onLoadedMetadata={ready}
          onCanPlay={ready}
          onPlay={onPlay}
          onEnded={() => {
            started.current = false;
            host.current.onEnd?.();
          }}
        >
          <track kind="captions" srcLang="en" src={media.captions} label={t('player.captions')} default />
          {t('player.videoUnsupported')}
        </video>
      ) : (
        <p className="podium-player__notice">{t('player.videoUnavailable')}</p>
      )}
    </div>
  );
}
