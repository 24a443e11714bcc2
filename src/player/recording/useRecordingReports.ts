// What the host hears of a recording: progress and ready once both the deck's pictures and the
// video's metadata are in (or the video failed), and each chapter played as a step. The statistics
// count a recording's chapters as its steps (the server's stats-steps.ts): the same deck step shown
// twice is two chapters, and the last chapter is the end of the program.
import { type RefObject, useRef } from 'react';
import type { Chapter } from '../../features/recordings/rules';
import type { Layout } from '../../kernel/document/layout';
import { chapterAt } from '../recording-sync';
import { useStepClock } from '../step-clock';
import type { PlayerProps } from '../types';
import type { Playhead } from './useProgram';

export function useRecordingReports(
  host: { readonly current: Pick<PlayerProps, 'onProgress' | 'onReady' | 'onStep'> },
  videoRef: RefObject<HTMLVideoElement | null>,
  chapters: Chapter[],
  layout: Layout,
  visit: PlayerProps['visit'],
  playhead: Playhead,
) {
  const readiness = useRef({ deck: false, video: false, reported: false });
  const reportedStep = useRef<number | null>(null);
  const stepClock = useStepClock(visit);

  /** The deck's pictures or the video's metadata are in: once both are, the host hears it. */
  const ready = (part: 'deck' | 'video') => {
    const r = readiness.current;
    r[part] = true;
    if (r.reported || !r.deck || !r.video) return;
    r.reported = true;
    host.current.onProgress?.(100);
    host.current.onReady?.();
    // The visitor pressed Present: that is the gesture that lets the video start with sound.
    videoRef.current?.play()?.catch(() => undefined);
  };

  const reportChapter = (wholeProgramMs: number) => {
    const chapter = Math.max(0, chapterAt(chapters, wholeProgramMs));
    if (!playhead.started || reportedStep.current === chapter) return;
    reportedStep.current = chapter;
    const clock = stepClock();
    const msOnPreviousStep = clock.next(chapter);
    host.current.onStep?.({
      index: chapter,
      total: Math.max(1, chapters.length),
      msOnPreviousStep,
      title: chapters[chapter]?.title ?? layout.steps[0]?.title ?? '',
    });
    // After the host's onStep, which makes the view call that starts the visit.
    clock.flush();
  };

  return { ready, reportChapter };
}
