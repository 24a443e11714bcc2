// A deck's first step as the server draws it: the player's own frames and controls,
// sent inert in a <template> with the view page. A press on Present shows it over the stage at
// once (the page's first script, features/viewing/early-present-script.ts), and the live player
// takes its place when it is ready, so the first step no longer waits for the player's modules.
// The camera is left to the script, which knows the stage's size: data-camera holds what it needs
// (the step's target x, y, width, height and rotation, then the margin), as camera.ts computes it.

import { FIT_MARGIN } from '../kernel/document/camera';
import type { Layout } from '../kernel/document/layout-model';
import { stepStill } from '../kernel/document/still';
import type { Theme } from '../kernel/document/themes';
import { canvasBackground } from './canvas/canvas-background';
import { StepControls } from './StepControls';
import { StillWorld } from './StillWorld';
import { themeStyle } from './theme-style';

/** The stage the frames are chosen for: the view page's 16:9, at a desktop width. */
const STAGE = { viewport: { width: 1280, height: 720 }, margin: FIT_MARGIN };

const noop = () => undefined;

export function FirstStepPoster({ layout, theme }: { layout: Layout; theme: Theme }) {
  const step = layout.steps[0];
  if (!step) return null;
  const { frames, elements } = stepStill(layout, 0, STAGE);
  const { x, y, width, height, rotation } = step.target;
  return (
    <section
      className="podium-player podium-player--poster"
      style={{ ...themeStyle(theme), ...canvasBackground(layout, theme) }}
      data-camera={JSON.stringify([x, y, width, height, rotation, FIT_MARGIN])}
      inert
    >
      <StillWorld frames={frames} elements={elements} theme={theme} current={step.frameId} />
      <StepControls
        index={0}
        total={layout.steps.length}
        onPrevious={noop}
        onNext={noop}
        fullscreen={{ supported: false, active: false }}
        onToggleFullscreen={noop}
      />
    </section>
  );
}
