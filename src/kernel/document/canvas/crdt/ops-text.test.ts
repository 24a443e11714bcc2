import { describe, expect, it } from 'vitest';
import type { RichText } from '../model';
import { parseCanvasDocument } from '../validate';
import {
  deleteText,
  insertText,
  setMark,
  setParagraphAttrs,
  setText,
  splitParagraph,
  toggleMark,
} from './ops-text';
import { everyKind, plain, session } from './test-support';

const t = { element: 't' };
const contentOf = (element: unknown) => (element as { content: RichText }).content;
const at = (paragraph: number, offset: number) => ({ paragraph, offset });

describe('typing and deleting', () => {
  it('inserts text with the marks at the cursor, each insert one step of Undo', () => {
    const { ydoc, undo, element } = session();
    insertText(ydoc, t, at(0, 5), ',');
    insertText(ydoc, t, at(1, 0), 'A ', { bold: true });
    expect(contentOf(element('t'))).toEqual({
      paragraphs: [
        { runs: [{ text: 'Hello, world' }] },
        { runs: [{ text: 'A ', bold: true }, { text: 'Second' }] },
      ],
    });
    undo.undo();
    expect(contentOf(element('t'))).toEqual(plain('Hello, world', 'Second'));
  });

  it('deletes within a paragraph and across paragraphs, joining them with their marks', () => {
    const { ydoc, element } = session();
    toggleMark(ydoc, t, { from: at(1, 0), to: at(1, 3) }, 'italic');
    deleteText(ydoc, t, { from: at(0, 0), to: at(0, 6) });
    expect(contentOf(element('t'))).toEqual({
      paragraphs: [{ runs: [{ text: 'world' }] }, { runs: [{ text: 'Sec', italic: true }, { text: 'ond' }] }],
    });
    deleteText(ydoc, t, { from: at(0, 3), to: at(1, 1) });
    expect(contentOf(element('t'))).toEqual({
      paragraphs: [{ runs: [{ text: 'wor' }, { text: 'ec', italic: true }, { text: 'ond' }] }],
    });
  });

  it('splits a paragraph, the new one keeping its attributes and the text after', () => {
    const { ydoc, element } = session();
    setParagraphAttrs(ydoc, t, 0, 0, { list: 'bullet' });
    toggleMark(ydoc, t, { from: at(0, 6), to: at(0, 11) }, 'bold');
    splitParagraph(ydoc, t, at(0, 8));
    expect(contentOf(element('t')).paragraphs.slice(0, 2)).toEqual([
      { list: 'bullet', runs: [{ text: 'Hello ' }, { text: 'wo', bold: true }] },
      { list: 'bullet', runs: [{ text: 'rld', bold: true }] },
    ]);
  });

  it('replaces the whole text, refusing text the schema refuses', () => {
    const { ydoc, undo, element } = session();
    setText(ydoc, t, plain('New'));
    expect(contentOf(element('t'))).toEqual(plain('New'));
    expect(() => setText(ydoc, t, { paragraphs: [{ level: 9, runs: [] }] })).toThrow(/level/);
    undo.undo();
    expect(contentOf(element('t'))).toEqual(plain('Hello world', 'Second'));
  });
});

describe('marks and paragraphs', () => {
  it('toggles a mark over a range across paragraphs: on, then off when all of it has it', () => {
    const { ydoc, element } = session();
    const range = { from: at(0, 6), to: at(1, 3) };
    toggleMark(ydoc, t, { from: at(0, 6), to: at(0, 8) }, 'bold');
    toggleMark(ydoc, t, range, 'bold');
    expect(contentOf(element('t'))).toEqual({
      paragraphs: [
        { runs: [{ text: 'Hello ' }, { text: 'world', bold: true }] },
        { runs: [{ text: 'Sec', bold: true }, { text: 'ond' }] },
      ],
    });
    toggleMark(ydoc, t, range, 'bold');
    expect(contentOf(element('t'))).toEqual(plain('Hello world', 'Second'));
  });

  it('sets and removes a link, a colour, a size and a font', () => {
    const { ydoc, read, element } = session();
    const range = { from: at(0, 0), to: at(0, 5) };
    setMark(ydoc, t, range, 'link', 'https://example.com/');
    setMark(ydoc, t, range, 'color', 'theme:accent');
    setMark(ydoc, t, range, 'size', 32);
    setMark(ydoc, t, range, 'font', 'mono');
    const styled = {
      text: 'Hello',
      link: 'https://example.com/',
      color: 'theme:accent',
      size: 32,
      font: 'mono',
    };
    expect(contentOf(element('t')).paragraphs[0]?.runs[0]).toEqual(styled);
    expect(() => parseCanvasDocument(read())).not.toThrow();
    setMark(ydoc, t, range, 'link', undefined);
    expect(contentOf(element('t')).paragraphs[0]?.runs[0]).not.toHaveProperty('link');
  });

  it('sets and removes paragraph attributes', () => {
    const { ydoc, element } = session();
    setParagraphAttrs(ydoc, t, 0, 1, { role: 'subtitle', align: 'right', lineHeight: 1.5 });
    setParagraphAttrs(ydoc, t, 1, 1, { align: undefined, level: 1 });
    expect(contentOf(element('t')).paragraphs.map(({ runs: _runs, ...attrs }) => attrs)).toEqual([
      { role: 'subtitle', align: 'right', lineHeight: 1.5 },
      { role: 'subtitle', lineHeight: 1.5, level: 1 },
    ]);
    expect(() => setParagraphAttrs(ydoc, t, 1, 2, { role: 'title' })).toThrow(/no paragraph 2/);
    expect(contentOf(element('t')).paragraphs[1]?.role).toBe('subtitle');
  });

  it("edits a table's cell and gives a shape its first text", () => {
    const { ydoc, read, element } = session(everyKind());
    insertText(ydoc, { element: 'grid', cell: { row: 1, column: 1 } }, at(1, 0), 'birds');
    const grid = element('grid') as { rows: { content: RichText }[][] };
    expect(grid.rows[1]?.[1]?.content).toEqual(plain('12', 'birds'));
    expect(() => parseCanvasDocument(read())).not.toThrow();
    expect(() => insertText(ydoc, { element: 'pic' }, at(0, 0), 'x')).toThrow(/holds no text/);
    const small = session();
    insertText(small.ydoc, { element: 's' }, at(0, 0), 'Boxed');
    expect(contentOf(small.element('s'))).toEqual(plain('Boxed'));
  });
});
