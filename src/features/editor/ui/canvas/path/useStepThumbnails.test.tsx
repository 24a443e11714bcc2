// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteElements, setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import { setStepNotes } from '../../../../../kernel/document/canvas/crdt/ops-path';
import { renderCanvasThumbnail } from '../../../../../kernel/document/canvas/thumbnail';
import { themeFor } from '../../../../../kernel/document/themes';
import type { CanvasStore } from '../canvas-store';
import { useCanvasSnapshot } from '../useCanvasStore';
import { smallCanvas, storeOf } from './test-support';
import { useStepThumbnails } from './useStepThumbnails';

vi.mock('../../../../../kernel/document/canvas/thumbnail', async (original) => {
  const real = await original<typeof import('../../../../../kernel/document/canvas/thumbnail')>();
  return { ...real, renderCanvasThumbnail: vi.fn(real.renderCanvasThumbnail) };
});

afterEach(cleanup);

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
    expect(drawn).toHaveBeenCalledTimes(3);
    expect(sources()).toEqual(before);

    act(() => setProperties(store.ydoc, 'peak', { shape: 'ellipse' }));
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
    const after = sources();
    expect(after[1]).not.toBe(before[1]);
    expect(after[0]).toBe(before[0]);
  });
});
