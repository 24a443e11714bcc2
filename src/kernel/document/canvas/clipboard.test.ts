import { describe, expect, it } from 'vitest';
import {
  type CanvasClip,
  CLIPBOARD_LIMITS,
  clipPlainText,
  copiedElements,
  type PasteOptions,
  parseClip,
  pastedElements,
  serialiseClip,
  textFromPlain,
} from './clipboard';
import { canvasFromYDoc } from './crdt/mapping';
import { addElement } from './crdt/ops-elements';
import { counterIds, everyKind, loaded, smallCanvas } from './crdt/test-support';
import { edit } from './crdt/ydoc';
import { CANVAS_LIMITS, type CanvasDocument, type CanvasElement } from './model';
import { parseCanvasDocument } from './validate';

const options = (over: Partial<PasteOptions> = {}): PasteOptions => ({
  deck: 'deckaaaaaaaa',
  newId: counterIds('new'),
  offset: 20,
  centre: { x: 0, y: 0 },
  view: { x: -10_000, y: -10_000, width: 20_000, height: 20_000 },
  ...over,
});

/** Pastes into `into` through the kernel's operations and reads the deck back, checked whole. */
function pasteInto(into: CanvasDocument, elements: CanvasElement[]): CanvasDocument {
  const ydoc = loaded(into);
  edit(ydoc, () => {
    for (const element of elements) addElement(ydoc, element);
  });
  return parseCanvasDocument(canvasFromYDoc(ydoc));
}

const clipOf = (document: CanvasDocument, ids: string[], source = 'deckaaaaaaaa'): CanvasClip =>
  parseClip(serialiseClip({ source, elements: copiedElements(document, ids) })) as CanvasClip;

describe('copying', () => {
  it('takes a frame with what it holds, and connectors only with both ends', () => {
    expect(copiedElements(smallCanvas(), ['f']).map((element) => element.id)).toEqual(['f', 't']);
    expect(copiedElements(smallCanvas(), ['f', 's']).map((element) => element.id)).toEqual([
      'f',
      't',
      's',
      'c',
    ]);
  });

  it('gives the words as plain text', () => {
    expect(clipPlainText(copiedElements(smallCanvas(), ['f']))).toBe('Hello world\nSecond');
  });

  it('round-trips every kind through the clipboard text', () => {
    const all = everyKind();
    const clip = clipOf(
      all,
      all.elements.map((element) => element.id),
    );
    expect(clip.elements).toEqual(
      copiedElements(
        all,
        all.elements.map((element) => element.id),
      ),
    );
    expect(clip.source).toBe('deckaaaaaaaa');
  });
});

describe('reading a clip', () => {
  it('refuses what is not ours, not JSON or too long', () => {
    expect(parseClip('hello')).toBeNull();
    expect(parseClip('{"elements":[]}')).toBeNull();
    expect(parseClip(' '.repeat(CLIPBOARD_LIMITS.characters + 1))).toBeNull();
  });

  it('drops elements that fail their schema or rules', () => {
    const good = smallCanvas().elements[2] as CanvasElement;
    const text = serialiseClip({
      source: 'x',
      elements: [
        good,
        { ...good, id: 'bad id!' },
        { ...good, id: 'wide', width: -1 },
        {
          kind: 'image',
          id: 'i',
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          rotation: 0,
          z: 0,
          src: 'media/a.png',
          alt: '',
        },
        {
          kind: 'image',
          id: 'j',
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          rotation: 0,
          z: 0,
          src: 'javascript:1',
          alt: 'x',
        },
        { kind: 'script' },
        null,
      ] as never,
    });
    expect(parseClip(text)?.elements.map((element) => element.id)).toEqual(['s']);
  });

  it('keeps at most a deck of elements', () => {
    const shape = smallCanvas().elements[2] as CanvasElement;
    const many = Array.from({ length: CANVAS_LIMITS.elements + 5 }, (_, i) => ({ ...shape, id: `s${i}` }));
    expect(parseClip(serialiseClip({ source: 'x', elements: many }))?.elements).toHaveLength(
      CANVAS_LIMITS.elements,
    );
  });
});

describe('pasting', () => {
  it('renews every id and keeps nesting, groups and connectors within the clip', () => {
    const all = everyKind();
    const clip = clipOf(all, ['outer', 'box']);
    const pasted = pastedElements(all, clip, options({ deck: 'another0000' }));
    const oldIds = new Set(all.elements.map((element) => element.id));
    expect(pasted.some((element) => oldIds.has(element.id))).toBe(false);
    const inner = pasted.find((element) => element.kind === 'frame' && element.shape === 'circle');
    const title = pasted.find((element) => element.kind === 'text');
    expect(title?.parent).toBe(inner?.id);
    const pics = pasted.filter((element) => element.kind === 'image');
    expect(pics).toHaveLength(2);
    expect(pics[0]?.group).toBe(pics[1]?.group);
    expect(pics[0]?.group).not.toBe('g1');
    const line = pasted.find((element) => element.kind === 'connector');
    expect(line && [line.from, line.to]).toEqual([pics[0]?.id, pasted.find((e) => e.kind === 'shape')?.id]);
    const after = pasteInto(all, pasted);
    expect(after.elements).toHaveLength(all.elements.length + clip.elements.length);
  });

  it('offsets a paste onto its originals, and again for a second paste', () => {
    const deck = smallCanvas();
    const clip = clipOf(deck, ['s']);
    const first = pastedElements(deck, clip, options());
    expect(first[0]).toMatchObject({ x: 1020, y: 20, z: 5 });
    const twice = pasteInto(deck, first);
    const second = pastedElements(twice, clip, options({ newId: counterIds('q') }));
    expect(second[0]).toMatchObject({ x: 1040, y: 40, z: 6 });
  });

  it('centres a clip out of view on the view, inside the frame there', () => {
    const deck = smallCanvas();
    const clip = clipOf(deck, ['s']);
    const [shape] = pastedElements(
      deck,
      clip,
      options({ centre: { x: 200, y: 200 }, view: { x: 0, y: 0, width: 400, height: 400 } }),
    );
    expect(shape).toMatchObject({ x: 150, y: 150, parent: 'f' });
    pasteInto(deck, [shape as CanvasElement]);
  });

  it('joins a connector to an element the deck still has only within the same deck', () => {
    const deck = smallCanvas();
    const clip = clipOf(deck, ['s', 'c']);
    expect(clip.elements.map((element) => element.id)).toEqual(['s']);
    const handMade: CanvasClip = { source: 'deckaaaaaaaa', elements: [deck.elements[2]!, deck.elements[3]!] };
    const same = pastedElements(deck, handMade, options());
    expect(same.find((element) => element.kind === 'connector')).toMatchObject({ from: 't', to: 'new1' });
    pasteInto(deck, same);
    const other = pastedElements(deck, handMade, options({ deck: 'elsewhere000' }));
    expect(other.map((element) => element.kind)).toEqual(['shape']);
  });

  it('unties a parent loop or a parent that is not a frame', () => {
    const deck = smallCanvas();
    const frame = (id: string, parent: string): CanvasElement => ({
      kind: 'frame',
      id,
      parent,
      shape: 'rectangle',
      x: 5000,
      y: 5000,
      width: 10,
      height: 10,
      rotation: 0,
      z: 0,
    });
    const clip: CanvasClip = {
      source: 'x',
      elements: [frame('a', 'b'), frame('b', 'a'), { ...deck.elements[2]!, parent: 's' }],
    };
    const pasted = pastedElements(deck, clip, options());
    expect(pasted.every((element) => element.parent === undefined)).toBe(true);
    pasteInto(deck, pasted);
  });

  it('puts a pasted frame in the frame under it only while the nesting stays within the depth', () => {
    const deck = smallCanvas();
    const chain = (depth: number): CanvasElement[] =>
      Array.from({ length: depth }, (_, i) => ({
        kind: 'frame',
        id: `d${i}`,
        ...(i > 0 ? { parent: `d${i - 1}` } : {}),
        shape: 'rectangle',
        x: 150 + i,
        y: 150 + i,
        width: 100 - 2 * i,
        height: 100 - 2 * i,
        rotation: 0,
        z: i,
      }));
    const fits = pastedElements(deck, { source: 'x', elements: chain(7) }, options());
    expect(fits[0]?.parent).toBe('f');
    pasteInto(deck, fits);
    const deep = pastedElements(deck, { source: 'x', elements: chain(8) }, options());
    expect(deep[0]?.parent).toBeUndefined();
    pasteInto(deck, deep);
  });

  it('stops at what the deck may still hold', () => {
    const deck = smallCanvas();
    const shape = deck.elements[2] as CanvasElement;
    const full = {
      ...deck,
      elements: [
        ...deck.elements,
        ...Array.from({ length: CANVAS_LIMITS.elements - 5 }, (_, i) => ({ ...shape, id: `x${i}` })),
      ],
    };
    const clip: CanvasClip = { source: 'x', elements: [shape, { ...shape, id: 'y' }, { ...shape, id: 'z' }] };
    expect(pastedElements(full, clip, options())).toHaveLength(1);
  });
});

describe('plain text', () => {
  it('becomes a paragraph a line, bounded', () => {
    expect(textFromPlain('one\r\ntwo\n\nthree')).toEqual({
      paragraphs: [
        { runs: [{ text: 'one' }] },
        { runs: [{ text: 'two' }] },
        { runs: [] },
        { runs: [{ text: 'three' }] },
      ],
    });
    expect(textFromPlain('line\n'.repeat(200)).paragraphs).toHaveLength(CANVAS_LIMITS.paragraphsPerText);
    const long = textFromPlain('a'.repeat(CANVAS_LIMITS.runLength + 10));
    expect(long.paragraphs[0]?.runs[0]?.text).toHaveLength(CANVAS_LIMITS.runLength);
  });
});
