// Editing a text box (or a shape's text, or a table cell) where it stands on the canvas: a
// ProseMirror view bound to the text's Y.XmlFragment, drawn at the player's design size and scaled
// to the screen, with its toolbar floating above it. The shell mounts it over the box being edited
// and takes the focus back to the canvas when `onDone` is called (Escape).
import type { EditorView } from 'prosemirror-view';
import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import type { TextTarget } from '../../../../../kernel/document/canvas/crdt/ops-text';
import { layoutCanvasElements } from '../../../../../kernel/document/canvas/element-layout';
import type { CanvasElement } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { themeStyle } from '../../../../../player/theme-style';
import type { CanvasStore } from '../canvas-store';
import type { EditingTarget } from '../panel-props';
import { useCanvasSnapshot } from '../useCanvasStore';
import { TextToolbar } from './TextToolbar';
import type { LimitProblem } from './text-plugins';
import { useTextEditorView } from './useTextEditorView';
import './InlineTextEditor.css';

export interface InlineTextEditorProps {
  store: CanvasStore;
  target: EditingTarget;
  theme: Theme;
  /** Screen pixels per design pixel: the box is drawn at the player's design size, then scaled. */
  scale: number;
  onDone(): void;
  /** Given the ProseMirror view once it is built (and null when it goes), for the shell and tests. */
  onView?(view: EditorView | null): void;
}

interface DesignBox {
  width: number;
  height?: number;
  /** Design pixels per world unit, autoFit's shrink included, as the player sets sizes. */
  textScale: number;
}

/** The box as the player lays it out (decision 094); a table cell takes its column's width. */
function designBox(element: CanvasElement | undefined, target: TextTarget): DesignBox | null {
  if (!element) return null;
  const laid = layoutCanvasElements([element])[0];
  if (!laid) return null;
  const [width, height] = [element.width / laid.unit, element.height / laid.unit];
  const textScale = (laid.fit ?? 1) / laid.unit;
  if (target.cell && element.kind === 'table')
    return { width: width * (element.columns[target.cell.column] ?? 1), textScale };
  return { width, height, textScale };
}

const MESSAGES: Record<
  LimitProblem,
  'canvasText.tooManyParagraphs' | 'canvasText.tooManyRuns' | 'canvasText.runTooLong'
> = {
  paragraphs: 'canvasText.tooManyParagraphs',
  runs: 'canvasText.tooManyRuns',
  runLength: 'canvasText.runTooLong',
};

/** The root at the box's size on screen, with the theme's colours and fonts and the text's scale. */
const rootStyle = (theme: Theme, box: DesignBox | null, scale: number) =>
  ({
    ...themeStyle(theme),
    '--canvas-text-scale': box?.textScale ?? 1,
    width: (box?.width ?? 0) * scale,
    ...(box?.height !== undefined ? { height: box.height * scale } : {}),
  }) as CSSProperties;

/** Tells the parent about the view, and ends editing when the text goes (deleted, or its making undone). */
function useLifecycle(
  gone: boolean,
  view: EditorView | null,
  onDone: () => void,
  onView: ((view: EditorView | null) => void) | undefined,
) {
  const latest = useRef({ onDone, onView });
  latest.current = { onDone, onView };
  useEffect(() => {
    if (gone) latest.current.onDone();
  }, [gone]);
  useEffect(() => latest.current.onView?.(view), [view]);
}

export function InlineTextEditor({ store, target, theme, scale, onDone, onView }: InlineTextEditorProps) {
  const t = useT();
  const hintId = useId();
  const snapshot = useCanvasSnapshot(store);
  const element = snapshot.document.elements.find((each) => each.id === target.element);
  const box = designBox(element, target);
  const mount = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);

  const focusToolbar = useCallback(() => {
    toolbar.current?.querySelector<HTMLElement>('button, input, select')?.focus();
  }, []);
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': t('canvasText.editor'),
      'aria-describedby': hintId,
      class: 'canvas-text-editor__prosemirror',
    }),
    [t, hintId],
  );
  const { view, state } = useTextEditorView(mount, {
    store,
    target,
    theme,
    attributes,
    callbacks: {
      done: onDone,
      // The form's field takes the focus when it opens.
      openLink: () => setLinkOpen(true),
      focusToolbar,
      refused: (problem, limit) => store.announce(t(MESSAGES[problem], { max: limit })),
    },
  });

  useLifecycle(element === undefined, view, onDone, onView);

  const kind = element?.kind === 'shape' ? 'shape' : target.cell ? 'cell' : 'text';
  return (
    <div className="canvas-text-editor" style={rootStyle(theme, box, scale)}>
      {view && state && (
        <TextToolbar
          ref={toolbar}
          view={view}
          state={state}
          theme={theme}
          linkOpen={linkOpen}
          onLinkOpen={setLinkOpen}
        />
      )}
      <div
        className={`canvas-text-editor__box canvas-text-editor__box--${kind}`}
        style={{ width: box?.width, height: box?.height, transform: `scale(${scale})` }}
        ref={mount}
      />
      <p id={hintId} className="canvas-text-editor__hint">
        {t('canvasText.hint')}
      </p>
    </div>
  );
}
