import { describe, expect, it } from 'vitest';
import { chapters as chaptersOf, programDuration } from '../features/recordings/rules';
import {
  chapterAt,
  chapterOfStep,
  formatClock,
  neighbourChapter,
  type SyncRecording,
  sourceFor,
  syncAt,
} from './recording-sync';

// A 20 s recording: step 0 from 0, step 1 from 5 s, step 2 from 12 s; the program plays 1–18 s
// without 8–10 s (program: 1–8 → 0–7 s, 10–18 → 7–15 s).
const timeline = [
  { atMs: 0, step: 0 },
  { atMs: 5000, step: 1 },
  { atMs: 12000, step: 2 },
];
const edits = { startMs: 1000, endMs: 18000, cuts: [{ fromMs: 8000, toMs: 10000 }] };
const recording: SyncRecording = {
  edits,
  timeline,
  chapters: chaptersOf(timeline, edits, (step) => `Step ${step + 1}`),
  programDurationMs: programDuration(edits),
};

describe('syncAt', () => {
  it('maps source time to program time and the deck’s step while playing', () => {
    expect(recording.chapters.map((c) => c.atMs)).toEqual([0, 4000, 9000]);
    expect(syncAt(recording, 1000)).toEqual({ programMs: 0, step: 0, chapter: 0, action: { kind: 'play' } });
    expect(syncAt(recording, 6000)).toMatchObject({ programMs: 5000, step: 1, chapter: 1 });
    expect(syncAt(recording, 13000)).toMatchObject({ programMs: 10000, step: 2, chapter: 2 });
  });

  it('sends the playhead to the start when it is before it', () => {
    expect(syncAt(recording, 0).action).toEqual({ kind: 'seek', sourceMs: 1000 });
    expect(syncAt(recording, 999.5).action).toEqual({ kind: 'play' }); // a seek landing just short
  });

  it('jumps over a cut, showing the step where the program resumes', () => {
    expect(syncAt(recording, 8000)).toMatchObject({ action: { kind: 'seek', sourceMs: 10000 }, step: 1 });
    expect(syncAt(recording, 9500).action).toEqual({ kind: 'seek', sourceMs: 10000 });
    expect(syncAt(recording, 7999).action).toEqual({ kind: 'play' });
    expect(syncAt(recording, 10000).action).toEqual({ kind: 'play' });
  });

  it('jumps over touching cuts at once, and ends when a cut runs to the end', () => {
    const touching = {
      ...recording,
      edits: {
        startMs: 0,
        endMs: 20000,
        cuts: [
          { fromMs: 6000, toMs: 9000 },
          { fromMs: 3000, toMs: 6000 },
          { fromMs: 15000, toMs: 20000 },
        ],
      },
    };
    expect(syncAt(touching, 4000).action).toEqual({ kind: 'seek', sourceMs: 9000 });
    expect(syncAt(touching, 15000).action).toEqual({ kind: 'end' });
  });

  it('ends the program at the edit’s end', () => {
    expect(syncAt(recording, 17998).action).toEqual({ kind: 'play' });
    expect(syncAt(recording, 18000)).toMatchObject({ action: { kind: 'end' }, programMs: 15000 });
    expect(syncAt(recording, 19500).action).toEqual({ kind: 'end' });
  });
});

describe('chapters', () => {
  const { chapters } = recording;

  it('finds the playing chapter', () => {
    expect(chapterAt(chapters, 0)).toBe(0);
    expect(chapterAt(chapters, 3999)).toBe(0);
    expect(chapterAt(chapters, 4000)).toBe(1);
    expect(chapterAt(chapters, 15000)).toBe(2);
    expect(chapterAt([], 100)).toBe(-1);
  });

  it('goes to the previous chapter near a start, else to the playing one’s start; next to the next', () => {
    expect(neighbourChapter(chapters, 5000, 'previous')).toBe(0);
    expect(neighbourChapter(chapters, 7000, 'previous')).toBe(4000);
    expect(neighbourChapter(chapters, 1000, 'previous')).toBe(0);
    expect(neighbourChapter(chapters, 5000, 'next')).toBe(9000);
    expect(neighbourChapter(chapters, 9500, 'next')).toBeNull();
  });

  it('finds a step’s chapter from the playing one on', () => {
    const back = [
      { atMs: 0, step: 0, title: 'a' },
      { atMs: 1000, step: 1, title: 'b' },
      { atMs: 2000, step: 0, title: 'a' },
    ];
    expect(chapterOfStep(back, 0, 1500)).toBe(2000);
    expect(chapterOfStep(back, 1, 2500)).toBe(1000);
    expect(chapterOfStep(back, 5, 0)).toBeNull();
  });
});

describe('helpers', () => {
  it('seeks program time to source time, clamped', () => {
    expect(sourceFor(edits, 0)).toBe(1000);
    expect(sourceFor(edits, 7000)).toBe(10000);
    expect(sourceFor(edits, -50)).toBe(1000);
    expect(sourceFor(edits, 99999)).toBe(18000);
  });

  it('formats clock times', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });
});
