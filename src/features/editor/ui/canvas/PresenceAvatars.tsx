// Who else is editing the deck, on the editor's bar beside the save line: one round avatar per person
// (a person with two tabs shows once) with their initials in their colour and their name as a
// tooltip, five at most and "+N" for the rest; never the person's own. Each avatar is a button that
// follows that person (their camera becomes this one's, useFollowCamera.ts), and while following, a
// "Following … Stop" line says whom and ends it. While the connection is down with nothing unsaved
// (the save line then still says "Saved"), an "Offline" chip says so; a problem the save line
// already explains is not repeated here.
import { useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import type { LivePresence } from '../../live-protocol';
import { distinctPeople } from './live-canvas-rules';
import { type Following, useFollowed } from './useFollowing';
import { type PresenceFeed, usePeers } from './usePresenceFeed';
import './PresenceAvatars.css';

export interface PresenceAvatarsProps {
  presence: PresenceFeed;
  /** This person's account id: their own tabs are not shown. */
  meId: number;
  offline: boolean;
  /** Whom this person follows; without it the avatars only show who is there. */
  following?: Following;
}

/** How many avatars the bar has room for. */
export const AVATARS_SHOWN = 5;

type User = LivePresence['user'];

/** "Ada Lovelace" → "AL"; one word → its first letter; by code point, so no emoji is cut in half. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase() || '?';
}

/** One person: a button that follows them (pressed while followed), or only their name. */
function Avatar({ user, following, followed }: { user: User; following?: Following; followed: boolean }) {
  const t = useT();
  const initials = <span aria-hidden="true">{initialsOf(user.name)}</span>;
  return (
    <li
      className="canvas-presence__avatar"
      style={{ background: user.color }}
      title={user.name}
      data-followed={followed || undefined}
    >
      {following ? (
        <button
          type="button"
          className="canvas-presence__follow"
          aria-label={t('canvasLive.follow', { name: user.name })}
          aria-pressed={followed}
          onClick={() => (followed ? following.stop() : following.start(user.id))}
        >
          {initials}
        </button>
      ) : (
        <>
          {initials}
          <span className="visually-hidden">{user.name}</span>
        </>
      )}
    </li>
  );
}

/** Whom the camera follows, in their colour, and the way to stop. */
function FollowingLine({ user, following }: { user: User; following: Following }) {
  const t = useT();
  return (
    <p className="canvas-presence__following" style={{ borderColor: user.color }}>
      <span role="status">{t('canvasLive.following', { name: user.name })}</span>
      <button
        type="button"
        className="canvas-presence__stop"
        aria-label={t('canvasLive.stopFollowingName', { name: user.name })}
        onClick={following.stop}
      >
        {t('canvasLive.stopFollowing')}
      </button>
    </p>
  );
}

/** The avatars past the first five, as one "+N" naming them. */
function More({ rest }: { rest: User[] }) {
  const t = useT();
  const names = t('canvasLive.moreNames', { names: rest.map((user) => user.name).join(', ') });
  return (
    <li className="canvas-presence__avatar canvas-presence__more" title={names}>
      <span aria-hidden="true">{t('canvasLive.more', { count: rest.length })}</span>
      <span className="visually-hidden">{names}</span>
    </li>
  );
}

export function PresenceAvatars({ presence, meId, offline, following }: PresenceAvatarsProps) {
  const t = useT();
  const peers = usePeers(presence);
  const followedId = useFollowed(following);
  const people = useMemo(() => distinctPeople(peers, meId), [peers, meId]);
  if (people.length === 0 && !offline) return null;
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.slice(AVATARS_SHOWN);
  const followed = people.find((user) => user.id === followedId);
  return (
    <div className="canvas-presence">
      {people.length > 0 ? (
        <ul className="canvas-presence__people" aria-label={t('canvasLive.others', { count: people.length })}>
          {shown.map((user) => (
            <Avatar key={user.id} user={user} following={following} followed={user === followed} />
          ))}
          {rest.length > 0 ? <More rest={rest} /> : null}
        </ul>
      ) : null}
      {followed && following ? <FollowingLine user={followed} following={following} /> : null}
      {offline ? (
        <p className="canvas-presence__offline" role="status" title={t('canvasLive.offline')}>
          <span aria-hidden="true">{t('canvasLive.offlineChip')}</span>
          <span className="visually-hidden">{t('canvasLive.offline')}</span>
        </p>
      ) : null}
    </div>
  );
}
