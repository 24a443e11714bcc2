// The canvas editor (the lazy "canvas-editor" chunk): the bar with the deck's title, save status,
// Undo and Redo, the insert tools, zoom and Preview/Present; the path on the left, the canvas in
// the middle, the format panel on the right, and one live region that announces what each action
// did. The Y.Doc starts from the state the server sent, so every tab of the deck shares one history.
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { TextTarget } from '../../../../kernel/document/canvas/crdt/ops-text';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import { deckTheme } from '../../../brand/rules';
import type { EditPageData } from '../../contracts';
import { CanvasEditorBar } from './CanvasEditorBar';
import { CanvasPreview } from './CanvasPreview';
import { type BoxLike, boundsOfBoxes, type EditorCamera } from './camera';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';
import { EditorViewport } from './EditorViewport';
import { linkedFrame, useFrameLinks } from './frame-links';
import type { CanvasEditorSlots, CanvasPanelProps, EditingTarget } from './panel-props';
import { useCanvasSnapshot } from './useCanvasStore';
import { useEditorCamera } from './useEditorCamera';
import { useEditorKeyboard } from './useEditorKeyboard';
import { useFollowCamera } from './useFollowCamera';
import type { Following } from './useFollowing';
import type { PresenceFeed } from './usePresenceFeed';
import { type PublishPresence, usePublishPointer } from './usePublishPointer';
import { usePublishView } from './usePublishView';
import './CanvasEditor.css';

export type CanvasEditorData = EditPageData & { canvas: NonNullable<EditPageData['canvas']> };

export interface CanvasEditorProps {
  data: CanvasEditorData;
  /** The editing state, over the Y.Doc the page's canvas state was loaded into. */
  store: CanvasStore;
  /** Given the viewport's camera, for what lives outside the editor (drops, pastes). */
  cameraRef?: { current: EditorCamera | null };
  /** Drops of files on the canvas. */
  onDragOver?(event: React.DragEvent): void;
  onDrop?(event: React.DragEvent): void;
  slots?: CanvasEditorSlots;
  /** The editing state could not be saved and is kept here only: nothing may change it any more. */
  readOnly?: boolean;
  /**
   * The person may only comment (read-only too): the right side holds only the comments, which stay
   * usable, and the bar says the canvas is read-only.
   */
  commenting?: boolean;
  /** The others in the deck: their selections and pointers are drawn over the canvas. */
  presence?: PresenceFeed;
  /** Shows the others this person's pointer and view. */
  publish?: PublishPresence;
  /** Whom this person follows: the camera keeps to their view until they move it themselves. */
  following?: Following;
  /** A frame to open on, selected (a link to one slide of an imported deck); else the first step. */
  openAt?: string;
}

/** Where the editor opens: the frame linked to, else the first step's frame or view, else everything. */
function openingBox(store: CanvasStore, linked: CanvasElement | undefined): BoxLike | null {
  if (linked) return linked;
  const { document } = store.snapshot();
  const first = document.path[0];
  const frame = first?.frame ? document.elements.find((element) => element.id === first.frame) : undefined;
  return frame ?? first?.view ?? boundsOfBoxes(document.elements);
}

const TEXT_KINDS = new Set(['text', 'shape']);

/**
 * The store's snapshot, the camera opening on the first step, the theme. The camera handed on
 * (and lent to `cameraRef`) is the person's own: moving it ends following someone; the pointer and
 * the view go to the others.
 */
function useCanvasSetup({ data, store, cameraRef, presence, publish, following, openAt }: CanvasEditorProps) {
  const snapshot = useCanvasSnapshot(store);
  const viewportRef = useRef<HTMLElement | null>(null);
  const [linked] = useState(() => linkedFrame(store, openAt));
  const [opening] = useState(() => openingBox(store, linked));
  const camera = useEditorCamera(viewportRef, opening);
  useFrameLinks(store, linked, camera.api);
  const own = useFollowCamera({ following, presence, setCamera: camera.setCamera, api: camera.api });
  usePublishPointer(viewportRef, camera.api, publish);
  usePublishView(camera.camera, camera.size, publish);
  const view = { ...camera, ...own };
  if (cameraRef) cameraRef.current = view.api;
  const { theme: name } = snapshot.document;
  const theme = useMemo(() => deckTheme(name, data.player.brand), [name, data.player.brand]);
  return { store, snapshot, viewportRef, view, theme };
}

/**
 * The text being edited (a box, a shape's text or a table's cell); someone else deleting it (or an
 * Undo taking it away) ends the editing.
 */
function useTextEditing(
  snapshot: CanvasSnapshot,
  viewportRef: RefObject<HTMLElement | null>,
  readOnly: boolean,
  show: (box: BoxLike) => void,
) {
  const [target, setTarget] = useState<EditingTarget | null>(null);
  const gone =
    target !== null && !snapshot.document.elements.some((element) => element.id === target.element);
  useEffect(() => {
    if (gone) setTarget(null);
  }, [gone]);
  const doneEditing = () => {
    setTarget(null);
    viewportRef.current?.focus({ preventScroll: true });
  };
  const setEditing = useCallback(
    (element: string, cell?: TextTarget['cell']) => setTarget(cell ? { element, cell } : { element }),
    [],
  );
  /**
   * A double click: into a frame, or editing a text, a shape's text or a table's cell with the
   * caret where the click was.
   */
  const open = (id: string, cell: TextTarget['cell'], caret: EditingTarget['caret']) => {
    const element = snapshot.document.elements.find((each) => each.id === id);
    if (element?.kind === 'frame') show(element);
    else if (readOnly || !element) return;
    else if (element.kind === 'table' && cell) setTarget({ element: id, cell, caret });
    else if (TEXT_KINDS.has(element.kind)) setTarget({ element: id, caret });
  };
  return { editing: gone ? null : target, setEditing, doneEditing, open };
}

/**
 * What the slots draw, made again only when what they are given changes: a pan or a zoom re-renders
 * the canvas and the zoom controls, never the path with its hundred thumbnails or the format panel.
 */
function useSlotContent(
  slots: CanvasEditorSlots,
  {
    store,
    snapshot,
    view,
    theme,
    step,
    setStep,
    setEditing,
  }: Omit<CanvasPanelProps, 'camera'> & {
    view: { api: EditorCamera };
    step: number;
    setStep(index: number): void;
    setEditing(id: string): void;
  },
) {
  const camera = view.api;
  const panel = useMemo<CanvasPanelProps>(
    () => ({ store, snapshot, camera, theme }),
    [store, snapshot, camera, theme],
  );
  const control = useMemo(() => ({ current: step, onJump: setStep }), [step, setStep]);
  const onInserted = useCallback(
    (id: string, kind: string) => {
      if (kind === 'text') setEditing(id);
    },
    [setEditing],
  );
  const { left: drawLeft, right: drawRight, insert: drawInsert, status: drawStatus } = slots;
  return {
    panel,
    left: useMemo(() => drawLeft?.(panel, control), [drawLeft, panel, control]),
    right: useMemo(() => drawRight?.(panel, control), [drawRight, panel, control]),
    insert: useMemo(() => drawInsert?.(panel, onInserted), [drawInsert, panel, onInserted]),
    status: useMemo(() => drawStatus?.(store), [drawStatus, store]),
  };
}

/** How to use the canvas by keyboard, and the live region that says what each action did. */
function Announcements({ snapshot }: { snapshot: CanvasSnapshot }) {
  const t = useT();
  return (
    <>
      <p id="canvas-editor-keys" className="visually-hidden">
        {t('canvas.keys')}
      </p>
      <div
        className="visually-hidden"
        role="status"
        aria-live="polite"
        data-serial={snapshot.announcement.serial}
      >
        {snapshot.announcement.message}
      </div>
    </>
  );
}

export function CanvasEditor(props: CanvasEditorProps) {
  const { data, store, slots = {}, readOnly = false, commenting = false } = props;
  const t = useT();
  const { snapshot, viewportRef, view, theme } = useCanvasSetup(props);
  const text = useTextEditing(snapshot, viewportRef, readOnly, view.api.show);
  const { editing, setEditing, doneEditing } = text;
  const [step, setStep] = useState(-1);
  const [previewing, setPreviewing] = useState(false);
  const keyboard = useEditorKeyboard({
    store,
    camera: view.api,
    size: view.size,
    setCamera: view.setCamera,
    readOnly,
    onEditText: setEditing,
  });
  const { left, right, insert, status, panel } = useSlotContent(slots, {
    ...{ store, snapshot, view, theme },
    ...{ step, setStep, setEditing },
  });
  return (
    <div className="canvas-editor" data-read-only={readOnly || undefined}>
      <CanvasEditorBar
        store={store}
        snapshot={snapshot}
        status={status}
        insert={readOnly ? null : insert}
        readOnly={readOnly}
        commenting={commenting}
        view={view}
        presentPath={`${data.presentation.path}#step=${Math.max(step, 0) + 1}`}
        onPreview={() => setPreviewing(true)}
      />
      <div className="canvas-editor__columns">
        <aside className="canvas-editor__side canvas-editor__side--left" aria-label={t('canvas.pathLabel')}>
          <fieldset className="canvas-editor__fieldset" disabled={readOnly && !commenting}>
            {left}
          </fieldset>
        </aside>
        <EditorViewport
          store={store}
          snapshot={snapshot}
          theme={theme}
          camera={view.camera}
          flying={view.flying}
          size={view.size}
          setCamera={view.setCamera}
          viewportRef={viewportRef}
          readOnly={readOnly}
          panning={keyboard.panning}
          editing={editing}
          onDoubleClickElement={text.open}
          onLeaveText={doneEditing}
          onKeyDown={keyboard.onKeyDown}
          onDragOver={props.onDragOver}
          onDrop={props.onDrop}
          presence={props.presence}
          renderEditor={
            editing !== null && slots.textEditor
              ? (scale) => slots.textEditor?.(panel, editing, scale, doneEditing)
              : undefined
          }
        />
        <aside
          className="canvas-editor__side canvas-editor__side--right"
          aria-label={commenting ? t('comments.title') : t('canvas.formatLabel')}
        >
          <fieldset className="canvas-editor__fieldset" disabled={readOnly && !commenting}>
            {right}
          </fieldset>
        </aside>
      </div>
      <Announcements snapshot={snapshot} />
      {previewing ? (
        <CanvasPreview data={data} document={snapshot.document} onClose={() => setPreviewing(false)} />
      ) : null}
    </div>
  );
}
