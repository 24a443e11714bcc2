// What every panel and toolbar of the canvas editor is given: the store to read and change, the
// snapshot it renders, the viewport's camera and the deck's theme (colours and fonts by role).
import type { Theme } from '../../../../kernel/document/themes';
import type { EditorCamera } from './camera';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';

export interface CanvasPanelProps {
  store: CanvasStore;
  snapshot: CanvasSnapshot;
  camera: EditorCamera;
  theme: Theme;
}
