// The canvas being edited: the deck's elements drawn by the player's own components (what you edit
// is what plays), under a camera the person pans and zooms, with the selection, its handles and the
// snapping guides drawn over it. A gesture's preview moves only the elements it touches, so dragging
// one box on a canvas of hundreds redraws that box alone, and only what is near the camera is
// mounted (viewport-drawing.ts).
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useT } from '../../../../i18n/react';
import type { TextTarget } from '../../../../kernel/document/canvas/crdt/ops-text';
import { layoutCanvasElements } from '../../../../kernel/document/canvas/element-layout';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Theme } from '../../../../kernel/document/themes';
import { CanvasElements } from '../../../../player/canvas/CanvasWorld';
import { canvasBackground } from '../../../../player/canvas/canvas-background';
import { themeStyle } from '../../../../player/theme-style';
import { type Camera, type Size, worldToScreen } from './camera';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';
import type { TurnedBox } from './gesture-geometry';
import { RemotePointers } from './RemotePointers';
import { RemoteSelections } from './RemoteSelections';
import { SelectionOverlay } from './SelectionOverlay';
import type { PresenceFeed } from './usePresenceFeed';
import { type GesturePreview, useViewportGestures } from './useViewportGestures';
import { useMounted, useMovingLayer } from './viewport-drawing';

export interface EditorViewportProps {
  store: CanvasStore;
  snapshot: CanvasSnapshot;
  theme: Theme;
  camera: Camera;
  /** The camera is on its way to a view ("Show"): set as busy, as drawing is. */
  flying?: boolean;
  size: Size;
  setCamera(next: Camera | ((current: Camera) => Camera)): void;
  viewportRef: RefObject<HTMLElement | null>;
  readOnly: boolean;
  /** Space is held: a drag pans. */
  panning: RefObject<boolean>;
  /** The text box being edited, hidden here while the text editor draws it. */
  editing: TextTarget | null;
  onDoubleClickElement(id: string, cell: TextTarget['cell'], caret: { x: number; y: number }): void;
  /** A press on the canvas outside the text being edited ends the editing, as in any drawing program. */
  onLeaveText?(): void;
  onKeyDown(event: React.KeyboardEvent): void;
  /** The inline text editor of `editing`, given screen pixels per design pixel; placed over its box here. */
  renderEditor?(scale: number): ReactNode;
  /** Drops of files (pictures) on the canvas. */
  onDragOver?(event: React.DragEvent): void;
  onDrop?(event: React.DragEvent): void;
  /** The others in the deck, whose selections and pointers are drawn over the canvas. */
  presence?: PresenceFeed;
}

/** The laid-out elements with a gesture's preview applied; untouched entries keep their identity. */
function previewed(laid: LaidOutElement[], preview: GesturePreview): LaidOutElement[] {
  const { move, resize, rotate } = preview;
  if (!move && !resize && !rotate) return laid;
  return laid.map((each) => {
    const id = each.element.id;
    if (move?.ids.has(id)) return { ...each, x: each.x + move.dx, y: each.y + move.dy };
    if (resize?.id === id) {
      const element = { ...each.element, ...resize.box };
      return layoutCanvasElements([element])[0] ?? each;
    }
    if (rotate?.id === id) return { ...each, rotation: rotate.rotation };
    return each;
  });
}

/** Where a table's cell is drawn, in the viewport's pixels, measured from the page. */
function useCellBox(
  viewportRef: RefObject<HTMLElement | null>,
  id: string,
  cell: TextTarget['cell'],
  camera: Camera,
) {
  const [box, setBox] = useState<{ left: number; top: number; width: number; height: number } | null>(null);
  const row = cell?.row;
  const column = cell?.column;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the camera moves the cell on screen
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (row === undefined || column === undefined || !viewport) return setBox(null);
    const table = viewport.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
    const found = table?.querySelectorAll('tr')[row]?.children[column];
    if (!found) return setBox(null);
    const [outer, inner] = [viewport.getBoundingClientRect(), found.getBoundingClientRect()];
    setBox({
      left: inner.left - outer.left,
      top: inner.top - outer.top,
      width: inner.width,
      height: inner.height,
    });
  }, [viewportRef, id, row, column, camera]);
  return box;
}

/** Puts the text editor where its text is drawn: over the box, turned as it is, or over a cell. */
function EditorPlacement({
  laid,
  cell,
  camera,
  size,
  viewportRef,
  children,
}: {
  laid: LaidOutElement | undefined;
  cell?: TextTarget['cell'];
  camera: Camera;
  size: Size;
  viewportRef: RefObject<HTMLElement | null>;
  children(scale: number): ReactNode;
}) {
  const cellBox = useCellBox(viewportRef, laid?.element.id ?? '', cell, camera);
  if (!laid || (cell && !cellBox)) return null;
  const corner = worldToScreen(camera, size, { x: laid.x - laid.width / 2, y: laid.y - laid.height / 2 });
  const [width, height] = [laid.width * camera.zoom, laid.height * camera.zoom];
  const style = cellBox
    ? { ...cellBox, height: undefined, minHeight: cellBox.height }
    : {
        left: corner.x,
        top: corner.y,
        width,
        height,
        transform: `rotate(${laid.rotation}deg)`,
        transformOrigin: `${width / 2}px ${height / 2}px`,
      };
  // Presses in the text or on its toolbar are theirs: the canvas would take them for a press on
  // empty canvas, clear the selection and pull the focus out of the text.
  const own = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the canvas's gestures out of the text editor
    <div
      className={`canvas-editor__text-place${cell ? ' canvas-editor__text-place--cell' : ''}`}
      style={style}
      onPointerDown={own}
      onDoubleClick={own}
    >
      {children(camera.zoom * laid.unit)}
    </div>
  );
}

/** A laid-out element's box by its top-left corner, as the overlay draws it. */
const boxOf = (laid: LaidOutElement): TurnedBox => ({
  x: laid.x - laid.width / 2,
  y: laid.y - laid.height / 2,
  width: laid.width,
  height: laid.height,
  rotation: laid.rotation,
});

/** React's onWheel is passive, and the page must not scroll while the canvas zooms. */
function useNonPassiveWheel(ref: RefObject<HTMLElement | null>, onWheel: (event: WheelEvent) => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref, onWheel]);
}

/** The laid-out elements, as drawn (a gesture previewed, the box being edited left out) and selected. */
function useDrawn(snapshot: CanvasSnapshot, preview: GesturePreview, editing: string | null) {
  const laid = useMemo(() => layoutCanvasElements(snapshot.document.elements), [snapshot.document]);
  const shown = useMemo(() => previewed(laid, preview), [laid, preview]);
  const drawn = useMemo(
    () => (editing ? shown.filter((each) => each.element.id !== editing) : shown),
    [shown, editing],
  );
  const selected = useMemo(() => {
    const ids = new Set(snapshot.selection);
    return shown.filter((each) => ids.has(each.element.id));
  }, [shown, snapshot.selection]);
  return { laid, drawn, selected };
}

/**
 * The world's elements, drawn once per change of the document or the gesture, never per camera
 * move: a pan or a zoom changes the world's transform alone.
 */
function useWorldItems(drawn: readonly LaidOutElement[], theme: Theme) {
  // A picture that fails to load is drawn as the player draws it: its alt text in a box.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const onImageError = useCallback(
    (ref: string) => setBroken((known) => (known.has(ref) ? known : new Set(known).add(ref))),
    [],
  );
  return useMemo(
    () => (
      <CanvasElements
        elements={drawn}
        theme={theme}
        currentFrame={undefined}
        broken={broken}
        onImageError={onImageError}
      />
    ),
    [drawn, theme, broken, onImageError],
  );
}

export function EditorViewport(props: EditorViewportProps) {
  const { store, snapshot, theme, camera, size, setCamera, viewportRef, readOnly } = props;
  // A table stays drawn while one of its cells is edited: the cell's editor covers that cell alone.
  const editing = props.editing?.cell ? null : (props.editing?.element ?? null);
  const t = useT();
  const { panning } = props;
  const gestures = useViewportGestures({ store, viewportRef, camera, size, setCamera, readOnly, panning });
  const { laid, drawn, selected } = useDrawn(snapshot, gestures.preview, editing);
  const { mounted, busy } = useMounted(drawn, camera, size);
  const items = useWorldItems(mounted, theme);
  const boxes = useMemo(() => new Map(laid.map((each) => [each.element.id, boxOf(each)])), [laid]);
  const worldRef = useMovingLayer(camera);

  useNonPassiveWheel(viewportRef, gestures.onWheel);

  const world = {
    transform: `translate(${size.width / 2 - camera.x * camera.zoom}px, ${size.height / 2 - camera.y * camera.zoom}px) scale(${camera.zoom})`,
  };
  const single = selected.length === 1 ? selected[0] : undefined;
  return (
    <section
      ref={viewportRef}
      className="canvas-editor__viewport"
      aria-label={t('canvas.canvasLabel')}
      aria-describedby="canvas-editor-keys"
      // Set while the camera flies, and while what it brought near is drawn (viewport-drawing.ts).
      aria-busy={busy || props.flying || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the keyboard for moving, selecting and zooming
      tabIndex={0}
      data-zoom={camera.zoom}
      style={{ ...themeStyle(theme), ...canvasBackground(snapshot.document, theme) }}
      onPointerDown={(event) => {
        // Presses in the text editor stop at its box (EditorPlacement): this one is outside it.
        if (props.editing) props.onLeaveText?.();
        gestures.onPointerDown(event);
      }}
      onPointerMove={gestures.onPointerMove}
      onPointerUp={gestures.onPointerUp}
      onPointerCancel={gestures.onPointerUp}
      onDoubleClick={(event) => {
        // The pointer was captured by the canvas on the press, so the click's target is the canvas.
        const { id, cell } = gestures.pressed.current;
        if (id) props.onDoubleClickElement(id, cell, { x: event.clientX, y: event.clientY });
      }}
      onKeyDown={props.onKeyDown}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <div ref={worldRef} className="canvas-editor__world podium-canvas" style={world}>
        {items}
      </div>
      {props.editing && props.renderEditor ? (
        <EditorPlacement
          laid={laid.find((each) => each.element.id === props.editing?.element)}
          cell={props.editing.cell}
          camera={camera}
          size={size}
          viewportRef={viewportRef}
        >
          {props.renderEditor}
        </EditorPlacement>
      ) : null}
      {props.presence ? (
        <RemoteSelections presence={props.presence} boxes={boxes} camera={camera} size={size} />
      ) : null}
      <SelectionOverlay
        camera={camera}
        size={size}
        boxes={selected.map(boxOf)}
        handles={
          !readOnly && single !== undefined && single.element.kind !== 'connector' && props.editing === null
        }
        marquee={gestures.preview.marquee ?? null}
        guides={gestures.preview.guides}
        onHandleDown={gestures.onHandleDown}
      />
      {props.presence ? <RemotePointers presence={props.presence} camera={camera} size={size} /> : null}
    </section>
  );
}
