// What the inline text editor's component tests share: a real store over a real Y.Doc with the
// editor mounted on its text, and the two things jsdom lacks that ProseMirror reaches for.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import { canvasFromYDoc } from '../../../../../kernel/document/canvas/crdt/mapping';
import type { TextTarget } from '../../../../../kernel/document/canvas/crdt/ops-text';
import { loaded, smallCanvas } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { RichText, ShapeElement, TextElement } from '../../../../../kernel/document/canvas/model';
import { themeFor } from '../../../../../kernel/document/themes';
import { createCanvasStore } from '../canvas-store';
import { InlineTextEditor } from './InlineTextEditor';

/**
 * jsdom lays nothing out, and ProseMirror measures a range's rectangles to scroll the caret into
 * view: an empty list stands for "nowhere to scroll".
 */
export function withLayoutlessDom() {
  const measured = {
    getClientRects: Range.prototype.getClientRects,
    getBoundingClientRect: Range.prototype.getBoundingClientRect,
  };
  beforeAll(() => {
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => Object.assign(Range.prototype, measured));
}

/** jsdom has no ClipboardEvent; ProseMirror only reads the event it is given. */
export const pasteEvent = () => new Event('paste') as ClipboardEvent;

/**
 * Edits a text of the small canvas, by default text "t" ("Hello world", "Second"); resolves once
 * the view is built.
 */
export async function editing(target: TextTarget = { element: 't' }, scale = 1) {
  const store = createCanvasStore(loaded(smallCanvas()));
  const onDone = vi.fn();
  let view: EditorView | null = null;
  renderWithI18n(
    <InlineTextEditor
      store={store}
      target={target}
      theme={themeFor('ocean')}
      scale={scale}
      onDone={onDone}
      onView={(each) => {
        view = each;
      }}
    />,
  );
  await waitFor(() => expect(view).not.toBeNull());
  const content = (): RichText => {
    const element = canvasFromYDoc(store.ydoc).elements.find((each) => each.id === target.element);
    return (element as TextElement | ShapeElement).content ?? { paragraphs: [] };
  };
  return { store, onDone, view: view as unknown as EditorView, content };
}

export const select = (view: EditorView, from: number, to = from) =>
  act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, to))));

export const key = (view: EditorView, init: Parameters<typeof fireEvent.keyDown>[1]) =>
  act(() => {
    fireEvent.keyDown(view.dom, init);
  });

export const button = (name: string) => screen.getByRole('button', { name });
