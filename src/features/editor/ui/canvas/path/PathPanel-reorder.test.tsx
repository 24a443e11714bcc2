// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPath } from './test-support';

afterEach(cleanup);

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

  it('moves a dragged step to the place of the step it is dropped on', () => {
    const { path, announced } = renderPath();
    const items = () => screen.getAllByRole('listitem');
    fireEvent.dragStart(items()[0]!);
    fireEvent.dragOver(items()[2]!);
    expect(items()[2]!.className).toContain('path-step--drop-target');
    fireEvent.drop(items()[2]!);
    expect(ids(path())).toEqual(['s2', 's3', 's1']);
    expect(announced()).toBe('Step 1 moved to position 3');
    expect(items()[2]!.className).not.toContain('path-step--drop-target');

    fireEvent.dragStart(items()[2]!);
    fireEvent.dragOver(items()[1]!);
    fireEvent.drop(items()[1]!);
    expect(ids(path())).toEqual(['s2', 's1', 's3']);
  });

  it('ignores a drop that no drag of a step started', () => {
    const { path } = renderPath();
    const items = screen.getAllByRole('listitem');
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    fireEvent.dragStart(items[1]!);
    fireEvent.dragEnd(items[1]!);
    fireEvent.drop(items[2]!);
    expect(ids(path())).toEqual(['s1', 's2', 's3']);
  });
});
