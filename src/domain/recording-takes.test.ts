import { describe, expect, it } from 'vitest';
import {
  captionsOfTakes,
  chaptersOfTakes,
  endTakesAt,
  firstShowing,
  locateInTakes,
  programDurationOfTakes,
  stepAtTakes,
  takeSourceToProgram,
  takeStarts,
} from './recording-takes';

// Take 0: steps 0 (0 s), 1 (4 s), 2 (6 s); plays 1–10 s without 5–7 s (7 s of program, step 2 first
// seen at 7 s of source = 4 s of program). Take 1: steps 2 (0 s), 3 (2 s); plays 0.5–5 s (4.5 s).
const takes = [
  {
    timeline: [
      { atMs: 0, step: 0 },
      { atMs: 4000, step: 1 },
      { atMs: 6000, step: 2 },
    ],
    edits: { startMs: 1000, endMs: 10_000, cuts: [{ fromMs: 5000, toMs: 7000 }] },
    captions: 'WEBVTT\n\n00:02.000 --> 00:03.000\nFirst\n\n00:08.000 --> 00:09.000\nAfter the cut\n',
  },
  {
    timeline: [
      { atMs: 0, step: 2 },
      { atMs: 2000, step: 3 },
    ],
    edits: { startMs: 500, endMs: 5000, cuts: [] },
    captions: 'WEBVTT\n\n00:01.000 --> 00:02.500\nSecond take\n',
  },
];

describe('the program across takes', () => {
  it('starts each take where the one before ends', () => {
    expect(takeStarts(takes)).toEqual([0, 7000]);
    expect(programDurationOfTakes(takes)).toBe(11_500);
  });

  it('maps program time to a take and its source time, the seam showing the next take', () => {
    expect(locateInTakes(takes, 0)).toEqual({ take: 0, sourceMs: 1000 });
    expect(locateInTakes(takes, 4500)).toEqual({ take: 0, sourceMs: 7500 });
    expect(locateInTakes(takes, 6999)).toEqual({ take: 0, sourceMs: 9999 });
    expect(locateInTakes(takes, 7000)).toEqual({ take: 1, sourceMs: 500 });
    expect(locateInTakes(takes, 9000)).toEqual({ take: 1, sourceMs: 2500 });
    // Past the end: the last take's end.
    expect(locateInTakes(takes, 50_000)).toEqual({ take: 1, sourceMs: 5000 });
    expect(takeSourceToProgram(takes, 1, 2500)).toBe(9000);
    expect(takeSourceToProgram(takes, 0, 6000)).toBe(4000);
  });

  it('shows the step of the take playing', () => {
    expect(stepAtTakes(takes, 3500)).toBe(1);
    expect(stepAtTakes(takes, 6000)).toBe(2);
    expect(stepAtTakes(takes, 8600)).toBe(3);
  });

  it('marks chapters across takes, none where a take starts on the step already showing', () => {
    expect(chaptersOfTakes(takes, (step) => `Step ${step}`)).toEqual([
      { atMs: 0, step: 0, title: 'Step 0' },
      { atMs: 3000, step: 1, title: 'Step 1' },
      { atMs: 4000, step: 2, title: 'Step 2' },
      { atMs: 8500, step: 3, title: 'Step 3' },
    ]);
  });

  it('moves each take’s captions into the program', () => {
    expect(captionsOfTakes(takes)).toEqual([
      { start: 1, end: 2, text: 'First' },
      { start: 5, end: 6, text: 'After the cut' },
      { start: 7.5, end: 9, text: 'Second take' },
    ]);
  });
});

describe('re-recording from a step', () => {
  it('finds where a step first shows: a timeline entry, a part after a cut, or a later take', () => {
    expect(firstShowing(takes, 0)).toEqual({ take: 0, sourceMs: 1000 });
    expect(firstShowing(takes, 1)).toEqual({ take: 0, sourceMs: 4000 });
    // Step 2 came at 6 s, inside the cut: it is first seen where the program resumes.
    expect(firstShowing(takes, 2)).toEqual({ take: 0, sourceMs: 7000 });
    expect(firstShowing(takes, 3)).toEqual({ take: 1, sourceMs: 2000 });
    expect(firstShowing(takes, 4)).toBeNull();
  });

  it('ends the take showing it there (its later cuts dropped) and drops the takes after it', () => {
    expect(endTakesAt(takes, { take: 0, sourceMs: 4000 })).toEqual({
      kept: [{ ...takes[0], edits: { startMs: 1000, endMs: 4000, cuts: [] } }],
      dropped: [1],
    });
    expect(endTakesAt(takes, { take: 0, sourceMs: 7000 }).kept[0]!.edits).toEqual({
      startMs: 1000,
      endMs: 7000,
      cuts: [{ fromMs: 5000, toMs: 7000 }],
    });
    expect(endTakesAt(takes, { take: 1, sourceMs: 2000 })).toEqual({
      kept: [takes[0], { ...takes[1], edits: { startMs: 500, endMs: 2000, cuts: [] } }],
      dropped: [],
    });
  });

  it('drops the take too when nothing (or less than half a second) of it would be left', () => {
    expect(endTakesAt(takes, { take: 0, sourceMs: 1000 })).toEqual({ kept: [], dropped: [0, 1] });
    expect(endTakesAt(takes, { take: 1, sourceMs: 900 })).toEqual({ kept: [takes[0]], dropped: [1] });
  });
});
