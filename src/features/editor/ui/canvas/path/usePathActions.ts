// The path panel's edits, each one kernel operation run through the store, so a refused one is
// announced with its reason and a done one is announced for screen-reader users ("Step 3 moved to
// position 2") and is one step of Undo.

import { useMemo } from 'react';
import { useT } from '../../../../../i18n/react';
import {
  addStep,
  deleteStep,
  moveStep,
  setStepNotes,
  setStepTitle,
} from '../../../../../kernel/document/canvas/crdt/ops-path';
import type { PathStep } from '../../../../../kernel/document/canvas/model';
import type { CanvasPanelProps } from '../panel-props';
import { stepBox, stepTitleOf } from './path-steps';

export interface PathActions {
  /** Each returns the id of the step it added, or null when the model refused it. */
  addView(): string | null;
  addFrame(frameId: string): string | null;
  move(stepId: string, to: number): boolean;
  remove(stepId: string): boolean;
  rename(stepId: string, title: string): boolean;
  saveNotes(stepId: string, notes: string): boolean;
  jump(index: number): void;
}

/**
 * The actions, the same object until the store, the camera, the language or `onJump` change: they
 * read the document when they run, so the step list can skip re-rendering on a selection.
 */
export function usePathActions(
  { store, camera }: Pick<CanvasPanelProps, 'store' | 'camera'>,
  onJump: (index: number) => void,
): PathActions {
  const t = useT();
  return useMemo(() => pathActions(store, camera, t, onJump), [store, camera, t, onJump]);
}

function pathActions(
  store: CanvasPanelProps['store'],
  camera: CanvasPanelProps['camera'],
  t: ReturnType<typeof useT>,
  onJump: (index: number) => void,
): PathActions {
  const current = () => store.snapshot().document;
  const numberOf = (stepId: string) => current().path.findIndex((step) => step.id === stepId) + 1;
  // A step someone else deleted a moment ago is no longer there to change: nothing to do then.
  const exists = (stepId: string) => current().path.some((step) => step.id === stepId);
  const add = (step: Omit<PathStep, 'id'>) => {
    const id = store.newId();
    const done = t('canvasPath.added', { n: current().path.length + 1 });
    return store.run(() => addStep(store.ydoc, { id, ...step }), done) ? id : null;
  };
  return {
    addView: () => add({ view: camera.currentView() }),
    addFrame: (frameId) => add({ frame: frameId }),
    move(stepId, to) {
      const done = t('canvasPath.moved', { from: numberOf(stepId), to: to + 1 });
      return exists(stepId) && store.run(() => moveStep(store.ydoc, stepId, to), done);
    },
    remove(stepId) {
      const done = t('canvasPath.deleted', { n: numberOf(stepId) });
      return exists(stepId) && store.run(() => deleteStep(store.ydoc, stepId), done);
    },
    rename(stepId, title) {
      const done = t('canvasPath.renamed', { n: numberOf(stepId) });
      return (
        exists(stepId) && store.run(() => setStepTitle(store.ydoc, stepId, title.trim() || undefined), done)
      );
    },
    // Saved while the person types: announcing each save would talk over their typing.
    saveNotes: (stepId, notes) => exists(stepId) && store.run(() => setStepNotes(store.ydoc, stepId, notes)),
    jump(index) {
      const doc = current();
      const step = doc.path[index];
      if (!step) return;
      onJump(index);
      const box = stepBox(doc, step);
      if (box) camera.show(box);
      const title = stepTitleOf(doc, step) ?? t('canvasPath.stepFallback', { n: index + 1 });
      store.announce(t('canvasPath.showing', { n: index + 1, title }));
    },
  };
}
