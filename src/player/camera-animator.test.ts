// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type Camera, flight, toTransform } from '../kernel/document/camera';
import { CameraAnimator, type FrameClock } from './camera-animator';

const viewport = { width: 1280, height: 720 };
const camera = (c: Partial<Camera>): Camera => ({ x: 0, y: 0, scale: 1, rotation: 0, ...c });

/** A clock whose animation frames run only when the test says so. */
function manualClock() {
  let time = 0;
  let queued: (() => void) | null = null;
  const motion = { started: 0, ended: 0 };
  const clock: FrameClock = {
    now: () => time,
    request: (callback) => {
      queued = callback;
      return 1;
    },
    cancel: () => {
      queued = null;
    },
    startMotion: () => {
      motion.started++;
      return () => motion.ended++;
    },
  };
  const advance = (ms: number) => {
    time += ms;
    const run = queued;
    queued = null;
    run?.();
  };
  return { clock, advance, motion, pending: () => queued !== null };
}

/** The layer hints: the world's own, and the one its frames take (Player.css, .podium-frame). */
const layers = (world: HTMLElement) => [
  world.style.willChange,
  world.style.getPropertyValue('--podium-frame-layer'),
];
const LAYERED = ['transform', 'transform'];
const UNLAYERED = ['', ''];

describe('CameraAnimator', () => {
  it('jumps without animating, and gives the world its layer back the frame after', () => {
    const world = document.createElement('div');
    const { clock, advance, pending } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({ x: 10 }));
    expect(world.style.transform).toBe(toTransform(camera({ x: 10 }), viewport));
    // One frame drawn without the layer hints (crisp at this scale), then the layers again.
    expect(layers(world)).toEqual(UNLAYERED);
    advance(16);
    expect(layers(world)).toEqual(LAYERED);
    expect(pending()).toBe(false);
    animator.destroy();
    expect(layers(world)).toEqual(UNLAYERED);
  });

  it('gives the world its layer back after a jump though a flight to the same camera follows', () => {
    const world = document.createElement('div');
    const { clock, advance } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({ x: 10 }));
    animator.flyTo(camera({ x: 10 }));
    advance(16);
    expect(world.style.willChange).toBe('transform');
  });

  it('animates only the transform, with will-change on the world and its frames during the flight, dropped for one frame on arrival', () => {
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
    expect(layers(world)).toEqual(LAYERED);
    const { duration } = flight(from, to, viewport);
    advance(duration / 2);
    expect(world.style.transform).toBe(toTransform(flight(from, to, viewport).at(0.5), viewport));
    expect(animator.flying).toBe(true);
    advance(duration / 2);
    expect(world.style.transform).toBe(toTransform(to, viewport));
    // The world's own hint goes; the frames keep theirs unless they are in view (next test).
    expect(layers(world)).toEqual(['', 'transform']);
    expect(arrived).toBe(true);
    advance(16);
    expect(layers(world)).toEqual(LAYERED);
    expect(pending()).toBe(false);
  });

  it('on arrival, draws again only the frames in view: the others keep their layers', () => {
    const box = (left: number, top: number, width: number, height: number) => () =>
      ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
    const stage = document.createElement('div');
    stage.getBoundingClientRect = box(0, 0, 1280, 720);
    const world = document.createElement('div');
    stage.append(world);
    const frame = (rect: () => DOMRect) => {
      const element = document.createElement('div');
      element.className = 'podium-frame';
      element.getBoundingClientRect = rect;
      world.append(element);
      return element;
    };
    const inView = frame(box(1200, 600, 400, 300)); // its corner shows
    const around = frame(box(-5000, -5000, 12000, 12000)); // the stage is inside it
    const beside = frame(box(1300, 0, 400, 300));
    const { clock, advance } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({}));
    advance(16);
    animator.flyTo(camera({ x: 500, scale: 2 }));
    advance(10_000);
    expect([inView, around, beside].map((f) => f.style.willChange)).toEqual(['auto', 'auto', '']);
    advance(16);
    expect([inView, around, beside].map((f) => f.style.willChange)).toEqual(['', '', '']);
    expect(layers(world)).toEqual(LAYERED);
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

  it('holds a no-op transform animation while flying, and only then', () => {
    const world = document.createElement('div');
    const held: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; cancelled: boolean }[] = [];
    world.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      const entry = { keyframes, options, cancelled: false };
      held.push(entry);
      return { cancel: () => (entry.cancelled = true), pause: () => undefined } as unknown as Animation;
    }) as typeof world.animate;
    const { clock, advance } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({}));
    advance(16);
    expect(held).toHaveLength(0);

    animator.flyTo(camera({ x: 500, scale: 2 }));
    expect(held).toHaveLength(1);
    // Added to the world's own transform, and a translation by nothing: the picture is unchanged.
    expect(held[0]!.options.composite).toBe('add');
    expect(held[0]!.keyframes.every((k) => k.transform === 'translate(0px, 0px)')).toBe(true);
    advance(200);
    expect(held[0]!.cancelled).toBe(false);

    // A new flight from mid-air takes over with its own; arrival ends it.
    animator.flyTo(camera({ x: -500 }));
    expect(held[0]!.cancelled).toBe(true);
    expect(held).toHaveLength(2);
    advance(10_000);
    expect(animator.flying).toBe(false);
    expect(held[1]!.cancelled).toBe(true);

    // A jump in mid-flight ends it too.
    animator.flyTo(camera({ x: 0 }));
    animator.jumpTo(camera({ x: 100 }));
    expect(held[2]!.cancelled).toBe(true);
  });

  it('says the page moves from take-off to arrival, so deferred work waits for the camera', () => {
    const world = document.createElement('div');
    const { clock, advance, motion } = manualClock();
    const animator = new CameraAnimator(world, viewport, clock);
    animator.jumpTo(camera({}));
    advance(16);
    expect(motion).toEqual({ started: 0, ended: 0 });

    animator.flyTo(camera({ x: 500, scale: 2 }));
    expect(motion).toEqual({ started: 1, ended: 0 });
    advance(200);
    // Interrupted in mid-air: the new flight moves on.
    animator.flyTo(camera({ x: -500 }));
    expect(motion).toEqual({ started: 2, ended: 1 });
    advance(10_000);
    expect(motion).toEqual({ started: 2, ended: 2 });

    animator.flyTo(camera({ x: 0 }));
    animator.destroy();
    expect(motion).toEqual({ started: 3, ended: 3 });
  });
});
