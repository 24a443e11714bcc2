// The studio's states: idle → countdown → recording ⇄ paused → review →
// uploading → published, or failed (with a retry back to uploading, or back to the review).
// The camera is a separate fact: on, denied or missing; without it the studio records sound only.

export type CameraState = 'pending' | 'on' | 'denied' | 'missing';

export type StudioPhase =
  | { name: 'idle' }
  | { name: 'countdown'; remaining: number }
  | { name: 'recording' }
  | { name: 'paused' }
  | { name: 'review'; durationMs: number; reason: 'stopped' | 'limit' }
  | { name: 'uploading'; durationMs: number; sent: number; total: number }
  | { name: 'published'; path: string }
  | { name: 'failed'; durationMs: number; message: string; retryable: boolean };

export interface StudioState {
  phase: StudioPhase;
  camera: CameraState;
  /** No microphone or camera at all: nothing to record. */
  noMedia: boolean;
}

export type StudioEvent =
  | { type: 'camera'; camera: CameraState }
  | { type: 'noMedia' }
  | { type: 'record'; seconds: number }
  | { type: 'tick' }
  | { type: 'cancel' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop'; durationMs: number; reason?: 'stopped' | 'limit' }
  | { type: 'discard' }
  | { type: 'publish' }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'published'; path: string }
  | { type: 'failed'; message: string; retryable: boolean }
  | { type: 'backToReview' };

export const initialStudioState: StudioState = { phase: { name: 'idle' }, camera: 'pending', noMedia: false };

const durationOf = (phase: StudioPhase) => ('durationMs' in phase ? phase.durationMs : 0);

export function studioReducer(state: StudioState, event: StudioEvent): StudioState {
  const { phase } = state;
  const to = (next: StudioPhase): StudioState => ({ ...state, phase: next });
  switch (event.type) {
    case 'camera':
      return { ...state, camera: event.camera, noMedia: false };
    case 'noMedia':
      return { ...state, noMedia: true };
    case 'record':
      if (phase.name !== 'idle' || state.noMedia) return state;
      return event.seconds > 0
        ? to({ name: 'countdown', remaining: event.seconds })
        : to({ name: 'recording' });
    case 'tick':
      if (phase.name !== 'countdown') return state;
      return phase.remaining > 1
        ? to({ name: 'countdown', remaining: phase.remaining - 1 })
        : to({ name: 'recording' });
    case 'cancel':
      return phase.name === 'countdown' ? to({ name: 'idle' }) : state;
    case 'pause':
      return phase.name === 'recording' ? to({ name: 'paused' }) : state;
    case 'resume':
      return phase.name === 'paused' ? to({ name: 'recording' }) : state;
    case 'stop':
      if (phase.name !== 'recording' && phase.name !== 'paused') return state;
      return to({ name: 'review', durationMs: event.durationMs, reason: event.reason ?? 'stopped' });
    case 'discard':
      return phase.name === 'review' || phase.name === 'failed' ? to({ name: 'idle' }) : state;
    case 'publish':
      if (phase.name !== 'review' && !(phase.name === 'failed' && phase.retryable)) return state;
      return to({ name: 'uploading', durationMs: durationOf(phase), sent: 0, total: 0 });
    case 'progress':
      return phase.name === 'uploading' ? to({ ...phase, sent: event.sent, total: event.total }) : state;
    case 'published':
      return phase.name === 'uploading' ? to({ name: 'published', path: event.path }) : state;
    case 'failed':
      if (phase.name !== 'uploading') return state;
      return to({
        name: 'failed',
        durationMs: phase.durationMs,
        message: event.message,
        retryable: event.retryable,
      });
    case 'backToReview':
      return phase.name === 'failed'
        ? to({ name: 'review', durationMs: phase.durationMs, reason: 'stopped' })
        : state;
  }
}

/** Whether the deck's moves are being written to the timeline. */
export const isCapturing = (phase: StudioPhase) => phase.name === 'recording' || phase.name === 'paused';
