// One step of a deck as a still picture, for the print view: the player's own
// frames under the step's camera, in a box of the still's size. No animation and no controllers.

import { toTransform } from '../kernel/document/camera';
import type { Layout } from '../kernel/document/layout-model';
import { type Still, stepStill } from '../kernel/document/still';
import type { Theme } from '../kernel/document/themes';
import { canvasBackground } from './canvas/canvas-background';
import { StillWorld } from './StillWorld';
import { themeStyle } from './theme-style';
import './brand-fonts.css';
import './Player.css';

export function StepStill({
  layout,
  theme,
  still,
  index,
}: {
  layout: Layout;
  theme: Theme;
  still: Still;
  index: number;
}) {
  const { camera, frames, elements } = stepStill(layout, index, still);
  const current = layout.steps[index]?.frameId;
  const { width, height } = still.viewport;
  return (
    <div
      className="podium-player podium-player--still"
      style={{ ...themeStyle(theme), ...canvasBackground(layout, theme), width, height }}
    >
      <StillWorld
        frames={frames}
        elements={elements}
        theme={theme}
        current={current}
        style={{ transform: toTransform(camera, still.viewport) }}
      />
    </div>
  );
}
