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
  const failure = status.kind === 'failed' ? t('editor.notSaved', { message: status.message }) : null;
  return (
    <SaveStatusView text={text} error={failure} offerReload={status.kind === 'failed' && status.stale} />
  );
}

export interface SaveStatusViewProps {
  /** What the save is doing, read out politely. */
  text: string;
  /** Why nothing is saved, as an alert; null while all is well. */
  error: string | null;
  /** The page must be reloaded to go on: a button does it. */
  offerReload: boolean;
  className?: string;
  status?: string;
}

/** The status line's markup, shared by the source editor's save and the canvas's autosave. */
export function SaveStatusView({ text, error, offerReload, className, status }: SaveStatusViewProps) {
  const t = useT();
  return (
    <div className={className ? `save-status ${className}` : 'save-status'} data-status={status}>
      <p className="save-status__text" role="status" aria-live="polite">
        {text}
      </p>
      {error ? (
        <div className="save-status__error" role="alert">
          <p>{error}</p>
          {offerReload ? (
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
