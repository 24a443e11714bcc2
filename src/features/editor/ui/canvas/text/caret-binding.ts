// Where the caret goes when someone else's change comes in. y-prosemirror keeps the selection across
// a remote change as Yjs relative positions bound to the character after each end, so when another
// person types at the very place of this person's caret, the caret ends up after their text and
// the next letter typed here lands inside their word: two people typing at one spot interleave.
// Word processors that edit together keep each caret beside its own typing instead. This plugin
// binds the caret (and the end of a range) to the character before it and, once y-prosemirror has
// drawn a remote change, puts the selection back there: the other person's text then grows on the
// far side of the caret, and each person's words stay whole.
import { type EditorState, Plugin, TextSelection } from 'prosemirror-state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from 'y-prosemirror';
import * as Y from 'yjs';

/** What y-prosemirror's sync plugin keeps in its state, as far as this plugin reads it. */
interface Binding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof absolutePositionToRelativePosition>[2];
}

interface Kept {
  anchor: Y.RelativePosition;
  head: Y.RelativePosition;
}

const bindingOf = (state: EditorState): Binding | undefined => ySyncPluginKey.getState(state)?.binding;

/**
 * Position `pos` as Yjs keeps it: after the character before it when that character is text of the
 * same paragraph (`leanLeft`), else where y-prosemirror would put it.
 */
function relativePosition(state: EditorState, binding: Binding, pos: number, leanLeft: boolean) {
  const before = state.doc.resolve(pos).nodeBefore;
  if (!leanLeft || !before?.isText)
    return absolutePositionToRelativePosition(pos, binding.type, binding.mapping);
  // A paragraph's text is one Y.XmlText: the character before is at index pos - 1 of the same one,
  // and the position right after it is that character's id with association -1.
  const character = absolutePositionToRelativePosition(pos - 1, binding.type, binding.mapping);
  if (!character.item) return absolutePositionToRelativePosition(pos, binding.type, binding.mapping);
  return new Y.RelativePosition(null, null, character.item, -1);
}

/** The selection, its end (or the caret) bound to the character before it; null for a whole-text or node selection. */
function keep(state: EditorState, binding: Binding): Kept | null {
  const { selection } = state;
  if (!(selection instanceof TextSelection)) return null;
  const { anchor, head } = selection;
  return {
    anchor: relativePosition(state, binding, anchor, anchor >= head),
    head: relativePosition(state, binding, head, head >= anchor),
  };
}

/** Whether a transaction is y-prosemirror drawing a change from the Y.Doc that was not this person's Undo. */
function isRemoteChange(tr: { getMeta(key: typeof ySyncPluginKey): unknown }) {
  const meta = tr.getMeta(ySyncPluginKey) as
    | { isChangeOrigin?: boolean; isUndoRedoOperation?: boolean }
    | undefined;
  return meta?.isChangeOrigin === true && !meta.isUndoRedoOperation;
}

export function caretBinding(): Plugin {
  let kept: Kept | null = null;
  return new Plugin({
    view(view) {
      const binding = bindingOf(view.state);
      if (!binding) return {};
      // The selection as it was before a transaction of the Y.Doc began (another person's included).
      const before = () => {
        if (kept === null) kept = keep(view.state, binding);
      };
      const after = () => {
        kept = null;
      };
      binding.doc.on('beforeAllTransactions', before);
      binding.doc.on('afterAllTransactions', after);
      return {
        destroy() {
          binding.doc.off('beforeAllTransactions', before);
          binding.doc.off('afterAllTransactions', after);
        },
      };
    },
    appendTransaction(transactions, _old, state) {
      const binding = bindingOf(state);
      if (!kept || !binding || !transactions.some(isRemoteChange)) return null;
      const at = (position: Y.RelativePosition) =>
        relativePositionToAbsolutePosition(binding.doc, binding.type, position, binding.mapping);
      const [anchor, head] = [at(kept.anchor), at(kept.head)];
      if (anchor === null || head === null) return null;
      if (anchor === state.selection.anchor && head === state.selection.head) return null;
      const selection = TextSelection.between(state.doc.resolve(anchor), state.doc.resolve(head));
      return state.tr.setSelection(selection).setMeta(ySyncPluginKey, { isChangeOrigin: true });
    },
  });
}
