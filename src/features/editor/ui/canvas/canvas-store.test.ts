import { describe, expect, it } from 'vitest';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import { smallCanvas } from '../../../../kernel/document/canvas/crdt/test-support';
import { DocumentError } from '../../../../kernel/document/schema-problems';
import { createCanvasStore } from './canvas-store';

describe('the canvas store', () => {
  it('announces a refused operation in the words it is given, changing nothing', () => {
    const store = createCanvasStore(canvasToYDoc(smallCanvas()), {
      describeRefusal: (error) => `Pas fait : ${error.message}`,
    });
    const before = store.snapshot().document;
    const ran = store.run(() => {
      throw new DocumentError(['element.width: must be at least 1']);
    }, 'Done');
    expect(ran).toBe(false);
    expect(store.snapshot().announcement.message).toBe('Pas fait : element.width: must be at least 1');
    expect(store.snapshot().document).toBe(before);
  });

  it('lets any other error through', () => {
    const store = createCanvasStore(canvasToYDoc(smallCanvas()));
    expect(() =>
      store.run(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});
