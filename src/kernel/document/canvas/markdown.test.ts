import { describe, expect, it } from 'vitest';
import { documentImages, documentPlainText } from '../document';
import { exportMarkdown } from '../markdown-export';
import { importMarkdown } from '../markdown-import';
import { canvasOf } from './convert';
import { canvasToMarkdown } from './markdown';
import type { CanvasDocument, CanvasElement } from './model';
import { elementLines, elementsInReadingOrder } from './text';

const demoSources = import.meta.glob<string>(
  ['../../../../content/presentations/*.md', '../../../../content/templates/*.md'],
  { query: '?raw', import: 'default', eager: true },
);

const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0, z: 0 };
const text = (id: string, parent: string, y: number, paragraphs: object[]): CanvasElement =>
  ({ kind: 'text', id, parent, ...box, y, content: { paragraphs } }) as CanvasElement;

const sample: CanvasDocument = {
  version: 3,
  title: 'Rivers',
  theme: 'forest',
  elements: [
    { kind: 'frame', id: 'intro', shape: 'invisible', title: 'Rivers', ...box, width: 1000, height: 1000 },
    text('it', 'intro', 10, [
      { role: 'title', runs: [{ text: 'Rivers' }] },
      { runs: [{ text: 'Where ' }, { text: 'water', bold: true }, { text: ' goes' }] },
    ]),
    { kind: 'frame', id: 'source', shape: 'circle', title: 'Source', ...box, x: 2000 },
    text('st', 'source', 10, [
      { role: 'subtitle', runs: [{ text: 'Kinds' }] },
      { list: 'bullet', runs: [{ text: 'Springs' }] },
      { list: 'bullet', runs: [{ text: 'Snow' }] },
      { list: 'number', runs: [{ text: 'Melt' }] },
      { runs: [{ text: 'Note: not a note' }] },
    ]),
    { kind: 'image', id: 'pic', parent: 'source', ...box, y: 90, src: 'media/a.png', alt: 'A [spring]' },
    { kind: 'frame', id: 'page', shape: 'rectangle', ...box, x: 5000 },
    {
      kind: 'table',
      id: 'tab',
      parent: 'page',
      ...box,
      columns: [0.5, 0.5],
      rows: [[{ content: { paragraphs: [{ runs: [{ text: 'Year' }] }] } }, { content: { paragraphs: [] } }]],
    },
  ],
  path: [
    { id: 's1', frame: 'intro', notes: 'Say hello' },
    { id: 's2', frame: 'source', notes: 'Point at it\n# not a heading' },
    { id: 's3', frame: 'page', title: 'The page' },
    { id: 's4', view: { x: 0, y: 0, width: 9000, height: 2000, rotation: 0 }, notes: 'All of it' },
  ],
};

describe('canvasToMarkdown', () => {
  it('writes the title, a section per frame in path order, lists, pictures and notes', () => {
    expect(canvasToMarkdown(sample)).toBe(
      [
        '---\ntheme: forest\n---',
        '# Rivers',
        'Where water goes',
        'Note: Say hello',
        '## Source',
        '#### Kinds',
        '- Springs\n- Snow',
        '1. Melt',
        'Note&#58; not a note',
        '![A \\[spring\\]](media/a.png)',
        'Note: Point at it\n\\# not a heading',
        '## The page',
        'Year',
        '## 4',
        'Note: All of it\n',
      ].join('\n\n'),
    );
  });

  it('reads back with importMarkdown, every word and note kept', () => {
    const { document, notes, metadata } = importMarkdown(canvasToMarkdown(sample));
    expect(metadata.theme).toBe('forest');
    expect(documentPlainText(document).split('\n')).toEqual([
      'Rivers',
      'Where water goes',
      'Source',
      'Kinds',
      'Springs',
      'Snow',
      '1. Melt',
      'Note: not a note',
      'The page',
      'Year',
      '4',
    ]);
    expect(documentImages(document)).toEqual(['media/a.png']);
    expect(Object.values(notes)).toEqual(['Say hello', 'Point at it\n\\# not a heading', 'All of it']);
  });

  it.each(Object.keys(demoSources))('exports the converted %s with every word, picture and note', (file) => {
    const old = importMarkdown(demoSources[file]!);
    const canvas = canvasOf(old.document, old.notes);
    const markdown = canvasToMarkdown(canvas);
    const again = importMarkdown(markdown);
    const read = new Set(documentPlainText(again.document).split(/\s+/));
    for (const element of elementsInReadingOrder(canvas)) {
      const lines = element.kind === 'image' ? [] : elementLines(element);
      for (const word of lines.join(' ').split(/\s+/).filter(Boolean)) expect(read).toContain(word);
      if (element.kind === 'image') expect(markdown).toContain(`](${element.src})`);
    }
    expect(documentImages(again.document)).toEqual(documentImages(old.document));
    for (const step of canvas.path.filter((s) => s.notes))
      expect(Object.values(again.notes).join('\n\n')).toContain(step.notes);
  });

  it('is not what exportMarkdown gives: that promises a round trip, and a canvas deck has none', () => {
    expect(exportMarkdown(sample)).toBeNull();
  });
});
