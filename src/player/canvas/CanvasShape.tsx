// Shapes and connectors as SVG in world units: vector, so they are drawn crisp at any scale. Arrow
// heads are polygons rather than markers: a marker needs a document-wide id, and the view page can
// hold a deck twice (the poster and the player).
import { resolveColor } from '../../kernel/document/canvas/colors';
import type { ConnectorElement, Dash, ShapeElement, Stroke } from '../../kernel/document/canvas/model';
import type { LaidOutElement } from '../../kernel/document/layout-model';
import type { Theme } from '../../kernel/document/themes';
import { RichTextView } from './RichTextView';

const dashArray = (dash: Dash, width: number) =>
  dash === 'dashed' ? `${3 * width} ${2 * width}` : dash === 'dotted' ? `0 ${2 * width}` : undefined;

interface Paint {
  stroke: string;
  strokeWidth?: number;
  strokeDasharray?: string | undefined;
  strokeLinecap?: 'round' | 'butt';
}

function strokeProps(stroke: Stroke | undefined, theme: Theme): Paint {
  if (!stroke || stroke.width === 0) return { stroke: 'none' };
  return {
    stroke: resolveColor(stroke.color, theme) ?? theme.text,
    strokeWidth: stroke.width,
    strokeDasharray: dashArray(stroke.dash, stroke.width),
    strokeLinecap: stroke.dash === 'dotted' ? 'round' : 'butt',
  };
}

/** A head at (x2, y2) pointing away from (x1, y1), and where the line should stop under it. */
function arrowHead(x1: number, y1: number, x2: number, y2: number, width: number) {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const size = Math.min(Math.max(width * 4, length / 40), length / 2);
  const [bx, by] = [x2 - ux * size, y2 - uy * size];
  const [nx, ny] = [-uy * size * 0.45, ux * size * 0.45];
  return {
    points: `${x2},${y2} ${bx + nx},${by + ny} ${bx - nx},${by - ny}`,
    stop: { x: x2 - ux * size * 0.6, y: y2 - uy * size * 0.6 },
  };
}

function Line(props: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: Stroke;
  start?: boolean;
  end?: boolean;
  theme: Theme;
}) {
  const { x1, y1, x2, y2, stroke, theme } = props;
  const color = resolveColor(stroke.color, theme) ?? theme.text;
  const head = props.end ? arrowHead(x1, y1, x2, y2, stroke.width) : undefined;
  const tail = props.start ? arrowHead(x2, y2, x1, y1, stroke.width) : undefined;
  return (
    <>
      <line
        x1={tail?.stop.x ?? x1}
        y1={tail?.stop.y ?? y1}
        x2={head?.stop.x ?? x2}
        y2={head?.stop.y ?? y2}
        {...strokeProps(stroke, theme)}
      />
      {head && <polygon points={head.points} fill={color} data-arrow="end" />}
      {tail && <polygon points={tail.points} fill={color} data-arrow="start" />}
    </>
  );
}

function Outline({ shape, theme }: { shape: ShapeElement; theme: Theme }) {
  const { width: w, height: h } = shape;
  const inset = shape.stroke ? shape.stroke.width / 2 : 0;
  // A closed shape given neither fill nor stroke would be invisible: it takes the theme's accent.
  const fill = resolveColor(shape.fill, theme) ?? (shape.stroke ? 'none' : theme.accent);
  const paint = {
    fill,
    ...strokeProps(shape.stroke, theme),
  };
  const [iw, ih] = [Math.max(0, w - 2 * inset), Math.max(0, h - 2 * inset)];
  switch (shape.shape) {
    case 'rectangle':
    case 'rounded': {
      const radius = shape.shape === 'rounded' ? Math.min(w, h) * 0.15 : 0;
      return <rect x={inset} y={inset} width={iw} height={ih} rx={radius} {...paint} />;
    }
    case 'ellipse':
      return <ellipse cx={w / 2} cy={h / 2} rx={iw / 2} ry={ih / 2} {...paint} />;
    case 'triangle':
      return (
        <polygon points={`${w / 2},${inset} ${w - inset},${h - inset} ${inset},${h - inset}`} {...paint} />
      );
    default: {
      const [x1, x2] = shape.flipH ? [w, 0] : [0, w];
      const [y1, y2] = shape.flipV ? [h, 0] : [0, h];
      const stroke = shape.stroke ?? { color: 'theme:text', width: Math.max(w, h) / 200, dash: 'solid' };
      return (
        <Line x1={x1} y1={y1} x2={x2} y2={y2} stroke={stroke} end={shape.shape === 'arrow'} theme={theme} />
      );
    }
  }
}

export function CanvasShape({
  laid,
  shape,
  theme,
}: {
  laid: LaidOutElement;
  shape: ShapeElement;
  theme: Theme;
}) {
  return (
    <>
      <svg
        className="podium-canvas-shape"
        viewBox={`0 0 ${shape.width} ${shape.height}`}
        preserveAspectRatio="none"
        data-shape={shape.shape}
        aria-hidden="true"
        focusable="false"
      >
        <Outline shape={shape} theme={theme} />
      </svg>
      {shape.content && (
        <div className="podium-canvas-shape__text">
          <div>
            <RichTextView text={shape.content} theme={theme} scale={{ unit: laid.unit, fit: 1 }} />
          </div>
        </div>
      )}
    </>
  );
}

/** A connector: its box is around its line, which is in world coordinates (element-layout.ts). */
export function CanvasConnector({
  laid,
  connector,
  theme,
}: {
  laid: LaidOutElement;
  connector: ConnectorElement;
  theme: Theme;
}) {
  if (!laid.line) return null;
  const { x1, y1, x2, y2 } = laid.line;
  const box = `${laid.x - laid.width / 2} ${laid.y - laid.height / 2} ${laid.width} ${laid.height}`;
  return (
    <svg className="podium-canvas-shape" viewBox={box} aria-hidden="true" focusable="false">
      <Line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        stroke={connector.stroke}
        start={connector.arrowStart}
        end={connector.arrowEnd}
        theme={theme}
      />
    </svg>
  );
}
