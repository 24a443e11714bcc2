// Shown over the preview when the player chunk could not be loaded: a message and a retry.
import { useT } from '../../i18n/react';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="viewer__error" role="alert">
      <p>{t('viewer.loadFailed')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('viewer.retry')}
      </button>
    </div>
  );
}
