// The player's keys, shown over the presentation by "?" and hidden by "?",
// Escape or its close button. Inside the player, so it shows in fullscreen too.
import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/react';

const KEYS = [
  ['→  Space  PageDown', 'player.help.next'],
  ['←  Shift+Space  PageUp', 'player.help.previous'],
  ['Home  End', 'player.help.ends'],
  ['F', 'player.help.fullscreen'],
  ['Esc', 'player.help.escape'],
  ['?', 'player.help.help'],
] as const;

export function KeyboardHelp({ onClose }: { onClose(): void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Keys keep working from the close button; the list stays scrolled to its title on a small stage.
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  return (
    <div className="podium-player__help" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('player.help.title')}</h2>
      <dl>
        {KEYS.map(([keys, label]) => (
          <div key={label}>
            <dt>
              {keys.split('  ').map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <button ref={close} type="button" className="podium-player__help-close" onClick={onClose}>
        {t('player.help.close')}
      </button>
    </div>
  );
}
