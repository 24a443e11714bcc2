// Who else is editing the deck, on the editor's bar beside the save line: one round avatar per person
// (a person with two tabs shows once) with their initials in their colour and their name as its text
// for screen readers and as a tooltip, five at most and "+N" for the rest; never the person's own.
// While the connection is down with nothing unsaved (the save line then still says "Saved"), an
// "Offline" chip says so; a problem the save line already explains is not repeated here.
import { useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import { distinctPeople } from './live-canvas-rules';
import { type PresenceFeed, usePeers } from './usePresenceFeed';
import './PresenceAvatars.css';

export interface PresenceAvatarsProps {
  presence: PresenceFeed;
  /** This person's account id: their own tabs are not shown. */
  meId: number;
  offline: boolean;
}

/** How many avatars the bar has room for. */
export const AVATARS_SHOWN = 5;

/** "Ada Lovelace" → "AL"; one word → its first letter; by code point, so no emoji is cut in half. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase() || '?';
}

export function PresenceAvatars({ presence, meId, offline }: PresenceAvatarsProps) {
  const t = useT();
  const peers = usePeers(presence);
  const people = useMemo(() => distinctPeople(peers, meId), [peers, meId]);
  if (people.length === 0 && !offline) return null;
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.slice(AVATARS_SHOWN);
  return (
    <div className="canvas-presence">
      {people.length > 0 ? (
        <ul className="canvas-presence__people" aria-label={t('canvasLive.others', { count: people.length })}>
          {shown.map((user) => (
            <li
              key={user.id}
              className="canvas-presence__avatar"
              style={{ background: user.color }}
              title={user.name}
            >
              <span aria-hidden="true">{initialsOf(user.name)}</span>
              <span className="visually-hidden">{user.name}</span>
            </li>
          ))}
          {rest.length > 0 ? (
            <li
              className="canvas-presence__avatar canvas-presence__more"
              title={t('canvasLive.moreNames', { names: rest.map((user) => user.name).join(', ') })}
            >
              <span aria-hidden="true">{t('canvasLive.more', { count: rest.length })}</span>
              <span className="visually-hidden">
                {t('canvasLive.moreNames', { names: rest.map((user) => user.name).join(', ') })}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {offline ? (
        <p className="canvas-presence__offline" role="status" title={t('canvasLive.offline')}>
          <span aria-hidden="true">{t('canvasLive.offlineChip')}</span>
          <span className="visually-hidden">{t('canvasLive.offline')}</span>
        </p>
      ) : null}
    </div>
  );
}
