// One step of the path panel: a grip to drag it by, its thumbnail, number and title (a button that
// shows the step), and its own actions: move up and down, rename in place and delete. The panel owns
// the drag and the keyboard moves; this item only reports them. A commenter's item is the button
// alone.
import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { LIMITS } from '../../../../../kernel/limits';
import type { DragHandleProps } from './usePathDrag';

/** The item's controls the panel may move focus to after an edit. */
export type StepControl = 'jump' | 'up' | 'down' | 'handle';

export interface PathStepItemProps {
  index: number;
  count: number;
  /** The step's title, or undefined for "Step n". */
  title: string | undefined;
  thumbnail: string | null;
  current: boolean;
  chosen: boolean;
  dragging: boolean;
  dropTarget: boolean;
  /** The id of the text telling how to reorder, read with each step. */
  hintId: string;
  controlRef(control: StepControl, element: HTMLButtonElement | null): void;
  onJump(): void;
  onMove(delta: -1 | 1, control: StepControl): void;
  onDelete(): void;
  onRename(title: string): void;
  stepId: string;
  dragHandle: DragHandleProps;
  /** A commenter's: the step can be shown, not moved, renamed or deleted. */
  readOnly?: boolean;
}

/**
 * The grip a mouse, pen or finger drags the step by; `touch-action: none` keeps a finger on it from
 * scrolling the list. Out of the Tab order, as the move buttons and Alt+arrows already serve the
 * keyboard, but Up and Down move the step when something focuses it (a click, an assistive tool).
 */
function DragHandle({ n, props }: { n: number; props: PathStepItemProps }) {
  const t = useT();
  return (
    <button
      type="button"
      className="path-step__handle"
      tabIndex={-1}
      ref={(element) => props.controlRef('handle', element)}
      aria-label={t('canvasPath.dragHandle', { n })}
      aria-describedby={props.hintId}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        props.onMove(event.key === 'ArrowUp' ? -1 : 1, 'handle');
      }}
      {...props.dragHandle}
    >
      <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true" focusable="false">
        {[3, 8, 13].flatMap((y) => [
          <circle key={`l${y}`} cx="2.5" cy={y} r="1.5" />,
          <circle key={`r${y}`} cx="7.5" cy={y} r="1.5" />,
        ])}
      </svg>
    </button>
  );
}

function RenameForm({
  n,
  initial,
  onDone,
}: {
  n: number;
  initial: string;
  onDone(title: string | null): void;
}) {
  const t = useT();
  const [title, setTitle] = useState(initial);
  return (
    <form
      className="path-step__rename"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(title);
      }}
    >
      <input
        className="path-step__rename-input"
        aria-label={t('canvasPath.renameLabel', { n })}
        value={title}
        maxLength={LIMITS.titleLength}
        // biome-ignore lint/a11y/noAutofocus: the field opens because the person asked to rename.
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone(null);
        }}
      />
      <button type="submit" className="button editor-small-button">
        {t('canvasPath.save')}
      </button>
      <button type="button" className="button editor-small-button" onClick={() => onDone(null)}>
        {t('canvasPath.cancel')}
      </button>
    </form>
  );
}

interface StepActionsProps {
  n: number;
  count: number;
  controlRef: PathStepItemProps['controlRef'];
  renameRef(element: HTMLButtonElement | null): void;
  onMove: PathStepItemProps['onMove'];
  onRename(): void;
  onDelete(): void;
}

function StepActions({ n, count, controlRef, renameRef, onMove, onRename, onDelete }: StepActionsProps) {
  const t = useT();
  return (
    <div className="path-step__actions">
      <button
        type="button"
        className="path-step__action"
        ref={(element) => controlRef('up', element)}
        aria-label={t('canvasPath.moveUp', { n })}
        disabled={n === 1}
        onClick={() => onMove(-1, 'up')}
      >
        ↑
      </button>
      <button
        type="button"
        className="path-step__action"
        ref={(element) => controlRef('down', element)}
        aria-label={t('canvasPath.moveDown', { n })}
        disabled={n === count}
        onClick={() => onMove(1, 'down')}
      >
        ↓
      </button>
      <button
        type="button"
        className="path-step__action"
        ref={renameRef}
        aria-label={t('canvasPath.rename', { n })}
        onClick={onRename}
      >
        ✎
      </button>
      <button
        type="button"
        className="path-step__action path-step__action--danger"
        aria-label={t('canvasPath.delete', { n })}
        onClick={onDelete}
      >
        ✕
      </button>
    </div>
  );
}

/** Enter shows the step; Alt+Up and Alt+Down move it, unless it is read-only. */
const stepKeys = (props: PathStepItemProps) => (event: KeyboardEvent) => {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter') {
    // Handled here as well as by the button's click so a key press an assistive tool sends shows
    // the step; preventDefault keeps the browser from firing a second click.
    event.preventDefault();
    props.onJump();
  } else if (!props.readOnly && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
    event.preventDefault();
    props.onMove(event.key === 'ArrowUp' ? -1 : 1, 'jump');
  }
};

/** What an item shows: it is drawn again only when one of these changed (its callbacks are the list's, current whenever called). */
const SHOWN = [
  'index',
  'count',
  'title',
  'thumbnail',
  'current',
  'chosen',
  'dragging',
  'dropTarget',
  'hintId',
  'stepId',
  'readOnly',
] as const satisfies readonly (keyof PathStepItemProps)[];

/**
 * One step of the path. A keystroke in a text changes the document, and a path of a hundred steps
 * would draw a hundred items again for it; only those whose title, thumbnail or place changed are.
 */
export const PathStepItem = memo(PathStepItemView, (before, after) =>
  SHOWN.every((key) => before[key] === after[key]),
);

function PathStepItemView(props: PathStepItemProps) {
  const t = useT();
  const [renaming, setRenaming] = useState<'open' | 'closed' | 'closing'>('closed');
  const renameButton = useRef<HTMLButtonElement | null>(null);
  // Closing the field puts focus back where the person opened it, not at the top of the page.
  useEffect(() => {
    if (renaming !== 'closing') return;
    renameButton.current?.focus();
    setRenaming('closed');
  }, [renaming]);
  const { index, title } = props;
  const n = index + 1;
  const shown = title ?? t('canvasPath.stepFallback', { n });
  const modifiers = [
    props.current && 'path-step--current',
    props.chosen && 'path-step--chosen',
    props.dragging && 'path-step--dragging',
    props.dropTarget && 'path-step--drop-target',
  ].filter(Boolean);
  return (
    <li className={['path-step', ...modifiers].join(' ')} data-step-id={props.stepId}>
      {!props.readOnly && <DragHandle n={n} props={props} />}
      <button
        type="button"
        className="path-step__jump"
        ref={(element) => props.controlRef('jump', element)}
        aria-label={title === undefined ? shown : t('canvasPath.stepName', { n, title })}
        aria-current={props.current ? 'step' : undefined}
        aria-describedby={props.readOnly ? undefined : props.hintId}
        onClick={props.onJump}
        onKeyDown={stepKeys(props)}
      >
        <span className="path-step__number">{n}</span>
        {props.thumbnail ? (
          <img className="path-step__thumbnail" src={props.thumbnail} alt="" width={80} height={45} />
        ) : (
          <span className="path-step__thumbnail path-step__thumbnail--none" />
        )}
        {renaming !== 'open' && <span className="path-step__title">{shown}</span>}
      </button>
      {props.readOnly ? null : renaming === 'open' ? (
        <RenameForm
          n={n}
          initial={title ?? ''}
          onDone={(renamed) => {
            setRenaming('closing');
            if (renamed !== null) props.onRename(renamed);
          }}
        />
      ) : (
        <StepActions
          n={n}
          count={props.count}
          controlRef={props.controlRef}
          renameRef={(element) => {
            renameButton.current = element;
          }}
          onMove={props.onMove}
          onRename={() => setRenaming('open')}
          onDelete={props.onDelete}
        />
      )}
    </li>
  );
}
