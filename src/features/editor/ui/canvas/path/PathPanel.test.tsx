// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStepNotes } from '../../../../../kernel/document/canvas/crdt/ops-path';
import { CANVAS_LIMITS } from '../../../../../kernel/document/canvas/model';
import { NOTES_PAUSE_MS } from './StepNotes';
import { renderPath, smallCanvas, VIEW_ON_SCREEN } from './test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const stepButtons = () => screen.getAllByRole('button', { name: /^Step \d/ });

describe('PathPanel', () => {
  it('lists the steps in order with their number, title and thumbnail', () => {
    const { view } = renderPath();
    expect(stepButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Step 1: Intro',
      'Step 2: Numbers',
      'Step 3',
    ]);
    const images = view.container.querySelectorAll('img.path-step__thumbnail');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(images[0]!.getAttribute('src')).not.toBe(images[1]!.getAttribute('src'));
  });

  it('adds the view on screen as a step at the end and announces it', () => {
    const { path, announced } = renderPath();
    fireEvent.click(screen.getByRole('button', { name: 'Add this view' }));
    expect(path().map((step) => step.id)).toEqual(['s1', 's2', 's3', 'new1']);
    expect(path()[3]).toEqual({ id: 'new1', view: VIEW_ON_SCREEN });
    expect(announced()).toBe('Step 4 added');
    expect(stepButtons()).toHaveLength(4);
  });

  it('announces why the model refused a step, and adds nothing', () => {
    const { camera, path, announced } = renderPath();
    camera.currentView = () => ({ ...VIEW_ON_SCREEN, width: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Add this view' }));
    expect(path()).toHaveLength(3);
    expect(announced()).toMatch(/step\.view\.width/);
  });

  it('adds the selected frame only when exactly one frame is selected', () => {
    const { store, path, announced } = renderPath();
    const addFrame = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add selected frame' });
    expect(addFrame().disabled).toBe(true);
    screen.getByText('Select one frame on the canvas to add it as a step.');
    act(() => store.select(['hello']));
    expect(addFrame().disabled).toBe(true);
    act(() => store.select(['intro', 'data']));
    expect(addFrame().disabled).toBe(true);
    act(() => store.select(['data']));
    expect(addFrame().disabled).toBe(false);
    fireEvent.click(addFrame());
    expect(path()[3]).toEqual({ id: 'new1', frame: 'data' });
    expect(announced()).toBe('Step 4 added');
  });

  it('shows a step on click or Enter: tells the editor and flies the camera there', () => {
    const { camera, onJump, announced } = renderPath();
    fireEvent.click(stepButtons()[1]!);
    expect(onJump).toHaveBeenCalledWith(1);
    expect(camera.show).toHaveBeenCalledWith({ x: 2000, y: 0, width: 1600, height: 900 });
    expect(announced()).toBe('Showing step 2: Numbers');
    fireEvent.keyDown(stepButtons()[2]!, { key: 'Enter' });
    expect(onJump).toHaveBeenLastCalledWith(2);
    expect(camera.show).toHaveBeenLastCalledWith({ x: 0, y: 1000, width: 800, height: 450 });
  });

  it('gives a commenter the steps to show, and nothing that changes them', () => {
    const { camera, onJump, path, view } = renderPath(smallCanvas(), 0, true);
    expect(stepButtons()).toHaveLength(3);
    for (const name of [/^Add/, /^Drag step/, /^Move step/, /^Rename step/, /^Delete step/])
      expect(screen.queryAllByRole('button', { name })).toEqual([]);
    expect(screen.queryByText(/to change the order/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(stepButtons()[1]!);
    expect(onJump).toHaveBeenCalledWith(1);
    expect(camera.show).toHaveBeenCalledWith({ x: 2000, y: 0, width: 1600, height: 900 });
    fireEvent.keyDown(stepButtons()[1]!, { key: 'ArrowUp', altKey: true });
    expect(path().map((step) => step.id)).toEqual(['s1', 's2', 's3']);
    expect(view.container.querySelector('[aria-describedby]')).toBeNull();
  });

  it('deletes a step, announces it and moves focus to the next one', () => {
    const { path, announced } = renderPath();
    fireEvent.click(screen.getByRole('button', { name: 'Delete step 2' }));
    expect(path().map((step) => step.id)).toEqual(['s1', 's3']);
    expect(announced()).toBe('Step 2 deleted');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Step 2' }));
  });

  it('renames a step in place, and an empty title gives the frame’s back', () => {
    const { path, announced } = renderPath();
    fireEvent.click(screen.getByRole('button', { name: 'Rename step 1' }));
    const field = screen.getByRole('textbox', { name: 'Title of step 1' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Welcome  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(path()[0]!.title).toBe('Welcome');
    expect(announced()).toBe('Step 1 renamed');
    expect(stepButtons()[0]!.getAttribute('aria-label')).toBe('Step 1: Welcome');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename step 1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Rename step 2' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title of step 2' }), { key: 'Escape' });
    expect(path()[1]!.title).toBe('Numbers');
    fireEvent.click(screen.getByRole('button', { name: 'Rename step 2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title of step 2' }), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Title of step 2' }));
    expect(path()[1]!.title).toBeUndefined();
    expect(stepButtons()[1]!.getAttribute('aria-label')).toBe('Step 2');
  });

  it('offers a way to add the first step when the path is empty', () => {
    const { path } = renderPath(smallCanvas({ path: [] }));
    screen.getByRole('heading', { name: 'No steps yet' });
    screen.getByText(/Steps are the stops of your presentation/);
    expect(screen.queryByRole('list')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add selected frame' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add this view' }));
    expect(path()).toHaveLength(1);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('PathPanel speaker notes', () => {
  const notesOf = (n: number) =>
    screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Speaker notes for step ${n}` });

  it('shows the current step’s notes and saves them when the field loses focus', () => {
    const { path } = renderPath(smallCanvas(), 0);
    expect(notesOf(1).value).toBe('Say hello');
    fireEvent.change(notesOf(1), { target: { value: 'Say hello warmly' } });
    expect(path()[0]!.notes).toBe('Say hello');
    fireEvent.blur(notesOf(1));
    expect(path()[0]!.notes).toBe('Say hello warmly');
  });

  it('saves after a pause in typing, not at each key', () => {
    vi.useFakeTimers();
    const { path } = renderPath(smallCanvas(), 1);
    fireEvent.change(notesOf(2), { target: { value: 'Three' } });
    act(() => vi.advanceTimersByTime(NOTES_PAUSE_MS - 1));
    fireEvent.change(notesOf(2), { target: { value: 'Three counts' } });
    act(() => vi.advanceTimersByTime(NOTES_PAUSE_MS - 1));
    expect(path()[1]!.notes).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(path()[1]!.notes).toBe('Three counts');
  });

  it('is bounded by the model’s limit, with a counter', () => {
    const { path } = renderPath(smallCanvas(), 0);
    const max = CANVAS_LIMITS.notesLength;
    screen.getByText(`9 / ${max} characters`);
    fireEvent.change(notesOf(1), { target: { value: 'x'.repeat(max + 10) } });
    screen.getByText(`${max} / ${max} characters`);
    fireEvent.blur(notesOf(1));
    expect(path()[0]!.notes).toHaveLength(max);
  });

  it('shows notes changed by someone else, unless this person is typing over them', () => {
    const { store } = renderPath(smallCanvas(), 0);
    act(() => setStepNotes(store.ydoc, 's1', 'From a co-editor'));
    expect(notesOf(1).value).toBe('From a co-editor');
    fireEvent.change(notesOf(1), { target: { value: 'Mine' } });
    act(() => setStepNotes(store.ydoc, 's1', 'Again from them'));
    expect(notesOf(1).value).toBe('Mine');
  });

  it('follows the step picked in the list, keeping what was typed for the one before', () => {
    const { path } = renderPath(smallCanvas(), 0);
    fireEvent.change(notesOf(1), { target: { value: 'Typed' } });
    fireEvent.click(stepButtons()[1]!);
    expect(notesOf(2).value).toBe('');
    expect(path()[0]!.notes).toBe('Typed');
  });
});
