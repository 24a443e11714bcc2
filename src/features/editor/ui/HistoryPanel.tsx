// Earlier versions, newest first: each is the presentation as it was before a save, with who saved
// over it and when. Restore asks once more, then saves that version as the current one.

import { useState } from 'react';
import { useT } from '../../../i18n/react';
import type { VersionData } from '../contracts';
import { useTimeText } from './comments/useTimeText';

export interface HistoryPanelProps {
  versions: VersionData[];
  lang: string;
  dirty: boolean;
  busy: boolean;
  onRestore(id: number): Promise<void>;
}

export function HistoryPanel({ versions, lang, dirty, busy, onRestore }: HistoryPanelProps) {
  const t = useT();
  const timeText = useTimeText(lang);
  const [confirming, setConfirming] = useState<number | null>(null);
  if (versions.length === 0) return <p className="history__empty">{t('editor.historyEmpty')}</p>;
  return (
    <div className="history">
      <p className="history__intro">{t('editor.historyIntro')}</p>
      <ol className="history__list">
        {versions.map((version) => (
          <li key={version.id} className="history__item">
            <p className="history__title">{version.title}</p>
            <p className="history__meta">
              {version.author
                ? t('editor.replacedBy', { name: version.author.displayName })
                : t('editor.replaced')}
              {' · '}
              <time dateTime={version.createdAt}>{timeText(version.createdAt)}</time>
            </p>
            {confirming === version.id ? (
              <div className="history__confirm">
                <p>{dirty ? t('editor.restoreConfirmDirty') : t('editor.restoreConfirm')}</p>
                <button
                  type="button"
                  className="button button--primary editor-small-button"
                  disabled={busy}
                  onClick={async () => {
                    await onRestore(version.id);
                    setConfirming(null);
                  }}
                >
                  {t('editor.restore')}
                </button>{' '}
                <button
                  type="button"
                  className="button editor-small-button"
                  onClick={() => setConfirming(null)}
                >
                  {t('comments.cancel')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="button editor-small-button"
                aria-label={t('editor.restoreNamed', { time: timeText(version.createdAt) })}
                onClick={() => setConfirming(version.id)}
              >
                {t('editor.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
