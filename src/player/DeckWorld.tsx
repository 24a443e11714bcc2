// The deck's world (DeckPlayer): the frames drawn in full, each a box, and the ones too small on
// screen to read as shapes in one SVG (FrameOutlines). The camera moves this element as a whole.
import type { Ref } from 'react';
import type { LaidOutFrame } from '../kernel/document/layout';
import { frameColor, type Theme } from '../kernel/document/themes';
import { Frame } from './Frame';
import { FrameOutlines } from './FrameOutlines';
import type { PlayerAssets } from './hooks/usePlayerAssets';

export interface DeckWorldProps {
  ref: Ref<HTMLDivElement>;
  /** The frames mounted, in full or as shapes (drawnInFullOrShape). */
  drawn: { inFull: LaidOutFrame[]; shapes: LaidOutFrame[] };
  theme: Theme;
  /** The current step's frame. */
  currentFrame: string | undefined;
  assets: PlayerAssets;
}

export function DeckWorld({ ref, drawn, theme, currentFrame, assets }: DeckWorldProps) {
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
