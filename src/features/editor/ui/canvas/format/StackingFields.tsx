// The stacking order of one element or several: each button is one edit, so one Undo takes it back.
// Several elements move together: forward from the topmost down, backward from the lowest up, so
// they keep their order among themselves.
import type * as Y from 'yjs';
import { useT } from '../../../../../i18n/react';
import {
  bringForward,
  bringToFront,
  sendBackward,
  sendToBack,
} from '../../../../../kernel/document/canvas/crdt/ops-order';
import { edit } from '../../../../../kernel/document/canvas/crdt/ydoc';
import type { CanvasElement } from '../../../../../kernel/document/canvas/model';
import { ActionButtons } from './fields';
import type { Apply } from './format-apply';

type Restack = (ydoc: Y.Doc, id: string) => void;

/** Each element restacked in turn, in one edit; `topFirst` decides who goes first. */
const restackAll = (ydoc: Y.Doc, elements: readonly CanvasElement[], restack: Restack, topFirst: boolean) =>
  edit(ydoc, () => {
    const ordered = [...elements].sort((a, b) => (topFirst ? b.z - a.z : a.z - b.z));
    for (const element of ordered) restack(ydoc, element.id);
  });

export function StackingFields({ elements, apply }: { elements: readonly CanvasElement[]; apply: Apply }) {
  const t = useT();
  const button = (key: string, label: string, restack: Restack, topFirst: boolean) => ({
    key,
    label,
    onClick: () => apply((ydoc) => restackAll(ydoc, elements, restack, topFirst), label),
  });
  return (
    <ActionButtons
      label={t('canvasFormat.stacking')}
      actions={[
        button('forward', t('canvasFormat.bringForward'), bringForward, true),
        button('backward', t('canvasFormat.sendBackward'), sendBackward, false),
        button('front', t('canvasFormat.bringToFront'), bringToFront, false),
        button('back', t('canvasFormat.sendToBack'), sendToBack, true),
      ]}
    />
  );
}
