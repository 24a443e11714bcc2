// Documents the Y.Doc tests load: every element kind, rich text with every mark and paragraph
// attribute, frames inside frames, a connector and a path of frames and views.
import * as Y from 'yjs';
import type { CanvasDocument, CanvasElement, RichText } from '../model';
import { canvasFromYDoc, canvasToYDoc } from './mapping';
import { canvasUndoManager } from './ydoc';

const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0 };

export const plain = (...paragraphs: string[]): RichText => ({
  paragraphs: paragraphs.map((text) => ({ runs: text ? [{ text }] : [] })),
});

export const richText: RichText = {
  paragraphs: [
    {
      role: 'title',
      align: 'center',
      lineHeight: 1.2,
      runs: [
        { text: 'Bold ', bold: true },
        { text: 'italic ', italic: true, underline: true },
        { text: 'struck', strike: true, color: 'theme:accent' },
      ],
    },
    {
      list: 'number',
      level: 2,
      runs: [
        { text: 'a link', link: 'https://example.com/', color: '#112233' },
        { text: ' big', size: 48, font: 'heading' },
        { text: ' plain' },
      ],
    },
    { role: 'body', runs: [] },
  ],
};

export function everyKind(): CanvasDocument {
  const stroke = { color: '#000000', width: 2, dash: 'solid' } as const;
  const elements: CanvasElement[] = [
    {
      kind: 'frame',
      id: 'outer',
      shape: 'rectangle',
      title: 'Outer',
      ...box,
      width: 1000,
      height: 800,
      z: 0,
    },
    {
      kind: 'frame',
      id: 'inner',
      parent: 'outer',
      shape: 'circle',
      fill: '#ffeeaa',
      ...box,
      x: 100,
      y: 100,
      width: 300,
      height: 300,
      z: 1,
    },
    {
      kind: 'text',
      id: 'title',
      parent: 'inner',
      ...box,
      x: 150,
      y: 150,
      z: 2,
      content: richText,
      autoFit: true,
    },
    {
      kind: 'image',
      id: 'pic',
      parent: 'outer',
      group: 'g1',
      ...box,
      x: 600,
      y: 100,
      z: 3,
      src: 'media/a.png',
      alt: 'A heron',
      crop: { left: 0.1, top: 0, right: 0, bottom: 0.2 },
      opacity: 0.5,
    },
    {
      kind: 'image',
      id: 'deco',
      parent: 'outer',
      group: 'g1',
      ...box,
      x: 600,
      y: 300,
      z: 4,
      src: 'media/b.png',
      alt: '',
      decorative: true,
    },
    {
      kind: 'shape',
      id: 'box',
      ...box,
      x: 2000,
      y: 0,
      z: 5,
      shape: 'rounded',
      fill: 'theme:surface',
      stroke,
      flipH: true,
      flipV: true,
      content: plain('In a box'),
    },
    {
      kind: 'connector',
      id: 'line',
      ...box,
      x: 650,
      y: 25,
      width: 1400,
      height: 100,
      z: 6,
      from: 'pic',
      to: 'box',
      stroke: { ...stroke, dash: 'dashed' },
      arrowStart: true,
      arrowEnd: true,
    },
    {
      kind: 'video',
      id: 'film',
      ...box,
      x: 3000,
      y: 0,
      z: 7,
      src: 'media/film.mp4',
      title: 'The flight',
      poster: 'media/poster.png',
    },
    {
      kind: 'table',
      id: 'grid',
      ...box,
      x: 4000,
      y: 0,
      z: 8,
      columns: [0.25, 0.75],
      headerRow: true,
      stroke,
      rows: [
        [
          { content: plain('Year'), fill: '#eeeeee' },
          { content: { paragraphs: [{ runs: [{ text: 'Birds', bold: true }] }] } },
        ],
        [{ content: plain('2025') }, { content: plain('12', '') }],
      ],
    },
  ];
  return {
    version: 3,
    title: 'Field notes',
    theme: 'ocean',
    background: { color: '#fafafa', image: 'media/bg.png' },
    elements,
    path: [
      { id: 's1', frame: 'outer', title: 'Start', notes: 'Say hello' },
      { id: 's2', view: { x: 0, y: 0, width: 500, height: 300, rotation: 10 } },
      { id: 's3', frame: 'inner' },
    ],
  };
}

/** A small canvas: one frame with a text inside, a shape beside it, joined by a connector. */
export function smallCanvas(): CanvasDocument {
  return {
    version: 3,
    title: 'Small',
    theme: 'ocean',
    elements: [
      { kind: 'frame', id: 'f', shape: 'rectangle', x: 0, y: 0, width: 400, height: 400, rotation: 0, z: 1 },
      {
        kind: 'text',
        id: 't',
        parent: 'f',
        x: 100,
        y: 100,
        width: 100,
        height: 50,
        rotation: 0,
        z: 2,
        content: plain('Hello world', 'Second'),
      },
      {
        kind: 'shape',
        id: 's',
        shape: 'rectangle',
        x: 1000,
        y: 0,
        width: 100,
        height: 100,
        rotation: 0,
        z: 3,
      },
      {
        kind: 'connector',
        id: 'c',
        from: 't',
        to: 's',
        x: 150,
        y: 50,
        width: 900,
        height: 75,
        rotation: 0,
        z: 4,
        stroke: { color: '#000000', width: 1, dash: 'solid' },
      },
    ],
    path: [{ id: 'p1', frame: 'f' }],
  };
}

export const loaded = (doc: CanvasDocument): Y.Doc => canvasToYDoc(doc, new Y.Doc());

/** Ids from a counter, so duplicates and new steps are the same on every run. */
export function counterIds(prefix = 'n'): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A loaded document with an undo manager and readers, as an editor session holds them. */
export function session(doc: CanvasDocument = smallCanvas()) {
  const ydoc = loaded(doc);
  const undo = canvasUndoManager(ydoc);
  const read = () => canvasFromYDoc(ydoc);
  const element = (id: string) => read().elements.find((each) => each.id === id) as CanvasElement;
  return { ydoc, undo, read, element };
}
