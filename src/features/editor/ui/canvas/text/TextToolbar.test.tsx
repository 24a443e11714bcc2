// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { button, editing, select, withLayoutlessDom } from './text-test-support';

withLayoutlessDom();
afterEach(cleanup);

const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('TextToolbar', () => {
  it('keeps the text’s focus when a button is pressed with the mouse', async () => {
    const { view } = await editing();
    const bold = button('Bold');
    // A mouse press that moved the focus would be let through: ProseMirror would lose the selection.
    expect(fireEvent.mouseDown(bold)).toBe(false);
    fireEvent.click(bold);
    expect(document.activeElement).toBe(view.dom);
  });

  it('colours the selection with a theme role or a hex value, and takes the colour off', async () => {
    const { view, content } = await editing();
    select(view, 1, 6);
    fireEvent.click(button('Text colour'));
    fireEvent.click(button('Accent'));
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello', color: 'theme:accent' });
    expect(button('Accent').getAttribute('aria-pressed')).toBe('true');
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    fireEvent.change(hex, { target: { value: 'red' } });
    fireEvent.click(button('Apply colour'));
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(content().paragraphs[0]!.runs[0]!.color).toBe('theme:accent');
    fireEvent.change(hex, { target: { value: '1a2b3c' } });
    fireEvent.click(button('Apply colour'));
    expect(content().paragraphs[0]!.runs[0]!.color).toBe('#1a2b3c');
    fireEvent.click(button('Theme text colour'));
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello world' });
  });

  it('sets the size in world units and the font role of the selection', async () => {
    const { view, content } = await editing();
    select(view, 1, 6);
    const size = screen.getByRole('spinbutton', { name: 'Font size' }) as HTMLInputElement;
    expect(size.value).toBe('20');
    fireEvent.change(size, { target: { value: '' } });
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello world' });
    fireEvent.change(size, { target: { value: '48' } });
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello', size: 48 });
    fireEvent.change(field('Font'), { target: { value: 'mono' } });
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello', size: 48, font: 'mono' });
    expect(field('Font').value).toBe('mono');
  });

  it('sets the paragraph role and line height, and reads them back from the selection', async () => {
    const { view, content } = await editing();
    select(view, 3);
    fireEvent.change(field('Paragraph style'), { target: { value: 'title' } });
    fireEvent.change(field('Line spacing'), { target: { value: '1.5' } });
    expect(content().paragraphs[0]).toMatchObject({ role: 'title', lineHeight: 1.5 });
    expect(content().paragraphs[1]).toEqual({ runs: [{ text: 'Second' }] });
    expect(view.dom.querySelector('h2')?.textContent).toBe('Hello world');
    select(view, 15);
    expect(field('Paragraph style').value).toBe('body');
    expect(field('Line spacing').value).toBe('');
    fireEvent.change(field('Paragraph style'), { target: { value: 'body' } });
    expect(content().paragraphs[1]!.role).toBeUndefined();
  });

  it('opens the link form with Mod-K, shows the link there and removes it', async () => {
    const { view, content } = await editing();
    select(view, 1, 6);
    fireEvent.click(button('Link'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), {
      target: { value: '/decks/harbour' },
    });
    fireEvent.click(button('Apply link'));
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello', link: '/decks/harbour' });
    select(view, 3);
    act(() => {
      fireEvent.keyDown(view.dom, { key: 'k', ctrlKey: true });
    });
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect((address as HTMLInputElement).value).toBe('/decks/harbour');
    fireEvent.click(button('Remove link'));
    expect(content().paragraphs[0]!.runs).toEqual([{ text: 'Hello world' }]);
    expect(document.activeElement).toBe(view.dom);
  });
});
