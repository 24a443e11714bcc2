// What the viewport draws over the canvas in screen pixels, so it stays the same size at any zoom:
// the outline of each selected element, the resize and rotation handles of a single selection, the
// selection box being dragged, and the snapping guides. Only the handles take the pointer; keyboard
// users move, resize and turn from the arrow keys and the format panel instead. It is drawn for the
// camera at rest: while the camera moves, the drawing is carried along as a picture (cameraShift),
// as the world is, and drawn again once the camera stops, so a pan or a zoom repaints nothing.
import type { Guide } from '../../../../kernel/document/canvas/snap';
import { type BoxLike, type Camera, cameraShift, type Size, worldToScreen } from './camera';
import { HANDLES, type Handle, handlePoint, type TurnedBox } from './gesture-geometry';
import { useSettled } from './viewport-drawing';

export interface SelectionOverlayProps {
  camera: Camera;
  size: Size;
  /** The selected elements' boxes as they are drawn (with a drag's preview applied). */
  boxes: TurnedBox[];
  /** Handles are offered for one element that can be resized (not a connector). */
  handles: boolean;
  marquee: BoxLike | null;
  guides: Guide[];
  onHandleDown(handle: Handle | 'rotate', event: React.PointerEvent): void;
}

const HANDLE_SIZE = 10;
const ROTATE_OFFSET = 28;
const CURSORS: Record<Handle, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};

const corners = (box: TurnedBox) =>
  (['nw', 'ne', 'se', 'sw'] as const).map((handle) => handlePoint(box, handle));

export function SelectionOverlay({
  camera,
  size,
  boxes,
  handles,
  marquee,
  guides,
  onHandleDown,
}: SelectionOverlayProps) {
  const drawnFor = useSettled(camera);
  const shift = cameraShift(drawnFor, camera, size);
  const toScreen = (point: { x: number; y: number }) => worldToScreen(drawnFor, size, point);
  const single = handles && boxes.length === 1 ? boxes[0] : undefined;
  return (
    <svg
      className="canvas-editor__overlay"
      width={size.width}
      height={size.height}
      aria-hidden="true"
      style={shift ? { transform: shift, transformOrigin: '0 0', willChange: 'transform' } : undefined}
    >
      {boxes.map((box, i) => (
        <polygon
          key={i}
          className="canvas-editor__outline"
          points={corners(box)
            .map(toScreen)
            .map((p) => `${p.x},${p.y}`)
            .join(' ')}
        />
      ))}
      {single ? <Handles box={single} toScreen={toScreen} onHandleDown={onHandleDown} /> : null}
      {marquee ? <MarqueeBox box={marquee} toScreen={toScreen} /> : null}
      {guides.map((guide) => {
        const [a, b] =
          guide.axis === 'x'
            ? [toScreen({ x: guide.at, y: guide.from }), toScreen({ x: guide.at, y: guide.to })]
            : [toScreen({ x: guide.from, y: guide.at }), toScreen({ x: guide.to, y: guide.at })];
        return (
          <line
            key={`${guide.axis}${guide.at}`}
            className="canvas-editor__guide"
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
          />
        );
      })}
    </svg>
  );
}

function Handles({
  box,
  toScreen,
  onHandleDown,
}: {
  box: TurnedBox;
  toScreen(point: { x: number; y: number }): { x: number; y: number };
  onHandleDown: SelectionOverlayProps['onHandleDown'];
}) {
  const top = toScreen(handlePoint(box, 'n'));
  const centre = toScreen({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const length = Math.hypot(top.x - centre.x, top.y - centre.y) || 1;
  const knob = {
    x: top.x + ((top.x - centre.x) / length) * ROTATE_OFFSET,
    y: top.y + ((top.y - centre.y) / length) * ROTATE_OFFSET,
  };
  return (
    <g>
      <line className="canvas-editor__stem" x1={top.x} y1={top.y} x2={knob.x} y2={knob.y} />
      <circle
        className="canvas-editor__handle canvas-editor__handle--rotate"
        data-handle="rotate"
        cx={knob.x}
        cy={knob.y}
        r={HANDLE_SIZE / 2 + 1}
        onPointerDown={(event) => onHandleDown('rotate', event)}
      />
      {HANDLES.map((handle) => {
        const at = toScreen(handlePoint(box, handle));
        return (
          <rect
            key={handle}
            className="canvas-editor__handle"
            data-handle={handle}
            x={at.x - HANDLE_SIZE / 2}
            y={at.y - HANDLE_SIZE / 2}
            width={HANDLE_SIZE}
            height={HANDLE_SIZE}
            style={{ cursor: CURSORS[handle] }}
            onPointerDown={(event) => onHandleDown(handle, event)}
          />
        );
      })}
    </g>
  );
}

function MarqueeBox({
  box,
  toScreen,
}: {
  box: BoxLike;
  toScreen(point: { x: number; y: number }): { x: number; y: number };
}) {
  const a = toScreen(box);
  const b = toScreen({ x: box.x + box.width, y: box.y + box.height });
  return (
    <rect
      className="canvas-editor__marquee"
      x={Math.min(a.x, b.x)}
      y={Math.min(a.y, b.y)}
      width={Math.abs(b.x - a.x)}
      height={Math.abs(b.y - a.y)}
    />
  );
}
