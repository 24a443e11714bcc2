// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import { ChoiceGrid, type ListPage, PageButtons, usePagedList } from './ChoiceGrid';

afterEach(cleanup);

const ITEMS = ['harbour', 'ferry', 'tide'];

function Grid({ chosen, onChoose = () => {} }: { chosen?: string; onChoose?: (item: string) => void }) {
  return (
    <ChoiceGrid
      items={ITEMS}
      keyOf={(item) => item}
      pictureOf={(item) => `/pictures/${item}.png`}
      labelOf={(item) => `Insert ${item}`}
      isChosen={chosen === undefined ? undefined : (item) => item === chosen}
      onChoose={onChoose}
    />
  );
}

describe('ChoiceGrid', () => {
  it('focuses the first choice and moves the focus with the arrows, Home and End', () => {
    renderWithI18n(<Grid />);
    const button = (name: string) => screen.getByRole('button', { name: `Insert ${name}` });
    expect(document.activeElement).toBe(button('harbour'));
    fireEvent.keyDown(button('harbour'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('ferry'));
    fireEvent.keyDown(button('ferry'), { key: 'End' });
    expect(document.activeElement).toBe(button('tide'));
    fireEvent.keyDown(button('tide'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(button('tide'));
    fireEvent.keyDown(button('tide'), { key: 'Home' });
    expect(document.activeElement).toBe(button('harbour'));
  });

  it('keeps the chosen one pressed when the choices are toggles, and reports a choice', () => {
    const onChoose = vi.fn();
    renderWithI18n(<Grid chosen="ferry" onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Insert ferry' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Insert tide' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Insert tide' }));
    expect(onChoose).toHaveBeenCalledWith('tide');
  });
});

describe('PageButtons', () => {
  it('offers Previous past the first page and Next while there are more', () => {
    const onPage = vi.fn();
    renderWithI18n(<PageButtons page={1} hasMore={false} onPage={onPage} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderWithI18n(<PageButtons page={2} hasMore onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });
});

describe('usePagedList', () => {
  function List({ load }: { load: (page: number) => Promise<ListPage<string>> }) {
    const { list, error, retry } = usePagedList(load, 1);
    if (error) return <button type="button" onClick={retry}>{`Failed: ${error}`}</button>;
    return <p>{list ? list.items.join(', ') : 'Loading'}</p>;
  }

  it('loads a page, says what failed, and asks again on retry', async () => {
    const load = vi
      .fn<(page: number) => Promise<ListPage<string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: ['harbour'], hasMore: false });
    renderWithI18n(<List load={load} />);
    const retry = await screen.findByRole('button', { name: 'Failed: offline' });
    act(() => retry.click());
    await waitFor(() => expect(screen.getByText('harbour')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
