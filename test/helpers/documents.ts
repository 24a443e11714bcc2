// Factories for presentation documents: a valid document by default, overrides on top.
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
