// The player's own controls: previous, "3 / 12", next, and fullscreen where the browser allows it.
// Previous is aria-disabled rather than disabled on the first step, so focus stays in the player.
import { useT } from '../i18n/react';

export interface StepControlsProps {
  index: number;
  total: number;
  onPrevious(): void;
  onNext(): void;
  fullscreen: { supported: boolean; active: boolean };
  onToggleFullscreen(): void;
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  enter: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
};

export function StepControls({
  index,
  total,
  onPrevious,
  onNext,
  fullscreen,
  onToggleFullscreen,
}: StepControlsProps) {
  const t = useT();
  const atStart = index === 0;
  return (
    <fieldset className="podium-player__controls" aria-label={t('player.controls')}>
      <button
        type="button"
        className="podium-player__button"
        aria-label={t('player.previous')}
        aria-disabled={atStart}
        onClick={atStart ? undefined : onPrevious}
      >
        <Icon d={ICONS.previous} />
      </button>
      <span className="podium-player__counter">{t('player.stepOf', { current: index + 1, total })}</span>
      <button type="button" className="podium-player__button" aria-label={t('player.next')} onClick={onNext}>
        <Icon d={ICONS.next} />
      </button>
      {fullscreen.supported && (
        <button
          type="button"
          className="podium-player__button"
          aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={onToggleFullscreen}
        >
          <Icon d={fullscreen.active ? ICONS.exit : ICONS.enter} />
        </button>
      )}
    </fieldset>
  );
}
