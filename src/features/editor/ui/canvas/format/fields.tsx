// The format panel's small controls. Typed values (numbers, titles, alt text) are drafts until
// Enter or leaving the field commits them, so a half-typed number never reaches the deck; a value
// refused shows why beside the field and the deck keeps its old one. Escape puts the old value back.
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { parseNumber, shownNumber } from './format-apply';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="format-panel__section" aria-labelledby={id}>
      <h3 id={id} className="format-panel__section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface DraftFieldProps<T> {
  label: string;
  value: string;
  /** Turns the text into the value to write, or returns a message saying why it is refused. */
  parse(text: string): { value: T } | { error: string };
  /** Writes the value; false when the deck refused it (the store has announced why). */
  onCommit(value: T): boolean;
  multiline?: boolean;
  describedBy?: string;
  className?: string;
  /** The on-screen keyboard to offer: numbers for number fields. */
  inputMode?: 'decimal' | 'text';
}

/** A text input whose value is written on Enter or blur, after `parse` accepts it. */
export function DraftField<T>({
  label,
  value,
  parse,
  onCommit,
  multiline,
  describedBy,
  className,
  inputMode,
}: DraftFieldProps<T>) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(null);
      setError(null);
      return;
    }
    const parsed = parse(draft);
    if ('error' in parsed) return setError(parsed.error);
    if (!onCommit(parsed.value)) return setError(t('canvasFormat.refused'));
    setDraft(null);
    setError(null);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };
  const described = [error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined;
  const input = {
    id,
    inputMode,
    className: 'format-panel__input',
    value: draft ?? value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft(event.target.value),
    onBlur: commit,
    onKeyDown,
  };
  return (
    <div className={`format-panel__field ${className ?? ''}`}>
      <label htmlFor={id} className="format-panel__label">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...input} /> : <input type="text" {...input} />}
      {error ? (
        <p id={`${id}-error`} className="format-panel__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit(value: number): boolean;
  className?: string;
}

/** A number typed and committed on Enter or blur; anything but a number from `min` to `max` is refused. */
export function NumberField({ label, value, min, max, onCommit, className }: NumberFieldProps) {
  const t = useT();
  const parse = (text: string) => {
    const number = parseNumber(text);
    return number === null || number < min || number > max
      ? { error: t('canvasFormat.numberInvalid', { min: shownNumber(min), max: shownNumber(max) }) }
      : { value: number };
  };
  return (
    <DraftField
      label={label}
      value={shownNumber(value)}
      parse={parse}
      onCommit={onCommit}
      inputMode="decimal"
      className={`format-panel__field--number ${className ?? ''}`}
    />
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A list of named choices; `mixed` shows when the selection holds several values. */
export function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T | null;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="format-panel__field">
      <label htmlFor={id} className="format-panel__label">
        {label}
      </label>
      <select
        id={id}
        className="format-panel__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {value === null ? <option value="">{t('canvasFormat.mixed')}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="format-panel__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** A row of buttons that act at once (stacking, arrange, table rows). */
export function ActionButtons({
  actions,
  label,
}: {
  label: string;
  actions: readonly { key: string; label: string; onClick(): void; disabled?: boolean }[];
}) {
  return (
    <fieldset className="format-panel__actions" aria-label={label}>
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          className="button editor-small-button"
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  );
}
