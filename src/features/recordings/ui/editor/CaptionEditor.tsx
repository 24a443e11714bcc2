// A recording's captions edited line by line with the video: one row per cue
// (start, end, text), the cue showing at the video's current time highlighted, a click on a cue's
// time plays from there; add a cue at the current time, delete one; or upload a .vtt file, checked
// line by line (captions-check.ts) before it replaces the cues.
import { useState } from 'react';
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { RECORDING_LIMITS } from '../../../../kernel/limits';
import type { Cue } from '../../../../kernel/media/webvtt';
import { readCaptions } from '../../rules';
import { CaptionProblems } from '../studio/CaptionProblems';
import { type CaptionProblem, captionProblems } from '../studio/captions-check';
import { seconds } from '../studio/TrimFields';
import { addCueAt, type CueIssue, cueAt, cueIssues } from './cue-list';

const ISSUE_KEYS: Record<CueIssue['kind'], MessageId> = {
  noText: 'studio.editor.cueNoText',
  order: 'studio.editor.cueOrder',
  outside: 'studio.editor.cueOutside',
  tooLong: 'studio.editor.cueTooLong',
};

export interface CaptionEditorProps {
  cues: Cue[];
  onChange(cues: Cue[]): void;
  /** The video's current time in seconds. */
  now: number;
  seek(ms: number): void;
  durationMs: number;
}

type Upload =
  | { state: 'none' }
  | { state: 'read'; name: string; count: number }
  | { state: 'tooLarge'; name: string }
  | { state: 'problems'; name: string; problems: CaptionProblem[] };

export function CaptionEditor({ cues, onChange, now, seek, durationMs }: CaptionEditorProps) {
  const t = useT();
  const [upload, setUpload] = useState<Upload>({ state: 'none' });
  const current = cueAt(cues, now);
  const issues = cueIssues(cues, durationMs);

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > RECORDING_LIMITS.captionsBytes) {
      setUpload({ state: 'tooLarge', name: file.name });
      return;
    }
    const text = await file.text();
    const problems = captionProblems(text);
    if (problems.length === 0 && text.trim() === '') problems.push({ line: 0, kind: 'noCues' });
    if (problems.length > 0) {
      setUpload({ state: 'problems', name: file.name, problems });
      return;
    }
    const read = readCaptions(text);
    setUpload({ state: 'read', name: file.name, count: read.length });
    onChange(read);
  };
  const change = (index: number, patch: Partial<Cue>) =>
    onChange(cues.map((cue, i) => (i === index ? { ...cue, ...patch } : cue)));
  const time = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  return (
    <fieldset className="recording-editor__panel recording-editor__captions">
      <legend>{t('studio.editor.captions')}</legend>
      <div className="recording-editor__row">
        <label className="recording-editor__file">
          {t('studio.editor.uploadVtt')}
          <input
            type="file"
            accept=".vtt,text/vtt"
            onChange={(event) => {
              void read(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className="button"
          onClick={() => {
            const added = addCueAt(cues, now, durationMs);
            onChange(added.cues);
          }}
        >
          {t('studio.editor.addCue', { time: seconds(now * 1000) })}
        </button>
      </div>
      {upload.state === 'tooLarge' ? (
        <p className="studio-review__error" role="alert">
          {t('studio.editor.vttTooLarge', { name: upload.name, kb: RECORDING_LIMITS.captionsBytes / 1024 })}
        </p>
      ) : null}
      {upload.state === 'problems' ? (
        <div role="alert">
          <p className="studio-review__error">{t('studio.editor.vttRefused', { name: upload.name })}</p>
          <CaptionProblems problems={upload.problems} />
        </div>
      ) : null}
      {upload.state === 'read' ? (
        <p className="studio-review__hint" role="status">
          {t('studio.editor.vttRead', { name: upload.name, count: upload.count })}
        </p>
      ) : null}
      {cues.length === 0 ? (
        <p className="studio-review__hint">{t('studio.editor.noCaptions')}</p>
      ) : (
        <ol className="recording-editor__cues" aria-label={t('studio.editor.captions')}>
          {cues.map((cue, index) => {
            const n = index + 1;
            const mine = issues.filter((issue) => issue.index === index);
            return (
              <li
                key={index}
                className={`recording-editor__cue${index === current ? ' recording-editor__cue--current' : ''}`}
                aria-current={index === current ? 'time' : undefined}
                aria-label={t('studio.editor.cueLabel', { n })}
              >
                <button
                  type="button"
                  className="recording-editor__time"
                  onClick={() => seek(cue.start * 1000)}
                >
                  {t('studio.editor.cueGo', { time: seconds(cue.start * 1000) })}
                </button>
                <label>
                  {t('studio.editor.cueStart')}
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.1}
                    value={Number.isFinite(cue.start) ? cue.start : ''}
                    onChange={(event) => change(index, { start: time(event.target.value) })}
                    aria-invalid={mine.some((issue) => issue.kind !== 'noText' && issue.kind !== 'tooLong')}
                  />
                </label>
                <label>
                  {t('studio.editor.cueEnd')}
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.1}
                    value={Number.isFinite(cue.end) ? cue.end : ''}
                    onChange={(event) => change(index, { end: time(event.target.value) })}
                    aria-invalid={mine.some((issue) => issue.kind === 'order')}
                  />
                </label>
                <label className="recording-editor__cue-text">
                  {t('studio.editor.cueText')}
                  <input
                    type="text"
                    value={cue.text}
                    maxLength={RECORDING_LIMITS.cueTextLength + 1}
                    onChange={(event) => change(index, { text: event.target.value })}
                    aria-invalid={mine.some((issue) => issue.kind === 'noText' || issue.kind === 'tooLong')}
                  />
                </label>
                <button
                  type="button"
                  className="button"
                  aria-label={t('studio.editor.cueDeleteLabel', { n })}
                  onClick={() => onChange(cues.filter((_, i) => i !== index))}
                >
                  {t('studio.editor.cueDelete')}
                </button>
                {mine.map((issue) => (
                  <p key={issue.kind} className="studio-review__error recording-editor__cue-issue">
                    {t(ISSUE_KEYS[issue.kind], { max: RECORDING_LIMITS.cueTextLength })}
                  </p>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
