// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteElements } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import { openPanel } from './test-support';

const published = { published: true, scope: 'personal', kitPath: '/settings/brand' } as const;

describe('the format panel with nothing selected', () => {
  it('renames the deck, and refuses an empty title', () => {
    const { read, announced } = openPanel();
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Birds of the coast' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(read().title).toBe('Birds of the coast');
    expect(announced()).toBe('Changed: Title');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.blur(title);
    expect(screen.getByText('The deck needs a title.')).toBeTruthy();
    expect(read().title).toBe('Birds of the coast');
  });

  it('applies a theme with one click and marks the current one', () => {
    const { read, store } = openPanel();
    const ocean = screen.getByRole('button', { name: /Ocean/ });
    expect(ocean.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Forest/ }));
    expect(read().theme).toBe('forest');
    expect(screen.getByRole('button', { name: /Forest/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Ocean/ }).getAttribute('aria-pressed')).toBe('false');
    store.undoManager.undo();
    expect(read().theme).toBe('ocean');
  });

  it('applies a published brand kit by taking the brand theme', () => {
    const { read } = openPanel([], { brand: published });
    const apply = screen.getByRole('button', { name: 'Apply brand kit' });
    expect(apply.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(apply);
    expect(read().theme).toBe('brand');
    expect(screen.getByRole('status').textContent).toBe('The brand kit’s colours and fonts are applied.');
    expect(screen.getByRole('button', { name: 'Apply brand kit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links to the kit’s settings while the kit is not published, and offers nothing without one', () => {
    openPanel([], { brand: { published: false, scope: 'team', kitPath: '/teams/birds/brand' } });
    expect(screen.queryByRole('button', { name: 'Apply brand kit' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Set up the team’s brand kit' });
    expect(link.getAttribute('href')).toBe('/teams/birds/brand');
  });

  it('offers no brand kit when the deck has none', () => {
    openPanel();
    expect(screen.queryByRole('button', { name: 'Apply brand kit' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sets and removes the background colour', () => {
    const { read } = openPanel();
    const background = screen.getByRole('group', { name: 'Background colour' });
    fireEvent.click(within(background).getByRole('button', { name: 'Palette colour 3' }));
    expect(read().background).toEqual({ color: 'theme:palette2' });
    const hex = within(background).getByLabelText('Hex colour');
    fireEvent.change(hex, { target: { value: '#00ff00' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(read().background).toEqual({ color: '#00ff00' });
    fireEvent.click(within(background).getByRole('button', { name: 'No colour' }));
    expect(read().background).toBeUndefined();
  });

  it('shows the selected element instead, and the deck again when it is gone', () => {
    const { store } = openPanel(['box']);
    expect(screen.getByRole('heading', { name: 'Shape' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ocean/ })).toBeNull();
    act(() => deleteElements(store.ydoc, ['box']));
    expect(screen.getByRole('button', { name: /Ocean/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Shape' })).toBeNull();
  });
});
