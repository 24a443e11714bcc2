// The control bar of a recorded video presentation: play and pause, the seek bar in
// PROGRAM time (recording/SeekTrack.tsx: the native bar would count the cuts) with the chapters as
// ticks and a tip naming the chapter under the pointer or at the focused thumb, the time, and the
// captions, chapters and fullscreen toggles (each only when it applies).
import type { Chapter } from '../features/recordings/rules';
import { useT } from '../i18n/react';
import { SeekTrack } from './recording/SeekTrack';
import { formatClock } from './recording-sync';

const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  captions: 'M4 6h16v12H4zM8 13.5a2 2 0 1 1 0-3M14 13.5a2 2 0 1 1 0-3',
  enter: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  chapters: 'M5 7h14M5 12h14M5 17h9',
};

const Icon = ({ d, filled = false }: { d: string; filled?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export interface RecordingControlsProps {
  playing: boolean;
  /** The video could not be played: play and seek are disabled. */
  failed: boolean;
  onTogglePlay(): void;
  programMs: number;
  programDurationMs: number;
  chapters: Chapter[];
  /** The chapter playing (-1 for none). */
  current: number;
  titleOf(index: number): string;
  onSeek(programMs: number): void;
  /** The captions toggle, when the recording has captions. */
  captions: { on: boolean; toggle(): void } | null;
  chaptersOpen: boolean;
  onToggleChapters(): void;
  /** The fullscreen toggle, when the browser supports it. */
  fullscreen: { active: boolean; toggle(): void } | null;
}

export function RecordingControls(props: RecordingControlsProps) {
  const { programMs, programDurationMs, failed } = props;
  const t = useT();
  return (
    <div className="podium-recording__bar">
      <button
        type="button"
        className="podium-player__button"
        aria-label={props.playing ? t('player.recording.pause') : t('player.recording.play')}
        onClick={props.onTogglePlay}
        disabled={failed}
      >
        <Icon d={props.playing ? ICONS.pause : ICONS.play} filled />
      </button>
      <SeekTrack {...props} />
      <span className="podium-recording__time">
        {t('player.recording.time', {
          current: formatClock(programMs),
          total: formatClock(programDurationMs),
        })}
      </span>
      {props.captions ? (
        <button
          type="button"
          className="podium-player__button"
          aria-label={t('player.recording.captions')}
          aria-pressed={props.captions.on}
          onClick={props.captions.toggle}
        >
          <Icon d={ICONS.captions} />
        </button>
      ) : null}
      <button
        type="button"
        className="podium-player__button podium-recording__chapters-toggle"
        aria-label={t('player.recording.chapters')}
        aria-expanded={props.chaptersOpen}
        onClick={props.onToggleChapters}
      >
        <Icon d={ICONS.chapters} />
      </button>
      {props.fullscreen ? (
        <button
          type="button"
          className="podium-player__button"
          aria-label={props.fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={props.fullscreen.toggle}
        >
          <Icon d={props.fullscreen.active ? ICONS.exit : ICONS.enter} />
        </button>
      ) : null}
    </div>
  );
}
