// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { canvasToYDoc } from '../../../../kernel/document/canvas/crdt/mapping';
import type { CanvasDocument } from '../../../../kernel/document/canvas/model';
import { buildPlayerData } from '../../../../player/testing';
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';
import { createCanvasStore } from './canvas-store';
import { canvasYDocOf } from './canvas-sync';
import type { CanvasEditorSlots } from './panel-props';
import { createPresenceFeed, type PresenceFeed } from './usePresenceFeed';

afterEach(cleanup);

const DOC: CanvasDocument = {
  version: 3,
  title: 'Harbour',
  theme: 'default' as CanvasDocument['theme'],
  elements: [
    {
      kind: 'frame',
      id: 'f1',
      shape: 'rectangle',
      title: 'Piers',
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
      rotation: 0,
      z: 0,
    },
    {
      kind: 'text',
      id: 't1',
      parent: 'f1',
      x: 100,
      y: 100,
      width: 600,
      height: 100,
      rotation: 0,
      z: 1,
      content: { paragraphs: [{ runs: [{ text: 'Ferry times' }] }] },
    },
    {
      kind: 'shape',
      id: 's1',
      parent: 'f1',
      shape: 'ellipse',
      x: 100,
      y: 400,
      width: 200,
      height: 200,
      rotation: 0,
      z: 2,
    },
  ],
  path: [{ id: 'p1', frame: 'f1' }],
};

function setUp(slots?: CanvasEditorSlots, presence?: PresenceFeed, openAt?: string) {
  const state = btoa(String.fromCharCode(...Y.encodeStateAsUpdate(canvasToYDoc(DOC))));
  const data = {
    presentation: { oid: 'abc123def456', title: 'Harbour', path: '/p/abc123def456/harbour/' },
    player: buildPlayerData({ title: 'Harbour' }),
    canvas: { generation: 'g1', state },
  } as unknown as CanvasEditorData;
  renderWithI18n(
    <CanvasEditor
      data={data}
      store={createCanvasStore(canvasYDocOf(state))}
      slots={slots}
      presence={presence}
      openAt={openAt}
    />,
  );
  const viewport = screen.getByRole('region', { name: 'Canvas' });
  const status = () => screen.getByRole('status').textContent;
  const elementBox = (id: string) => viewport.querySelector(`[data-element-id="${id}"]`) as HTMLElement;
  return { viewport, status, elementBox };
}

describe('CanvasEditor', () => {
  it('opens on the frame a link names, selected and announced', () => {
    const { status } = setUp(undefined, undefined, 'f1');
    expect(status()).toBe('Frame selected: Piers');
  });

  it('opens as usual when a link names no frame of the deck', () => {
    const { status } = setUp(undefined, undefined, 't1');
    expect(status()).toBe('');
  });

  it('draws the deck with the player’s components and walks its elements with Tab', () => {
    const { viewport, status, elementBox } = setUp();
    expect(elementBox('t1').textContent).toBe('Ferry times');
    fireEvent.keyDown(viewport, { key: 'Tab' });
    expect(status()).toBe('Frame selected: Piers');
    fireEvent.keyDown(viewport, { key: 'Tab' });
    expect(status()).toBe('Text selected: Ferry times');
    fireEvent.keyDown(viewport, { key: 'Tab' });
    fireEvent.keyDown(viewport, { key: 'Tab' });
    // Past the last element the key is left to the browser: focus leaves the canvas.
    const last = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      viewport.dispatchEvent(last);
    });
    expect(last.defaultPrevented).toBe(false);
  });

  it('nudges by keyboard, deletes, and undoes and redoes each as one step', () => {
    const { viewport, status, elementBox } = setUp();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.keyDown(viewport, { key: 'Tab' });
    fireEvent.keyDown(viewport, { key: 'Tab' });
    const before = elementBox('t1').style.transform;
    fireEvent.keyDown(viewport, { key: 'ArrowRight', shiftKey: true });
    expect(status()).toBe('Moved');
    expect(elementBox('t1').style.transform).not.toBe(before);
    fireEvent.keyDown(viewport, { key: 'Delete' });
    expect(status()).toBe('Deleted 1 element');
    expect(elementBox('t1')).toBeNull();
    fireEvent.keyDown(viewport, { key: 'z', ctrlKey: true });
    expect(elementBox('t1')).not.toBeNull();
    expect(undo.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(elementBox('t1')).toBeNull();
  });

  it('selects with the pointer and moves the selection by dragging, as one edit', () => {
    const { viewport, elementBox } = setUp();
    const shape = elementBox('s1');
    const transform = shape.style.transform;
    fireEvent.pointerDown(shape, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: 60, clientY: 10, pointerId: 1, altKey: true });
    fireEvent.pointerUp(viewport, { clientX: 60, clientY: 10, pointerId: 1 });
    expect(elementBox('s1').style.transform).not.toBe(transform);
    expect(viewport.querySelectorAll('.canvas-editor__outline').length).toBeGreaterThan(0);
    fireEvent.keyDown(viewport, { key: 'z', ctrlKey: true });
    expect(elementBox('s1').style.transform).toBe(transform);
  });

  it('leaves a frame for its parent with Escape, then the selection, and zooms with the keys', () => {
    const { viewport, status } = setUp();
    fireEvent.keyDown(viewport, { key: 'Tab' });
    fireEvent.keyDown(viewport, { key: 'Tab' });
    fireEvent.keyDown(viewport, { key: 'Escape' });
    expect(viewport.querySelectorAll('.canvas-editor__outline').length).toBe(1);
    fireEvent.keyDown(viewport, { key: 'Escape' });
    expect(viewport.querySelectorAll('.canvas-editor__outline').length).toBe(0);
    const zoom = Number(viewport.dataset.zoom);
    fireEvent.keyDown(viewport, { key: '+' });
    expect(Number(viewport.dataset.zoom)).toBeCloseTo(zoom * 1.25);
    expect(status()).not.toBeNull();
  });

  it('re-renders the side panels for a change of the document or the selection, never for a zoom', () => {
    const renders = { left: 0, right: 0 };
    function Counted({ side }: { side: 'left' | 'right' }) {
      renders[side]++;
      return null;
    }
    const { viewport } = setUp({
      left: () => <Counted side="left" />,
      right: () => <Counted side="right" />,
    });
    const settled = { ...renders };
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: '-' });
    expect(renders).toEqual(settled);
    fireEvent.keyDown(viewport, { key: 'Tab' });
    expect(renders.left).toBeGreaterThan(settled.left);
    expect(renders.right).toBeGreaterThan(settled.right);
  });

  it('ends editing a text when the canvas is pressed outside it, as a tap on a tablet does', () => {
    const { viewport, elementBox } = setUp({ textEditor: () => <p>Editing</p> });
    fireEvent.pointerDown(elementBox('t1'), { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.doubleClick(viewport);
    // The text editor draws the box while it is edited.
    expect(elementBox('t1')).toBeNull();
    expect(screen.getByText('Editing')).toBeTruthy();
    fireEvent.pointerDown(viewport, {
      button: 0,
      clientX: 5,
      clientY: 5,
      pointerId: 2,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(viewport, { clientX: 5, clientY: 5, pointerId: 2, pointerType: 'touch' });
    expect(elementBox('t1')).not.toBeNull();
    expect(screen.queryByText('Editing')).toBeNull();
  });

  it('outlines what the others select, redrawing that layer and not the panels', () => {
    const renders = { left: 0 };
    function Counted() {
      renders.left++;
      return null;
    }
    const presence = createPresenceFeed();
    const { viewport } = setUp({ left: () => <Counted /> }, presence);
    const settled = renders.left;
    act(() =>
      presence.publish([
        {
          clientId: 3,
          user: { id: 9, name: 'Grace Hopper', color: '#047857' },
          selection: ['s1'],
          pointer: null,
          view: null,
        },
      ]),
    );
    expect(viewport.querySelectorAll('.canvas-editor__remote-outline')).toHaveLength(1);
    expect(viewport.querySelector('.canvas-editor__remote-name')?.textContent).toBe('Grace Hopper');
    expect(renders.left).toBe(settled);
  });
});
