import { describe, expect, it } from 'vitest';
import { programDuration } from './rules';
import {
  captionsOfTakes,
  chaptersOfTakes,
  endTakesAt,
  firstShowing,
  joinCaptions,
  joinEdits,
  joinedDuration,
  locateInTakes,
  locateJoined,
  programDurationOfTakes,
  splitCaptions,
  splitEdits,
  stepAtTakes,
  takeOffsets,
  takeSourceToProgram,
  takeStarts,
} from './takes-rules';

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

// The editor's joined timeline: take 0's 12 s file, then take 1's 6 s file from 12 s.
describe('the editor timeline across takes', () => {
  const files = [
    { ...takes[0]!, durationMs: 12_000 },
    { ...takes[1]!, durationMs: 6000 },
  ];

  it('joins the takes: one start and end, every cut, and a cut over the seam', () => {
    expect(takeOffsets(files)).toEqual([0, 12_000]);
    expect(joinedDuration(files)).toBe(18_000);
    const joined = joinEdits(files);
    expect(joined).toEqual({
      startMs: 1000,
      endMs: 17_000,
      cuts: [
        { fromMs: 5000, toMs: 7000 },
        { fromMs: 10_000, toMs: 12_500 },
      ],
    });
    // The joined program is the takes' programs one after the other.
    expect(programDuration(joined)).toBe(programDurationOfTakes(files));
    expect(splitEdits(files, joined)).toEqual({ edits: files.map((f) => f.edits), emptyTakes: [] });
  });

  it('gives a cut to the take it falls in, and splits one across the seam between both', () => {
    const joined = joinEdits(files);
    const inSecond = { ...joined, cuts: [...joined.cuts, { fromMs: 14_000, toMs: 15_000 }] };
    expect(splitEdits(files, inSecond).edits[1]).toEqual({
      startMs: 500,
      endMs: 5000,
      cuts: [{ fromMs: 2000, toMs: 3000 }],
    });
    // A cut from 9 s of take 0 to 1 s of take 1 (over the seam's own cut) ends the one and starts the other.
    const across = { ...joined, cuts: [joined.cuts[0]!, { fromMs: 9000, toMs: 13_000 }] };
    expect(splitEdits(files, across).edits).toEqual([
      { startMs: 1000, endMs: 9000, cuts: [{ fromMs: 5000, toMs: 7000 }] },
      { startMs: 1000, endMs: 5000, cuts: [] },
    ]);
    // Removing the seam's cut plays the rest of take 0's file.
    expect(splitEdits(files, { ...joined, cuts: [joined.cuts[0]!] }).edits[0]!.endMs).toBe(12_000);
  });

  it('names a take of which nothing would play', () => {
    const joined = joinEdits(files);
    expect(splitEdits(files, { ...joined, endMs: 12_200 }).emptyTakes).toEqual([1]);
    expect(splitEdits(files, { ...joined, startMs: 12_500 }).emptyTakes).toEqual([0]);
  });

  it('locates a joined moment in its take (a seam shows the next take)', () => {
    expect(locateJoined(files, 3000)).toEqual({ take: 0, sourceMs: 3000 });
    expect(locateJoined(files, 12_000)).toEqual({ take: 1, sourceMs: 0 });
    expect(locateJoined(files, 14_250)).toEqual({ take: 1, sourceMs: 2250 });
    expect(locateJoined(files, 99_000)).toEqual({ take: 1, sourceMs: 6000 });
  });

  it('joins the captions and gives each cue back to the take it starts in', () => {
    const cues = joinCaptions(files);
    expect(cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [2, 3, 'First'],
      [8, 9, 'After the cut'],
      [13, 14.5, 'Second take'],
    ]);
    const typed = [
      ...cues,
      { start: 11.5, end: 12.7, text: 'Across the seam' },
      { start: 15, end: 16, text: 'New' },
    ];
    const split = splitCaptions(files, typed);
    expect(split[0]!.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [2, 3, 'First'],
      [8, 9, 'After the cut'],
      [11.5, 12, 'Across the seam'],
    ]);
    expect(split[1]!.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [1, 2.5, 'Second take'],
      [3, 4, 'New'],
    ]);
  });
});
