// @vitest-environment jsdom
// When the canvas store tells components of a change: at once, or after the next paint for the
// origins that draw their own change (the inline text editor's typing), once for a burst.
import { describe, expect, it } from 'vitest';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { setProperties } from '../../../../kernel/document/canvas/crdt/ops-elements';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { afterNextPaint } from '../../../../lib/after-paint';
import { createCanvasStore } from './canvas-store';

const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve));

function watched() {
  const store = createCanvasStore(canvasToYDoc(smallCanvas()));
  const notices = { count: 0 };
  store.subscribe(() => notices.count++);
  return { store, notices };
}

const retitle = (store: ReturnType<typeof watched>['store'], title: string, origin?: unknown) =>
  store.ydoc.transact(() => setProperties(store.ydoc, 'f', { title }), origin);

describe('the canvas store’s notices', () => {
  it('tells of a change within it', () => {
    const { store, notices } = watched();
    retitle(store, 'One');
    expect(notices.count).toBe(1);
  });

  it('tells of a burst of changes from an after-paint origin once, after the paint', async () => {
    const { store, notices } = watched();
    const typing = Symbol('typing');
    store.noticeAfterPaint(typing);
    for (const title of ['One', 'Two', 'Three']) retitle(store, title, typing);
    expect(notices.count).toBe(0);
    // What is read meanwhile is current all the same.
    const frame = store.snapshot().document.elements.find((each) => each.id === 'f');
    expect(frame?.kind === 'frame' && frame.title).toBe('Three');
    await painted();
    await painted();
    expect(notices.count).toBe(1);
  });

  it('still tells of other origins’ changes at once', () => {
    const { store, notices } = watched();
    store.noticeAfterPaint(Symbol('typing'));
    retitle(store, 'One', 'someone else');
    expect(notices.count).toBe(1);
  });
});
