// Cutting middle segments out of a recording: mark the cut's start and end at the
// video's current time or type them, add it, remove one. domain/recording.ts's cutProblem decides
// which cuts are refused (out of the trim, overlapping, too many, leaving too little video).
import { useState } from 'react';
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { RECORDING_LIMITS } from '../../../../kernel/limits';
import { type Cut, type CutProblem, cutProblem, type EditDecisionList } from '../../rules';
import { seconds } from '../studio/TrimFields';

const PROBLEM_KEYS: Record<CutProblem, MessageId> = {
  order: 'studio.editor.cut.order',
  outside: 'studio.editor.cut.outside',
  overlap: 'studio.editor.cut.overlap',
  tooMany: 'studio.editor.cut.tooMany',
  tooShort: 'studio.editor.cut.tooShort',
};

export interface CutListProps {
  /** The trim and the cuts so far (source time). */
  edits: EditDecisionList;
  onChange(cuts: Cut[]): void;
  /** The video's current time, as the fields write it. */
  here(): string;
  seek(ms: number): void;
}

export function CutList({ edits, onChange, here, seek }: CutListProps) {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<CutProblem | null>(null);

  const add = () => {
    const cut = { fromMs: Math.round(Number(from) * 1000), toMs: Math.round(Number(to) * 1000) };
    const found =
      from.trim() === '' || to.trim() === '' || !Number.isFinite(cut.fromMs) || !Number.isFinite(cut.toMs)
        ? 'order'
        : cutProblem(edits, cut);
    setProblem(found);
    if (found) return;
    onChange([...edits.cuts, cut].sort((a, b) => a.fromMs - b.fromMs));
    setFrom('');
    setTo('');
  };
  const outside = (cut: Cut) => cut.fromMs < edits.startMs || cut.toMs > edits.endMs;

  return (
    <fieldset className="recording-editor__panel recording-editor__cuts">
      <legend>{t('studio.editor.cuts')}</legend>
      <div className="recording-editor__row">
        <CutTimeField
          label={t('studio.editor.cutFrom')}
          mark={t('studio.editor.markStart')}
          value={from}
          invalid={problem !== null}
          onChange={setFrom}
          onMark={() => setFrom(here())}
        />
        <CutTimeField
          label={t('studio.editor.cutTo')}
          mark={t('studio.editor.markEnd')}
          value={to}
          invalid={problem !== null}
          onChange={setTo}
          onMark={() => setTo(here())}
        />
        <button type="button" className="button button--primary" onClick={add}>
          {t('studio.editor.addCut')}
        </button>
      </div>
      {problem ? (
        <p className="studio-review__error" role="alert">
          {t(PROBLEM_KEYS[problem], {
            start: seconds(edits.startMs),
            end: seconds(edits.endMs),
            max: RECORDING_LIMITS.cuts,
          })}
        </p>
      ) : null}
      {edits.cuts.length === 0 ? (
        <p className="studio-review__hint">{t('studio.editor.noCuts')}</p>
      ) : (
        <ul className="recording-editor__list" aria-label={t('studio.editor.cuts')}>
          {edits.cuts.map((cut) => (
            <CutItem
              key={`${cut.fromMs}-${cut.toMs}`}
              cut={cut}
              outside={outside(cut)}
              onSeek={() => seek(cut.fromMs)}
              onRemove={() => onChange(edits.cuts.filter((other) => other !== cut))}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface CutTimeFieldProps {
  label: string;
  /** The button that takes the video's current time. */
  mark: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onMark(): void;
}

/** One end of the cut, in seconds: typed, or marked at the video's current time. */
function CutTimeField({ label, mark, value, invalid, onChange, onMark }: CutTimeFieldProps) {
  return (
    <div className="recording-editor__pair">
      <label>
        {label}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
        />
      </label>
      <button type="button" className="button" onClick={onMark}>
        {mark}
      </button>
    </div>
  );
}

interface CutItemProps {
  cut: Cut;
  /** Outside the trim: it would cut nothing, and says so. */
  outside: boolean;
  onSeek(): void;
  onRemove(): void;
}

/** A cut: its times (a click seeks to its start), whether it is outside the trim, and Remove. */
function CutItem({ cut, outside, onSeek, onRemove }: CutItemProps) {
  const t = useT();
  const label = t('studio.editor.cutItem', {
    from: seconds(cut.fromMs),
    to: seconds(cut.toMs),
    length: seconds(cut.toMs - cut.fromMs),
  });
  return (
    <li className="recording-editor__item">
      <button type="button" className="recording-editor__time" onClick={onSeek}>
        {label}
      </button>
      {outside ? (
        <span className="studio-review__error" role="alert">
          {t('studio.editor.cutOutsideTrim')}
        </span>
      ) : null}
      <button
        type="button"
        className="button"
        aria-label={t('studio.editor.removeCutLabel', { cut: label })}
        onClick={onRemove}
      >
        {t('studio.editor.removeCut')}
      </button>
    </li>
  );
}
