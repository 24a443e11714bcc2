// The world of frames a still picture of one step shows: the print view's StepStill and the view
// page's FirstStepPoster both draw it. Each places it with its own camera (`style`).
import type { CSSProperties } from 'react';
import type { LaidOutFrame } from '../kernel/document/layout-model';
import type { StepStill } from '../kernel/document/still';
import type { Theme } from '../kernel/document/themes';
import { frameColor } from '../kernel/document/themes';
import { Frame } from './Frame';
import { FrameOutlines } from './FrameOutlines';

const noop = () => undefined;

export function StillWorld({
  frames,
  theme,
  current,
  style,
}: {
  frames: StepStill['frames'];
  theme: Theme;
  /** The id of the step's frame, drawn as the current one. */
  current: string | undefined;
  style?: CSSProperties;
}) {
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
