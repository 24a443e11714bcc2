// The player's public contract: what a host passes in and what it can call through a ref.
import type { PlayerData } from '../features/decks/contracts';
import type { Viewport } from '../kernel/document/camera';
import type { VisitSource } from './step-clock';

export interface StepEvent {
  /** 0-based index of the step now shown. */
  index: number;
  total: number;
  /** How long the previous step was on screen; 0 for the first step shown. */
  msOnPreviousStep: number;
  title: string;
}

export interface PlayerProps {
  data: PlayerData;
  /** The page's shouldAutoplay: advance on a timer until the viewer takes over. */
  autoplay?: boolean;
  /** The page's forceAutoplay: advance on a timer whatever the viewer does. */
  forceAutoplay?: boolean;
  /** 0-based step to start on; a `#step=N` deep link in the address wins over it. */
  initialStep?: number;
  /** Change steps without flights; by default follows prefers-reduced-motion. */
  reducedMotion?: boolean;
  /** A fixed viewport size; by default the player measures itself (1280×720 where it cannot). */
  viewport?: Viewport;
  onProgress?(percent: number): void;
  onReady?(): void;
  /** Each step shown, the first one included (once ready). */
  onStep?(event: StepEvent): void;
  /** Next was asked for on the last step (or the video ended): the host shows its restart screen. */
  onEnd?(): void;
  /** The visit the host's view call started: the player reports the time on each step to it. */
  visit?: VisitSource;
}

export interface PlayerHandle {
  next(): void;
  previous(): void;
  /** 0-based; clamped to the path. */
  goTo(index: number): void;
  restart(): void;
  toggleFullscreen(): void;
  /** Moves keyboard focus into the player, e.g. after the host's play button has gone. */
  focus(): void;
}
