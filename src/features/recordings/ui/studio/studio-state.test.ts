import { describe, expect, it } from 'vitest';
import { initialStudioState, type StudioEvent, type StudioState, studioReducer } from './studio-state';

const run = (events: StudioEvent[], from: StudioState = initialStudioState) =>
  events.reduce(studioReducer, from);

describe('studioReducer', () => {
  it('goes idle → countdown 3-2-1 → recording ⇄ paused → review', () => {
    let s = run([
      { type: 'camera', camera: 'on' },
      { type: 'record', seconds: 3 },
    ]);
    expect(s.phase).toEqual({ name: 'countdown', remaining: 3 });
    s = run([{ type: 'tick' }, { type: 'tick' }], s);
    expect(s.phase).toEqual({ name: 'countdown', remaining: 1 });
    s = run([{ type: 'tick' }], s);
    expect(s.phase.name).toBe('recording');
    s = run([{ type: 'pause' }], s);
    expect(s.phase.name).toBe('paused');
    s = run([{ type: 'resume' }, { type: 'stop', durationMs: 6000 }], s);
    expect(s.phase).toEqual({ name: 'review', durationMs: 6000, reason: 'stopped' });
  });

  it('cancels a countdown, and ignores moves that do not fit the state', () => {
    expect(run([{ type: 'record', seconds: 3 }, { type: 'cancel' }]).phase.name).toBe('idle');
    expect(run([{ type: 'pause' }]).phase.name).toBe('idle');
    expect(run([{ type: 'stop', durationMs: 1 }]).phase.name).toBe('idle');
    expect(run([{ type: 'publish' }]).phase.name).toBe('idle');
    expect(run([{ type: 'record', seconds: 3 }, { type: 'resume' }]).phase.name).toBe('countdown');
  });

  it('records with the camera denied (sound only), but not with no device at all', () => {
    const denied = run([
      { type: 'camera', camera: 'denied' },
      { type: 'record', seconds: 0 },
    ]);
    expect(denied.camera).toBe('denied');
    expect(denied.phase.name).toBe('recording');
    expect(run([{ type: 'noMedia' }, { type: 'record', seconds: 3 }]).phase.name).toBe('idle');
  });

  it('uploads with progress to published, or fails with a retry that uploads again', () => {
    const review = run([
      { type: 'record', seconds: 0 },
      { type: 'stop', durationMs: 5000, reason: 'limit' },
    ]);
    expect(review.phase).toEqual({ name: 'review', durationMs: 5000, reason: 'limit' });
    let s = run([{ type: 'publish' }, { type: 'progress', sent: 5, total: 10 }], review);
    expect(s.phase).toEqual({ name: 'uploading', durationMs: 5000, sent: 5, total: 10 });
    const failed = run([{ type: 'failed', message: 'Network down', retryable: true }], s);
    expect(failed.phase).toEqual({
      name: 'failed',
      durationMs: 5000,
      message: 'Network down',
      retryable: true,
    });
    s = run([{ type: 'publish' }, { type: 'published', path: '/p/x/y/' }], failed);
    expect(s.phase).toEqual({ name: 'published', path: '/p/x/y/' });
    const refused = run(
      [{ type: 'publish' }, { type: 'failed', message: 'Bad file', retryable: false }],
      review,
    );
    expect(run([{ type: 'publish' }], refused).phase.name).toBe('failed');
    expect(run([{ type: 'backToReview' }], refused).phase.name).toBe('review');
  });
});
