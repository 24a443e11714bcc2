// Like button (spec §4): signed out → the logged-out handler, nothing changes; signed in →
// optimistic toggle of state and count, then the call; on failure revert and shake.
import { useState } from 'react';
import { type LikeResult, sendLike } from '../../lib/like-client';
import { formatCount } from '../common/format';
import { useT } from '../i18n';

export interface LikeButtonProps {
  oid: string;
  likesCount: number | undefined;
  hasLiked: boolean;
  isAuthenticated: boolean;
  linkId?: string;
  onLoggedOutLike: () => void;
  send?: (oid: string, like: boolean, linkId?: string) => Promise<LikeResult>;
}

export function LikeButton({
  oid,
  likesCount,
  hasLiked,
  isAuthenticated,
  linkId,
  onLoggedOutLike,
  send = sendLike,
}: LikeButtonProps) {
  const t = useT();
  const [state, setState] = useState({ liked: hasLiked, count: likesCount ?? 0 });
  const [failed, setFailed] = useState(false);
  if (likesCount === undefined) return null;

  const toggle = async () => {
    if (!isAuthenticated) {
      onLoggedOutLike();
      return;
    }
    const before = state;
    const liked = !before.liked;
    setFailed(false);
    setState({ liked, count: before.count + (liked ? 1 : -1) });
    try {
      const result = await send(oid, liked, linkId);
      setState({ liked: result.hasLiked, count: result.likesCount });
    } catch {
      setState(before);
      setFailed(true);
    }
  };

  return (
    <button
      type="button"
      className={`like-button${state.liked ? ' like-button--liked' : ''}${failed ? ' like-button--error' : ''}`}
      aria-pressed={state.liked}
      onClick={toggle}
      onAnimationEnd={() => setFailed(false)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{state.liked ? t('viewer.liked') : t('viewer.like')}</span>{' '}
      <span className="like-button__count" aria-hidden="true">
        {formatCount(state.count)}
      </span>
      <span className="visually-hidden">
        {t('viewer.likesCount', { n: state.count, count: formatCount(state.count) })}
      </span>
    </button>
  );
}
