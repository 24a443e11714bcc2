// The audience's stage on the live page: the player following the presenter's
// step, or its loading ring, or, once the session has ended, the restart screen's look with a link
// to the talk. A viewer who moves on their own stops following until they press "Follow".
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../../../i18n/react';
import { CircularProgress } from '../../../ui-kit/common/CircularProgress';
import { LoadError } from '../../../ui-kit/common/LoadError';
import type { PlayerHandle, StepEvent } from '../../../ui-kit/player-host/player-types';
import type { LivePlayerLoad } from './useLivePlayer';

export interface LiveStageProps {
  load: LivePlayerLoad;
  /** The presenter's step. */
  step: number;
  following: boolean;
  ended: boolean;
  talkUrl: string | null;
  /** The viewer moved away from the presenter's step by themselves. */
  onWander(): void;
  onRetry(): void;
}

/** Targets asked of the player recently: steps it shows because we asked are not wandering. */
const REMEMBERED_TARGETS = 8;

export function LiveStage({ load, step, following, ended, talkUrl, onWander, onRetry }: LiveStageProps) {
  const t = useT();
  const player = useRef<PlayerHandle | null>(null);
  const asked = useRef<number[]>([step]);
  const stepRef = useRef(step);
  stepRef.current = step;
  // The player's first step; it must not change under the player once mounted.
  const initialStep = useRef(step).current;
  const followingRef = useRef(following);
  followingRef.current = following;

  useEffect(() => {
    if (!following || ended) return;
    asked.current = [step, ...asked.current].slice(0, REMEMBERED_TARGETS);
    player.current?.goTo(step);
  }, [step, following, ended]);

  const onStep = useCallback(
    (event: StepEvent) => {
      performance.mark?.('podium:live-step', { detail: { step: event.index } });
      if (event.index !== stepRef.current && !asked.current.includes(event.index)) onWander();
      // Once shown, a step we asked for no longer excuses the same step later on (the viewer going
      // back to a step the presenter showed earlier is wandering).
      asked.current = asked.current.filter((s) => s !== event.index);
    },
    [onWander],
  );

  const { Player, data } = load;
  return (
    <div className="live-stage">
      {Player && data && !ended ? (
        <Player
          ref={player}
          data={data}
          initialStep={initialStep}
          onStep={onStep}
          onReady={() => {
            if (followingRef.current) player.current?.goTo(stepRef.current);
          }}
        />
      ) : null}
      {!ended && !(Player && data) && !load.failed ? (
        <div className="live-stage__loading">
          <CircularProgress value={load.progress} />
        </div>
      ) : null}
      {!ended && load.failed ? <LoadError onRetry={onRetry} /> : null}
      {ended ? (
        <div className="viewer-overlay viewer-overlay--restart live-stage__ended" data-mode="restart">
          <div className="viewer-overlay__center viewer-overlay__restart">
            <p className="live-stage__ended-text">{t('live.ended')}</p>
            {talkUrl !== null ? (
              <div className="viewer-overlay__actions">
                <a className="button button--primary" href={talkUrl}>
                  {t('live.endedLink')}
                </a>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
