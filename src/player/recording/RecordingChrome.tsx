// What a recording's player draws around the deck and the video (RecordingPlayer): the caption
// line across the bottom of the whole player, the chapter list (RecordingChapters) and the control
// bar (RecordingControls), with the captions and chapters toggles they share.
import { useState } from 'react';
import { useT } from '../../i18n/react';
import type { FullscreenController } from '../controllers/fullscreen';
import type { FullscreenState } from '../hooks/useFullscreen';
import { RecordingChapters } from '../RecordingChapters';
import { RecordingControls } from '../RecordingControls';
import { chapterAt } from '../recording-sync';
import type { Program } from './useProgram';
import type { VideoEvents } from './useVideoEvents';

export interface RecordingChromeProps {
  program: Program;
  video: VideoEvents;
  onSeek(programMs: number): void;
  fullscreen: FullscreenController;
  fullscreenState: FullscreenState;
}

export function RecordingChrome({
  program,
  video,
  onSeek,
  fullscreen,
  fullscreenState,
}: RecordingChromeProps) {
  const t = useT();
  const { chapters } = program;
  const [captionsOn, setCaptionsOn] = useState(true);
  const [chaptersOpen, setChaptersOpen] = useState(false);
  const chapterNow = chapterAt(chapters, program.programMs);
  const chapterTitle = (i: number) =>
    chapters[i]?.title || t('player.recording.chapterStep', { number: (chapters[i]?.step ?? 0) + 1 });

  return (
    <>
      {captionsOn && program.caption ? (
        <p className="podium-recording__caption">
          <span>{program.caption}</span>
        </p>
      ) : null}
      <RecordingChapters
        chapters={chapters}
        current={chapterNow}
        open={chaptersOpen}
        titleOf={chapterTitle}
        onPick={(atMs) => {
          onSeek(atMs);
          setChaptersOpen(false);
        }}
      />
      <RecordingControls
        playing={video.playing}
        failed={video.failed}
        onTogglePlay={video.togglePlay}
        programMs={program.programMs}
        programDurationMs={program.programDurationMs}
        chapters={chapters}
        current={chapterNow}
        titleOf={chapterTitle}
        onSeek={onSeek}
        captions={
          program.takes.some((each) => each.captionsUrl)
            ? { on: captionsOn, toggle: () => setCaptionsOn((on) => !on) }
            : null
        }
        chaptersOpen={chaptersOpen}
        onToggleChapters={() => setChaptersOpen((open) => !open)}
        fullscreen={
          fullscreenState.supported
            ? { active: fullscreenState.active, toggle: () => void fullscreen.toggle() }
            : null
        }
      />
    </>
  );
}
