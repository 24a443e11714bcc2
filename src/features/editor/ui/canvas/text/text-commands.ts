// The editing commands of a canvas text, as ProseMirror commands over the text schema: marks over
// the selection (or the marks the next typing takes), paragraph attributes over every paragraph
// the selection touches, lists and their levels, and what the toolbar reads back to show state.
import { splitBlockAs, toggleMark } from 'prosemirror-commands';
import type { Attrs, Mark, MarkType, Node } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import type { FlagMark, ValueMark } from '../../../../../kernel/document/canvas/crdt/rich-text';

export type ParagraphAttr = 'role' | 'align' | 'list' | 'level' | 'lineHeight';
const MAX_LEVEL = 4;

const markType = (state: EditorState, name: FlagMark | ValueMark): MarkType => {
  const type = state.schema.marks[name];
  if (!type) throw new Error(`the text schema has no mark ${name}`);
  return type;
};

/** The paragraphs the selection touches, with their positions. */
function selectedParagraphs(state: EditorState): { node: Node; pos: number }[] {
  const { from, to } = state.selection;
  const found: { node: Node; pos: number }[] = [];
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name !== 'paragraph') return true;
    found.push({ node, pos });
    return false;
  });
  return found;
}

/** The marks at the selection: stored marks, the caret's, or the start of the range's. */
function marksAtSelection(state: EditorState): readonly Mark[] {
  const { empty, $from } = state.selection;
  if (empty) return state.storedMarks ?? $from.marks();
  let marks: readonly Mark[] | null = null;
  state.doc.nodesBetween(state.selection.from, state.selection.to, (node) => {
    if (marks === null && node.isText) marks = node.marks;
    return marks === null;
  });
  return marks ?? $from.marks();
}

/** Whether bold (italic…) covers the selection: every character of a range, or the caret's next typing. */
export function isMarkActive(state: EditorState, name: FlagMark): boolean {
  const type = markType(state, name);
  const { empty, from, to } = state.selection;
  if (empty) return type.isInSet(marksAtSelection(state)) !== undefined;
  let all = true;
  let any = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return true;
    any = true;
    if (!type.isInSet(node.marks)) all = false;
    return false;
  });
  return any && all;
}

/** A link's href, a colour, size or font at the selection, or undefined. */
export function markValue(state: EditorState, name: ValueMark): unknown {
  const mark = markType(state, name).isInSet(marksAtSelection(state));
  return mark ? (name === 'link' ? mark.attrs.href : mark.attrs.value) : undefined;
}

/** A paragraph attribute shared by every selected paragraph, or null when they differ or have none. */
export function paragraphValue(state: EditorState, name: ParagraphAttr): unknown {
  const values = new Set(selectedParagraphs(state).map(({ node }) => node.attrs[name] ?? null));
  return values.size === 1 ? [...values][0] : null;
}

export const toggleFlag =
  (name: FlagMark): Command =>
  (state, dispatch) =>
    toggleMark(markType(state, name))(state, dispatch);

/** The range of the link around the caret, so "remove link" with no selection removes it whole. */
function linkRange(state: EditorState): { from: number; to: number } {
  const { empty, from, to, $from } = state.selection;
  if (!empty) return { from, to };
  const type = markType(state, 'link');
  const mark = type.isInSet($from.marks());
  if (!mark) return { from, to };
  const parent = $from.parent;
  const start = $from.start();
  let [linkFrom, linkTo] = [from, from];
  let offset = 0;
  parent.forEach((child) => {
    const [childFrom, childTo] = [start + offset, start + offset + child.nodeSize];
    offset += child.nodeSize;
    if (!mark.isInSet(child.marks)) return;
    if (childTo < linkFrom || childFrom > linkTo) return;
    linkFrom = Math.min(linkFrom, childFrom);
    linkTo = Math.max(linkTo, childTo);
  });
  return { from: linkFrom, to: linkTo };
}

/** Sets a value mark over the selection (or for the next typing); null removes it. */
export const setValueMark =
  (name: ValueMark, value: string | number | null): Command =>
  (state, dispatch) => {
    const type = markType(state, name);
    const attrs: Attrs = name === 'link' ? { href: value } : { value };
    const { from, to } = name === 'link' ? linkRange(state) : state.selection;
    if (!dispatch) return true;
    const tr = state.tr;
    if (from === to) {
      tr.removeStoredMark(type);
      if (value !== null) tr.addStoredMark(type.create(attrs));
    } else {
      tr.removeMark(from, to, type);
      if (value !== null) tr.addMark(from, to, type.create(attrs));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };

/** Sets paragraph attributes on every selected paragraph; null removes one. */
export const setParagraphAttrs =
  (attrs: Partial<Record<ParagraphAttr, unknown>>): Command =>
  (state, dispatch) => {
    const paragraphs = selectedParagraphs(state);
    if (paragraphs.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      for (const { node, pos } of paragraphs) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs });
      dispatch(tr);
    }
    return true;
  };

/** Makes the selected paragraphs a list of `kind`, or plain paragraphs when they all are one already. */
export const toggleList =
  (kind: 'bullet' | 'number'): Command =>
  (state, dispatch) => {
    const all = selectedParagraphs(state).every(({ node }) => node.attrs.list === kind);
    return setParagraphAttrs(all ? { list: null, level: null } : { list: kind })(state, dispatch);
  };

/** Moves the selected list items a level deeper (1) or shallower (-1); false outside a list. */
export const changeLevel =
  (delta: 1 | -1): Command =>
  (state, dispatch) => {
    const items = selectedParagraphs(state).filter(({ node }) => node.attrs.list !== null);
    if (items.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      for (const { node, pos } of items) {
        const level = Math.min(Math.max(((node.attrs.level as number | null) ?? 0) + delta, 0), MAX_LEVEL);
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, level: level === 0 ? null : level });
      }
      dispatch(tr);
    }
    return true;
  };

/**
 * Enter: the new paragraph keeps the paragraph's attributes and the marks typed with, as the
 * kernel's splitParagraph does; Enter in an empty list item ends the list instead.
 */
export const splitParagraph: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (empty && $from.parent.attrs.list !== null && $from.parent.content.size === 0)
    return setParagraphAttrs({ list: null, level: null })(state, dispatch);
  const marks = state.storedMarks ?? ($from.parentOffset > 0 ? $from.marks() : null);
  return splitBlockAs((node) => ({ type: node.type, attrs: node.attrs }))(
    state,
    dispatch &&
      ((tr) => {
        if (marks) tr.ensureMarks(marks);
        dispatch(tr);
      }),
  );
};
