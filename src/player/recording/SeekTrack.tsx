// The seek bar of a recording's control bar (RecordingControls): the range input in PROGRAM time
// (the native bar would count the cuts), the part played, the chapters as ticks, and a tip naming
// the chapter under the pointer or, without one, at the focused thumb.
import { useState } from 'react';
import type { Chapter } from '../../features/recordings/rules';
import { useT } from '../../i18n/react';
import { chapterAt, formatClock } from '../recording-sync';

export interface SeekTrackProps {
  programMs: number;
  programDurationMs: number;
  chapters: Chapter[];
  /** The chapter playing (-1 for none). */
  current: number;
  titleOf(index: number): string;
  onSeek(programMs: number): void;
  /** The video could not be played: the bar is disabled. */
  failed: boolean;
}

export function SeekTrack({
  programMs,
  programDurationMs,
  chapters,
  current,
  titleOf,
  onSeek,
  failed,
}: SeekTrackProps) {
  const t = useT();
  const [hover, setHover] = useState<{ ms: number; x: number } | null>(null);
  const [seekFocused, setSeekFocused] = useState(false);
  const percent = (ms: number) => `${programDurationMs > 0 ? (ms / programDurationMs) * 100 : 0}%`;
  const hoverChapter = hover ? chapterAt(chapters, hover.ms) : -1;
  return (
    <div
      className="podium-recording__track"
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const x = Math.min(Math.max(0, event.clientX - box.left), box.width);
        setHover({ ms: box.width > 0 ? (x / box.width) * programDurationMs : 0, x });
      }}
      onPointerLeave={() => setHover(null)}
    >
      <div className="podium-recording__played" style={{ width: percent(programMs) }} />
      {chapters.slice(1).map((chapter) => (
        <span
          key={`${chapter.atMs}-${chapter.step}`}
          className="podium-recording__tick"
          style={{ left: percent(chapter.atMs) }}
          aria-hidden="true"
        />
      ))}
      <input
        type="range"
        className="podium-recording__seek"
        min={0}
        max={programDurationMs}
        step={1000}
        value={Math.round(programMs)}
        aria-label={t('player.recording.seek')}
        aria-valuetext={t('player.recording.seekValue', {
          current: formatClock(programMs),
          total: formatClock(programDurationMs),
          chapter: current >= 0 ? titleOf(current) : '',
        })}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        onFocus={() => setSeekFocused(true)}
        onBlur={() => setSeekFocused(false)}
        disabled={failed}
      />
      {hover && hoverChapter >= 0 ? (
        <span className="podium-recording__tip" style={{ left: hover.x }} aria-hidden="true">
          {formatClock(hover.ms)} · {titleOf(hoverChapter)}
        </span>
      ) : null}
      {!hover && seekFocused && current >= 0 ? (
        <span className="podium-recording__tip" style={{ left: percent(programMs) }} aria-hidden="true">
          {titleOf(current)}
        </span>
      ) : null}
    </div>
  );
}
