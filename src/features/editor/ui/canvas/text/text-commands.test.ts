import type { Node } from 'prosemirror-model';
import { type Command, EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { CANVAS_LIMITS } from '../../../../../kernel/document/canvas/model';
import { themeFor } from '../../../../../kernel/document/themes';
import {
  changeLevel,
  isMarkActive,
  markValue,
  paragraphValue,
  setValueMark,
  splitParagraph,
  toggleFlag,
  toggleList,
} from './text-commands';
import { limitPassed } from './text-plugins';
import { createTextSchema } from './text-schema';

const schema = createTextSchema(themeFor('ocean'));
const paragraph = (text: string, attrs: Record<string, unknown> = {}) =>
  schema.nodes.paragraph!.create(attrs, text ? schema.text(text) : null);
const docOf = (...paragraphs: Node[]) => schema.nodes.doc!.create(null, paragraphs);

function stateAt(doc: Node, from: number, to = from) {
  const state = EditorState.create({ schema, doc });
  return state.apply(state.tr.setSelection(TextSelection.create(doc, from, to)));
}
function run(state: EditorState, command: Command): EditorState {
  let next = state;
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
  return next;
}
const attrsOf = (state: EditorState) => state.doc.content.content.map((node) => node.attrs);

describe('the text commands', () => {
  it('Enter keeps the paragraph’s attributes and the marks typed with', () => {
    const doc = docOf(paragraph('Harbour', { role: 'title', align: 'center' }));
    let state = run(stateAt(doc, 8), toggleFlag('bold'));
    state = run(state, splitParagraph);
    expect(attrsOf(state).map((attrs) => [attrs.role, attrs.align])).toEqual([
      ['title', 'center'],
      ['title', 'center'],
    ]);
    expect(isMarkActive(state, 'bold')).toBe(true);
  });

  it('Enter in an empty list item ends the list instead of adding an item', () => {
    const doc = docOf(paragraph('One', { list: 'bullet' }), paragraph('', { list: 'bullet', level: 2 }));
    const state = run(stateAt(doc, 6), splitParagraph);
    expect(state.doc.childCount).toBe(2);
    expect(attrsOf(state)[1]).toMatchObject({ list: null, level: null });
  });

  it('lists toggle over every selected paragraph, and levels stay within 0 to 4', () => {
    const doc = docOf(paragraph('One'), paragraph('Two', { list: 'bullet' }));
    let state = run(stateAt(doc, 1, 8), toggleList('bullet'));
    expect(attrsOf(state).map((attrs) => attrs.list)).toEqual(['bullet', 'bullet']);
    for (let i = 0; i < 6; i++) state = run(state, changeLevel(1));
    expect(paragraphValue(state, 'level')).toBe(4);
    state = run(state, changeLevel(-1));
    expect(paragraphValue(state, 'level')).toBe(3);
    state = run(state, toggleList('bullet'));
    expect(attrsOf(state).map((attrs) => [attrs.list, attrs.level])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(changeLevel(1)(state)).toBe(false);
  });

  it('a link set on a range is read back at the caret and removed whole from there', () => {
    const doc = docOf(paragraph('See the map here'));
    let state = run(stateAt(doc, 9, 12), setValueMark('link', '/map'));
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 10)));
    expect(markValue(state, 'link')).toBe('/map');
    state = run(state, setValueMark('link', null));
    expect(state.doc.rangeHasMark(1, 17, schema.marks.link!)).toBe(false);
  });

  it('a limit is passed only by a change that goes beyond it', () => {
    const many = (count: number) => docOf(...Array.from({ length: count }, () => paragraph('x')));
    const limit = CANVAS_LIMITS.paragraphsPerText;
    expect(limitPassed(many(limit), many(limit + 1))).toBe('paragraphs');
    expect(limitPassed(many(limit), many(limit))).toBeNull();
    const long = 'x'.repeat(CANVAS_LIMITS.runLength);
    expect(limitPassed(docOf(paragraph(long)), docOf(paragraph(`${long}y`)))).toBe('runLength');
  });
});
