// The world of frames a still picture of one step shows: the print view's StepStill and the view
// page's FirstStepPoster both draw it. Each places it with its own camera (`style`).
import type { CSSProperties } from 'react';
import type { LaidOutFrame } from '../kernel/document/layout-model';
import type { StepStill } from '../kernel/document/still';
import type { Theme } from '../kernel/document/themes';
import { frameColor } from '../kernel/document/themes';
import { CanvasElements } from './canvas/CanvasWorld';
import { Frame } from './Frame';
import { FrameOutlines } from './FrameOutlines';

const noop = () => undefined;
const none: ReadonlySet<string> = new Set();

export function StillWorld({
  frames,
  elements,
  theme,
  current,
  style,
}: {
  frames: StepStill['frames'];
  /** A canvas deck's elements in the picture (stepStill): drawn instead of the frames. */
  elements?: StepStill['elements'];
  theme: Theme;
  /** The id of the step's frame, drawn as the current one. */
  current: string | undefined;
  style?: CSSProperties;
}) {
  if (elements) {
    return (
      <div className="podium-player__world" style={style}>
        <CanvasElements
          elements={elements}
          theme={theme}
          currentFrame={current}
          broken={none}
          onImageError={noop}
        />
      </div>
    );
  }
  const drawn: LaidOutFrame[] = [];
  const outlined: LaidOutFrame[] = [];
  for (const { frame, outline } of frames) (outline ? outlined : drawn).push(frame);
  return (
    <div className="podium-player__world" style={style}>
      {drawn.map((frame) => (
        <Frame
          key={frame.id}
          frame={frame}
          color={frameColor(theme, frame.paletteIndex)}
          current={frame.id === current}
          imageBroken={false}
          onImageError={noop}
        />
      ))}
      <FrameOutlines frames={outlined} theme={theme} />
    </div>
  );
}
