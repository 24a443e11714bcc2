// Links to one frame of the editor, `#frame=<id>` (the import report links to each slide so): the
// editor opens on the frame a link names, and a link followed inside the page later flies there.
// Either way the frame is selected and announced, so the person sees (and hears) which one it is.
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../../../../i18n/react';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import type { EditorCamera } from './camera';
import type { CanvasStore } from './canvas-store';
import { labelOf } from './useEditorKeyboard';

/** The frame a link to the editor names: `#frame=<id>`. */
export function frameInLink(hash: string): string | undefined {
  const match = /^#frame=([A-Za-z0-9_-]{1,64})$/.exec(hash);
  return match?.[1];
}

/** The frame `id` names, when the deck has it. */
export function linkedFrame(store: CanvasStore, id: string | undefined): CanvasElement | undefined {
  if (id === undefined) return undefined;
  return store.snapshot().document.elements.find((element) => element.id === id && element.kind === 'frame');
}

/**
 * Selects and announces `opened` (the frame the editor opened on) once; then follows links to
 * frames clicked inside the page, showing each with the camera.
 */
export function useFrameLinks(store: CanvasStore, opened: CanvasElement | undefined, camera: EditorCamera) {
  const t = useT();
  const select = useCallback(
    (frame: CanvasElement) => {
      store.select([frame.id]);
      store.announce(t('canvas.selectedElement', { kind: t('canvas.kind.frame'), label: labelOf(frame) }));
    },
    [store, t],
  );
  const done = useRef(false);
  useEffect(() => {
    if (!opened || done.current) return;
    done.current = true;
    select(opened);
  }, [opened, select]);
  useEffect(() => {
    const follow = () => {
      const frame = linkedFrame(store, frameInLink(window.location.hash));
      if (!frame) return;
      select(frame);
      camera.show(frame);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [store, select, camera]);
}
