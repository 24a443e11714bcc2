// The frames too small on screen to read (frames-in-view.ts `outlinedFrames`), drawn as their
// shapes alone in one SVG in world coordinates, instead of as a box each.
//
// A box per frame is a paint chunk per frame, and often a layer per frame: the overview of a
// 200-step deck mounts 201 frames, about 150 of them as shapes, and they took 130 ms to layerize at
// 4x CPU at the start of a flight and again on arrival (60-85 ms still without their layers).
// Shapes in one SVG, without a transform of their own, are one chunk.
//
// The shapes match the boxes of Player.css: a frame's box is centred on (x, y), `width` by `height`
// in the world, its border inside the box (so a stroke, which is centred on its shape, is drawn half
// a border inside the edge), its surface under it. The overview's title box has neither.
import { memo } from 'react';
import type { LaidOutFrame } from '../kernel/document/layout';
import type { Theme } from '../kernel/document/themes';
import { frameColor } from '../kernel/document/themes';

/** Player.css, in design pixels: the border of a circle and of a rectangle, a rectangle's corner. */
const CIRCLE_BORDER = 12;
const RECT_BORDER = 8;
const RECT_RADIUS = 14;

const SURFACE = { fill: 'var(--podium-surface)' };
/** A picture frame (a PDF page) is its white page, without a border. */
const PAGE = { fill: '#fff' };

function Outline({ frame, color }: { frame: LaidOutFrame; color: string }) {
  const scale = frame.width / frame.design.width;
  const [w, h] = [frame.width, frame.height];
  const common = { 'data-frame-id': frame.id, 'data-outline': '' };
  if (frame.kind === 'overview') return <g {...common} />;
  if (frame.shape === 'circle' && !frame.imageFill) {
    const border = CIRCLE_BORDER * scale;
    return (
      <ellipse
        {...common}
        cx={frame.x}
        cy={frame.y}
        rx={Math.max(0, (w - border) / 2)}
        ry={Math.max(0, (h - border) / 2)}
        stroke={color}
        strokeWidth={border}
        style={SURFACE}
      />
    );
  }
  const border = frame.imageFill ? 0 : RECT_BORDER * scale;
  const radius = frame.imageFill ? 0 : Math.max(0, RECT_RADIUS * scale - border / 2);
  return (
    <rect
      {...common}
      x={frame.x - (w - border) / 2}
      y={frame.y - (h - border) / 2}
      width={Math.max(0, w - border)}
      height={Math.max(0, h - border)}
      rx={radius}
      stroke={border > 0 ? color : undefined}
      strokeWidth={border > 0 ? border : undefined}
      // A rotated frame alone has a transform, and with it a paint chunk of its own.
      transform={frame.rotation ? `rotate(${frame.rotation} ${frame.x} ${frame.y})` : undefined}
      style={frame.imageFill ? PAGE : SURFACE}
    />
  );
}

/** The mounted frames in the layout's order, split into those drawn in full and as shapes alone. */
export function drawnInFullOrShape(
  frames: readonly LaidOutFrame[],
  mounted: ReadonlySet<string>,
  outlined: ReadonlySet<string>,
): { inFull: LaidOutFrame[]; shapes: LaidOutFrame[] } {
  const inFull: LaidOutFrame[] = [];
  const shapes: LaidOutFrame[] = [];
  for (const frame of frames) {
    if (mounted.has(frame.id)) (outlined.has(frame.id) ? shapes : inFull).push(frame);
  }
  return { inFull, shapes };
}

/**
 * Drawn after the frames in full, so over them: a frame small enough to be a shape lies on a larger
 * frame, if on any. Memoised: a step re-renders it only when the outlined frames change.
 */
export const FrameOutlines = memo(function FrameOutlines({
  frames,
  theme,
}: {
  frames: readonly LaidOutFrame[];
  theme: Theme;
}) {
  if (frames.length === 0) return null;
  return (
    <svg className="podium-player__outlines" width="1" height="1" aria-hidden="true" focusable="false">
      {frames.map((frame) => (
        <Outline key={frame.id} frame={frame} color={frameColor(theme, frame.paletteIndex)} />
      ))}
    </svg>
  );
});
