// A recorded video presentation: the presenter's video beside the real deck (the
// snapshot it was recorded over, crisp and zoomable), the deck following the video. The edit
// decision list is applied here: the video starts at the edit's start, jumps over each cut and stops
// at the end (recording-sync.ts decides, recording/useProgramSync.ts acts). The seek bar runs in
// PROGRAM time (the native bar would count the cuts), with the deck's steps as chapter marks; the
// viewer's own moves on the deck (arrows, its buttons, a click on a frame) seek the video to a
// chapter instead. Side by side on a wide player, the video a bubble in the deck's corner on a
// narrow one (CSS container queries in Player.css). A recording re-recorded from a step is several
// TAKES, each its own file: the <video> plays them one after the other (recording/useProgram.ts).
// This component puts the recording's hooks together (recording/) and draws the deck and the video;
// the captions, the chapter list and the control bar around them are recording/RecordingChrome.tsx.
// Captions are drawn across the bottom of the whole player as video players do, not by a <track>
// inside the video (on a narrow player or an embed that is a bubble a quarter wide), and only from
// the take playing.
import { type Ref, useMemo, useRef } from 'react';
import { useT } from '../i18n/react';
import { layoutDocument } from '../kernel/document/layout';
import { DeckPlayer } from './DeckPlayer';
import { useFullscreen } from './hooks/useFullscreen';
import { useLatest } from './hooks/useLatest';
import { RecordingChrome } from './recording/RecordingChrome';
import { recordingKeys } from './recording/recording-keys';
import { useProgram } from './recording/useProgram';
import { useProgramSync } from './recording/useProgramSync';
import { useRecordingHandle } from './recording/useRecordingHandle';
import { useRecordingReports } from './recording/useRecordingReports';
import { useVideoEvents } from './recording/useVideoEvents';
import type { PlayerHandle, PlayerProps } from './types';

export function RecordingPlayer({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  const t = useT();
  const { data } = props;
  const layout = useMemo(() => layoutDocument(data.document), [data.document]);
  const host = useLatest(props); // the host's latest callbacks, for handlers bound once
  const rootRef = useRef<HTMLElement>(null);
  const deckAreaRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const deckRef = useRef<PlayerHandle>(null);
  const program = useProgram(data.recording!, videoRef);
  const { chapters, playhead } = program;
  const reports = useRecordingReports(host, videoRef, chapters, layout, props.visit, playhead);
  const sync = useProgramSync(program, deckRef, host, reports.reportChapter);
  const video = useVideoEvents(program, sync, reports.ready);
  const [fullscreen, fullscreenState] = useFullscreen(rootRef);
  useRecordingHandle(ref, rootRef, videoRef, playhead, sync, fullscreen);

  return (
    <section
      ref={rootRef}
      className="podium-player podium-recording"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes its keys once focused, as the deck does
      tabIndex={0}
      aria-label={data.title}
      onKeyDown={recordingKeys(deckAreaRef, video, sync, program, fullscreen)}
    >
      <div ref={deckAreaRef} className="podium-recording__deck">
        <DeckPlayer
          ref={deckRef}
          data={data}
          initialStep={program.firstStep}
          reducedMotion={props.reducedMotion}
          viewport={props.viewport}
          onProgress={(p) => host.current.onProgress?.(Math.min(p, 99))}
          onReady={() => reports.ready('deck')}
          onViewerNavigate={sync.onViewerNavigate}
        />
      </div>
      <div className="podium-recording__presenter">
        {video.failed ? (
          <p className="podium-player__notice">{t('player.videoUnavailable')}</p>
        ) : (
          // No <track>: RecordingChrome draws the playing take's captions, across the whole player.
          <video
            ref={videoRef}
            className="podium-recording__video"
            src={program.videoUrl}
            playsInline
            preload="metadata"
            aria-label={t('player.recording.video')}
            {...video.events}
          >
            {t('player.videoUnsupported')}
          </video>
        )}
      </div>
      <RecordingChrome
        program={program}
        video={video}
        onSeek={sync.seekProgram}
        fullscreen={fullscreen}
        fullscreenState={fullscreenState}
      />
    </section>
  );
}
