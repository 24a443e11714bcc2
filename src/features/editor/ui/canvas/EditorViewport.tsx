// The canvas being edited: the deck's elements drawn by the player's own components (what you edit
// is what plays), under a camera the person pans and zooms, with the selection, its handles and the
// snapping guides drawn over it. A gesture's preview moves only the elements it touches, so dragging
// one box on a canvas of hundreds redraws that box alone.
import { type ReactNode, type RefObject, useEffect, useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import { layoutCanvasElements } from '../../../../kernel/document/canvas/element-layout';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Theme } from '../../../../kernel/document/themes';
import { CanvasElements } from '../../../../player/canvas/CanvasWorld';
import { canvasBackground } from '../../../../player/canvas/canvas-background';
import { themeStyle } from '../../../../player/theme-style';
import { type Camera, type Size, worldToScreen } from './camera';
import type { CanvasSnapshot, CanvasStore } from './canvas-store';
import type { TurnedBox } from './gesture-geometry';
import { SelectionOverlay } from './SelectionOverlay';
import { type GesturePreview, useViewportGestures } from './useViewportGestures';

export interface EditorViewportProps {
  store: CanvasStore;
  snapshot: CanvasSnapshot;
  theme: Theme;
  camera: Camera;
  size: Size;
  setCamera(next: Camera | ((current: Camera) => Camera)): void;
  viewportRef: RefObject<HTMLElement | null>;
  readOnly: boolean;
  /** Space is held: a drag pans. */
  panning: RefObject<boolean>;
  /** The text box being edited, hidden here while the text editor draws it. */
  editing: string | null;
  onDoubleClickElement(id: string): void;
  onKeyDown(event: React.KeyboardEvent): void;
  /** The inline text editor of `editing`, given screen pixels per design pixel; placed over its box here. */
  renderEditor?(scale: number): ReactNode;
  /** Drops of files (pictures) on the canvas. */
  onDragOver?(event: React.DragEvent): void;
  onDrop?(event: React.DragEvent): void;
}

const NO_BROKEN = new Set<string>();

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

/** Puts the text editor where its box is drawn: at its top-left corner, turned as the box is. */
function EditorPlacement({
  laid,
  camera,
  size,
  children,
}: {
  laid: LaidOutElement | undefined;
  camera: Camera;
  size: Size;
  children(scale: number): ReactNode;
}) {
  if (!laid) return null;
  const corner = worldToScreen(camera, size, { x: laid.x - laid.width / 2, y: laid.y - laid.height / 2 });
  const [width, height] = [laid.width * camera.zoom, laid.height * camera.zoom];
  const style = {
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
    <div className="canvas-editor__text-place" style={style} onPointerDown={own} onDoubleClick={own}>
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

export function EditorViewport(props: EditorViewportProps) {
  const { store, snapshot, theme, camera, size, setCamera, viewportRef, readOnly, editing } = props;
  const t = useT();
  const gestures = useViewportGestures({
    store,
    viewportRef,
    camera,
    size,
    setCamera,
    readOnly,
    panning: props.panning,
  });
  const laid = useMemo(() => layoutCanvasElements(snapshot.document.elements), [snapshot.document]);
  const shown = useMemo(() => previewed(laid, gestures.preview), [laid, gestures.preview]);
  const drawn = useMemo(
    () => (editing ? shown.filter((each) => each.element.id !== editing) : shown),
    [shown, editing],
  );
  const selected = useMemo(() => {
    const ids = new Set(snapshot.selection);
    return shown.filter((each) => ids.has(each.element.id));
  }, [shown, snapshot.selection]);

  useNonPassiveWheel(viewportRef, gestures.onWheel);

  const world = {
    transform: `translate(${size.width / 2 - camera.x * camera.zoom}px, ${size.height / 2 - camera.y * camera.zoom}px) scale(${camera.zoom})`,
  };
  const single = selected.length === 1 ? selected[0] : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the canvas is one focusable region; its keys are the editor's shortcuts, announced through the live region
    <section
      ref={viewportRef}
      className="canvas-editor__viewport"
      aria-label={t('canvas.canvasLabel')}
      aria-describedby="canvas-editor-keys"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the keyboard for moving, selecting and zooming
      tabIndex={0}
      data-zoom={camera.zoom}
      style={{ ...themeStyle(theme), ...canvasBackground(snapshot.document, theme) }}
      onPointerDown={gestures.onPointerDown}
      onPointerMove={gestures.onPointerMove}
      onPointerUp={gestures.onPointerUp}
      onPointerCancel={gestures.onPointerUp}
      onDoubleClick={() => {
        // The pointer was captured by the canvas on the press, so the click's target is the canvas.
        const id = gestures.pressed.current;
        if (id) props.onDoubleClickElement(id);
      }}
      onKeyDown={props.onKeyDown}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <div className="canvas-editor__world podium-canvas" style={world}>
        <CanvasElements
          elements={drawn}
          theme={theme}
          currentFrame={undefined}
          broken={NO_BROKEN}
          onImageError={() => {}}
        />
      </div>
      {editing !== null && props.renderEditor ? (
        <EditorPlacement laid={laid.find((each) => each.element.id === editing)} camera={camera} size={size}>
          {props.renderEditor}
        </EditorPlacement>
      ) : null}
      <SelectionOverlay
        camera={camera}
        size={size}
        boxes={selected.map(boxOf)}
        handles={!readOnly && single !== undefined && single.element.kind !== 'connector' && editing === null}
        marquee={gestures.preview.marquee ?? null}
        guides={gestures.preview.guides}
        onHandleDown={gestures.onHandleDown}
      />
    </section>
  );
}
