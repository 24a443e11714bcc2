// The deck's world (DeckPlayer): the frames drawn in full, each a box, and the ones too small on
// screen to read as shapes in one SVG (FrameOutlines); a canvas deck's elements, frames among them,
// in their drawing order instead. The camera moves this element as a whole.
import type { Ref } from 'react';
import type { LaidOutFrame } from '../kernel/document/layout';
import type { LaidOutElement } from '../kernel/document/layout-model';
import { frameColor, type Theme } from '../kernel/document/themes';
import { CanvasElements } from './canvas/CanvasWorld';
import { Frame } from './Frame';
import { FrameOutlines } from './FrameOutlines';
import type { PlayerAssets } from './hooks/usePlayerAssets';

export interface DeckWorldProps {
  ref: Ref<HTMLDivElement>;
  /** The frames mounted, in full or as shapes (drawnInFullOrShape). */
  drawn: { inFull: LaidOutFrame[]; shapes: LaidOutFrame[] };
  /** A canvas deck's elements to draw (useCanvasElements); drawn instead of the frames. */
  elements?: LaidOutElement[] | undefined;
  theme: Theme;
  /** The current step's frame. */
  currentFrame: string | undefined;
  assets: PlayerAssets;
}

export function DeckWorld({ ref, drawn, elements, theme, currentFrame, assets }: DeckWorldProps) {
  if (elements) {
    return (
      <div ref={ref} className="podium-player__world">
        <CanvasElements
          elements={elements}
          theme={theme}
          currentFrame={currentFrame}
          broken={assets.broken}
          onImageError={assets.markBroken}
        />
      </div>
    );
  }
  return (
    <div ref={ref} className="podium-player__world">
      {drawn.inFull.map((frame) => (
        <Frame
          key={frame.id}
          frame={frame}
          color={frameColor(theme, frame.paletteIndex)}
          current={frame.id === currentFrame}
          imageBroken={frame.image !== undefined && assets.broken.has(frame.image)}
          onImageError={assets.markBroken}
        />
      ))}
      <FrameOutlines frames={drawn.shapes} theme={theme} />
    </div>
  );
}
