// The chapter list of a recorded video presentation: one chapter per step the viewer
// sees, its program time and title; a click plays from there. A panel beside the video on a wide
// player, a drawer over it on a narrow one (Player.css), opened from the control bar.
import type { Chapter } from '../features/recordings/rules';
import { useT } from '../i18n/react';
import { formatClock } from './recording-sync';

export interface RecordingChaptersProps {
  chapters: Chapter[];
  /** The chapter playing (-1 for none). */
  current: number;
  open: boolean;
  titleOf(index: number): string;
  onPick(atMs: number): void;
}

export function RecordingChapters({ chapters, current, open, titleOf, onPick }: RecordingChaptersProps) {
  const t = useT();
  return (
    <nav
      className={`podium-recording__chapters${open ? ' podium-recording__chapters--open' : ''}`}
      aria-label={t('player.recording.chapters')}
    >
      <ol>
        {chapters.map((chapter, i) => (
          <li key={`${chapter.atMs}-${chapter.step}`}>
            <button
              type="button"
              className="podium-recording__chapter"
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onPick(chapter.atMs)}
            >
              <span className="podium-recording__chapter-time">{formatClock(chapter.atMs)}</span>
              <span className="podium-recording__chapter-title">{titleOf(i)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
