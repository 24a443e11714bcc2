// @vitest-environment jsdom
// This person's selection goes to the others at most ten times a second, the last one always.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { createCanvasStore } from './canvas-store';
import { PUBLISH_MS, usePublishSelection } from './usePublishSelection';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePublishSelection', () => {
  it('publishes the selection, a burst of changes as its last state', () => {
    const store = createCanvasStore(canvasToYDoc(smallCanvas()));
    const published: string[][] = [];
    renderHook(() =>
      usePublishSelection(store, (change) => {
        published.push(change.selection ?? []);
      }),
    );
    act(() => vi.advanceTimersByTime(0));
    expect(published).toEqual([[]]);
    act(() => {
      store.select(['s']);
      store.select(['s', 't']);
      store.select(['t']);
    });
    act(() => vi.advanceTimersByTime(PUBLISH_MS - 1));
    expect(published).toEqual([[]]);
    act(() => vi.advanceTimersByTime(1));
    expect(published).toEqual([[], ['t']]);
    // An announcement changes the snapshot, not the selection: nothing more is sent.
    act(() => store.announce('Hello'));
    act(() => vi.advanceTimersByTime(PUBLISH_MS));
    expect(published).toEqual([[], ['t']]);
  });
});
