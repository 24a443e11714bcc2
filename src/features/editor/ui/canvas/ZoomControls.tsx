// Zoom out, the zoom as a percentage (a click fits the whole canvas), zoom in: the mouse-free way to
// the same views the wheel and the pinch give. The percentage follows the camera once it rests, not
// on every frame of a zoom.
import { useT } from '../../../../i18n/react';
import { boundsOfBoxes, type Camera, type EditorCamera, type Size, zoomAt } from './camera';
import type { CanvasStore } from './canvas-store';
import { useSettled } from './viewport-drawing';

export interface ZoomControlsProps {
  camera: {
    camera: Camera;
    size: Size;
    setCamera(next: Camera | ((current: Camera) => Camera)): void;
    api: EditorCamera;
  };
  store: CanvasStore;
}

export function ZoomControls({ camera: view, store }: ZoomControlsProps) {
  const t = useT();
  const centre = { x: view.size.width / 2, y: view.size.height / 2 };
  const zoomBy = (factor: number) => view.setCamera((current) => zoomAt(current, view.size, centre, factor));
  const fitAll = () => {
    const bounds = boundsOfBoxes(store.snapshot().document.elements);
    if (bounds) view.api.show(bounds);
  };
  const percent = useSettled(view.camera.zoom) * 100;
  return (
    <fieldset className="canvas-editor__zoom">
      <legend className="visually-hidden">{t('canvas.zoom')}</legend>
      <button
        type="button"
        className="button canvas-editor__tool"
        onClick={() => zoomBy(0.8)}
        aria-label={t('canvas.zoomOut')}
        aria-keyshortcuts="-"
      >
        −
      </button>
      <button
        type="button"
        className="button canvas-editor__tool"
        onClick={fitAll}
        aria-label={t('canvas.fitAll')}
        aria-keyshortcuts="0"
      >
        {percent >= 1 ? `${Math.round(percent)} %` : `${percent.toPrecision(2)} %`}
      </button>
      <button
        type="button"
        className="button canvas-editor__tool"
        onClick={() => zoomBy(1.25)}
        aria-label={t('canvas.zoomIn')}
        aria-keyshortcuts="+"
      >
        +
      </button>
    </fieldset>
  );
}
