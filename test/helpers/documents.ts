// Factories for presentation documents: a valid document by default, overrides on top.
import type { CanvasDocument } from '../../src/kernel/document/canvas/model';
import type {
  ClassicDocument,
  DeckDocument,
  Frame,
  Paragraph,
  Text,
  Topic,
} from '../../src/kernel/document/document';

export function buildText(overrides: Partial<Text> = {}): Text {
  return {
    id: 'text-1',
    styleClasses: ['body'],
    paragraphs: [{ text: 'Body text', biggestFontSize: 20 }],
    ...overrides,
  };
}

export function bodyText(id: string, ...lines: string[]): Text {
  return buildText({ id, paragraphs: lines.map((text) => ({ text, biggestFontSize: 20 })) });
}

export function bulletText(id: string, ...items: string[]): Text {
  const paragraphs: Paragraph[] = items.map((text) => ({ text, listType: 'BULLET', biggestFontSize: 20 }));
  return buildText({ id, paragraphs });
}

export function buildTopic(overrides: Partial<Topic> = {}): Topic {
  return { id: 'topic-1', title: 'First topic', texts: [], topics: [], ...overrides };
}

export function buildDeck(overrides: Partial<DeckDocument> = {}): DeckDocument {
  return {
    version: 2,
    title: 'A deck',
    theme: 'ocean',
    texts: [],
    topics: [buildTopic()],
    ...overrides,
  };
}

export function buildFrame(overrides: Partial<Frame> = {}): Frame {
  return { id: 'frame-1', x: 0, y: 0, scale: 1, rotation: 0, texts: [], ...overrides };
}

export function buildClassic(overrides: Partial<ClassicDocument> = {}): ClassicDocument {
  return {
    version: 0,
    title: 'A classic deck',
    theme: 'ocean',
    frames: [
      buildFrame({ id: 'overview', title: 'Overview' }),
      buildFrame({ id: 'one', title: 'One', x: 500 }),
    ],
    path: ['overview', 'one', 'overview'],
    ...overrides,
  };
}

/**
 * A canvas deck (schema '3'): two frames with words, a picture and a path whose steps carry the
 * speaker notes `notes` (a marker a test looks for where no visitor may find it).
 */
export function buildCanvasDocument(
  overrides: Partial<CanvasDocument> = {},
  notes = 'SECRET-CANVAS-NOTE',
): CanvasDocument {
  const box = { rotation: 0, z: 0 };
  return {
    version: 3,
    title: 'Canvas deck',
    theme: 'ocean',
    elements: [
      {
        kind: 'frame',
        id: 'f1',
        shape: 'rectangle',
        title: 'Harbour',
        x: 0,
        y: 0,
        width: 1600,
        height: 900,
        ...box,
      },
      {
        kind: 'text',
        id: 't1',
        parent: 'f1',
        x: 100,
        y: 200,
        width: 1400,
        height: 300,
        ...box,
        z: 1,
        content: {
          paragraphs: [
            { role: 'title', runs: [{ text: 'Ferries at dawn' }] },
            { list: 'bullet', runs: [{ text: 'Boats ', bold: true }, { text: 'leave early' }] },
          ],
        },
      },
      {
        kind: 'image',
        id: 'i1',
        parent: 'f1',
        x: 100,
        y: 550,
        width: 400,
        height: 300,
        ...box,
        src: 'media/heron.png',
        alt: 'A heron',
      },
      {
        kind: 'frame',
        id: 'f2',
        shape: 'circle',
        title: 'Lighthouse',
        x: 2000,
        y: 0,
        width: 900,
        height: 900,
        ...box,
      },
    ],
    path: [
      { id: 's1', frame: 'f1', notes: `${notes} one` },
      { id: 's2', frame: 'f2' },
      { id: 's3', view: { x: 0, y: 0, width: 3000, height: 1000, rotation: 0 }, notes: `${notes} three` },
    ],
    ...overrides,
  };
}
