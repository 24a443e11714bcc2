// The save status in a live region ("Saving…", "Saved 14:02", "Unsaved changes"); a failed save
// is an alert with the server's message, and a stale one (someone else saved) offers a reload.

import { useT } from '../../../i18n/react';
import { useTimeText } from './comments/useTimeText';
import type { SaveStatus } from './useEditorSave';

export interface SaveStatusLineProps {
  status: SaveStatus;
  dirty: boolean;
  lang: string;
}

export function SaveStatusLine({ status, dirty, lang }: SaveStatusLineProps) {
  const t = useT();
  const timeText = useTimeText(lang);
  let text = '';
  if (status.kind === 'saving') text = t('editor.saving');
  else if (dirty) text = t('editor.unsaved');
  else if (status.kind === 'saved') text = t('editor.saved', { time: timeText(status.at) });
  return (
    <div className="save-status">
      <p className="save-status__text" role="status" aria-live="polite">
        {text}
      </p>
      {status.kind === 'failed' ? (
        <div className="save-status__error" role="alert">
          <p>{t('editor.notSaved', { message: status.message })}</p>
          {status.stale ? (
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
