// A paged list to choose from, and the choosing: the page asked for (usePagedList, so a late
// answer for a page left behind is dropped), and `choose`, which acts on the item chosen while the
// other choices wait (busy), then hands over what it answered, or says why it failed. The Library's
// pictures in both editors choose through it.
import { useState } from 'react';
import { type ListPage, usePagedList } from './ChoiceGrid';

export interface PagedChoiceOptions<T, R> {
  /** Page `page` of the list. Read when a page is asked for: it may be a new function each render. */
  load(page: number): Promise<ListPage<T>>;
  /** What choosing an item does (copy a picture into the deck, say). */
  act(item: T): Promise<R>;
  /** Given what `act` answered, once it succeeded. */
  onChosen(result: R): void;
  /** False asks for no page (a dialog not open). */
  active?: boolean;
}

export function usePagedChoice<T, R>({ load, act, onChosen, active = true }: PagedChoiceOptions<T, R>) {
  const [page, setPage] = useState(1);
  const { list, error, retry, setError } = usePagedList(load, page, active);
  const [busy, setBusy] = useState(false);

  const choose = (item: T) => {
    setBusy(true);
    setError(null);
    act(item).then(
      (result) => {
        setBusy(false);
        onChosen(result);
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

  return { page, setPage, list, error, retry, busy, choose };
}
