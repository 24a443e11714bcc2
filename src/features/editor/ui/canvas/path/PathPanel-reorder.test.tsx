// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPath } from './test-support';

// jsdom lays nothing out and captures no pointer: each step item is given a box, 56 px tall every
// 60 px from y = 100, and the moves and the lift are sent to the handle, as a capture would.
const ITEM = { top: 100, pitch: 60, height: 56, width: 300 };
const middleOf = (index: number) => ({
  clientX: 150,
  clientY: ITEM.top + index * ITEM.pitch + ITEM.height / 2,
});

beforeEach(() => {
  HTMLElement.prototype.setPointerCapture = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.dataset.stepId === undefined ? -1 : [...this.parentElement!.children].indexOf(this);
    const top = ITEM.top + index * ITEM.pitch;
    return { top, bottom: top + ITEM.height, left: 0, right: ITEM.width } as DOMRect;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ids = (path: { id: string }[]) => path.map((step) => step.id);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('PathPanel reordering', () => {
  it('moves a step with its up and down buttons, keeping focus on the button', () => {
    const { path, announced } = renderPath();
    expect(button('Move step 1 up').disabled).toBe(true);
    expect(button('Move step 3 down').disabled).toBe(true);
    fireEvent.click(button('Move step 3 up'));
    expect(ids(path())).toEqual(['s1', 's3', 's2']);
    expect(announced()).toBe('Step 3 moved to position 2');
    expect(document.activeElement).toBe(button('Move step 2 up'));
    fireEvent.click(button('Move step 1 down'));
    expect(ids(path())).toEqual(['s3', 's1', 's2']);
    expect(announced()).toBe('Step 1 moved to position 2');
  });

  it('moves to the step when the button it used is disabled at the end of the list', () => {
    renderPath();
    fireEvent.click(button('Move step 2 up'));
    expect(document.activeElement).toBe(button('Step 1: Numbers'));
  });

  it('moves the focused step with Alt+ArrowUp and Alt+ArrowDown', () => {
    const { path, announced } = renderPath();
    fireEvent.keyDown(button('Step 2: Numbers'), { key: 'ArrowUp', altKey: true });
    expect(ids(path())).toEqual(['s2', 's1', 's3']);
    expect(announced()).toBe('Step 2 moved to position 1');
    expect(document.activeElement).toBe(button('Step 1: Numbers'));
    fireEvent.keyDown(button('Step 1: Numbers'), { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(button('Step 2: Numbers'), { key: 'ArrowDown', altKey: true });
    expect(ids(path())).toEqual(['s1', 's3', 's2']);
    // Past the end nothing moves, and an arrow without Alt is left to the page.
    fireEvent.keyDown(button('Step 3: Numbers'), { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(button('Step 1: Intro'), { key: 'ArrowDown' });
    expect(ids(path())).toEqual(['s1', 's3', 's2']);
  });

  describe('by dragging a step by its handle', () => {
    const items = () => screen.getAllByRole('listitem');
    const classesOf = (index: number) => items()[index]!.className;
    const pointer = { pointerId: 7, isPrimary: true, button: 0 };
    /** Presses step `n`'s handle in its middle and moves the pointer to each point in turn. */
    const press = (n: number, ...to: { clientX: number; clientY: number }[]) => {
      const handle = button(`Drag step ${n}`);
      fireEvent.pointerDown(handle, { ...pointer, ...middleOf(n - 1) });
      for (const point of to) fireEvent.pointerMove(handle, { ...pointer, ...point });
      return handle;
    };

    it('moves the dragged step to the place of the step it is dropped on', () => {
      const { path, announced } = renderPath();
      const handle = press(1, middleOf(1));
      expect(classesOf(0)).toContain('path-step--dragging');
      expect(classesOf(1)).toContain('path-step--drop-target');
      fireEvent.pointerMove(handle, { ...pointer, ...middleOf(2) });
      expect(classesOf(1)).not.toContain('path-step--drop-target');
      expect(classesOf(2)).toContain('path-step--drop-target');
      fireEvent.pointerUp(handle, { ...pointer, ...middleOf(2) });
      expect(ids(path())).toEqual(['s2', 's3', 's1']);
      expect(announced()).toBe('Step 1 moved to position 3');
      for (const item of items()) expect(item.className).not.toMatch(/dragging|drop-target/);

      // Upwards too, the gap between two steps counting as the one above it.
      const up = press(3, { clientX: 150, clientY: ITEM.top + ITEM.pitch - 2 });
      fireEvent.pointerUp(up, pointer);
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });

    it('moves nothing on a tap, however the pointer wobbles under the threshold', () => {
      const { path } = renderPath();
      const { clientX, clientY } = middleOf(0);
      const handle = press(1, { clientX: clientX + 3, clientY: clientY + 3 });
      expect(classesOf(0)).not.toContain('path-step--dragging');
      fireEvent.pointerUp(handle, pointer);
      fireEvent.click(handle);
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });

    it('moves nothing when the pointer is cancelled or Escape is pressed', () => {
      const { path } = renderPath();
      const cancelled = press(1, middleOf(2));
      fireEvent.pointerCancel(cancelled, pointer);
      expect(classesOf(2)).not.toContain('path-step--drop-target');
      fireEvent.pointerUp(cancelled, { ...pointer, ...middleOf(2) });
      expect(ids(path())).toEqual(['s1', 's2', 's3']);

      const escaped = press(3, middleOf(0));
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(classesOf(0)).not.toContain('path-step--drop-target');
      fireEvent.pointerUp(escaped, pointer);
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });

    it('moves nothing when the step is dropped on itself or off the list', () => {
      const { path, store, announced } = renderPath();
      const undoable = store.undoManager.undoStack.length;
      fireEvent.pointerUp(press(2, middleOf(0), middleOf(1)), pointer);
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
      expect(announced()).toBe('');
      expect(store.undoManager.undoStack.length).toBe(undoable);
      const off = press(2, middleOf(0), { clientX: ITEM.width + 20, clientY: middleOf(0).clientY });
      expect(classesOf(0)).not.toContain('path-step--drop-target');
      fireEvent.pointerUp(off, pointer);
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });

    it('ignores another pointer than the one that pressed the handle', () => {
      const { path } = renderPath();
      const handle = press(1);
      fireEvent.pointerMove(handle, { ...pointer, pointerId: 8, ...middleOf(2) });
      fireEvent.pointerUp(handle, { ...pointer, pointerId: 8, ...middleOf(2) });
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });

    it('moves the step with Up and Down on a focused handle, out of the Tab order', () => {
      const { path } = renderPath();
      expect(button('Drag step 1').tabIndex).toBe(-1);
      fireEvent.keyDown(button('Drag step 1'), { key: 'ArrowDown' });
      expect(ids(path())).toEqual(['s2', 's1', 's3']);
      expect(document.activeElement).toBe(button('Drag step 2'));
      fireEvent.keyDown(button('Drag step 2'), { key: 'ArrowUp' });
      expect(ids(path())).toEqual(['s1', 's2', 's3']);
    });
  });
});
