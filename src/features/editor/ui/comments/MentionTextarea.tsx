// The comment box: a textarea that offers the deck's people when `@` starts a name, as a listbox
// the keyboard works (Down/Up move, Enter or Tab pick, Escape closes) and the textarea points to
// (aria-activedescendant), so a screen reader hears the person under the arrow.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { EDITOR_LIMITS } from '../../../../kernel/limits';
import { mentionAtCaret } from '../../comment-mention-rules';
import type { CommentAuthor } from '../../comments.contracts';

export interface MentionTextareaProps {
  id: string;
  value: string;
  onChange(value: string): void;
  people: CommentAuthor[];
  invalid: boolean;
  describedBy: string;
}

/** The people whose username or name starts with what was typed after `@`; at most eight. */
const matching = (people: CommentAuthor[], query: string) =>
  people
    .filter(
      (person) =>
        person.username.startsWith(query) ||
        person.displayName
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(query)),
    )
    .slice(0, 8);

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The people offered: options the textarea drives; a click picks one too. */
function MentionOptions({
  id,
  label,
  offered,
  active,
  onPick,
}: {
  id: string;
  label: string;
  offered: CommentAuthor[];
  active: number;
  onPick(person: CommentAuthor): void;
}) {
  return (
    <div id={id} className="mention-box__list" role="listbox" aria-label={label}>
      {offered.map((person, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks from the textarea (onKeyDown)
        <div
          key={person.username}
          id={optionId(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="mention-box__option"
          // Keeps the caret in the textarea, so the pick lands where it was typed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(person)}
        >
          {person.displayName} <span className="mention-box__username">@{person.username}</span>
        </div>
      ))}
    </div>
  );
}

export function MentionTextarea({ id, value, onChange, people, invalid, describedBy }: MentionTextareaProps) {
  const t = useT();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const typing = caret === null ? null : mentionAtCaret(value, caret);
  const offered = typing && !closed ? matching(people, typing.query) : [];
  const open = offered.length > 0;

  const pick = (person: CommentAuthor) => {
    if (!typing || caret === null) return;
    const inserted = `@${person.username} `;
    onChange(`${value.slice(0, typing.start)}${inserted}${value.slice(caret)}`);
    const at = typing.start + inserted.length;
    setCaret(at);
    // Closed until the next keystroke: the browser may still report the old caret for a moment.
    setClosed(true);
    requestAnimationFrame(() => box.current?.setSelectionRange(at, at));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : offered.length - 1;
      setActive((index) => (index + step) % offered.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(offered[Math.min(active, offered.length - 1)]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosed(true);
    }
  };

  return (
    <div className="mention-box">
      <textarea
        ref={box}
        id={id}
        className="comment-form__text"
        value={value}
        rows={3}
        maxLength={EDITOR_LIMITS.commentLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(listId, Math.min(active, offered.length - 1)) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        // The form opens on request, so the caret belongs in it.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus
        onKeyDown={onKeyDown}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
          setClosed(false);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {open ? (
        <MentionOptions
          id={listId}
          label={t('comments.mentionList')}
          offered={offered}
          active={Math.min(active, offered.length - 1)}
          onPick={pick}
        />
      ) : null}
    </div>
  );
}
