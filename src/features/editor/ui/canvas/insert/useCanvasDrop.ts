// Picture files dropped on the canvas take the Picture menu's way in (checked by their bytes,
// uploaded, described), and land where they were dropped. The shell attaches the handlers to the
// canvas and renders <PictureAltDialog flow={drop.pictures} />; the clipboard hands pasted picture
// files to `insertPictureFiles`.
import type { DragEvent } from 'react';
import type { EditorCamera } from '../camera';
import type { CanvasStore } from '../canvas-store';
import { type InsertApi, insertApi } from './insert-api';
import type { OnInserted } from './useInsert';
import { type PictureFlow, usePictureFlow } from './usePictureFlow';

export interface CanvasDropOptions {
  store: CanvasStore;
  camera: EditorCamera;
  oid: string;
  onInserted?: OnInserted;
  api?: InsertApi;
}

export interface CanvasDrop {
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  /** Checks, uploads and (once described) inserts the first picture among `files`, at the view's centre. */
  insertPictureFiles(files: readonly Blob[]): Promise<void>;
  pictures: PictureFlow;
}

const carriesFiles = (data: DataTransfer | null) => Boolean(data && [...data.types].includes('Files'));

/**
 * The world point under a drop, on an element that shows the camera's current view whole (the
 * canvas viewport); undefined when the element or the event has no position.
 */
function dropPoint(event: DragEvent, camera: EditorCamera) {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0 || !Number.isFinite(event.clientX + event.clientY)) return undefined;
  const view = camera.currentView();
  return {
    x: view.x + ((event.clientX - box.left) / box.width) * view.width,
    y: view.y + ((event.clientY - box.top) / box.height) * view.height,
  };
}

export function useCanvasDrop({
  store,
  camera,
  oid,
  onInserted,
  api = insertApi,
}: CanvasDropOptions): CanvasDrop {
  const pictures = usePictureFlow({ store, camera, oid, onInserted, api });
  return {
    onDragOver(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      void pictures.addFiles([...event.dataTransfer.files], dropPoint(event, camera));
    },
    insertPictureFiles: (files) => pictures.addFiles(files),
    pictures,
  };
}
