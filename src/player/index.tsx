// The lazy "present-viewer" chunk (spec §7). Load it only with `import('../player')`: a static import
// anywhere else would pull the player into the page's first-paint bundle.
export type { Viewport } from '../kernel/document/camera';
export { default } from './Player';
export type { VisitRef, VisitSource } from './step-clock';
export type { PlayerHandle, PlayerProps, StepEvent } from './types';
