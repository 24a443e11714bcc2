// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import type { ListPage } from './ChoiceGrid';
import { usePagedChoice } from './usePagedChoice';

afterEach(cleanup);

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Picker(props: {
  load(page: number): Promise<ListPage<string>>;
  act(item: string): Promise<string>;
  onChosen(result: string): void;
  active?: boolean;
}) {
  const { page, setPage, list, error, busy, choose } = usePagedChoice(props);
  return (
    <>
      <p>{`Page ${page}: ${list ? list.items.join(', ') : 'loading'}`}</p>
      {list?.items.map((item) => (
        <button key={item} type="button" disabled={busy} onClick={() => choose(item)}>
          {item}
        </button>
      ))}
      {list?.hasMore ? (
        <button type="button" onClick={() => setPage(page + 1)}>
          Next
        </button>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

const pages: Record<number, ListPage<string>> = {
  1: { items: ['harbour', 'ferry'], hasMore: true },
  2: { items: ['tide'], hasMore: false },
};
const load = (page: number) => Promise.resolve(pages[page]!);

describe('usePagedChoice', () => {
  it('pages, holds the other choices back while one is acted on, then hands its answer over', async () => {
    const copying = deferred<string>();
    const onChosen = vi.fn();
    renderWithI18n(<Picker load={load} act={() => copying.promise} onChosen={onChosen} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2: tide')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'tide' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'tide' }).disabled).toBe(true);
    await act(async () => copying.resolve('/media/u/tide.png'));
    expect(onChosen).toHaveBeenCalledWith('/media/u/tide.png');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'tide' }).disabled).toBe(false);
  });

  it('says why a choice failed and lets another be tried', async () => {
    const onChosen = vi.fn();
    const act1 = vi.fn(async (item: string) => {
      if (item === 'harbour') throw new Error('You cannot change this presentation.');
      return item;
    });
    renderWithI18n(<Picker load={load} act={act1} onChosen={onChosen} />);
    const harbour = await screen.findByRole<HTMLButtonElement>('button', { name: 'harbour' });
    await act(async () => fireEvent.click(harbour));
    expect(screen.getByRole('alert').textContent).toBe('You cannot change this presentation.');
    expect(onChosen).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ferry' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChosen).toHaveBeenCalledWith('ferry');
  });

  it('asks for no page while inactive', () => {
    const asked = vi.fn(load);
    renderWithI18n(<Picker load={asked} act={async (item) => item} onChosen={() => {}} active={false} />);
    expect(asked).not.toHaveBeenCalled();
    expect(screen.getByText('Page 1: loading')).toBeTruthy();
  });
});
