// The canvas editor's bar: the deck's title, the save status, Undo and Redo, the insert tools, zoom,
// Preview and Present (from the step the editor is on).
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/react';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';
import { ZoomControls, type ZoomControlsProps } from './ZoomControls';

export interface CanvasEditorBarProps {
  store: CanvasStore;
  snapshot: CanvasSnapshot;
  /** The save status and the insert tools, drawn by the editor's slots. */
  status: ReactNode;
  insert: ReactNode;
  readOnly: boolean;
  /** A commenter's bar: no tools, as nothing of theirs edits. */
  commenting?: boolean;
  view: ZoomControlsProps['camera'];
  presentPath: string;
  onPreview(): void;
}

export function CanvasEditorBar({
  store,
  snapshot,
  status,
  insert,
  readOnly,
  commenting = false,
  view,
  presentPath,
  onPreview,
}: CanvasEditorBarProps) {
  const t = useT();
  return (
    <header className="canvas-editor__bar">
      <h1 className="canvas-editor__title" title={snapshot.document.title}>
        {snapshot.document.title}
      </h1>
      {status}
      {/* A commenter has neither Undo nor the insert tools: nothing of theirs edits. */}
      {!commenting && (
        <div className="canvas-editor__tools" role="toolbar" aria-label={t('canvas.toolbar')}>
          <button
            type="button"
            className="button canvas-editor__tool"
            onClick={() => store.undoManager.undo()}
            disabled={!snapshot.canUndo || readOnly}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            {t('canvas.undo')}
          </button>
          <button
            type="button"
            className="button canvas-editor__tool"
            onClick={() => store.undoManager.redo()}
            disabled={!snapshot.canRedo || readOnly}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            {t('canvas.redo')}
          </button>
          {insert}
        </div>
      )}
      <ZoomControls camera={view} store={store} />
      <div className="canvas-editor__actions">
        <button type="button" className="button" onClick={onPreview}>
          {t('canvas.preview')}
        </button>
        <a className="button button--primary" href={presentPath}>
          {t('canvas.present')}
        </a>
      </div>
    </header>
  );
}
