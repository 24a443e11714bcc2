// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import { ReadingOrderPanel } from './ReadingOrderPanel';
import { fakeCamera, Live, smallCanvas, storeOf } from './test-support';

afterEach(cleanup);

function renderReadingOrder(doc = smallCanvas()) {
  const store = storeOf(doc);
  renderWithI18n(<Live store={store} camera={fakeCamera()} panel={ReadingOrderPanel} />);
  return store;
}

const entries = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ReadingOrderPanel', () => {
  it('lists the whole canvas as a screen reader reads it, each entry with its kind and first words', () => {
    renderReadingOrder();
    screen.getByText(/How a screen reader reads the canvas/);
    expect(entries()).toEqual([
      'Frame Intro',
      'Text Welcome to the estuary birds tour of this…',
      'Picture A grey heron',
      'Picture Needs alt text',
      'Picture Decorative picture',
      'Frame Untitled frame',
      'Shape Triangle',
      'Text Far away',
    ]);
  });

  it('flags a picture without alt text that is not decorative', () => {
    renderReadingOrder();
    const flags = screen.getAllByText('Needs alt text');
    expect(flags).toHaveLength(1);
    expect(flags[0]!.className).toBe('reading-order__flag');
  });

  it('lists what the selected frame holds, and keeps that list while its entries are chosen', () => {
    const store = renderReadingOrder();
    act(() => store.select(['intro']));
    screen.getByText('How a screen reader reads the frame “Intro”: from top to bottom and left to right.');
    expect(entries()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Picture A grey heron' }));
    expect(store.snapshot().selection).toEqual(['heron']);
    expect(store.snapshot().announcement.message).toBe('Selected: A grey heron');
    expect(entries()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Picture A grey heron' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A selection made elsewhere on the canvas brings back the whole canvas.
    act(() => store.select(['loose']));
    expect(entries()).toHaveLength(8);
  });

  it('selects an element when its entry is chosen', () => {
    const store = renderReadingOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Text Far away' }));
    expect(store.snapshot().selection).toEqual(['loose']);
  });

  it('says there is nothing to read on an empty canvas', () => {
    renderReadingOrder(smallCanvas({ elements: [], path: [] }));
    screen.getByText(/Nothing to read here yet/);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
