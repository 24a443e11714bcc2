// What every panel and toolbar of the canvas editor is given: the store to read and change, the
// snapshot it renders, the viewport's camera and the deck's theme (colours and fonts by role).
import type { ReactNode } from 'react';
import type { TextTarget } from '../../../../kernel/document/canvas/crdt/ops-text';
import type { Theme } from '../../../../kernel/document/themes';
import type { EditorCamera } from './camera';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';

export interface CanvasPanelProps {
  store: CanvasStore;
  snapshot: CanvasSnapshot;
  camera: EditorCamera;
  theme: Theme;
}

/** The path's step the editor is on (-1 for none yet), and how a panel moves it. */
export interface StepControl {
  current: number;
  onJump(index: number): void;
}

/** The text being edited, and where a double click opened it (client pixels): the caret goes there. */
export interface EditingTarget extends TextTarget {
  caret?: { x: number; y: number };
}

/** What the shell lends its parts: the panels, the text editor and the save status come from here. */
export interface CanvasEditorSlots {
  status?(store: CanvasStore): ReactNode;
  insert?(panel: CanvasPanelProps, onInserted: (id: string, kind: string) => void): ReactNode;
  left?(panel: CanvasPanelProps, step: StepControl): ReactNode;
  right?(panel: CanvasPanelProps, step: StepControl): ReactNode;
  /** The inline text editor of `target`, drawn at `scale` screen pixels per design pixel. */
  textEditor?(panel: CanvasPanelProps, target: EditingTarget, scale: number, onDone: () => void): ReactNode;
}
