// Video presentations: the browser's own player with English captions. Only metadata is fetched
// before the visitor presses play (preload="metadata"), which is all the loading screen waits for.
// The host hears of readiness, the start and the end through useVideoHost.
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useT } from '../i18n/react';
import { useVideoHost } from './hooks/useVideoHost';
import type { PlayerHandle, PlayerProps } from './types';

export function VideoPlayer({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  const t = useT();
  const { data, autoplay = false, forceAutoplay = false } = props;
  const media = data.media;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const { fullscreen, ready, onPlay, onEnded } = useVideoHost(props, rootRef, videoRef);

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
          onEnded={onEnded}
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
