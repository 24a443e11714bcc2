// The audience's reaction buttons: the offered emoji only.

import { useT } from '../../../i18n/react';
import { LIVE_REACTIONS, type LiveReaction } from '../contracts';

export function ReactionBar({
  onReact,
  disabled,
}: {
  onReact(emoji: LiveReaction): void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="live-reaction-bar">
      <legend className="visually-hidden">{t('live.reactionsLabel')}</legend>
      {LIVE_REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="live-reaction-bar__button"
          aria-label={t('live.react', { emoji })}
          disabled={disabled}
          onClick={() => onReact(emoji)}
        >
          <span aria-hidden="true">{emoji}</span>
        </button>
      ))}
    </fieldset>
  );
}
