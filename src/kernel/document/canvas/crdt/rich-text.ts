// Rich text in the Y.Doc as y-prosemirror writes it (decision 093), so the editor can bind a
// ProseMirror view to a text box's Y.XmlFragment as it stands: each paragraph is a Y.XmlElement
// named "paragraph" whose attributes are the paragraph's (role, align, list, level, lineHeight,
// present only when set), holding one Y.XmlText whose formatting attributes are the marks, each
// mark's name mapped to its attributes: bold, italic, underline and strike to {}, link to {href},
// color, size and font to {value}.
import * as Y from 'yjs';
import type { RichParagraph, RichText, TextRun } from '../model';

export const PARAGRAPH_NODE = 'paragraph';
export const PARAGRAPH_ATTRS = ['role', 'align', 'list', 'level', 'lineHeight'] as const;
export type ParagraphAttrs = Omit<RichParagraph, 'runs'>;

/** Marks with no value: present or absent. */
export const FLAG_MARKS = ['bold', 'italic', 'underline', 'strike'] as const;
export type FlagMark = (typeof FLAG_MARKS)[number];
/** Marks with a value, held as {value} (a link as {href}, as ProseMirror's link mark has it). */
export const VALUE_MARKS = ['link', 'color', 'size', 'font'] as const;
export type ValueMark = (typeof VALUE_MARKS)[number];

export type MarkAttributes = Record<string, Record<string, unknown>>;

/** A run's marks as Y.Text formatting attributes. */
export function marksOf(run: Omit<TextRun, 'text'>): MarkAttributes {
  const marks: MarkAttributes = {};
  for (const flag of FLAG_MARKS) if (run[flag]) marks[flag] = {};
  if (run.link !== undefined) marks.link = { href: run.link };
  if (run.color !== undefined) marks.color = { value: run.color };
  if (run.size !== undefined) marks.size = { value: run.size };
  if (run.font !== undefined) marks.font = { value: run.font };
  return marks;
}

/** Formatting attributes as a run's marks; marks this model does not know are left out. */
export function runOf(text: string, marks: MarkAttributes | undefined): TextRun {
  const run: TextRun = { text };
  if (!marks) return run;
  for (const flag of FLAG_MARKS) if (marks[flag]) run[flag] = true;
  if (marks.link) run.link = marks.link.href as string;
  if (marks.color) run.color = marks.color.value as string;
  if (marks.size) run.size = marks.size.value as number;
  if (marks.font) run.font = marks.font.value as TextRun['font'];
  return run;
}

/** Appends a paragraph to `fragment` at `index` (the end by default) and returns it. */
export function insertParagraph(fragment: Y.XmlFragment, paragraph: RichParagraph, index = fragment.length) {
  const node = new Y.XmlElement(PARAGRAPH_NODE);
  fragment.insert(index, [node]);
  setParagraphAttributes(node, paragraph);
  // Y.Text keeps no empty insert, so an empty run has no place in it; y-prosemirror writes an empty
  // paragraph with no text node, as here.
  const runs = paragraph.runs.filter((run) => run.text !== '');
  if (runs.length > 0) {
    const text = new Y.XmlText();
    node.insert(0, [text]);
    text.applyDelta(runs.map((run) => ({ insert: run.text, attributes: marksOf(run) })));
  }
  return node;
}

/** Sets the attributes given; an attribute given as undefined is removed. */
export function setParagraphAttributes(node: Y.XmlElement, attrs: Partial<ParagraphAttrs>) {
  for (const name of PARAGRAPH_ATTRS) {
    if (!(name in attrs)) continue;
    const value = attrs[name];
    if (value === undefined) node.removeAttribute(name);
    else node.setAttribute(name, value as never);
  }
}

/** Fills an empty fragment with the rich text. */
export function writeRichText(fragment: Y.XmlFragment, text: RichText) {
  for (const paragraph of text.paragraphs) insertParagraph(fragment, paragraph);
}

/** The paragraphs of a fragment; adjacent text with the same marks reads as one run. */
export function readRichText(fragment: Y.XmlFragment): RichText {
  const paragraphs = fragment
    .toArray()
    .filter((node): node is Y.XmlElement => node instanceof Y.XmlElement)
    .map(readParagraph);
  return { paragraphs };
}

function readParagraph(node: Y.XmlElement): RichParagraph {
  const attributes = node.getAttributes() as Record<string, unknown>;
  const paragraph: Record<string, unknown> = {};
  for (const name of PARAGRAPH_ATTRS) {
    if (attributes[name] !== undefined && attributes[name] !== null) paragraph[name] = attributes[name];
  }
  const runs = node
    .toArray()
    .filter((child): child is Y.XmlText => child instanceof Y.XmlText)
    .flatMap((text) => text.toDelta() as { insert: unknown; attributes?: MarkAttributes }[])
    .filter((op) => typeof op.insert === 'string')
    .map((op) => runOf(op.insert as string, op.attributes));
  return { ...(paragraph as ParagraphAttrs), runs };
}

/** The paragraph's text node, made when the paragraph has none yet (an empty paragraph). */
export function paragraphText(node: Y.XmlElement): Y.XmlText {
  const existing = node.toArray().find((child): child is Y.XmlText => child instanceof Y.XmlText);
  if (existing) return existing;
  const text = new Y.XmlText();
  node.insert(node.length, [text]);
  return text;
}
