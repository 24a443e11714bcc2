// Like button (spec §4): signed out → the logged-out handler, nothing changes; signed in →
// optimistic toggle of state and count, then the call; on failure revert and shake.
// The animation state (liked, unliked, error, default) is exposed as data-animation for styles;
// 'unliked' falls back to 'default' after 2000 ms, 'liked' and 'error' when their animation ends.
import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '../../../../i18n/react';
import { UNLIKE_ANIMATION_RESET_MS } from '../../../../lib/constants';
import { type LikeResult, sendLike } from '../../../../lib/like-client';
import { formatCount, takesSingular } from '../../../../ui-kit/common/format';
import './LikeButton.css';

export type LikeAnimation = 'liked' | 'unliked' | 'error' | 'default';

export interface LikeButtonProps {
  oid: string;
  likesCount: number | undefined;
  hasLiked: boolean;
  isAuthenticated: boolean;
  linkId?: string;
  onLoggedOutLike: () => void;
  /** Called once the server has accepted a like (true) or an unlike (false), e.g. for analytics. */
  onChange?: (liked: boolean) => void;
  send?: (oid: string, like: boolean, linkId?: string) => Promise<LikeResult>;
}

export function LikeButton({
  oid,
  likesCount,
  hasLiked,
  isAuthenticated,
  linkId,
  onLoggedOutLike,
  onChange,
  send = sendLike,
}: LikeButtonProps) {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState({ liked: hasLiked, count: likesCount ?? 0 });
  const [animation, setAnimation] = useState<LikeAnimation>('default');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  if (likesCount === undefined) return null;

  const toggle = async () => {
    if (!isAuthenticated) {
      onLoggedOutLike();
      return;
    }
    const before = state;
    const liked = !before.liked;
    clearTimeout(resetTimer.current);
    setAnimation(liked ? 'liked' : 'unliked');
    if (!liked) {
      resetTimer.current = setTimeout(
        () => setAnimation((current) => (current === 'unliked' ? 'default' : current)),
        UNLIKE_ANIMATION_RESET_MS,
      );
    }
    setState({ liked, count: before.count + (liked ? 1 : -1) });
    try {
      const result = await send(oid, liked, linkId);
      setState({ liked: result.hasLiked, count: result.likesCount });
      onChange?.(liked);
    } catch {
      clearTimeout(resetTimer.current);
      setState(before);
      setAnimation('error');
    }
  };

  return (
    <button
      type="button"
      className={`like-button${state.liked ? ' like-button--liked' : ''}${animation === 'error' ? ' like-button--error' : ''}`}
      data-animation={animation}
      data-count={state.count}
      aria-pressed={state.liked}
      onClick={toggle}
      onAnimationEnd={() =>
        setAnimation((current) => (current === 'error' || current === 'liked' ? 'default' : current))
      }
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {/* The spec's Likes label after the count (as the toolbar's Views); the verb while there are none. */}
      {state.count > 0 ? (
        <span className="like-button__label" aria-hidden="true">
          <span className="like-button__count">{formatCount(state.count, lang)}</span>{' '}
          <span className="like-button__word">
            {t(takesSingular(state.count, lang) ? 'viewer.likesOne' : 'viewer.likes')}
          </span>
        </span>
      ) : (
        <span className="like-button__label" aria-hidden="true">
          {t('viewer.like')}
        </span>
      )}
      <span className="visually-hidden">
        {t('viewer.like')} (
        {t(takesSingular(state.count, lang) ? 'viewer.likesCountOne' : 'viewer.likesCount', {
          count: formatCount(state.count, lang),
        })}
        )
      </span>
    </button>
  );
}
