// The speaker notes of one step, as Google Slides' notes pane: saved when the field loses focus and
// after a short pause in typing, never per keystroke, so a burst of typing is one edit for the
// others and one step of Undo. Bounded by the model's limit, with a counter.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { CANVAS_LIMITS } from '../../../../../kernel/document/canvas/model';

/** How long typing must pause before the notes are saved. */
export const NOTES_PAUSE_MS = 800;

export interface StepNotesProps {
  /** The step's number, 1 for the first. */
  n: number;
  notes: string;
  onSave(notes: string): void;
}

/** Mount it keyed by the step's id: a draft belongs to one step. */
export function StepNotes({ n, notes, onSave }: StepNotesProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(notes);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const save = useRef(onSave);
  save.current = onSave;

  const flush = () => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const value = pending.current;
    pending.current = null;
    save.current(value);
  };
  // Notes changed by someone else (or by Undo) show, unless this person is typing over them.
  useEffect(() => {
    if (pending.current === null) setDraft(notes);
  }, [notes]);
  // Leaving the step, or the panel, keeps what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only.
  useEffect(() => flush, []);

  const max = CANVAS_LIMITS.notesLength;
  return (
    <div className="path-notes">
      <label className="path-notes__label" htmlFor={`${id}-notes`}>
        {t('canvasPath.notes', { n })}
      </label>
      <textarea
        id={`${id}-notes`}
        className="path-notes__text"
        rows={5}
        maxLength={max}
        value={draft}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => {
          const value = event.target.value.slice(0, max);
          setDraft(value);
          pending.current = value;
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, NOTES_PAUSE_MS);
        }}
        onBlur={flush}
      />
      <p className="path-notes__hint" id={`${id}-hint`}>
        {t('canvasPath.notesHint')}
      </p>
      <p className="path-notes__count" id={`${id}-count`}>
        {t('canvasPath.notesCount', { n: draft.length, max })}
      </p>
    </div>
  );
}
