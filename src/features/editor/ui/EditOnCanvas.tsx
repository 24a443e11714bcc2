// "Edit on the canvas" for a Markdown or JSON deck: opens it in the canvas editor, converted. It is
// offered only while the saved source is the deck on the page, because the canvas editor converts
// the stored deck: unsaved or invalid text would be left behind.
import { useId } from 'react';
import { useT } from '../../../i18n/react';
import './EditOnCanvas.css';

/** Why the canvas cannot be opened right now: the source has unsaved changes, or does not read. */
export type CanvasBlock = 'unsaved' | 'invalid' | null;

export interface EditOnCanvasProps {
  /** The canvas editor's address for this deck. */
  path: string;
  blocked: CanvasBlock;
  go(path: string): void;
}

export function EditOnCanvas({ path, blocked, go }: EditOnCanvasProps) {
  const t = useT();
  const id = useId();
  const reason =
    blocked === 'unsaved'
      ? t('editor.openCanvasUnsaved')
      : blocked === 'invalid'
        ? t('editor.openCanvasInvalid')
        : null;
  return (
    <div className="edit-on-canvas">
      <button
        type="button"
        className="button"
        disabled={blocked !== null}
        aria-describedby={reason ? `${id}-hint ${id}-reason` : `${id}-hint`}
        onClick={() => go(path)}
      >
        {t('editor.openCanvas')}
      </button>
      <p id={`${id}-hint`} className="edit-on-canvas__hint">
        {t('editor.openCanvasHint')}
      </p>
      {reason ? (
        <p id={`${id}-reason`} className="edit-on-canvas__reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
