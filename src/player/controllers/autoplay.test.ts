// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_INTERVAL_MS, AutoplayController } from './autoplay';

describe('AutoplayController', () => {
  let target: HTMLElement;
  let controller: AutoplayController;
  let step: number;
  const onAdvance = vi.fn(() => {
    step += 1;
    controller.update({ ...state, step });
  });
  let state = { enabled: true, forced: false, step: 0 };

  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('div');
    step = 0;
    state = { enabled: true, forced: false, step: 0 };
    controller = new AutoplayController();
    controller.bind(target, { onAdvance });
  });

  afterEach(() => {
    controller.destroy();
    onAdvance.mockClear();
    vi.useRealTimers();
  });

  it('advances every interval while enabled', () => {
    controller.update(state);
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS - 1);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 2);
    expect(onAdvance).toHaveBeenCalledTimes(3);
  });

  it('does nothing unless enabled', () => {
    controller.update({ ...state, enabled: false });
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(controller.running).toBe(false);
  });

  it('gives a step shown by hand a whole interval', () => {
    controller.update(state);
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS - 100);
    controller.update({ ...state, step: 5 });
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS - 100);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])(
    'pauses for good when the viewer takes over (%s)',
    (type) => {
      controller.update(state);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3);
      expect(onAdvance).not.toHaveBeenCalled();
      controller.update({ ...state, step: 1 }); // a step the viewer chose does not restart it
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3);
      expect(onAdvance).not.toHaveBeenCalled();
    },
  );

  it('keeps going through input when forced', () => {
    state = { ...state, forced: true };
    controller.update(state);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('resumes after a pause', () => {
    controller.update(state);
    controller.pause();
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 2);
    controller.resume();
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when destroyed', () => {
    controller.update(state);
    controller.destroy();
    vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 2);
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
