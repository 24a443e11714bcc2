// The autosave's state on the bar: "Saving…", "Saved 14:02" or "Unsaved changes" in a live region;
// offline, signed out or refused as a line that says what happens next; read-only (the deck was
// replaced elsewhere, or the right to edit withdrawn) as an alert with a reload; for a commenter,
// that the canvas is read-only and they may comment.
import { useT } from '../../../../i18n/react';
import { useTimeText } from '../comments/useTimeText';
import { SaveStatusView } from '../SaveStatusLine';
import type { CanvasSyncView } from './useCanvasSync';

/** What the line shows of the saving: its status, time and failure. */
export type SaveLineState = Pick<CanvasSyncView, 'status' | 'savedAt' | 'error'>;

export function CanvasSaveStatus({
  sync,
  lang,
  viewOnly = false,
}: {
  sync: SaveLineState;
  lang: string;
  /** The person may only comment: the line says the canvas is read-only, never that it saved. */
  viewOnly?: boolean;
}) {
  const t = useT();
  const timeText = useTimeText(lang);
  const text = viewOnly
    ? t('canvas.viewOnly')
    : sync.status === 'saving'
      ? t('editor.saving')
      : sync.status === 'saved'
        ? t('editor.saved', { time: timeText(sync.savedAt) })
        : sync.status === 'unsaved'
          ? t('editor.unsaved')
          : '';
  return (
    <SaveStatusView
      className="canvas-editor__status"
      status={sync.status}
      text={text}
      error={sync.error}
      offerReload={sync.status === 'readOnly'}
    />
  );
}
