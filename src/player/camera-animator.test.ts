// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { type Camera, flight, toTransform } from './camera';
import { CameraAnimator, type FrameClock } from './camera-animator';

const viewport = { width: 1280, height: 720 };
const camera = (c: Partial<Camera>): Camera => ({ x: 0, y: 0, scale: 1, rotation: 0, ...c });

/** A clock whose animation frames run only when the test says so. */
function manualClock() {
  let time = 0;
  let queued: (() => void) | null = null;
  const clock: FrameClock = {
    now: () => time,
    request: (callback) => {
      queued = callback;
      return 1;
    },
    cancel: () => {
      queued = null;
    },
  };
  const advance = (ms: number) => {
    time += ms;
    const run = queued;
    queued = null;
    run?.();
  };
  return { clock, advance, pending: () => queued !== null };
}

describe('CameraAnimator', () => {
  it('jumps without animating', () => {
    const world = document.createElement('div');
    const animator = new CameraAnimator(world, viewport, manualClock().clock);
    animator.jumpTo(camera({ x: 10 }));
    expect(world.style.transform).toBe(toTransform(camera({ x: 10 }), viewport));
    expect(world.style.willChange).toBe('');
  });

  it('animates only the transform, with will-change set during the flight and removed after', () => {
    const world = document.createElement('div');
    const { clock, advance, pending } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    const from = camera({ x: -4000, scale: 0.5 });
    const to = camera({ x: 4000, scale: 0.5 });
    animator.jumpTo(from);
    let arrived = false;
    animator.flyTo(to, () => {
      arrived = true;
    });
    expect(world.style.willChange).toBe('transform');
    const { duration } = flight(from, to, viewport);
    advance(duration / 2);
    expect(world.style.transform).toBe(toTransform(flight(from, to, viewport).at(0.5), viewport));
    expect(animator.flying).toBe(true);
    advance(duration / 2);
    expect(world.style.transform).toBe(toTransform(to, viewport));
    expect(world.style.willChange).toBe('');
    expect(arrived).toBe(true);
    expect(pending()).toBe(false);
  });

  it('starts a new flight from where an interrupted one had got to', () => {
    const world = document.createElement('div');
    const { clock, advance } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({ x: -4000, scale: 0.5 }));
    animator.flyTo(camera({ x: 4000, scale: 0.5 }));
    advance(300);
    const midway = animator.current!;
    animator.flyTo(camera({ x: 0, scale: 1 }));
    advance(0);
    expect(animator.current).toEqual(midway);
  });
});

/** A world element with Element.animate, as in browsers: records the animation it is given. */
function animatedWorld() {
  const world = document.createElement('div');
  const played: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; animation: Animation }[] = [];
  world.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    const animation = { currentTime: 0, onfinish: null, cancel: vi.fn() } as unknown as Animation;
    played.push({ keyframes, options, animation });
    return animation;
  }) as typeof world.animate;
  return { world, played };
}

describe('CameraAnimator on the compositor (Element.animate)', () => {
  const from = camera({ x: -4000, scale: 0.5 });
  const to = camera({ x: 4000, scale: 0.5 });

  it('hands the whole flight over as keyframes along its path, and rests on the last camera', () => {
    const { world, played } = animatedWorld();
    const { clock, pending } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(from);
    const onArrive = vi.fn();
    animator.flyTo(to, onArrive);
    const path = flight(from, to, viewport);
    const [{ keyframes, options, animation }] = played as [(typeof played)[0]];
    expect(options).toMatchObject({ duration: path.duration, easing: 'linear', fill: 'forwards' });
    expect(keyframes.length).toBeGreaterThanOrEqual((path.duration / 1000) * 60);
    expect(keyframes[0]!.transform).toBe(toTransform(from, viewport));
    expect(keyframes.at(-1)!.transform).toBe(toTransform(to, viewport));
    const middle = (keyframes.length - 1) / 2;
    if (Number.isInteger(middle))
      expect(keyframes[middle]!.transform).toBe(toTransform(path.at(0.5), viewport));
    expect(pending()).toBe(false); // no frame-by-frame work on the main thread
    expect(world.style.willChange).toBe('transform');

    animation.onfinish?.(new Event('finish') as AnimationPlaybackEvent);
    expect(world.style.transform).toBe(toTransform(to, viewport));
    expect(world.style.willChange).toBe('');
    expect(animation.cancel).toHaveBeenCalled();
    expect(onArrive).toHaveBeenCalledTimes(1);
    expect(animator.flying).toBe(false);
  });

  it('starts a new flight from where the compositor had got to, and drops the old one', () => {
    const { world, played } = animatedWorld();
    const animator = new CameraAnimator(world, viewport, manualClock().clock);
    animator.jumpTo(from);
    const firstArrival = vi.fn();
    animator.flyTo(to, firstArrival);
    const first = played[0]!.animation;
    (first as { currentTime: number }).currentTime = 300;
    const midway = flight(from, to, viewport).at(300 / flight(from, to, viewport).duration);
    expect(animator.current).toEqual(midway);
    animator.flyTo(camera({ x: 0, scale: 1 }));
    expect(first.cancel).toHaveBeenCalled();
    expect(played[1]!.keyframes[0]!.transform).toBe(toTransform(midway, viewport));
    first.onfinish?.(new Event('finish') as AnimationPlaybackEvent); // a late event of the old flight
    expect(firstArrival).not.toHaveBeenCalled();
  });
});
