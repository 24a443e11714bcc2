// The presenter view's wall clock and elapsed timer with its start, pause and reset buttons.
import { useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import { formatElapsed, isRunning } from '../../../../ui-kit/presenting/timer';
import type { ElapsedTimer } from './useElapsedTimer';

export interface PresenterTimer extends ElapsedTimer {
  firstMove(): void;
}

export function PresenterClock({ timer, lang }: { timer: PresenterTimer; lang: string }) {
  const t = useT();
  const time = useMemo(() => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }), [lang]);
  const running = isRunning(timer.timer);
  return (
    <div className="presenter-clock">
      <p className="presenter-clock__item">
        <span className="presenter-clock__label">{t('present.clock')}</span>
        <span className="presenter-clock__value" data-testid="presenter-clock">
          {timer.now === null ? '--:--' : time.format(timer.now)}
        </span>
      </p>
      <p className="presenter-clock__item">
        <span className="presenter-clock__label">{t('present.elapsed')}</span>
        <span className="presenter-clock__value" data-testid="presenter-elapsed" role="timer">
          {timer.now === null ? '-:--' : formatElapsed(timer.elapsed)}
        </span>
      </p>
      <div className="presenter-clock__buttons">
        {running ? (
          <button type="button" className="button" onClick={timer.pause}>
            {t('present.pause')}
          </button>
        ) : (
          <button type="button" className="button" onClick={timer.start}>
            {t('present.start')}
          </button>
        )}
        <button type="button" className="button" onClick={timer.reset}>
          {t('present.reset')}
        </button>
      </div>
    </div>
  );
}
