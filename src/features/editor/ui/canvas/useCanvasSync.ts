// The canvas editor's autosave on the page (canvas-sync.ts does the work): its status for the save
// line, the message of a failure in the page's language, a flush, and the page's events: leaving
// with unsaved edits asks first, and hiding or leaving the page sends what is pending.
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { useT } from '../../../../i18n/react';
import { callApi, keepaliveDeps } from '../../../../lib/api-client';
import { editorApi } from '../../contracts';
import type { EditorApi } from '../useEditorSave';
import {
  type CanvasSync,
  type CanvasSyncState,
  type CanvasSyncStatus,
  createCanvasSync,
} from './canvas-sync';

export interface CanvasSyncOptions {
  oid: string;
  /** The tab's Y.Doc, holding the page's canvas state (CanvasEditorState.state) already. */
  ydoc: Y.Doc;
  generation: string;
  initialUpdatedAt: string;
  api?: EditorApi;
}

export interface CanvasSyncView {
  status: CanvasSyncStatus;
  /** When the deck was last saved (ISO). */
  savedAt: string;
  /** What went wrong, for the person, while it matters; null otherwise. */
  error: string | null;
  /** Sends pending edits now (Ctrl+S, before leaving). */
  flush(): Promise<void>;
}

export function useCanvasSync({
  oid,
  ydoc,
  generation,
  initialUpdatedAt,
  api = callApi,
}: CanvasSyncOptions): CanvasSyncView {
  const t = useT();
  const [state, setState] = useState<CanvasSyncState>({
    status: 'saved',
    savedAt: initialUpdatedAt,
    failure: null,
  });
  const sync = useRef<CanvasSync | null>(null);
  const initial = useRef(initialUpdatedAt);
  // A new session would take unsent edits for acknowledged: a caller's new `api` must not make one.
  const call = useRef(api);
  call.current = api;

  useEffect(() => {
    const current = createCanvasSync({
      ydoc,
      generation,
      initialUpdatedAt: initial.current,
      send: (body, options) =>
        call.current(
          editorApi.canvasSync,
          { params: { oid }, body },
          options?.keepalive ? keepaliveDeps() : undefined,
        ),
      onChange: setState,
    });
    sync.current = current;
    const leave = () => current.leave();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void current.flush();
    };
    // The browser shows its own wording; the edits stay in the tab either way.
    const warn = (event: BeforeUnloadEvent) => {
      if (!current.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', warn);
      current.destroy();
      if (sync.current === current) sync.current = null;
    };
  }, [oid, ydoc, generation]);

  const flush = useCallback(() => sync.current?.flush() ?? Promise.resolve(), []);
  const { failure } = state;
  const error =
    failure === null
      ? null
      : failure.kind === 'refused'
        ? t('editor.canvasSave.refused', { reason: failure.detail })
        : t(`editor.canvasSave.${failure.kind}`);
  return { status: state.status, savedAt: state.savedAt, error, flush };
}
