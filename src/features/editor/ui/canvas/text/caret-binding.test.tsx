// @vitest-environment jsdom
// Two people typing at one spot: this person's caret stays beside their own typing when the other
// person's letters arrive at the same place, so neither word is cut in two; a range does not grow
// by what is typed at its ends; and the caret follows a deletion before it.
import { act, cleanup } from '@testing-library/react';
import type { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  deleteText,
  insertText,
  type TextPosition,
} from '../../../../../kernel/document/canvas/crdt/ops-text';
import { editing, select, withLayoutlessDom } from './text-test-support';

withLayoutlessDom();
afterEach(cleanup);

/** Another person's copy of the store's document, and a way to hand their edits over. */
function otherPerson(ydoc: Y.Doc) {
  const other = new Y.Doc();
  // Letters typed at one spot at once are ordered by client id: the other person's come after.
  other.clientID = ydoc.clientID + 1;
  Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
  const deliver = () =>
    act(() => Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(ydoc))));
  return {
    types(at: TextPosition, text: string) {
      insertText(other, { element: 't' }, at, text);
      deliver();
    },
    deletes(from: TextPosition, to: TextPosition) {
      deleteText(other, { element: 't' }, { from, to });
      deliver();
    },
  };
}

const type = (view: EditorView, text: string) => act(() => view.dispatch(view.state.tr.insertText(text)));
const firstParagraph = (view: EditorView) => view.state.doc.child(0).textContent;

describe('caretBinding', () => {
  it('keeps the caret before letters another person types at the same spot', async () => {
    const { store, view } = await editing();
    const other = otherPerson(store.ydoc);
    // The caret after "Hello" (ProseMirror counts the paragraph's opening as 1), where the other
    // person types too before this person's comma has reached them.
    select(view, 6);
    type(view, ',');
    other.types({ paragraph: 0, offset: 5 }, ' dear');
    expect(firstParagraph(view)).toBe('Hello, dear world');
    type(view, ' my');
    expect(firstParagraph(view)).toBe('Hello, my dear world');
    expect(view.state.selection.head).toBe(10);
  });

  it('keeps a caret at the start of a paragraph where it was', async () => {
    const { store, view } = await editing();
    const other = otherPerson(store.ydoc);
    select(view, 1);
    other.types({ paragraph: 0, offset: 5 }, '!');
    type(view, '>');
    expect(firstParagraph(view)).toBe('>Hello! world');
  });

  it('does not grow a selection by what is typed at either end of it', async () => {
    const { store, view } = await editing();
    const other = otherPerson(store.ydoc);
    select(view, 7, 12);
    other.types({ paragraph: 0, offset: 11 }, ' wide');
    other.types({ paragraph: 0, offset: 6 }, 'big ');
    const { from, to } = view.state.selection;
    expect(view.state.doc.textBetween(from, to)).toBe('world');
  });

  it('follows a deletion of the letters before the caret', async () => {
    const { store, view } = await editing();
    const other = otherPerson(store.ydoc);
    select(view, 6);
    other.deletes({ paragraph: 0, offset: 2 }, { paragraph: 0, offset: 5 });
    type(view, 'p');
    expect(firstParagraph(view)).toBe('Hep world');
  });
});
