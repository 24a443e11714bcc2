// What a paragraph's DOM cannot know from its own attributes: the size of its largest run (the
// player sets each paragraph in it, which fixes its line's height and a list item's indent) and a
// numbered item's number, counted over its neighbours as the player's lists count them.
import type { Node } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { CANVAS_FONT_SIZES } from '../../../../../kernel/document/canvas/text-fit';
import { isFontSize, scaledPx } from './text-schema';

type Role = keyof typeof CANVAS_FONT_SIZES;

/** The largest size in the paragraph, in world units (an empty paragraph is a line of its role's size). */
export function paragraphSizeOf(paragraph: Node): number {
  const roleSize =
    CANVAS_FONT_SIZES[(paragraph.attrs.role as Role | null) ?? 'body'] ?? CANVAS_FONT_SIZES.body;
  let size = 0;
  paragraph.forEach((child) => {
    const mark = child.marks.find((each) => each.type.name === 'size');
    size = Math.max(size, mark && isFontSize(mark.attrs.value) ? mark.attrs.value : roleSize);
  });
  return size || roleSize;
}

/** Each paragraph's list number (numbered items only), restarting as the player's lists do. */
export function listNumbers(doc: Node): (number | undefined)[] {
  const numbers: (number | undefined)[] = [];
  let counters: number[] = [];
  let previous: string | null = null;
  doc.forEach((paragraph) => {
    const list = paragraph.attrs.list as string | null;
    if (list !== previous) counters = [];
    previous = list;
    if (list !== 'number') {
      numbers.push(undefined);
      return;
    }
    const level = (paragraph.attrs.level as number | null) ?? 0;
    counters.length = level + 1;
    counters[level] = (counters[level] ?? 0) + 1;
    numbers.push(counters[level]);
  });
  return numbers;
}

function decorate(doc: Node): DecorationSet {
  const numbers = listNumbers(doc);
  const decorations: Decoration[] = [];
  doc.forEach((paragraph, offset, index) => {
    const number = numbers[index];
    decorations.push(
      Decoration.node(offset, offset + paragraph.nodeSize, {
        style: `font-size: ${scaledPx(paragraphSizeOf(paragraph))}`,
        ...(number !== undefined ? { 'data-number': `${number}.` } : {}),
      }),
    );
  });
  return DecorationSet.create(doc, decorations);
}

export const textDecorations = () =>
  new Plugin<DecorationSet>({
    state: {
      init: (_, state) => decorate(state.doc),
      apply: (tr, set) => (tr.docChanged ? decorate(tr.doc) : set),
    },
    props: {
      decorations(state) {
        return this.getState(state);
      },
    },
  });
