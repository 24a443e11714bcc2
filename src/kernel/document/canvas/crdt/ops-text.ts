// Editing rich text in place: typing, deleting, marks over a range and paragraph attributes, each
// a change to the text box's Y.XmlFragment, so two people typing in one box both keep their words.
// A place in the text is a paragraph and a character offset in it, as a person's cursor sees it.
import * as Y from 'yjs';
import { DocumentError, problemsOf } from '../../schema-problems';
import type { RichText, TextRun } from '../model';
import { RichTextSchema } from '../schema';
import {
  type FlagMark,
  insertParagraph,
  type MarkAttributes,
  marksOf,
  type ParagraphAttrs,
  paragraphText,
  setParagraphAttributes,
  type ValueMark,
  writeRichText,
} from './rich-text';
import { edit, elementAt } from './ydoc';

/** The text of an element (text or shape), or of one table cell. */
export interface TextTarget {
  element: string;
  cell?: { row: number; column: number };
}
export interface TextPosition {
  paragraph: number;
  offset: number;
}
export interface TextRange {
  from: TextPosition;
  to: TextPosition;
}

export function fragmentAt(ydoc: Y.Doc, target: TextTarget): Y.XmlFragment {
  const element = elementAt(ydoc, target.element);
  const holder = target.cell
    ? (element.get('rows') as Y.Array<Y.Array<Y.Map<unknown>>> | undefined)
        ?.get(target.cell.row)
        ?.get(target.cell.column)
    : element;
  const fragment = holder?.get('content');
  if (fragment instanceof Y.XmlFragment) return fragment;
  // A shape without text gets its fragment when text is first written to it.
  if (!target.cell && element.get('kind') === 'shape') {
    const created = new Y.XmlFragment();
    element.set('content', created);
    insertParagraph(created, { runs: [] });
    return created;
  }
  throw new Error(`${target.element} holds no text there`);
}

function paragraphAt(fragment: Y.XmlFragment, index: number): Y.XmlElement {
  const node = fragment.get(index);
  if (!(node instanceof Y.XmlElement)) throw new Error(`no paragraph ${index}`);
  return node;
}

/** Replaces the whole text (a paste over everything, a reset). */
export function setText(ydoc: Y.Doc, target: TextTarget, text: RichText) {
  const problems = problemsOf(RichTextSchema, text, 'text');
  if (problems.length > 0) throw new DocumentError(problems);
  edit(ydoc, () => {
    const fragment = fragmentAt(ydoc, target);
    fragment.delete(0, fragment.length);
    writeRichText(fragment, text);
  });
}

/** Types `text` at a position, with the marks given (the editor passes the marks at the cursor). */
export function insertText(
  ydoc: Y.Doc,
  target: TextTarget,
  at: TextPosition,
  text: string,
  marks: Omit<TextRun, 'text'> = {},
) {
  edit(ydoc, () => {
    paragraphText(paragraphAt(fragmentAt(ydoc, target), at.paragraph)).insert(
      at.offset,
      text,
      marksOf(marks),
    );
  });
}

/** Splits a paragraph at a position (Enter): the new paragraph keeps its attributes and the text after. */
export function splitParagraph(ydoc: Y.Doc, target: TextTarget, at: TextPosition) {
  edit(ydoc, () => {
    const fragment = fragmentAt(ydoc, target);
    const node = paragraphAt(fragment, at.paragraph);
    const text = paragraphText(node);
    const after = sliceDelta(text, at.offset);
    text.delete(at.offset, text.length - at.offset);
    const created = insertParagraph(
      fragment,
      { ...(node.getAttributes() as ParagraphAttrs), runs: [] },
      at.paragraph + 1,
    );
    if (after.length > 0) paragraphText(created).applyDelta(after);
  });
}

/** Each paragraph a range touches, with the offsets it covers there. */
function spans(fragment: Y.XmlFragment, range: TextRange) {
  const found: { text: Y.XmlText; start: number; end: number }[] = [];
  for (let p = range.from.paragraph; p <= range.to.paragraph; p++) {
    const text = paragraphText(paragraphAt(fragment, p));
    const start = p === range.from.paragraph ? range.from.offset : 0;
    const end = p === range.to.paragraph ? range.to.offset : text.length;
    if (end > start) found.push({ text, start, end });
  }
  return found;
}

/** Deletes a range; a range across paragraphs joins the first and the last. */
export function deleteText(ydoc: Y.Doc, target: TextTarget, range: TextRange) {
  edit(ydoc, () => {
    const fragment = fragmentAt(ydoc, target);
    const { from, to } = range;
    const last = paragraphText(paragraphAt(fragment, to.paragraph));
    const tail = from.paragraph === to.paragraph ? [] : sliceDelta(last, to.offset);
    for (const span of spans(fragment, range).reverse()) span.text.delete(span.start, span.end - span.start);
    if (from.paragraph === to.paragraph) return;
    fragment.delete(from.paragraph + 1, to.paragraph - from.paragraph);
    const first = paragraphText(paragraphAt(fragment, from.paragraph));
    if (tail.length > 0) first.applyDelta([{ retain: first.length }, ...tail]);
  });
}

function sliceDelta(text: Y.XmlText, from: number) {
  const ops: { insert: string; attributes?: MarkAttributes }[] = [];
  let offset = 0;
  for (const op of text.toDelta() as { insert: string; attributes?: MarkAttributes }[]) {
    const start = Math.max(0, from - offset);
    if (start < op.insert.length)
      ops.push({ insert: op.insert.slice(start), attributes: op.attributes ?? {} });
    offset += op.insert.length;
  }
  return ops;
}

/** Whether every character of the range carries the mark. */
function rangeHas(fragment: Y.XmlFragment, range: TextRange, mark: FlagMark): boolean {
  return spans(fragment, range).every(({ text, start, end }) => {
    let offset = 0;
    for (const op of text.toDelta() as { insert: string; attributes?: MarkAttributes }[]) {
      const opEnd = offset + op.insert.length;
      if (opEnd > start && offset < end && !op.attributes?.[mark]) return false;
      offset = opEnd;
    }
    return true;
  });
}

/** Bold, italic, underline or strike over a range: added, or removed when all of it has it already. */
export function toggleMark(ydoc: Y.Doc, target: TextTarget, range: TextRange, mark: FlagMark) {
  edit(ydoc, () => {
    const fragment = fragmentAt(ydoc, target);
    const value = rangeHas(fragment, range, mark) ? null : {};
    for (const { text, start, end } of spans(fragment, range))
      text.format(start, end - start, { [mark]: value });
  });
}

/** A link, colour, size or font over a range; undefined removes it. */
export function setMark<M extends ValueMark>(
  ydoc: Y.Doc,
  target: TextTarget,
  range: TextRange,
  mark: M,
  value: TextRun[M] | undefined,
) {
  edit(ydoc, () => {
    const attributes = value === undefined ? { [mark]: null } : marksOf({ [mark]: value });
    for (const { text, start, end } of spans(fragmentAt(ydoc, target), range))
      text.format(start, end - start, attributes);
  });
}

/** Sets role, alignment, list, level or line height on paragraphs `from` to `to`; undefined removes one. */
export function setParagraphAttrs(
  ydoc: Y.Doc,
  target: TextTarget,
  from: number,
  to: number,
  attrs: Partial<ParagraphAttrs>,
) {
  edit(ydoc, () => {
    const fragment = fragmentAt(ydoc, target);
    // Every paragraph is found before any is changed: a bad range changes nothing.
    const paragraphs = Array.from({ length: to - from + 1 }, (_, i) => paragraphAt(fragment, from + i));
    for (const paragraph of paragraphs) setParagraphAttributes(paragraph, attrs);
  });
}
