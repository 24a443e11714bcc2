// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShapeElement } from '../../../../../kernel/document/canvas/model';
import { openPanel } from './test-support';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the format panel for several elements', () => {
  it('aligns them, each button one step of Undo', () => {
    const { element, store } = openPanel(['box', 'pic', 'film']);
    expect(screen.getByText('3 elements selected')).toBeTruthy();
    click('Align top edges');
    click('Align right edges');
    expect(['box', 'pic', 'film'].map((id) => [element(id).x + element(id).width, element(id).y])).toEqual([
      [4160, 0],
      [4160, 0],
      [4160, 0],
    ]);
    store.undoManager.undo();
    expect(['box', 'pic', 'film'].map((id) => element(id).x)).toEqual([1000, 2000, 4000]);
  });

  it('aligns the other edges and centres', () => {
    const { element } = openPanel(['box', 'line']);
    click('Align left edges');
    expect([element('box').x, element('line').x]).toEqual([1000, 1000]);
    click('Align centres');
    expect(element('box').x + 50).toBe(element('line').x + 100);
    click('Align bottom edges');
    expect(element('box').y).toBe(500);
    click('Align middles');
    click('Align top edges');
    expect([element('box').y, element('line').y]).toEqual([500, 500]);
  });

  it('distributes them vertically', () => {
    const { element } = openPanel(['frame', 'line', 'box']);
    click('Distribute vertically');
    // 0 to 600 with 500 of it taken: two gaps of 50. The box and the frame both start at 0; the
    // box comes first by its id, so the frame moves below it.
    expect(['box', 'frame', 'line'].map((id) => element(id).y)).toEqual([0, 150, 500]);
  });

  it('spaces uneven elements evenly', () => {
    const { element } = openPanel(['box', 'film', 'pic']);
    click('Distribute horizontally');
    // 1000 to 4160, 360 of it taken: two gaps of 1400.
    expect(['box', 'pic', 'film'].map((id) => element(id).x)).toEqual([1000, 2500, 4000]);
  });

  it('has distribute turned off for two', () => {
    openPanel(['box', 'pic']);
    expect(
      (screen.getByRole('button', { name: 'Distribute vertically' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('groups and ungroups them', () => {
    const { element } = openPanel(['box', 'pic']);
    expect((screen.getByRole('button', { name: 'Ungroup' }) as HTMLButtonElement).disabled).toBe(true);
    click('Group');
    expect(element('box').group).toBe('g1');
    expect(element('pic').group).toBe('g1');
    click('Ungroup');
    expect(element('box').group).toBeUndefined();
    expect(element('pic').group).toBeUndefined();
  });

  it('restacks them together, keeping their order among themselves, in one step of Undo', () => {
    const { read, store } = openPanel(['frame', 'box']);
    const order = () => read().elements.map((each) => each.id);
    click('Bring to front');
    expect(order().slice(-2)).toEqual(['frame', 'box']);
    click('Send to back');
    expect(order().slice(0, 2)).toEqual(['frame', 'box']);
    store.undoManager.undo();
    expect(order().slice(-2)).toEqual(['frame', 'box']);
  });

  it('gives shapes and frames one fill, and offers none when another kind is selected', () => {
    const { element, store } = openPanel(['box', 'frame']);
    const fill = screen.getByRole('group', { name: 'Fill of all selected' });
    fireEvent.click(within(fill).getByRole('button', { name: 'Accent' }));
    expect([element<ShapeElement>('box').fill, element<ShapeElement>('frame').fill]).toEqual([
      'theme:accent',
      'theme:accent',
    ]);
    store.undoManager.undo();
    expect([element<ShapeElement>('box').fill, element<ShapeElement>('frame').fill]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('has no shared fill for a mix with other kinds', () => {
    openPanel(['box', 'pic']);
    expect(screen.queryByRole('group', { name: 'Fill of all selected' })).toBeNull();
    cleanup();
    openPanel(['box', 'line']);
    expect(screen.queryByRole('group', { name: 'Fill of all selected' })).toBeNull();
  });
});
