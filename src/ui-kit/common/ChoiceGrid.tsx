// A page of things to pick from, drawn as a grid of buttons with a picture each (and what the caller
// adds under it): the Library's pictures in both editors and a person's recordings in the canvas
// editor's Video dialog. The buttons stay the controls; the arrow keys, Home and End move the focus
// between them, and the first takes the focus when a page arrives. usePagedList fetches the pages
// and PageButtons turns them; usePagedChoice (its own module) adds the act of choosing.
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/react';
import './ChoiceGrid.css';

/** A page of a list as the list calls answer it. */
export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/**
 * Page `page` of a list: null while it loads, with the error's message when it could not be had,
 * and `retry` to ask again. `load` is read when the page is asked for, so it may be a new function
 * on every render; `active` false asks for nothing (a dialog not open).
 */
export function usePagedList<T>(load: (page: number) => Promise<ListPage<T>>, page: number, active = true) {
  const [list, setList] = useState<ListPage<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (!active) return;
    let current = true;
    setList(null);
    setError(null);
    latest.current(page).then(
      (answer) => current && setList(answer),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [page, attempt, active]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, error, retry, setError };
}

/**
 * The arrow keys move the focus to the next or previous button, Home and End to the ends, counted
 * from the button the key was pressed on.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf((event.target as Element).closest('button') as HTMLButtonElement);
  if (at < 0) return;
  const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : event.key in steps
          ? Math.min(buttons.length - 1, Math.max(0, at + steps[event.key]!))
          : null;
  if (to === null) return;
  event.preventDefault();
  buttons[to]!.focus();
}

export interface ChoiceGridProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  /** The button's picture (decorative: the label or caption names the item). */
  pictureOf(item: T): string;
  /** The button's accessible name when its caption does not say it. */
  labelOf?(item: T): string;
  /** Drawn under the picture. */
  captionOf?(item: T): ReactNode;
  /** When given, the buttons are toggles and the chosen one stays pressed. */
  isChosen?(item: T): boolean;
  /** A choice is being acted on: no other is taken. */
  busy?: boolean;
  onChoose(item: T): void;
}

export function ChoiceGrid<T>({
  items,
  keyOf,
  pictureOf,
  labelOf,
  captionOf,
  isChosen,
  busy,
  onChoose,
}: ChoiceGridProps<T>) {
  const grid = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when a page arrives
  useEffect(() => {
    grid.current?.querySelector<HTMLElement>('button')?.focus();
  }, [items]);
  return (
    <ul ref={grid} className="choice-grid" onKeyDown={moveFocus}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <button
            type="button"
            className="choice-grid__choice"
            disabled={busy}
            aria-label={labelOf?.(item)}
            aria-pressed={isChosen ? isChosen(item) : undefined}
            onClick={() => onChoose(item)}
          >
            <img src={pictureOf(item)} alt="" width={160} height={90} />
            {captionOf?.(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}

const NONE: readonly never[] = [];

export interface PagedChoicesProps<T> extends Omit<ChoiceGridProps<T>, 'items'> {
  /** The page, or null while it loads. */
  list: ListPage<T> | null;
  /** What failed (with a way to try again, say), or null. */
  error: ReactNode;
  loading: ReactNode;
  /** Said when the page has nothing. */
  empty: ReactNode;
}

/** A page of choices with what the person is told while it loads, when it is empty or failed. */
export function PagedChoices<T>({ list, error, loading, empty, ...grid }: PagedChoicesProps<T>) {
  return (
    <>
      {list === null && !error ? <p role="status">{loading}</p> : null}
      {list && list.items.length === 0 ? <p>{empty}</p> : null}
      <ChoiceGrid items={list?.items ?? NONE} {...grid} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Previous and Next, when there are such pages, then what the caller adds (Close). */
export function PageButtons({
  page,
  hasMore,
  onPage,
  children,
}: {
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
  children?: ReactNode;
}) {
  const t = useT();
  if (page <= 1 && !hasMore && !children) return null;
  return (
    <div className="choice-grid__pages">
      {page > 1 ? (
        <button type="button" className="button" onClick={() => onPage(page - 1)}>
          {t('library.previous')}
        </button>
      ) : null}
      {hasMore ? (
        <button type="button" className="button" onClick={() => onPage(page + 1)}>
          {t('library.next')}
        </button>
      ) : null}
      {children}
    </div>
  );
}
