// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE, TouchController } from './touch';

type Point = { clientX: number; clientY: number };

/** jsdom has TouchEvent but no Touch constructor: the lists are attached by hand. */
function touch(target: Element, type: string, touches: Point[], changed: Point[] = touches) {
  const event = new Event(type, { bubbles: true });
  Object.assign(event, { touches, changedTouches: changed });
  target.dispatchEvent(event);
}

function swipe(target: Element, dx: number, dy: number, ms: number) {
  touch(target, 'touchstart', [{ clientX: 200, clientY: 200 }]);
  vi.advanceTimersByTime(ms);
  touch(target, 'touchend', [], [{ clientX: 200 + dx, clientY: 200 + dy }]);
}

describe('TouchController', () => {
  let target: HTMLElement;
  let controller: TouchController;
  const onNavigate = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('div');
    document.body.append(target);
    controller = new TouchController();
    controller.bind(target, { onNavigate });
  });

  afterEach(() => {
    controller.destroy();
    target.remove();
    onNavigate.mockReset();
    vi.useRealTimers();
  });

  it('swipes left to go forward and right to go back', () => {
    swipe(target, -120, 10, 200);
    swipe(target, 80, -5, 200);
    expect(onNavigate.mock.calls.map(([action]) => action)).toEqual(['next', 'previous']);
  });

  it('needs at least 50 px', () => {
    swipe(target, -(SWIPE.minDistance - 1), 0, 100);
    expect(onNavigate).not.toHaveBeenCalled();
    swipe(target, -SWIPE.minDistance, 0, 100);
    expect(onNavigate).toHaveBeenCalledWith('next');
  });

  it('needs to be done within 600 ms', () => {
    swipe(target, -200, 0, SWIPE.maxDuration + 1);
    expect(onNavigate).not.toHaveBeenCalled();
    swipe(target, -200, 0, SWIPE.maxDuration);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('ignores vertical scrolls', () => {
    swipe(target, -60, 300, 150);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('ignores pinches and cancelled touches', () => {
    touch(target, 'touchstart', [{ clientX: 200, clientY: 200 }]);
    touch(target, 'touchstart', [
      { clientX: 200, clientY: 200 },
      { clientX: 300, clientY: 200 },
    ]);
    touch(target, 'touchend', [], [{ clientX: 50, clientY: 200 }]);
    touch(target, 'touchstart', [{ clientX: 200, clientY: 200 }]);
    touch(target, 'touchcancel', []);
    touch(target, 'touchend', [], [{ clientX: 50, clientY: 200 }]);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
