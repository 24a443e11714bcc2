// The deck's steps as they were recorded: each timeline entry, when it showed in the
// recording, a click plays from there, the step showing at the video's time marked. Where to cut
// or trim is easiest found by the step one was on. Each step links to the studio re-recording the
// recording from it (a new take, appended where the step first shows).

import { useT } from '../../../../i18n/react';
import { retakePath } from '../../../../kernel/paths';
import type { TimelineEntry } from '../../rules';
import { seconds } from '../studio/TrimFields';

export interface StepListProps {
  /** The recording, for the re-record links. */
  oid: string;
  timeline: TimelineEntry[];
  /** The deck's step titles, as the timeline numbers them. */
  steps: string[];
  /** The video's current time in ms. */
  nowMs: number;
  seek(ms: number): void;
}

export function StepList({ oid, timeline, steps, nowMs, seek }: StepListProps) {
  const t = useT();
  // The last entry at or before now is the one showing (a step may show more than once).
  let showing = 0;
  for (const [i, entry] of timeline.entries()) if (entry.atMs <= nowMs) showing = i;
  return (
    <fieldset className="recording-editor__panel">
      <legend>{t('studio.editor.steps')}</legend>
      <ol className="recording-editor__list" aria-label={t('studio.editor.steps')}>
        {timeline.map((entry, i) => (
          <li
            key={entry.atMs}
            className={i === showing ? 'recording-editor__step--current' : undefined}
            aria-current={i === showing ? 'step' : undefined}
          >
            <button type="button" className="recording-editor__time" onClick={() => seek(entry.atMs)}>
              {t('studio.editor.stepAt', {
                n: entry.step + 1,
                title: steps[entry.step] || t('studio.editor.untitledStep'),
                time: seconds(entry.atMs),
              })}
            </button>
            <a
              className="recording-editor__retake"
              href={retakePath(oid, entry.step)}
              aria-label={t('studio.editor.rerecordStep', { n: entry.step + 1 })}
            >
              {t('studio.editor.rerecord')}
            </a>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
