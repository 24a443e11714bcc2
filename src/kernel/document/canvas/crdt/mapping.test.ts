import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CanvasDocument } from '../model';
import { parseCanvasDocument } from '../validate';
import { canvasFromYDoc, canvasToYDoc } from './mapping';
import { PARAGRAPH_NODE } from './rich-text';
import { everyKind, richText, smallCanvas } from './test-support';
import { elementsOf } from './ydoc';

const roundTrip = (doc: CanvasDocument) => canvasFromYDoc(canvasToYDoc(doc, new Y.Doc()));
const sortedById = (doc: CanvasDocument) => ({
  ...doc,
  elements: [...doc.elements].sort((a, b) => a.id.localeCompare(b.id)),
});

describe('the canvas document in a Y.Doc', () => {
  const documents: [string, () => CanvasDocument][] = [
    ['every element kind and mark', everyKind],
    ['a small canvas', smallCanvas],
    ['an empty canvas', () => ({ version: 3, title: 'Empty', theme: 'ocean', elements: [], path: [] })],
    [
      'elements listed out of stacking order',
      () => ({ ...everyKind(), elements: [...everyKind().elements].reverse() }),
    ],
  ];

  it.each(documents)('reads back %s as it was loaded, valid', (_name, make) => {
    const doc = make();
    const back = roundTrip(doc);
    expect(sortedById(back)).toEqual(sortedById(doc));
    expect(() => parseCanvasDocument(back)).not.toThrow();
  });

  it('reads elements in stacking order, ties by id, whatever order they were loaded in', () => {
    const doc = smallCanvas();
    doc.elements = doc.elements.map((element) => ({ ...element, z: element.id === 's' ? 0 : 5 }));
    expect(roundTrip(doc).elements.map((element) => element.id)).toEqual(['s', 'c', 'f', 't']);
  });

  it("stores rich text in y-prosemirror's format: paragraph nodes, marks as text attributes", () => {
    const ydoc = canvasToYDoc(everyKind(), new Y.Doc());
    const content = elementsOf(ydoc).get('title')?.get('content') as Y.XmlFragment;
    const first = content.get(0) as Y.XmlElement;
    const second = content.get(1) as Y.XmlElement;
    expect(first.nodeName).toBe(PARAGRAPH_NODE);
    expect(first.getAttributes()).toEqual({ role: 'title', align: 'center', lineHeight: 1.2 });
    expect((first.get(0) as Y.XmlText).toDelta()[2]).toEqual({
      insert: 'struck',
      attributes: { strike: {}, color: { value: 'theme:accent' } },
    });
    expect((second.get(0) as Y.XmlText).toDelta()[0].attributes).toEqual({
      link: { href: 'https://example.com/' },
      color: { value: '#112233' },
    });
    expect(content.length).toBe(richText.paragraphs.length);
  });

  it('shares no object with the document it loaded or the one it returned', () => {
    const doc = everyKind();
    const ydoc = canvasToYDoc(doc, new Y.Doc());
    const image = doc.elements.find((element) => element.id === 'pic') as { crop: { left: number } };
    image.crop.left = 0.5;
    const back = canvasFromYDoc(ydoc);
    (back.elements.find((element) => element.id === 'pic') as { crop: { left: number } }).crop.left = 0.7;
    const again = canvasFromYDoc(ydoc).elements.find((element) => element.id === 'pic');
    expect((again as { crop: { left: number } }).crop.left).toBe(0.1);
  });

  it('survives the binary update another replica receives', () => {
    const ydoc = canvasToYDoc(everyKind(), new Y.Doc());
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(ydoc));
    expect(canvasFromYDoc(replica)).toEqual(canvasFromYDoc(ydoc));
  });
});
