// A ProseMirror view bound to one text's Y.XmlFragment for as long as the component is mounted. The
// view is built in an effect (the page is rendered on the server, where there is no DOM to edit) and
// rebuilt only when the text or the theme changes; the callbacks are read through a ref so a new
// closure from the parent does not tear the view down mid-word.
import { EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { initProseMirrorDoc, ySyncPluginKey } from 'y-prosemirror';
import { fragmentAt, type TextTarget } from '../../../../../kernel/document/canvas/crdt/ops-text';
import { insertParagraph } from '../../../../../kernel/document/canvas/crdt/rich-text';
import { edit } from '../../../../../kernel/document/canvas/crdt/ydoc';
import type { Theme } from '../../../../../kernel/document/themes';
import type { CanvasStore } from '../canvas-store';
import type { EditingTarget } from '../panel-props';
import { type LimitProblem, type TextKeys, textPlugins } from './text-plugins';
import { createTextSchema } from './text-schema';

export interface TextEditorCallbacks extends Omit<TextKeys, 'undo' | 'redo'> {
  refused(problem: LimitProblem, limit: number): void;
}

export interface TextEditorViewOptions {
  store: CanvasStore;
  /** The caret goes to `target.caret` when it is given; otherwise the whole text is selected. */
  target: EditingTarget;
  theme: Theme;
  /** DOM attributes of the editable element (its label and description). */
  attributes: Record<string, string>;
  callbacks: TextEditorCallbacks;
}

/** The whole text selected, so typing replaces it and a format applies to all of it. */
const selectAll = (state: EditorState) =>
  state.apply(
    state.tr.setSelection(TextSelection.create(state.doc, 1, Math.max(1, state.doc.content.size - 1))),
  );

/**
 * The caret at the point a double click opened the text, as in any drawing program, so the first
 * letter typed goes where the person pointed (not over the whole text, another person's new words
 * included). Opened from the keyboard or freshly inserted, the whole text stays selected.
 */
function placeCaret(view: EditorView, caret: EditingTarget['caret']) {
  const found = caret && view.posAtCoords({ left: caret.x, top: caret.y });
  if (found) view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, found.pos)));
}

export function useTextEditorView(
  mount: RefObject<HTMLElement | null>,
  { store, target, theme, attributes, callbacks }: TextEditorViewOptions,
): { view: EditorView | null; state: EditorState | null } {
  const latest = useRef({ callbacks, attributes, caret: target.caret });
  latest.current = { callbacks, attributes, caret: target.caret };
  const [view, setView] = useState<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const { element, cell } = target;
  const [row, column] = [cell?.row, cell?.column];

  useEffect(() => {
    const place = mount.current;
    if (!place) return;
    const where: TextTarget =
      row === undefined || column === undefined ? { element } : { element, cell: { row, column } };
    // A shape without text gets its fragment here, and a text with no paragraph its first, as one
    // step of Undo: ProseMirror's document always holds a paragraph to type in.
    const fragment = edit(store.ydoc, () => {
      const found = fragmentAt(store.ydoc, where);
      if (found.length === 0) insertParagraph(found, { runs: [] });
      return found;
    });
    // Typing is this person's edit: it joins the canvas's one history (adding twice is harmless).
    store.undoManager.addTrackedOrigin(ySyncPluginKey);
    store.noticeAfterPaint(ySyncPluginKey);
    // What was done before editing began is a step of its own, not the start of the typing's.
    store.undoManager.stopCapturing();
    const schema = createTextSchema(theme);
    const initial = initProseMirrorDoc(fragment, schema);
    const keys: TextKeys = {
      undo: () => store.undoManager.undo(),
      redo: () => store.undoManager.redo(),
      done: () => latest.current.callbacks.done(),
      openLink: () => latest.current.callbacks.openLink(),
      focusToolbar: () => latest.current.callbacks.focusToolbar(),
    };
    const created = new EditorView(place, {
      state: selectAll(
        EditorState.create({
          schema,
          doc: initial.doc,
          plugins: textPlugins({
            fragment,
            mapping: initial.mapping,
            keys,
            refused: (problem, limit) => latest.current.callbacks.refused(problem, limit),
          }),
        }),
      ),
      attributes: () => latest.current.attributes,
      dispatchTransaction(this: EditorView, tr: Transaction) {
        const next = this.state.apply(tr);
        this.updateState(next);
        setState(next);
      },
    });
    placeCaret(created, latest.current.caret);
    setView(created);
    setState(created.state);
    created.focus();
    return () => {
      created.destroy();
      setView(null);
      setState(null);
    };
  }, [mount, store, element, row, column, theme]);

  return { view, state };
}
