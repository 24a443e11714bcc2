// The trim of a recording: its start and end in seconds of the recording, typed
// or taken from the video's current time, with the resulting length. Shared by the studio's review
// and the recording editor.

import { useT } from '../../../../i18n/react';
import { RECORDING_LIMITS } from '../../contracts';

/** Seconds with one decimal, as the fields show them. */
export const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

export interface Trim {
  startMs: number;
  endMs: number;
  /** Not numbers, out of the recording, or the end less than the shortest program after the start. */
  bad: boolean;
}

/** The typed start and end, read within a recording of `maxMs`. */
export function readTrim(start: string, end: string, maxMs: number): Trim {
  const startMs = Math.round(Number(start) * 1000);
  const endMs = Math.min(maxMs, Math.round(Number(end) * 1000));
  const bad =
    !Number.isFinite(startMs) ||
    !Number.isFinite(endMs) ||
    start.trim() === '' ||
    end.trim() === '' ||
    startMs < 0 ||
    endMs - startMs < RECORDING_LIMITS.minProgramMs;
  return { startMs, endMs, bad };
}

export interface TrimFieldsProps {
  start: string;
  end: string;
  onStart(value: string): void;
  onEnd(value: string): void;
  /** The recording's usable length. */
  maxMs: number;
  /** The video's current time, as the fields write it. */
  here(): string;
  /** Mark the fields invalid (after a first try to publish or save). */
  tried: boolean;
}

export function TrimFields({ start, end, onStart, onEnd, maxMs, here, tried }: TrimFieldsProps) {
  const t = useT();
  const trim = readTrim(start, end, maxMs);
  return (
    <fieldset className="studio-review__trim">
      <legend>{t('studio.trim')}</legend>
      <label>
        {t('studio.trimStart')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={start}
          onChange={(event) => onStart(event.target.value)}
          aria-invalid={tried && trim.bad}
        />
      </label>
      <button type="button" className="button studio-review__here" onClick={() => onStart(here())}>
        {t('studio.trimStartHere')}
      </button>
      <label>
        {t('studio.trimEnd')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={Number(seconds(maxMs))}
          step={0.1}
          value={end}
          onChange={(event) => onEnd(event.target.value)}
          aria-invalid={tried && trim.bad}
        />
      </label>
      <button type="button" className="button studio-review__here" onClick={() => onEnd(here())}>
        {t('studio.trimEndHere')}
      </button>
      {trim.bad ? (
        <p className="studio-review__error" role="alert">
          {t('studio.trimInvalid', { seconds: seconds(maxMs) })}
        </p>
      ) : (
        <p className="studio-review__hint">
          {t('studio.trimSummary', {
            start: seconds(trim.startMs),
            end: seconds(trim.endMs),
            length: seconds(trim.endMs - trim.startMs),
          })}
        </p>
      )}
    </fieldset>
  );
}
