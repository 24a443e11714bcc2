// A recording's captions edited line by line with the video: one row per cue
// (start, end, text), the cue showing at the video's current time highlighted, a click on a cue's
// time plays from there; add a cue at the current time, delete one; or upload a .vtt file, checked
// line by line (captions-check.ts) before it replaces the cues.
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { RECORDING_LIMITS } from '../../../../kernel/limits';
import type { Cue } from '../../../../kernel/media/webvtt';
import { CaptionProblems } from '../studio/CaptionProblems';
import { seconds } from '../studio/TrimFields';
import { addCueAt, type CueIssue, cueAt, cueIssues } from './cue-list';
import { type CaptionUpload, useCaptionUpload } from './useCaptionUpload';

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

export function CaptionEditor({ cues, onChange, now, seek, durationMs }: CaptionEditorProps) {
  const t = useT();
  const { upload, read } = useCaptionUpload(onChange);
  const current = cueAt(cues, now);
  const issues = cueIssues(cues, durationMs);
  const change = (index: number, patch: Partial<Cue>) =>
    onChange(cues.map((cue, i) => (i === index ? { ...cue, ...patch } : cue)));

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
      <UploadOutcome upload={upload} />
      {cues.length === 0 ? (
        <p className="studio-review__hint">{t('studio.editor.noCaptions')}</p>
      ) : (
        <ol className="recording-editor__cues" aria-label={t('studio.editor.captions')}>
          {cues.map((cue, index) => (
            <CueItem
              key={index}
              cue={cue}
              n={index + 1}
              current={index === current}
              issues={issues.filter((issue) => issue.index === index)}
              onChange={(patch) => change(index, patch)}
              onSeek={() => seek(cue.start * 1000)}
              onDelete={() => onChange(cues.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}

/** What became of the last .vtt file: too large, refused with its broken lines, or read. */
function UploadOutcome({ upload }: { upload: CaptionUpload }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** A typed time in seconds; an empty field is no time at all (and says so). */
const time = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

interface CueItemProps {
  cue: Cue;
  /** 1-based, for the labels. */
  n: number;
  /** Showing at the video's current time. */
  current: boolean;
  /** This cue's issues. */
  issues: CueIssue[];
  onChange(patch: Partial<Cue>): void;
  onSeek(): void;
  onDelete(): void;
}

/** A cue: its start (a click plays from there), start, end and text fields, Delete, its issues. */
function CueItem({ cue, n, current, issues: mine, onChange, onSeek, onDelete }: CueItemProps) {
  const t = useT();
  return (
    <li
      className={`recording-editor__cue${current ? ' recording-editor__cue--current' : ''}`}
      aria-current={current ? 'time' : undefined}
      aria-label={t('studio.editor.cueLabel', { n })}
    >
      <button type="button" className="recording-editor__time" onClick={onSeek}>
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
          onChange={(event) => onChange({ start: time(event.target.value) })}
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
          onChange={(event) => onChange({ end: time(event.target.value) })}
          aria-invalid={mine.some((issue) => issue.kind === 'order')}
        />
      </label>
      <label className="recording-editor__cue-text">
        {t('studio.editor.cueText')}
        <input
          type="text"
          value={cue.text}
          maxLength={RECORDING_LIMITS.cueTextLength + 1}
          onChange={(event) => onChange({ text: event.target.value })}
          aria-invalid={mine.some((issue) => issue.kind === 'noText' || issue.kind === 'tooLong')}
        />
      </label>
      <button
        type="button"
        className="button"
        aria-label={t('studio.editor.cueDeleteLabel', { n })}
        onClick={onDelete}
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
}
