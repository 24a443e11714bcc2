import { describe, expect, it } from 'vitest';
import { TimelineRecorder, timelineWithin } from './timeline-recorder';

function recorder() {
  let now = 1_000;
  const clock = { advance: (ms: number) => (now += ms) };
  return { rec: new TimelineRecorder(() => now), clock };
}

describe('TimelineRecorder', () => {
  it('gives whole milliseconds, whatever fractions the clock has (the server takes integers)', () => {
    const { rec, clock } = recorder();
    rec.start(0);
    clock.advance(1_234.567);
    rec.step(1);
    clock.advance(2_000.4);
    expect(rec.timeline()).toEqual([
      { atMs: 0, step: 0 },
      { atMs: 1_235, step: 1 },
    ]);
    expect(rec.stop()).toBe(3_235);
  });

  it('starts with the shown step at 0 and writes each step change in recording time', () => {
    const { rec, clock } = recorder();
    rec.start(2);
    clock.advance(1_500);
    rec.step(3);
    clock.advance(2_000);
    rec.step(4);
    expect(rec.timeline()).toEqual([
      { atMs: 0, step: 2 },
      { atMs: 1_500, step: 3 },
      { atMs: 3_500, step: 4 },
    ]);
  });

  it('leaves the time spent paused out, and a step changed while paused shows from the resume', () => {
    const { rec, clock } = recorder();
    rec.start(0);
    clock.advance(1_000);
    rec.pause();
    expect(rec.paused).toBe(true);
    clock.advance(60_000);
    rec.step(1);
    expect(rec.elapsed()).toBe(1_000);
    rec.resume();
    clock.advance(500);
    rec.step(2);
    clock.advance(250);
    expect(rec.stop()).toBe(1_750);
    expect(rec.timeline()).toEqual([
      { atMs: 0, step: 0 },
      { atMs: 1_000, step: 1 },
      { atMs: 1_500, step: 2 },
    ]);
  });

  it('keeps one entry per moment: the later move wins, a move back undoes it, no change writes nothing', () => {
    const { rec, clock } = recorder();
    rec.start(0);
    rec.step(1); // at 0: replaces the first entry
    expect(rec.timeline()).toEqual([{ atMs: 0, step: 1 }]);
    clock.advance(100);
    rec.step(1);
    rec.step(2);
    rec.step(1); // back to the step shown before, in the same moment
    expect(rec.timeline()).toEqual([{ atMs: 0, step: 1 }]);
    clock.advance(100);
    rec.step(3);
    rec.step(4);
    expect(rec.timeline()).toEqual([
      { atMs: 0, step: 1 },
      { atMs: 200, step: 4 },
    ]);
  });

  it('records nothing before start or after stop', () => {
    const { rec, clock } = recorder();
    rec.step(5);
    expect(rec.timeline()).toEqual([]);
    rec.start(0);
    clock.advance(400);
    rec.stop();
    clock.advance(400);
    rec.step(1);
    rec.resume();
    expect(rec.elapsed()).toBe(400);
    expect(rec.timeline()).toEqual([{ atMs: 0, step: 0 }]);
  });

  it('drops entries past the end of the video, never the first', () => {
    expect(
      timelineWithin(
        [
          { atMs: 0, step: 0 },
          { atMs: 900, step: 1 },
          { atMs: 1_000, step: 2 },
        ],
        1_000,
      ),
    ).toEqual([
      { atMs: 0, step: 0 },
      { atMs: 900, step: 1 },
    ]);
  });
});
