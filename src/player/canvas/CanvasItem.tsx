// One element of a canvas deck in the world. Its box is laid out at design pixels, where its text
// has ordinary sizes, and placed by a transform alone (decision 094): layout positions are 1/64 px
// integers, which a frame a hundredth of a world unit wide would round away, while a transform's
// numbers are floating point at any depth of zoom.
import { type CSSProperties, memo } from 'react';
import { resolveColor } from '../../kernel/document/canvas/colors';
import type { CanvasElement, FrameElement } from '../../kernel/document/canvas/model';
import type { LaidOutElement } from '../../kernel/document/layout-model';
import type { Theme } from '../../kernel/document/themes';
import { CanvasImage, CanvasVideo } from './CanvasMedia';
import { CanvasConnector, CanvasShape } from './CanvasShape';
import { CanvasTable } from './CanvasTable';
import { RichTextView } from './RichTextView';

export interface CanvasItemProps {
  laid: LaidOutElement;
  theme: Theme;
  /** The current step's frame. */
  current: boolean;
  imageBroken: boolean;
  onImageError(ref: string): void;
}

/** The transform that draws a design box of `unit` world units a pixel at its place in the world. */
export function placement(laid: LaidOutElement): CSSProperties {
  const [width, height] = [laid.width / laid.unit, laid.height / laid.unit];
  return {
    width,
    height,
    transform: `translate(${laid.x}px, ${laid.y}px) rotate(${laid.rotation}deg) scale(${laid.unit}) translate(${-width / 2}px, ${-height / 2}px)`,
  };
}

function frameStyle(frame: FrameElement, theme: Theme): CSSProperties | undefined {
  const fill = resolveColor(frame.fill, theme);
  return fill ? { background: fill } : undefined;
}

function Content({ laid, theme, imageBroken, onImageError }: Omit<CanvasItemProps, 'current'>) {
  const element = laid.element;
  const scale = { unit: laid.unit, fit: laid.fit ?? 1 };
  switch (element.kind) {
    case 'frame':
      return null;
    case 'text':
      return <RichTextView text={element.content} theme={theme} scale={scale} />;
    case 'image':
      return <CanvasImage image={element} broken={imageBroken} onError={onImageError} />;
    case 'shape':
      return <CanvasShape laid={laid} shape={element} theme={theme} />;
    case 'connector':
      return <CanvasConnector laid={laid} connector={element} theme={theme} />;
    case 'video':
      return <CanvasVideo video={element} />;
    case 'table':
      return <CanvasTable table={element} theme={theme} scale={scale} />;
  }
}

const className = (element: CanvasElement) =>
  `podium-canvas-item podium-canvas-item--${element.kind}${element.kind === 'frame' ? ` podium-canvas-frame--${element.shape}` : ''}`;

/** Memoised: a step changes the `current` of two frames only. */
export const CanvasItem = memo(function CanvasItem({ laid, theme, current, ...rest }: CanvasItemProps) {
  const element = laid.element;
  const isFrame = element.kind === 'frame';
  return (
    <div
      className={className(element)}
      data-element-id={element.id}
      // Click to zoom finds the frame of what was clicked (useClickToZoom).
      {...(isFrame ? { 'data-frame-id': element.id } : laid.frame ? { 'data-in-frame': laid.frame } : {})}
      aria-current={isFrame && current ? 'step' : undefined}
      style={{ ...placement(laid), ...(isFrame ? frameStyle(element, theme) : undefined) }}
    >
      <Content laid={laid} theme={theme} {...rest} />
    </div>
  );
});
