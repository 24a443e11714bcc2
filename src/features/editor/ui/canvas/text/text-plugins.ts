// The plugins of the inline text editor: the binding to the Y.Doc, the keys, the model's limits and
// the paragraph decorations. Undo is the canvas store's (its undo manager tracks y-prosemirror's
// origin), so Ctrl+Z in the text and on the canvas walk one history.
import { baseKeymap } from 'prosemirror-commands';
import { keymap } from 'prosemirror-keymap';
import type { Node } from 'prosemirror-model';
import { type Command, Plugin } from 'prosemirror-state';
import { type initProseMirrorDoc, ySyncPlugin, ySyncPluginKey } from 'y-prosemirror';
import type * as Y from 'yjs';
import { CANVAS_LIMITS } from '../../../../../kernel/document/canvas/model';
import { caretBinding } from './caret-binding';
import { changeLevel, splitParagraph, toggleFlag } from './text-commands';
import { textDecorations } from './text-decorations';

export type LimitProblem = 'paragraphs' | 'runs' | 'runLength';

/** What a document holds against each limit: paragraphs, runs in a paragraph, characters in a run. */
function measure(doc: Node): Record<LimitProblem, number> {
  let runs = 0;
  let runLength = 0;
  doc.forEach((paragraph) => {
    runs = Math.max(runs, paragraph.childCount);
    paragraph.forEach((text) => {
      runLength = Math.max(runLength, text.text?.length ?? 0);
    });
  });
  return { paragraphs: doc.childCount, runs, runLength };
}

const LIMITS: Record<LimitProblem, number> = {
  paragraphs: CANVAS_LIMITS.paragraphsPerText,
  runs: CANVAS_LIMITS.runsPerParagraph,
  runLength: CANVAS_LIMITS.runLength,
};

/** The first limit `after` passes that `before` did not pass as far, or null. */
export function limitPassed(before: Node, after: Node): LimitProblem | null {
  const [was, is] = [measure(before), measure(after)];
  for (const problem of Object.keys(LIMITS) as LimitProblem[])
    if (is[problem] > LIMITS[problem] && is[problem] > was[problem]) return problem;
  return null;
}

/**
 * Refuses a change of this person's that would take the text past the model's limits (the schema
 * would refuse the document); a change from the Y.Doc is someone else's and always shown.
 */
export const textLimits = (refused: (problem: LimitProblem, limit: number) => void) =>
  new Plugin({
    filterTransaction(tr, state) {
      if (!tr.docChanged || tr.getMeta(ySyncPluginKey) !== undefined) return true;
      const problem = limitPassed(state.doc, tr.doc);
      if (problem) refused(problem, LIMITS[problem]);
      return problem === null;
    },
  });

export interface TextKeys {
  undo(): void;
  redo(): void;
  /** Escape: editing ends and the canvas takes the focus back. */
  done(): void;
  /** Mod-K. */
  openLink(): void;
  /** Alt+F10, as in word processors. */
  focusToolbar(): void;
}

const run =
  (action: () => void): Command =>
  () => {
    action();
    return true;
  };

export function textKeymap(keys: TextKeys) {
  return keymap({
    'Mod-z': run(keys.undo),
    'Mod-Shift-z': run(keys.redo),
    'Mod-y': run(keys.redo),
    'Mod-b': toggleFlag('bold'),
    'Mod-i': toggleFlag('italic'),
    'Mod-u': toggleFlag('underline'),
    'Mod-Shift-x': toggleFlag('strike'),
    'Mod-k': run(keys.openLink),
    // The model has no line break inside a paragraph: Shift+Enter starts a paragraph too.
    Enter: splitParagraph,
    'Shift-Enter': splitParagraph,
    // Outside a list Tab is left to the browser, so it still moves the focus on.
    Tab: changeLevel(1),
    'Shift-Tab': changeLevel(-1),
    Escape: run(keys.done),
    'Alt-F10': run(keys.focusToolbar),
  });
}

export interface TextPluginOptions {
  fragment: Y.XmlFragment;
  /** y-prosemirror's mapping of the document built from the fragment, so binding writes nothing. */
  mapping: ReturnType<typeof initProseMirrorDoc>['mapping'];
  keys: TextKeys;
  refused(problem: LimitProblem, limit: number): void;
}

export const textPlugins = ({ fragment, mapping, keys, refused }: TextPluginOptions): Plugin[] => [
  ySyncPlugin(fragment, { mapping }),
  caretBinding(),
  textLimits(refused),
  textKeymap(keys),
  keymap(baseKeymap),
  textDecorations(),
];
