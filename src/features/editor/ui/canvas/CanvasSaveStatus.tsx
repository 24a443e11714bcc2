// The autosave's state on the bar: "Saving…", "Saved 14:02" or "Unsaved changes" in a live region;
// offline, signed out or refused as a line that says what happens next; read-only (the deck was
// replaced elsewhere, or the right to edit withdrawn) as an alert with a reload.
import { useT } from '../../../../i18n/react';
import { useTimeText } from '../comments/useTimeText';
import type { CanvasSyncView } from './useCanvasSync';

export function CanvasSaveStatus({ sync, lang }: { sync: CanvasSyncView; lang: string }) {
  const t = useT();
  const timeText = useTimeText(lang);
  const text =
    sync.status === 'saving'
      ? t('editor.saving')
      : sync.status === 'saved'
        ? t('editor.saved', { time: timeText(sync.savedAt) })
        : sync.status === 'unsaved'
          ? t('editor.unsaved')
          : '';
  return (
    <div className="save-status canvas-editor__status" data-status={sync.status}>
      <p className="save-status__text" role="status" aria-live="polite">
        {text}
      </p>
      {sync.error ? (
        <div className="save-status__error" role="alert">
          <p>{sync.error}</p>
          {sync.status === 'readOnly' ? (
            <button
              type="button"
              className="button editor-small-button"
              onClick={() => window.location.reload()}
            >
              {t('editor.reload')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
