// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteElements, setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import { setStepNotes } from '../../../../../kernel/document/canvas/crdt/ops-path';
import { renderCanvasThumbnail } from '../../../../../kernel/document/canvas/thumbnail';
import { themeFor } from '../../../../../kernel/document/themes';
import type { CanvasStore } from '../canvas-store';
import { useCanvasSnapshot } from '../useCanvasStore';
import { smallCanvas, storeOf } from './test-support';
import { THUMBNAILS_SETTLE_MS, useStepThumbnails } from './useStepThumbnails';

vi.mock('../../../../../kernel/document/canvas/thumbnail', async (original) => {
  const real = await original<typeof import('../../../../../kernel/document/canvas/thumbnail')>();
  return { ...real, renderCanvasThumbnail: vi.fn(real.renderCanvasThumbnail) };
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(renderCanvasThumbnail).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the document rest long enough for the thumbnails to follow it. */
const rest = () => act(() => vi.advanceTimersByTime(THUMBNAILS_SETTLE_MS));

const ocean = themeFor('ocean');

function Thumbnails({ store }: { store: CanvasStore }) {
  const { document } = useCanvasSnapshot(store);
  const thumbnailOf = useStepThumbnails(document, ocean);
  return (
    <ol>
      {document.path.map((step) => (
        <li key={step.id} data-src={thumbnailOf(step) ?? 'none'} />
      ))}
    </ol>
  );
}

describe('useStepThumbnails', () => {
  it('draws each step once and redraws only the steps an edit shows', () => {
    const drawn = vi.mocked(renderCanvasThumbnail);
    const store = storeOf(smallCanvas());
    const view = render(<Thumbnails store={store} />);
    const sources = () => [...view.container.querySelectorAll('li')].map((item) => item.dataset.src);
    expect(drawn).toHaveBeenCalledTimes(3);
    const before = sources();

    act(() => setStepNotes(store.ydoc, 's1', 'New notes'));
    rest();
    expect(drawn).toHaveBeenCalledTimes(3);
    expect(sources()).toEqual(before);

    act(() => setProperties(store.ydoc, 'peak', { shape: 'ellipse' }));
    rest();
    expect(drawn).toHaveBeenCalledTimes(4);
    const after = sources();
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it('redraws the step that showed an element someone deleted', () => {
    const store = storeOf(smallCanvas());
    const view = render(<Thumbnails store={store} />);
    const sources = () => [...view.container.querySelectorAll('li')].map((item) => item.dataset.src);
    const before = sources();
    act(() => deleteElements(store.ydoc, ['peak']));
    rest();
    const after = sources();
    expect(after[1]).not.toBe(before[1]);
    expect(after[0]).toBe(before[0]);
  });

  it('draws nothing while the document keeps changing, and the steps it showed once it rests', () => {
    const drawn = vi.mocked(renderCanvasThumbnail);
    const store = storeOf(smallCanvas());
    const view = render(<Thumbnails store={store} />);
    const sources = () => [...view.container.querySelectorAll('li')].map((item) => item.dataset.src);
    const before = sources();
    drawn.mockClear();
    for (const shape of ['ellipse', 'triangle', 'rectangle', 'ellipse'] as const) {
      act(() => setProperties(store.ydoc, 'peak', { shape }));
      act(() => vi.advanceTimersByTime(THUMBNAILS_SETTLE_MS / 2));
    }
    expect(drawn).not.toHaveBeenCalled();
    expect(sources()).toEqual(before);
    rest();
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(sources()[1]).not.toBe(before[1]);
  });
});
