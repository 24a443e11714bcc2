// The canvas editor's path panel, as Prezi's and Google Slides' side panels: the steps in the order
// they play, each with its thumbnail, number and title; add the view on screen or the selected
// frame, show, reorder (buttons, Alt+arrows, a step's grip dragged by mouse, pen or finger), rename
// and delete a step, and write the speaker notes of the step being shown or picked. A commenter's
// panel lists the steps to show, with nothing that changes them and no notes.
import { memo, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import type { CanvasDocument, PathStep } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import type { CanvasPanelProps } from '../panel-props';
import { PathStepItem } from './PathStepItem';
import { shiftedIndex, stepTitleOf } from './path-steps';
import { frameInSelection } from './reading-order';
import { StepNotes } from './StepNotes';
import { type PathActions, usePathActions } from './usePathActions';
import { usePathDrag } from './usePathDrag';
import { type StepFocus, useStepFocus } from './useStepFocus';
import { useStepThumbnails } from './useStepThumbnails';
import './PathPanel.css';

export interface PathPanelProps extends CanvasPanelProps {
  /** The index of the step the editor shows, or -1. */
  current: number;
  onJump(index: number): void;
  /** A commenter's: the steps to show, and nothing else. */
  readOnly?: boolean;
}

interface AddButtonsProps {
  actions: PathActions;
  frameId: string | undefined;
  focus: StepFocus;
  onAdded(stepId: string): void;
}

function AddButtons({ actions, frameId, focus, onAdded }: AddButtonsProps) {
  const t = useT();
  const hintId = useId();
  const added = (id: string | null) => id !== null && onAdded(id);
  return (
    <div className="path-panel__add">
      <button
        type="button"
        className="button button--primary editor-small-button"
        ref={focus.fallback}
        onClick={() => added(actions.addView())}
      >
        {t('canvasPath.addView')}
      </button>
      <button
        type="button"
        className="button editor-small-button"
        disabled={frameId === undefined}
        aria-describedby={frameId === undefined ? hintId : undefined}
        onClick={() => frameId !== undefined && added(actions.addFrame(frameId))}
      >
        {t('canvasPath.addFrame')}
      </button>
      {frameId === undefined && (
        <p className="path-panel__hint" id={hintId}>
          {t('canvasPath.addFrameHint')}
        </p>
      )}
    </div>
  );
}

interface StepListProps {
  doc: CanvasDocument;
  theme: Theme;
  /** The index of the step the editor shows, or -1. */
  current: number;
  actions: PathActions;
  focus: StepFocus;
  hintId: string;
  chosen: PathStep | undefined;
  pick(stepId: string): void;
  readOnly: boolean;
}

/** The steps, re-rendered when the document, the step shown or picked change; never on a selection. */
const StepList = memo(function StepList({
  doc,
  theme,
  current,
  actions,
  focus,
  hintId,
  chosen,
  pick,
  readOnly,
}: StepListProps) {
  const path = doc.path;
  const thumbnailOf = useStepThumbnails(doc, theme);
  const list = useRef<HTMLOListElement | null>(null);
  // The items' callbacks find their step by its id in the latest path when they are called, so an
  // item drawn before an edit that did not touch it (PathStepItem skips those) still acts right.
  const latest = useRef({ path, actions, pick, focus });
  latest.current = { path, actions, pick, focus };
  const indexOf = (stepId: string) => latest.current.path.findIndex((step) => step.id === stepId);
  const drag = usePathDrag(list, indexOf, (stepId, to) => latest.current.actions.move(stepId, to));
  const remove = (stepId: string) => {
    const { path: now, actions: act, focus: steps } = latest.current;
    const index = indexOf(stepId);
    const neighbour = now[index + 1] ?? now[index - 1];
    if (act.remove(stepId)) steps.request(neighbour?.id ?? null);
  };
  return (
    <ol className="path-panel__steps" ref={list}>
      {path.map((step, index) => (
        <PathStepItem
          key={step.id}
          stepId={step.id}
          index={index}
          count={path.length}
          title={stepTitleOf(doc, step)}
          thumbnail={thumbnailOf(step)}
          current={index === current}
          chosen={step === chosen}
          dragging={drag.draggedId === step.id}
          dropTarget={drag.overIndex === index && drag.draggedId !== step.id}
          hintId={hintId}
          controlRef={(control, element) => focus.register(step.id, control, element)}
          onJump={() => {
            latest.current.pick(step.id);
            latest.current.actions.jump(indexOf(step.id));
          }}
          onMove={(delta, control) => {
            const to = shiftedIndex(indexOf(step.id), delta, latest.current.path.length);
            if (to !== null && latest.current.actions.move(step.id, to))
              latest.current.focus.request(step.id, control);
          }}
          onDelete={() => remove(step.id)}
          onRename={(title) => latest.current.actions.rename(step.id, title)}
          dragHandle={drag.handle(step.id)}
          readOnly={readOnly}
        />
      ))}
    </ol>
  );
});

export function PathPanel(props: PathPanelProps) {
  const { snapshot, current, readOnly = false } = props;
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const doc = snapshot.document;
  const path = doc.path;
  const actions = usePathActions(props, props.onJump);
  const focus = useStepFocus();
  // The step whose notes show: the one picked in the panel until the editor shows another.
  const [picked, setPicked] = useState<{ current: number; id: string | null }>({ current, id: null });
  const pickedId = picked.current === current ? picked.id : null;
  const pick = useCallback((id: string) => setPicked({ current, id }), [current]);
  const chosen: PathStep | undefined = path.find((step) => step.id === pickedId) ?? path[current] ?? path[0];
  const add = readOnly ? null : (
    <AddButtons
      actions={actions}
      frameId={frameInSelection(doc, snapshot.selection)}
      focus={focus}
      onAdded={pick}
    />
  );
  return (
    <section className="path-panel" aria-labelledby={titleId}>
      <h2 className="path-panel__title" id={titleId}>
        {t('canvasPath.title')}
      </h2>
      {path.length === 0 ? (
        <div className="path-panel__empty">
          <h3 className="path-panel__empty-title">{t('canvasPath.emptyTitle')}</h3>
          {!readOnly && <p>{t('canvasPath.emptyBody')}</p>}
          {add}
        </div>
      ) : (
        <>
          {add}
          {!readOnly && (
            <p className="path-panel__hint" id={hintId}>
              {t('canvasPath.reorderHint')}
            </p>
          )}
          <StepList
            doc={doc}
            theme={props.theme}
            current={current}
            actions={actions}
            focus={focus}
            hintId={hintId}
            chosen={chosen}
            pick={pick}
            readOnly={readOnly}
          />
        </>
      )}
      {chosen && !readOnly && (
        <StepNotes
          key={chosen.id}
          n={path.indexOf(chosen) + 1}
          notes={chosen.notes ?? ''}
          onSave={(notes) => actions.saveNotes(chosen.id, notes)}
        />
      )}
    </section>
  );
}
