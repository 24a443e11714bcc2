import { describe, expect, it } from 'vitest';
import { type PreviewEvent, type PreviewState, previewState } from './preview';

const run = (events: PreviewEvent[], hasFallback: boolean) =>
  events.reduce<PreviewState>((state, event) => previewState(state, event, hasFallback), 'none');

describe('previewState', () => {
  it('moves none → loading → show when the preview loads', () => {
    expect(previewState('none', 'start', false)).toBe('loading');
    expect(run(['start', 'loaded'], false)).toBe('show');
  });

  it('moves to fallback when the preview fails and a fallback exists', () => {
    expect(run(['start', 'failed'], true)).toBe('fallback');
  });

  it('goes back to none when the preview fails without a fallback', () => {
    expect(run(['start', 'failed'], false)).toBe('none');
  });

  it('goes back to none when the fallback fails too', () => {
    expect(run(['start', 'failed', 'fallbackFailed'], true)).toBe('none');
  });

  it('ignores a late load or failure once it is no longer loading', () => {
    expect(previewState('none', 'loaded', true)).toBe('none');
    expect(previewState('show', 'failed', true)).toBe('show');
    expect(previewState('show', 'fallbackFailed', true)).toBe('show');
  });

  it('resets to none from any state', () => {
    for (const state of ['none', 'loading', 'show', 'fallback'] as const) {
      expect(previewState(state, 'reset', true)).toBe('none');
    }
  });
});
