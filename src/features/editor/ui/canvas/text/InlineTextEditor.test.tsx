// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { insertText } from '../../../../../kernel/document/canvas/crdt/ops-text';
import { button, editing, key, pasteEvent, select, withLayoutlessDom } from './text-test-support';

withLayoutlessDom();
afterEach(cleanup);

describe('InlineTextEditor', () => {
  it('focuses the text with all of it selected, and typing writes to the Y.Doc', async () => {
    const { view, content } = await editing();
    expect(document.activeElement).toBe(view.dom);
    expect(view.state.doc.textBetween(view.state.selection.from, view.state.selection.to, '\n')).toBe(
      'Hello world\nSecond',
    );
    act(() => view.dispatch(view.state.tr.insertText('Harbour')));
    expect(content()).toEqual({ paragraphs: [{ runs: [{ text: 'Harbour' }] }] });
  });

  it('toggles bold with Mod-B, and Bold’s aria-pressed follows the selection', async () => {
    const { view, content } = await editing();
    select(view, 1, 6);
    key(view, { key: 'b', ctrlKey: true });
    expect(content().paragraphs[0]!.runs).toEqual([{ text: 'Hello', bold: true }, { text: ' world' }]);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    select(view, 8);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Italic'));
    act(() => view.dispatch(view.state.tr.insertText('!')));
    expect(content().paragraphs[0]!.runs).toContainEqual({ text: '!', italic: true });
  });

  it('adds a safe link from the toolbar and refuses a javascript: one', async () => {
    const { view, content } = await editing();
    select(view, 1, 6);
    fireEvent.click(button('Link'));
    const field = screen.getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(button('Apply link'));
    expect(screen.getByRole('alert').textContent).toContain('https://');
    expect(content().paragraphs[0]!.runs).toEqual([{ text: 'Hello world' }]);
    fireEvent.change(field, { target: { value: 'https://example.com/ferries' } });
    fireEvent.click(button('Apply link'));
    expect(content().paragraphs[0]!.runs[0]).toEqual({ text: 'Hello', link: 'https://example.com/ferries' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(document.activeElement).toBe(view.dom);
  });

  it('makes lists, indents them with Tab and aligns paragraphs', async () => {
    const { view, content } = await editing();
    fireEvent.click(button('Bulleted list'));
    expect(content().paragraphs.map((paragraph) => paragraph.list)).toEqual(['bullet', 'bullet']);
    expect(button('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    select(view, 15);
    key(view, { key: 'Tab' });
    expect(content().paragraphs[1]).toMatchObject({ list: 'bullet', level: 1 });
    key(view, { key: 'Tab', shiftKey: true });
    expect(content().paragraphs[1]!.level).toBeUndefined();
    fireEvent.click(button('Numbered list'));
    expect(content().paragraphs.map((paragraph) => paragraph.list)).toEqual(['bullet', 'number']);
    fireEvent.click(button('Centre'));
    expect(content().paragraphs[1]!.align).toBe('center');
    expect(button('Centre').getAttribute('aria-pressed')).toBe('true');
  });

  it('ends editing on Escape', async () => {
    const { view, onDone } = await editing();
    key(view, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes back a burst of typing with one undo of the store, and Mod-Z does the same', async () => {
    const { store, view, content } = await editing();
    const before = content();
    select(view, 12);
    for (const letter of [' ', 'b', 'a', 'y']) act(() => view.dispatch(view.state.tr.insertText(letter)));
    expect(content().paragraphs[0]!.runs).toEqual([{ text: 'Hello world bay' }]);
    act(() => {
      store.undoManager.undo();
    });
    expect(content()).toEqual(before);
    expect(view.state.doc.child(0).textContent).toBe('Hello world');
    act(() => view.dispatch(view.state.tr.insertText('!', 12)));
    key(view, { key: 'z', ctrlKey: true });
    expect(content()).toEqual(before);
    key(view, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(content().paragraphs[0]!.runs).toEqual([{ text: 'Hello world!' }]);
  });

  it('reduces pasted HTML to the model: no foreign styles, no script links', async () => {
    const { view, content } = await editing();
    act(() => {
      view.pasteHTML(
        '<p style="color:red;font-size:40px"><span style="font-family:Comic Sans">Piers</span> <b>open</b> ' +
          '<a href="javascript:alert(1)">now</a> <a href="https://example.com/">map</a></p>',
        pasteEvent(),
      );
    });
    expect(content()).toEqual({
      paragraphs: [
        {
          runs: [
            { text: 'Piers ' },
            { text: 'open', bold: true },
            { text: ' now ' },
            { text: 'map', link: 'https://example.com/' },
          ],
        },
      ],
    });
  });

  it('refuses a paste past the paragraph limit and says why', async () => {
    const { store, view, content } = await editing();
    const before = content();
    act(() => {
      view.pasteText(Array.from({ length: 150 }, (_, i) => `line ${i}`).join('\n'), pasteEvent());
    });
    expect(content()).toEqual(before);
    expect(store.snapshot().announcement.message).toBe('A text holds at most 100 paragraphs.');
  });

  it('moves to the toolbar with Alt+F10 and back to the text with Escape', async () => {
    const { view, onDone } = await editing();
    key(view, { key: 'F10', altKey: true });
    expect(document.activeElement).toBe(button('Bold'));
    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Italic'));
    fireEvent.keyDown(button('Italic'), { key: 'Escape' });
    expect(document.activeElement).toBe(view.dom);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows someone else’s typing, and this person’s Undo leaves it alone', async () => {
    const { store, view, content } = await editing();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(store.ydoc));
    select(view, 12);
    act(() => view.dispatch(view.state.tr.insertText('!')));
    insertText(other, { element: 't' }, { paragraph: 1, offset: 6 }, ' pier');
    act(() => Y.applyUpdate(store.ydoc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(store.ydoc))));
    expect(view.state.doc.child(1).textContent).toBe('Second pier');
    act(() => {
      store.undoManager.undo();
    });
    expect(content().paragraphs.map((paragraph) => paragraph.runs[0]?.text)).toEqual([
      'Hello world',
      'Second pier',
    ]);
  });

  it('edits a shape that had no text yet: its text is made, and typing fills it', async () => {
    const { view, content } = await editing({ element: 's' });
    expect(view.dom.parentElement?.className).toContain('canvas-text-editor__box--shape');
    act(() => view.dispatch(view.state.tr.insertText('Ferry')));
    expect(content()).toEqual({ paragraphs: [{ runs: [{ text: 'Ferry' }] }] });
  });

  it('draws the box at the player’s design size, scaled to the screen', async () => {
    // Text "t" is 100 × 50 world units set in body text (20): 16 design pixels a line, so 1.25
    // world units a design pixel, and the box 80 × 40 design pixels, shown twice as big.
    const { view } = await editing({ element: 't' }, 2);
    const box = view.dom.parentElement as HTMLElement;
    expect([box.style.width, box.style.height, box.style.transform]).toEqual(['80px', '40px', 'scale(2)']);
    const root = box.parentElement as HTMLElement;
    expect([root.style.width, root.style.height]).toEqual(['160px', '80px']);
    expect(root.style.getPropertyValue('--canvas-text-scale')).toBe('0.8');
  });
});
