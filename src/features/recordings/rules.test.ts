import { describe, expect, it } from 'vitest';
import { RECORDING_LIMITS } from '../../kernel/limits';
import {
  captionsProblem,
  chapters,
  coverProblem,
  cutProblem,
  durationsAgree,
  type EditDecisionList,
  editsProblem,
  programCaptions,
  programDuration,
  programToSource,
  readCaptions,
  segments,
  sourceToProgram,
  stepAt,
  type TimelineEntry,
  timelineProblem,
  transcriptText,
  wholeRecording,
} from './rules';

const edits = (startMs: number, endMs: number, ...cuts: Array<[number, number]>): EditDecisionList => ({
  startMs,
  endMs,
  cuts: cuts.map(([fromMs, toMs]) => ({ fromMs, toMs })),
});
const timeline = (...entries: Array<[number, number]>): TimelineEntry[] =>
  entries.map(([atMs, step]) => ({ atMs, step }));
const title = (step: number) => `Step ${step}`;

describe('timelineProblem', () => {
  const ok = timeline([0, 0], [1000, 1], [2500, 2]);
  it('accepts a sorted timeline from 0 within the deck and the video', () => {
    expect(timelineProblem(ok, 3, 3000)).toBeNull();
    expect(timelineProblem(timeline([0, 2], [3000, 0]), 3, 3000)).toBeNull();
  });
  it('refuses an empty one, one not starting at 0, unsorted or repeated times', () => {
    expect(timelineProblem([], 3, 3000)).toMatch(/empty/);
    expect(timelineProblem(timeline([10, 0]), 3, 3000)).toMatch(/starts at 0/);
    expect(timelineProblem(timeline([0, 0], [2000, 1], [1000, 2]), 3, 3000)).toMatch(/entry 3.*order/);
    expect(timelineProblem(timeline([0, 0], [1000, 1], [1000, 2]), 3, 3000)).toMatch(/order/);
  });
  it('refuses steps outside the deck and times outside the video', () => {
    expect(timelineProblem(timeline([0, 0], [1000, 3]), 3, 3000)).toMatch(/step 3 is not in the deck/);
    expect(timelineProblem(timeline([0, -1]), 3, 3000)).toMatch(/step -1/);
    expect(timelineProblem(timeline([0, 0.5]), 3, 3000)).toMatch(/step 0.5/);
    expect(timelineProblem(timeline([0, 0], [3001, 1]), 3, 3000)).toMatch(/not within the video/);
    expect(timelineProblem(timeline([0, 0], [10.5, 1]), 3, 3000)).toMatch(/not within the video/);
  });
  it('refuses more entries than the limit', () => {
    const long = Array.from({ length: RECORDING_LIMITS.timelineEntries + 1 }, (_, i) => ({
      atMs: i,
      step: 0,
    }));
    expect(timelineProblem(long, 1, 1_000_000)).toMatch(/more than 5000/);
    expect(timelineProblem(long.slice(1 - 1, -1), 1, 1_000_000)).toBeNull();
  });
});

describe('editsProblem', () => {
  it('accepts the whole recording, a trim, and touching cuts', () => {
    expect(editsProblem(wholeRecording(5000), 5000)).toBeNull();
    expect(editsProblem(edits(1000, 4000), 5000)).toBeNull();
    expect(editsProblem(edits(0, 5000, [2000, 3000], [1000, 2000]), 5000)).toBeNull();
  });
  it('refuses a start or end outside the video or in the wrong order', () => {
    expect(editsProblem(edits(0, 5001), 5000)).toMatch(/within the video/);
    expect(editsProblem(edits(3000, 3000), 5000)).toMatch(/before the end/);
    expect(editsProblem(edits(-1, 3000), 5000)).toMatch(/within the video/);
  });
  it('refuses overlapping, empty and out-of-range cuts', () => {
    expect(editsProblem(edits(0, 5000, [1000, 2500], [2000, 3000]), 5000)).toMatch(/overlap/);
    expect(editsProblem(edits(0, 5000, [2000, 2000]), 5000)).toMatch(/end after it starts/);
    expect(editsProblem(edits(1000, 5000, [500, 1500]), 5000)).toMatch(/between the start and the end/);
    expect(editsProblem(edits(0, 4000, [3500, 4500]), 5000)).toMatch(/between the start and the end/);
  });
  it('refuses edits that leave (almost) nothing, and too many cuts', () => {
    expect(editsProblem(edits(0, 5000, [0, 2500], [2500, 5000]), 5000)).toMatch(/leave less/);
    expect(editsProblem(edits(0, 5000, [100, 4800]), 5000)).toMatch(/leave less/);
    const many = Array.from({ length: 51 }, (_, i): [number, number] => [i * 10, i * 10 + 5]);
    expect(editsProblem(edits(0, 5000, ...many), 5000)).toMatch(/At most 50 cuts/);
  });
});

describe('program time', () => {
  const e = edits(1000, 9000, [3000, 4000], [6000, 7000]);
  it('plays the parts between the cuts, in order', () => {
    expect(segments(e)).toEqual([
      { fromMs: 1000, toMs: 3000, programMs: 0 },
      { fromMs: 4000, toMs: 6000, programMs: 2000 },
      { fromMs: 7000, toMs: 9000, programMs: 4000 },
    ]);
    expect(programDuration(e)).toBe(6000);
  });
  it('maps source to program, moments skipped landing where the program resumes', () => {
    expect(sourceToProgram(e, 0)).toBe(0);
    expect(sourceToProgram(e, 1000)).toBe(0);
    expect(sourceToProgram(e, 2999)).toBe(1999);
    expect(sourceToProgram(e, 3000)).toBe(2000);
    expect(sourceToProgram(e, 3500)).toBe(2000);
    expect(sourceToProgram(e, 4500)).toBe(2500);
    expect(sourceToProgram(e, 9000)).toBe(6000);
    expect(sourceToProgram(e, 12_000)).toBe(6000);
  });
  it('maps program to source, the seam of a cut showing what follows it', () => {
    expect(programToSource(e, 0)).toBe(1000);
    expect(programToSource(e, 1999)).toBe(2999);
    expect(programToSource(e, 2000)).toBe(4000);
    expect(programToSource(e, 4000)).toBe(7000);
    expect(programToSource(e, 6000)).toBe(9000);
    expect(programToSource(e, 60_000)).toBe(9000);
    expect(programToSource(e, -5)).toBe(1000);
  });
  it('round-trips every moment the program plays', () => {
    for (let ms = 0; ms < 6000; ms += 250) expect(sourceToProgram(e, programToSource(e, ms))).toBe(ms);
  });
  it('handles a cut at the start, a cut at the end and adjacent cuts', () => {
    const atStart = edits(0, 5000, [0, 1000]);
    expect(segments(atStart)).toEqual([{ fromMs: 1000, toMs: 5000, programMs: 0 }]);
    expect(programToSource(atStart, 0)).toBe(1000);
    const atEnd = edits(0, 5000, [4000, 5000]);
    expect(programDuration(atEnd)).toBe(4000);
    expect(programToSource(atEnd, 4000)).toBe(4000);
    const adjacent = edits(0, 5000, [1000, 2000], [2000, 3000]);
    expect(segments(adjacent)).toEqual([
      { fromMs: 0, toMs: 1000, programMs: 0 },
      { fromMs: 3000, toMs: 5000, programMs: 1000 },
    ]);
    expect(sourceToProgram(adjacent, 2500)).toBe(1000);
  });
});

describe('steps and chapters', () => {
  const steps = timeline([0, 0], [2000, 1], [3500, 2], [5000, 3], [8000, 4]);
  it('gives the step shown at a program time', () => {
    const e = edits(0, 10_000, [3000, 4000]);
    expect(stepAt(steps, e, 0)).toBe(0);
    expect(stepAt(steps, e, 2999)).toBe(1);
    // Program 3000 is source 4000, after the step change at 3500 inside the cut.
    expect(stepAt(steps, e, 3000)).toBe(2);
    expect(stepAt(steps, e, 9000)).toBe(4);
  });
  it('makes a chapter per step change, in program time, titled by the caller', () => {
    expect(chapters(steps, wholeRecording(10_000), title)).toEqual([
      { atMs: 0, step: 0, title: 'Step 0' },
      { atMs: 2000, step: 1, title: 'Step 1' },
      { atMs: 3500, step: 2, title: 'Step 2' },
      { atMs: 5000, step: 3, title: 'Step 3' },
      { atMs: 8000, step: 4, title: 'Step 4' },
    ]);
  });
  it('moves a step change inside a cut to where the program resumes', () => {
    expect(chapters(steps, edits(0, 10_000, [3000, 4000]), title).map((c) => [c.atMs, c.step])).toEqual([
      [0, 0],
      [2000, 1],
      [3000, 2],
      [4000, 3],
      [7000, 4],
    ]);
  });
  it('keeps only the last of the changes a cut or the trimmed start hides', () => {
    expect(chapters(steps, edits(0, 10_000, [1500, 6000]), title).map((c) => [c.atMs, c.step])).toEqual([
      [0, 0],
      [1500, 3],
      [3500, 4],
    ]);
    expect(chapters(steps, edits(4000, 10_000), title).map((c) => [c.atMs, c.step])).toEqual([
      [0, 2],
      [1000, 3],
      [4000, 4],
    ]);
  });
  it('drops changes at or after the end, and a return to the step already shown', () => {
    expect(chapters(steps, edits(0, 8000), title).map((c) => c.step)).toEqual([0, 1, 2, 3]);
    const back = timeline([0, 0], [1000, 1], [2000, 0]);
    expect(chapters(back, edits(0, 5000, [500, 2500]), title).map((c) => [c.atMs, c.step])).toEqual([[0, 0]]);
  });
});

describe('captions in program time', () => {
  const cue = (start: number, end: number, text: string) => ({ start, end, text });
  const e = edits(1000, 10_000, [4000, 6000]);
  it('shifts cues by the trimmed start and the cuts before them', () => {
    expect(programCaptions([cue(1, 2, 'a'), cue(7, 8, 'b')], e)).toEqual([cue(0, 1, 'a'), cue(4, 5, 'b')]);
  });
  it('drops cues inside a cut or outside the start and end', () => {
    expect(programCaptions([cue(0, 0.9, 'before'), cue(4.5, 5.5, 'cut'), cue(10, 11, 'after')], e)).toEqual(
      [],
    );
  });
  it('clips a cue across a cut, the start or the end to what plays of it', () => {
    expect(programCaptions([cue(3, 7, 'across')], e)).toEqual([cue(2, 4, 'across')]);
    expect(programCaptions([cue(0.5, 2, 'start')], e)).toEqual([cue(0, 1, 'start')]);
    expect(programCaptions([cue(9, 12, 'end')], e)).toEqual([cue(6, 7, 'end')]);
  });
  it('makes the transcript text from the cues', () => {
    expect(transcriptText([cue(0, 1, 'Hello.'), cue(1, 2, 'World.')])).toBe('Hello.\nWorld.');
  });
});

describe('captionsProblem and readCaptions', () => {
  it('reads empty text and a bare header as no captions', () => {
    expect(readCaptions('')).toEqual([]);
    expect(readCaptions('WEBVTT\n\n')).toEqual([]);
    expect(captionsProblem('', 1000)).toBeNull();
  });
  it('accepts cues within the video', () => {
    expect(captionsProblem('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', 5000)).toBeNull();
  });
  it('refuses text that is not WebVTT, cues after the end, backwards or too long', () => {
    expect(captionsProblem('hello', 5000)).toMatch(/WEBVTT/);
    expect(captionsProblem('WEBVTT\n\n00:06.000 --> 00:07.000\nLate\n', 5000)).toMatch(
      /after the video ends/,
    );
    expect(captionsProblem('WEBVTT\n\n00:02.000 --> 00:01.000\nBack\n', 5000)).toMatch(/end after/);
    expect(captionsProblem(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'x'.repeat(501)}\n`, 5000)).toMatch(
      /longer than 500/,
    );
  });
  it('refuses captions over the size limit', () => {
    const big = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nword\n\n'.repeat(8000)}`;
    expect(captionsProblem(big, 5000)).toMatch(/larger than 200 KB/);
  });
});

describe('cover and durations', () => {
  it('keeps the cover within the video', () => {
    expect(coverProblem(0, 1000)).toBeNull();
    expect(coverProblem(1001, 1000)).toMatch(/cover/);
    expect(coverProblem(1.5, 1000)).toMatch(/cover/);
  });
  it('lets the declared duration differ by two seconds or 5 %', () => {
    expect(durationsAgree(10_000, 11_900)).toBe(true);
    expect(durationsAgree(10_000, 12_100)).toBe(false);
    expect(durationsAgree(100_000, 104_900)).toBe(true);
    expect(durationsAgree(100_000, 106_000)).toBe(false);
  });
});

describe('cutProblem', () => {
  const edits = { startMs: 1000, endMs: 9000, cuts: [{ fromMs: 3000, toMs: 4000 }] };
  it('takes a cut between the start and the end that touches but does not overlap another', () => {
    expect(cutProblem(edits, { fromMs: 4000, toMs: 5000 })).toBeNull();
    expect(cutProblem(edits, { fromMs: 1000, toMs: 3000 })).toBeNull();
  });
  it('names why a cut is refused', () => {
    expect(cutProblem(edits, { fromMs: 5000, toMs: 5000 })).toBe('order');
    expect(cutProblem(edits, { fromMs: 6000, toMs: 5000 })).toBe('order');
    expect(cutProblem(edits, { fromMs: 5000.5, toMs: 6000 })).toBe('order');
    expect(cutProblem(edits, { fromMs: 500, toMs: 2000 })).toBe('outside');
    expect(cutProblem(edits, { fromMs: 8000, toMs: 9500 })).toBe('outside');
    expect(cutProblem(edits, { fromMs: 3500, toMs: 5000 })).toBe('overlap');
    expect(cutProblem(edits, { fromMs: 2000, toMs: 6000 })).toBe('overlap');
    // 8 s kept without cuts; cutting 7.6 s leaves 400 ms, under the 500 ms kept at least.
    expect(cutProblem({ ...edits, cuts: [] }, { fromMs: 1000, toMs: 8600 })).toBe('tooShort');
    const many = Array.from({ length: RECORDING_LIMITS.cuts }, (_, i) => ({
      fromMs: 1000 + i * 10,
      toMs: 1005 + i * 10,
    }));
    expect(cutProblem({ ...edits, cuts: many }, { fromMs: 8000, toMs: 8100 })).toBe('tooMany');
  });
  it('agrees with editsProblem: every cut it takes makes valid edits', () => {
    for (const cut of [
      { fromMs: 4000, toMs: 5000 },
      { fromMs: 8999, toMs: 9000 },
    ]) {
      expect(cutProblem(edits, cut)).toBeNull();
      expect(editsProblem({ ...edits, cuts: [...edits.cuts, cut] }, 10_000)).toBeNull();
    }
  });
});
