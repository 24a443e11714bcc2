// Picture files dropped on the canvas take the Picture menu's way in (checked by their bytes,
// uploaded, described), and land where they were dropped; a video file goes up as the Video dialog
// sends one, and lands there once in. The shell attaches the handlers to the canvas and renders
// <PictureAltDialog flow={drop.pictures} /> and <VideoDropStatus upload={drop.videos} />; the
// clipboard hands pasted picture files to `insertPictureFiles`.
import { type DragEvent, useRef } from 'react';
import { useT } from '../../../../../i18n/react';
import { newVideo } from '../../../../../kernel/document/canvas/new-elements';
import type { EditorCamera } from '../camera';
import type { CanvasStore } from '../canvas-store';
import { type InsertApi, insertApi } from './insert-api';
import { insertContext, insertElement, type OnInserted } from './useInsert';
import { type PictureFlow, usePictureFlow } from './usePictureFlow';
import { useVideoUpload, type VideoUpload } from './useVideoUpload';
import { type MeasureVideo, videoTypeOf } from './video-file';

export interface CanvasDropOptions {
  store: CanvasStore;
  camera: EditorCamera;
  oid: string;
  onInserted?: OnInserted;
  api?: InsertApi;
  /** Reads a dropped video's length (the browser's <video>; tests give their own). */
  measureVideo?: MeasureVideo;
}

export interface CanvasDrop {
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  /** Checks, uploads and (once described) inserts the first picture among `files`, at the view's centre. */
  insertPictureFiles(files: readonly Blob[]): Promise<void>;
  pictures: PictureFlow;
  videos: VideoUpload;
}

/** A file the video way takes: one the deck can play, or one that says it is a video (to be told why not). */
const isVideo = (file: File) => file.type.startsWith('video/') || videoTypeOf(file) !== null;

const noVideos = () => Promise.reject(new Error('Videos cannot be uploaded here.'));

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
  measureVideo,
}: CanvasDropOptions): CanvasDrop {
  const t = useT();
  const pictures = usePictureFlow({ store, camera, oid, onInserted, api });
  const droppedAt = useRef<{ x: number; y: number } | undefined>(undefined);
  const videos = useVideoUpload(
    oid,
    api.uploadVideo ?? noVideos,
    (video) =>
      insertElement(
        { store, camera, onInserted },
        newVideo(insertContext(store, camera, droppedAt.current), video),
        t('canvasInsert.done.video'),
      ),
    measureVideo,
  );
  return {
    onDragOver(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop(event) {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      const files = [...event.dataTransfer.files];
      const video = api.uploadVideo ? files.find(isVideo) : undefined;
      if (!video) return void pictures.addFiles(files, dropPoint(event, camera));
      droppedAt.current = dropPoint(event, camera);
      videos.start(video);
    },
    insertPictureFiles: (files) => pictures.addFiles(files),
    pictures,
    videos,
  };
}
